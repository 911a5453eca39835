#include "models/review/audiencestatus.h"

#include <QHash>

namespace Audience::Models {

namespace {

using Net::AudienceVersion;
using Net::VersionStatus;

// Every version of the audience once, by versionId: what the follower saw, then the two the
// record names (the follower's copy wins: it is refreshed while the record is only as new as the
// last archive, restore or publish answer).
QList<AudienceVersion> collect(const std::optional<Net::AudienceRecord> &record, const QList<AudienceVersion> &versions)
{
    QList<AudienceVersion> all;
    QHash<QString, int> seen;
    const auto add = [&](const AudienceVersion &version) {
        if (version.versionId.isEmpty() || seen.contains(version.versionId))
            return;
        seen.insert(version.versionId, int(all.size()));
        all.append(version);
    };
    for (const AudienceVersion &version : versions)
        add(version);
    if (record) {
        add(record->latestVersion);
        add(record->publishedVersion);
    }
    return all;
}

bool isInFlight(const AudienceVersion &version)
{
    switch (Net::versionStatusFromString(version.status)) {
    case VersionStatus::Queued:
    case VersionStatus::Processing:
    case VersionStatus::Pending:
        return true;
    default:
        return false;
    }
}

// A draft that no publish has made obsolete.
bool isOpenDraft(const AudienceVersion &version)
{
    return Net::versionStatusFromString(version.status) == VersionStatus::Draft && !version.obsoleteAt.has_value()
        && !version.archivedAt.has_value();
}

// The newer of two versions: by number, then by creation time.
bool isNewer(const AudienceVersion &a, const AudienceVersion &b)
{
    if (a.versionNumber != b.versionNumber)
        return a.versionNumber > b.versionNumber;
    return a.createdAt > b.createdAt;
}

std::optional<AudienceVersion> newestWhere(const QList<AudienceVersion> &versions, const auto &matches)
{
    std::optional<AudienceVersion> newest;
    for (const AudienceVersion &version : versions) {
        if (matches(version) && (!newest || isNewer(version, *newest)))
            newest = version;
    }
    return newest;
}

bool isArchived(const Net::AudienceRecord &record)
{
    return record.status == QLatin1String("archived") || record.archivedAt.has_value();
}

} // namespace

AudienceStatus AudienceStatus::derive(const std::optional<Net::AudienceRecord> &record, const QList<Net::AudienceVersion> &versions)
{
    const QList<AudienceVersion> all = collect(record, versions);
    AudienceStatus status;
    status.live = newestWhere(all, [](const AudienceVersion &version) {
        return Net::versionStatusFromString(version.status) == VersionStatus::Published;
    });
    const qint64 liveNumber = status.live ? status.live->versionNumber : 0;
    // Newer than the live version; a version known by ID only (number 0) has not been read yet,
    // and the follower lists it as queued until its first answer.
    const auto aboveLive = [liveNumber](const AudienceVersion &version) {
        return version.versionNumber == 0 || version.versionNumber > liveNumber;
    };
    status.draft = newestWhere(all, [&](const AudienceVersion &version) {
        return isOpenDraft(version) && version.versionNumber > liveNumber;
    });
    const std::optional<AudienceVersion> making = newestWhere(all, [&](const AudienceVersion &version) {
        return isInFlight(version) && aboveLive(version);
    });

    const auto name = [&status](Kind kind, const AudienceVersion &version) {
        status.kind = kind;
        status.versionNumber = version.versionNumber;
        status.versionId = version.versionId;
    };
    if (record && isArchived(*record)) {
        status.kind = Kind::Archived;
    } else if (making && (!status.draft || making->versionNumber == 0 || making->versionNumber > status.draft->versionNumber)) {
        name(Kind::Processing, *making);
    } else if (status.draft) {
        name(Kind::DraftWaiting, *status.draft);
    } else if (status.live) {
        name(Kind::Live, *status.live);
    }
    return status;
}

QString AudienceStatus::text() const
{
    switch (kind) {
    case Kind::Live:
        return tr("Live v%1").arg(versionNumber);
    case Kind::DraftWaiting:
        return tr("Draft v%1 waiting").arg(versionNumber);
    case Kind::Processing:
        return versionNumber > 0 ? tr("Processing v%1").arg(versionNumber) : tr("Processing");
    case Kind::Archived:
        return tr("Archived");
    case Kind::Unknown:
        break;
    }
    return QStringLiteral("—");
}

QString AudienceStatus::symbol() const
{
    switch (kind) {
    case Kind::Live:
        return QStringLiteral("●"); // a filled dot: on air
    case Kind::DraftWaiting:
        return QStringLiteral("✎"); // a pencil: an edit waiting for review
    case Kind::Processing:
        return QStringLiteral("↻"); // an arrow going round: at work
    case Kind::Archived:
        return QStringLiteral("⊘"); // out of use
    case Kind::Unknown:
        break;
    }
    return {}; // the dash is its own symbol
}

QString AudienceStatus::label() const
{
    const QString mark = symbol();
    return mark.isEmpty() ? text() : mark + QLatin1Char(' ') + text();
}

QString AudienceStatus::toolTip() const
{
    const QString known = tr("As far as this console has seen: the service offers no call to list an audience’s versions.");
    switch (kind) {
    case Kind::Live:
        return tr("Version %1 is live; no newer version is waiting.").arg(versionNumber) + QLatin1Char('\n') + known;
    case Kind::DraftWaiting:
        return (live ? tr("Version %1 is a draft waiting to be published (version %2 is live).").arg(versionNumber).arg(live->versionNumber)
                     : tr("Version %1 is a draft waiting to be published.").arg(versionNumber))
            + QLatin1Char('\n') + known;
    case Kind::Processing:
        return (versionNumber > 0 ? tr("The editing agent is making version %1.").arg(versionNumber)
                                  : tr("The editing agent is making a new version."))
            + QLatin1Char('\n') + known;
    case Kind::Archived:
        return tr("The service said this audience is archived.");
    case Kind::Unknown:
        break;
    }
    return tr("Not known to this console: it has seen no version of this audience yet, and the service offers no call to "
              "list them. Open the audience, or scan its page in Review, to learn more.");
}

QString AudienceStatus::colourStatus() const
{
    switch (kind) {
    case Kind::Live:
        return QStringLiteral("published");
    case Kind::DraftWaiting:
        return QStringLiteral("draft");
    case Kind::Processing:
        return QStringLiteral("processing");
    case Kind::Archived:
        return QStringLiteral("archived");
    case Kind::Unknown:
        break;
    }
    return {};
}

} // namespace Audience::Models
