#include "models/workspace/undonepublishes.h"

#include "models/common/datetimeformat.h"
#include "models/store/keptlist.h"
#include "models/workspace/versionfollower.h"

#include <QJsonObject>
#include <QLocale>

namespace Audience::Models {

namespace {

QJsonObject toJson(const UndonePublishes::Undo &undo)
{
    return {{QStringLiteral("undoneVersionId"), undo.undoneVersionId},
            {QStringLiteral("undoneNumber"), undo.undoneNumber},
            {QStringLiteral("audienceId"), undo.audienceId},
            {QStringLiteral("pageId"), undo.pageId},
            {QStringLiteral("byVersionId"), undo.byVersionId},
            {QStringLiteral("byNumber"), undo.byNumber}};
}

UndonePublishes::Undo fromJson(const QJsonObject &entry)
{
    UndonePublishes::Undo undo;
    undo.undoneVersionId = entry.value(QStringLiteral("undoneVersionId")).toString();
    undo.undoneNumber = entry.value(QStringLiteral("undoneNumber")).toInteger();
    undo.audienceId = entry.value(QStringLiteral("audienceId")).toString();
    undo.pageId = entry.value(QStringLiteral("pageId")).toString();
    undo.byVersionId = entry.value(QStringLiteral("byVersionId")).toString();
    undo.byNumber = entry.value(QStringLiteral("byNumber")).toInteger();
    return undo;
}

// The undo, when its draft went live as far as the versions seen say (with when).
std::optional<UndonePublishes::Undo> wentLive(UndonePublishes::Undo undo, const VersionFollower &versions)
{
    const std::optional<Net::AudienceVersion> by = versions.version(undo.byVersionId);
    if (!by || !by->publishedAt || by->publishedAt->isEmpty())
        return std::nullopt;
    undo.at = DateTimeFormat::parse(*by->publishedAt);
    if (by->versionNumber > 0)
        undo.byNumber = by->versionNumber;
    return undo;
}

} // namespace

QString UndonePublishes::listName()
{
    return QStringLiteral("undone_publishes");
}

bool UndonePublishes::record(StoreConnection &store, const Undo &undo)
{
    if (undo.undoneVersionId.isEmpty() || undo.byVersionId.isEmpty())
        return false;
    return KeptList(store, listName())
        .modify([&undo](QList<KeptList::Item> &items) {
            items.removeIf([&undo](const KeptList::Item &item) { return item.id == undo.undoneVersionId; });
            items.append({undo.undoneVersionId, toJson(undo)});
            return true;
        })
        .ok();
}

QList<UndonePublishes::Undo> UndonePublishes::all(StoreConnection *store, const VersionFollower &versions)
{
    QList<Undo> undos;
    if (!store)
        return undos;
    for (const KeptList::Item &item : KeptList(*store, listName()).read()) {
        if (const std::optional<Undo> undo = wentLive(fromJson(item.entry), versions))
            undos.append(*undo);
    }
    return undos;
}

std::optional<UndonePublishes::Undo> UndonePublishes::of(StoreConnection *store, const VersionFollower &versions,
                                                         const QString &versionId)
{
    if (versionId.isEmpty())
        return std::nullopt;
    for (const Undo &undo : all(store, versions)) {
        if (undo.undoneVersionId == versionId)
            return undo;
    }
    return std::nullopt;
}

QString UndonePublishes::resolvedLine(const Undo &undo)
{
    if (!undo.at.isValid())
        return tr("Undone by version %1; the watch now follows version %1.").arg(undo.byNumber);
    return tr("Undone by version %1 on %2; the watch now follows version %1.")
        .arg(undo.byNumber)
        .arg(QLocale().toString(undo.at.toLocalTime(), QLocale::ShortFormat));
}

QString UndonePublishes::nothingToUndo(const Undo &undo)
{
    return tr("Nothing to undo: version %1 put the values back.").arg(undo.byNumber);
}

QString UndonePublishes::undoneBy(const Undo &undo)
{
    return tr("undone by version %1").arg(undo.byNumber);
}

} // namespace Audience::Models
