#pragma once

#include "queryreader.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// The columns of an audience that decisions depend on.
struct AudienceRow
{
    QString id;
    QString pageId;
    bool archived = false;
    QString latestVersionId;
    QString publishedVersionId;
};

// The columns of a version that decisions and the editing agent depend on.
struct VersionRow
{
    QString id;
    QString audienceId;
    qint64 number = 0;
    QString status;
    QString queuedAt;
    QString supplementaryContext; // empty when NULL
    bool hasSupplementaryContext = false;
    QJsonObject metadataOverride;  // empty when NULL
    bool hasMetadataOverride = false;
    QString customName;
    bool hasCustomName = false;
    bool isNewPageAgent = false;
};

// Audiences and their versions: reads, archive/restore and the version state changes. Callers hold
// the transaction; these methods never open one.
class AudienceStore
{
public:
    static constexpr qint64 exactTotalsUpTo = 20000;

    explicit AudienceStore(Sql &sql) : m_sql(sql) {}

    // The audience when it exists on that page (an audience on another page counts as missing).
    std::optional<AudienceRow> find(const QString &pageId, const QString &audienceId);
    std::optional<AudienceRow> findById(const QString &audienceId);
    QString liveCustomName(const QString &audienceId); // empty when none
    QString createdAt(const QString &audienceId);
    QJsonObject json(const QString &audienceId);
    void setArchived(const QString &audienceId, bool archived, const QString &now);

    struct SearchResult
    {
        QJsonArray items;
        bool hasMore = false;
        QJsonValue total; // a number, or null when counting would mean scanning a large table
    };
    // Case-insensitive (ASCII) substring search over effectiveName and the page's name. Archived
    // audiences are included (so they can be found and restored). Ordered by (createdAt, id).
    // With a query that matches more than `limit` audiences, the total is counted only while the
    // sandbox holds at most exactTotalsUpTo audiences (else null, as the spec allows).
    SearchResult search(const QString &text, int limit);

    std::optional<VersionRow> version(const QString &audienceId, const QString &versionId);
    QJsonObject versionJson(const QString &versionId);
    // The newest version the next edit builds on: highest number among draft/published versions.
    std::optional<VersionRow> settledVersion(const QString &audienceId);

    // A new queued version numbered after the highest existing one, carrying `base`'s content.
    VersionRow createQueuedVersion(const QString &audienceId, const std::optional<VersionRow> &base,
                                   const QString &now);
    void setStatus(const QString &versionId, const QString &status);
    void markCancelled(const QString &versionId, const QString &now);
    void markDraft(const VersionRow &content, const QString &now, qint64 queueDurationMs);
    // Makes `version` live: the old live version and older drafts become archived + obsolete.
    void markPublished(const AudienceRow &audience, const VersionRow &version, const QString &now);

    // Versions left queued or processing (resumed at startup).
    QList<VersionRow> inFlightVersions();

private:
    static VersionRow readVersion(const QSqlQuery &row);

    Sql &m_sql;
};

} // namespace Sandbox
