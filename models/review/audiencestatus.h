#pragma once

#include "net/audiencetypes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace Audience::Models {

// An audience's status as far as this console knows it, from the profile's store: the versions it
// has seen (VersionFollower, kept in versions_seen) and the last full record the service returned
// (KnownAudiences). The interface cannot list versions, so a version the console never saw is not
// here, and an audience it knows nothing of is Unknown ("—"), never a guess. One pure function,
// shared by the Audiences tree's status column and the Review place.
class AudienceStatus
{
    Q_DECLARE_TR_FUNCTIONS(AudienceStatus)
public:
    enum class Kind {
        Unknown,      // not known to this console
        Live,         // the newest version known is the published one
        DraftWaiting, // a draft newer than the live version waits to be published
        Processing,   // the editing agent is making a version newer than the live one
        Archived,     // the service said the audience is archived
    };

    Kind kind = Kind::Unknown;
    // The version the status names: the live one, the draft waiting, the one being made (0 when
    // its number is not known yet: a version followed by ID only).
    qint64 versionNumber = 0;
    QString versionId;
    // The live version, when known (also for the other kinds).
    std::optional<Net::AudienceVersion> live;
    // The newest draft newer than the live one (also while a newer version is processing).
    std::optional<Net::AudienceVersion> draft;

    // `versions`: every version seen of this audience, in any order; `record`: its last record.
    static AudienceStatus derive(const std::optional<Net::AudienceRecord> &record, const QList<Net::AudienceVersion> &versions);

    bool hasDraftWaiting() const { return kind == Kind::DraftWaiting; }
    // In words: "Live v3", "Draft v4 waiting", "Processing v5", "Archived", "—".
    QString text() const;
    // A symbol beside the words, so the status never rests on colour alone.
    QString symbol() const;
    // The symbol and the words, as the status column shows them.
    QString label() const;
    // What the status means and where it comes from (what "—" means, above all).
    QString toolTip() const;
    // A wire status for the status colours ("published", "draft", "processing", "archived"; empty
    // for Unknown).
    QString colourStatus() const;
};

} // namespace Audience::Models
