#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace Sandbox {

class SeedWriter;
class SeedRandom;
namespace Seed {
struct SessionRow;
}
namespace DemoData {
struct PageBrief;
}

// The visitor side of --seed demo: people (person_demo_0001 …) with activity logs (some soft-deleted),
// accounts that link the people of one company, and 90 days of audience sessions (sess_demo_00001 …,
// in time order) ending at `anchor`, with UTMs, bounces, scroll depth, CTA clicks and form submissions.
// Written after DemoWorld: sessions refer to its pages and audiences.
class DemoActivity
{
public:
    static constexpr int personCount = 300;
    static constexpr int sessionDays = 90;

    DemoActivity(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor);

    bool write();

private:
    struct PersonFacts
    {
        QString id, email, phone, linkedin, domain;
        int company = 0;
        QDateTime createdAt, latestActivity;
    };

    bool writePeople();
    // After the regular entries; `logNumber` is the last entry number used.
    bool writeLongHistories(int logNumber);
    static bool hasLongHistory(int personNumber);
    bool writeAccounts();
    bool writeSessions();

    // The running numbers of the IDs sessions are given, across days.
    struct SessionNumbers
    {
        int session = 0, analytics = 0, submission = 0;
    };
    bool writeSessionDay(int d, SessionNumbers &numbers);
    void openPages(const QDateTime &dayStart, QList<int> &pages, QList<int> &weights) const;
    Seed::SessionRow arrival(int page, const QDateTime &dayStart);
    double engage(Seed::SessionRow &row, const DemoData::PageBrief &brief);
    void identifySubmitter(Seed::SessionRow &row, int submissionNumber);

    SeedWriter &m_writer;
    SeedRandom &m_random;
    QDateTime m_anchor;
    QList<PersonFacts> m_people;
};

} // namespace Sandbox
