#pragma once

#include "scalebulk.h"

#include <QDateTime>

namespace Sandbox {

class SeedWriter;
class SeedRandom;
struct AudienceSeed;
namespace Seed {
struct PageRow;
}

// --seed scale:N: a large, plainer world for performance work. For N pages: 5 audiences per page (a
// tenth with a published edit, a tenth with a pending draft, 1 % with a cancelled version, 2.5 %
// archived; nothing left in flight; conversations only where there were edits), 10 sessions per page
// over 90 days, N/2 people with up to 3 logs each, N/20 accounts, 2 page links per page, N/2000 + 5
// topics and two webhook subscriptions. IDs: page_scale_000001, aud_scale_0000001,
// ver_scale_0000001_1, person_scale_0000001, sess_scale_00000001, topic_scale_1, whsub_scale_1, ...
// Rows that follow a formula are written set-based by ScaleBulk, the rest row by row.
class ScaleWorld
{
public:
    static constexpr int audiencesPerPage = 5;
    static constexpr int sessionsPerPage = 10;

    ScaleWorld(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor, int pages);

    bool write();

    // Whether audience number n has edits (written row by row) or only version 1 (written by ScaleBulk).
    static bool hasEdits(qint64 n);

private:
    bool writePages();
    AudienceSeed editedAudience(qint64 n, int j, const Seed::PageRow &page, const QStringList &keywords) const;
    bool writePeople();
    bool writeTopicsLinksAndWebhooks();

    SeedWriter &m_writer;
    SeedRandom &m_random;
    QDateTime m_anchor;
    int m_pages;
    ScaleBulk m_bulk;
};

} // namespace Sandbox
