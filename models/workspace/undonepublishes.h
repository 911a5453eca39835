#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Audience::Models {

class StoreConnection;
class VersionFollower;

// Which publishes an undo took back: "Undo this publish" (PublishUndo) keeps, before it publishes
// its proven draft, that publishing that draft undoes that publish (a kept list in the profile's
// store, one item per publish undone). Once the versions seen say the draft went live, the publish
// is undone: its alert resolves (the watch), its impact card and the timeline say so, and a second
// undo says there is nothing to undo. A draft that never went live undoes nothing.
class UndonePublishes
{
    Q_DECLARE_TR_FUNCTIONS(UndonePublishes)
public:
    struct Undo
    {
        QString undoneVersionId; // the publish undone
        qint64 undoneNumber = 0;
        QString audienceId;
        QString pageId;
        QString byVersionId; // the undo's draft, published
        qint64 byNumber = 0;
        QDateTime at; // when the undo went live (UTC; invalid when the version does not say)
    };

    static QString listName();

    // Keeps that publishing `undo.byVersionId` undoes `undo.undoneVersionId` (a later undo of the
    // same publish replaces it). False when the store refused.
    static bool record(StoreConnection &store, const Undo &undo);

    // The undo of this publish that went live, if any (none without a store).
    static std::optional<Undo> of(StoreConnection *store, const VersionFollower &versions, const QString &versionId);
    // Every undo that went live, as kept.
    static QList<Undo> all(StoreConnection *store, const VersionFollower &versions);

    // "Undone by version 4 on 28 Nov 2026 14:02; the watch now follows version 4."
    static QString resolvedLine(const Undo &undo);
    // "Nothing to undo: version 4 put the values back."
    static QString nothingToUndo(const Undo &undo);
    // For the timeline's status: "undone by version 4".
    static QString undoneBy(const Undo &undo);
};

} // namespace Audience::Models
