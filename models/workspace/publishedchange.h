#pragma once

#include "models/store/publishchangerecord.h"
#include "net/audiencetypes.h"
#include "net/conversationtypes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Audience::Models {

// One field a publish changed: the value live before it and the value it put live.
struct PublishedFieldChange
{
    QString field; // the wire name
    QString before;
    QString after;
};

// What one publish changed, and how the console knows it. The interface cannot list versions and a
// version carries no field values, so it is either recorded (this console made the publish and kept
// what its confirmation showed, table publish_changes), derived from the conversation's applied
// changes (a publish made elsewhere, or before recording began), or unknown, with why in words.
struct PublishedChange
{
    enum class Source { Recorded, Derived, Unknown };

    QString versionId;
    qint64 versionNumber = 0;
    QDateTime publishedAt; // UTC; invalid when the version does not say
    QDateTime obsoleteAt;  // UTC; invalid while it is live (or not known)
    bool liveNow = false;
    Source source = Source::Unknown;
    QList<PublishedFieldChange> fields; // in the order the fields changed
    QString note; // how it is known, or why it is not, in words

    const PublishedFieldChange *fieldChange(const QString &field) const;
    bool isKnown() const { return source != Source::Unknown; }
};

// Reading what publishes changed: from the store's records, else from the conversation.
class PublishedChanges
{
    Q_DECLARE_TR_FUNCTIONS(PublishedChanges)
public:
    // The versions that went live (a publishedAt that reads as a time), oldest first.
    static QList<Net::AudienceVersion> publishesOf(const QList<Net::AudienceVersion> &versions);

    // What the console recorded for this publish, if it recorded anything.
    static std::optional<PublishedChange> recorded(const Net::AudienceVersion &publish, const QList<PublishChangeRecord> &records);

    // What the conversation says this publish changed. Each message to the agent makes the next
    // version (version 1 is the audience as created), so a version's changes are those of the
    // answers to its message. A publish applies its own version's changes and those of the drafts
    // before it still pending: the versions after the publish before it (`publishes`, the known
    // ones). The live version's answer must be the conversation's publishedMessageId, else the
    // messages do not line up with the versions and nothing is derived.
    static PublishedChange derived(const Net::AudienceVersion &publish, const QList<Net::AudienceVersion> &publishes,
                                   const Net::Conversation &conversation);

    // Every known publish, oldest first: recorded where the store has it, else derived from the
    // conversation (when given), else unknown.
    static QList<PublishedChange> history(const QList<Net::AudienceVersion> &versions, const QList<PublishChangeRecord> &records,
                                          const std::optional<Net::Conversation> &conversation);

    // "Recorded when this console published it", "Derived from the conversation…", as a label.
    static QString sourceText(PublishedChange::Source source);

private:
    static PublishedChange base(const Net::AudienceVersion &publish);
};

} // namespace Audience::Models
