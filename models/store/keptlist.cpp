#include "models/store/keptlist.h"

#include "models/store/storeconnection.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>

#include <optional>

namespace Audience::Models {

namespace {

// The stored position of the first item after `index` that keeps one, if any.
std::optional<qint64> nextKeptPosition(const QList<KeptList::Item> &items, qsizetype index,
                                       const std::function<std::optional<qint64>(const QString &)> &storedPosition)
{
    for (qsizetype i = index + 1; i < items.size(); ++i) {
        if (const std::optional<qint64> position = storedPosition(items.at(i).id))
            return position;
    }
    return std::nullopt;
}

} // namespace

KeptList::KeptList(StoreConnection &store, QString name)
    : m_store(store)
    , m_name(std::move(name))
{
}

QList<KeptList::Item> KeptList::read() const
{
    QList<Item> items;
    QHash<QString, Stored> byId;
    readStored(&items, &byId);
    return items;
}

StoreResult<void> KeptList::readStored(QList<Item> *items, QHash<QString, Stored> *byId) const
{
    const StoreResult<QList<StoreConnection::KeptListRow>> rows = m_store.keptListRows(m_name);
    if (!rows)
        return rows.error();
    for (const StoreConnection::KeptListRow &row : *rows) {
        const Item item{row.id, QJsonDocument::fromJson(row.entry).object()};
        items->append(item);
        byId->insert(item.id, {row.position, item.entry});
    }
    return {};
}

StoreResult<void> KeptList::write(const QList<Item> &items) const
{
    return modify([&](QList<Item> &current) {
        current = items;
        return true;
    });
}

StoreResult<void> KeptList::modify(const std::function<bool(QList<Item> &items)> &change) const
{
    return m_store.inTransaction([&]() -> StoreResult<void> {
        QList<Item> items;
        QHash<QString, Stored> before;
        if (StoreResult<void> read = readStored(&items, &before); !read)
            return read;
        if (!change(items))
            return StoreError::refused(QStringLiteral("the list %1 was left as it was").arg(m_name));
        return writeChanges(before, items);
    });
}

// An item keeps its stored position while that still orders it after the items before it; the
// others get one just after their predecessor (or just before the next kept one, at the front).
// A release prepended, or an item changed in place, is then one row written.
StoreResult<void> KeptList::writeChanges(const QHash<QString, Stored> &before, const QList<Item> &after) const
{
    QSet<QString> kept;
    for (const Item &item : after)
        kept.insert(item.id);
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (kept.contains(it.key()))
            continue;
        if (StoreResult<void> deleted = m_store.deleteKeptListItem(m_name, it.key()); !deleted)
            return deleted;
    }
    const auto storedPosition = [&](const QString &id) -> std::optional<qint64> {
        const auto found = before.constFind(id);
        return found == before.cend() ? std::nullopt : std::optional<qint64>(found->position);
    };
    std::optional<qint64> previous;
    for (qsizetype i = 0; i < after.size(); ++i) {
        const Item &item = after.at(i);
        const std::optional<qint64> stored = storedPosition(item.id);
        qint64 position = 0;
        if (stored && (!previous || *stored > *previous))
            position = *stored;
        else if (previous)
            position = *previous + 1;
        else
            position = nextKeptPosition(after, i, storedPosition).value_or(1) - 1;
        previous = position;
        if (stored && position == *stored && before.value(item.id).entry == item.entry)
            continue; // unchanged
        const StoreConnection::KeptListRow row{item.id, position, QJsonDocument(item.entry).toJson(QJsonDocument::Compact)};
        if (StoreResult<void> written = m_store.writeKeptListItem(m_name, row); !written)
            return written;
    }
    return m_store.markKeptListWritten(m_name);
}

bool KeptList::exists() const
{
    return m_store.isKeptListWritten(m_name).value_or(false);
}

} // namespace Audience::Models
