#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace Sandbox {

class SeedWriter;
class SeedRandom;
struct AudienceEdit;
struct AudienceSeed;
namespace DemoData {
struct PageBrief;
}

// The marketing side of --seed demo: the 12 pages with their actions, widgets, footer links, scripts
// and metadata; their 60 audiences with version histories and conversations; topics; tenant domains
// and page links; the two webhook subscriptions. aud_demo_003's history is DemoShowcase's script. People, accounts and sessions are DemoActivity's.
// Every timestamp is relative to `anchor` (the start of the current UTC day), every ID fixed.
class DemoWorld
{
public:
    static constexpr int pageCount = 12;
    static constexpr int audiencesPerPage = 5;

    DemoWorld(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor);

    bool write();

    // Shared with DemoActivity so sessions and links agree with the pages.
    static QString pageId(int page);         // "page_demo_01"
    static QString audienceId(int audience); // "aud_demo_001"
    static QDateTime pageCreatedAt(const QDateTime &anchor, int page);
    static QString audienceSlug(int audience); // "cfos-mid-size-retailers"
    static QDateTime pageArchivedAt(const QDateTime &anchor, int page);         // invalid = not archived
    static QDateTime audienceArchivedAt(const QDateTime &anchor, int audience); // invalid = not archived

    // The webhook secrets of the demo subscriptions (documented in docs/sandbox.md).
    static QString webhookSecret(int subscription);

private:
    bool writePages();
    bool writeAudiences();
    AudienceSeed audienceSeed(int page, int j) const;
    QList<AudienceEdit> patternEdits(int n, const DemoData::PageBrief &b, const QDateTime &archivedAt);
    bool writeTopics();
    bool writePageLinks();
    bool writeWebhooks();

    QJsonObject metadata(int page) const;

    SeedWriter &m_writer;
    SeedRandom &m_random;
    QDateTime m_anchor;
};

} // namespace Sandbox
