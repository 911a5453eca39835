#include "models/store/keptlist.h"

#include "models/store/profilestore.h"

#include <QHash>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <optional>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileStore)

namespace {

// A list written once, even empty, leaves this row behind (its name as a list of its own), so
// "never written" and "emptied by the user" stay apart.
const QString writtenMarkers = QStringLiteral("#written");

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

KeptList::KeptList(ProfileStore &store, QString name)
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

bool KeptList::readStored(QList<Item> *items, QHash<QString, Stored> *byId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT item_id, position, entry FROM kept_lists WHERE list = ? ORDER BY position"));
    query.addBindValue(m_name);
    if (!query.exec()) {
        qCWarning(lcProfileStore) << "cannot read the list" << m_name << ":" << query.lastError().text();
        return false;
    }
    while (query.next()) {
        const Item item{query.value(0).toString(), QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object()};
        items->append(item);
        byId->insert(item.id, {query.value(1).toLongLong(), item.entry});
    }
    return true;
}

bool KeptList::write(const QList<Item> &items) const
{
    return modify([&](QList<Item> &current) {
        current = items;
        return true;
    });
}

bool KeptList::modify(const std::function<bool(QList<Item> &items)> &change) const
{
    return m_store.inTransaction([&] {
        QList<Item> items;
        QHash<QString, Stored> before;
        if (!readStored(&items, &before) || !change(items))
            return false;
        return writeChanges(before, items);
    });
}

// An item keeps its stored position while that still orders it after the items before it; the
// others get one just after their predecessor (or just before the next kept one, at the front).
// A release prepended, or an item changed in place, is then one row written.
bool KeptList::writeChanges(const QHash<QString, Stored> &before, const QList<Item> &after) const
{
    QSqlQuery query(m_store.database());
    QSet<QString> kept;
    for (const Item &item : after)
        kept.insert(item.id);
    query.prepare(QStringLiteral("DELETE FROM kept_lists WHERE list = ? AND item_id = ?"));
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (kept.contains(it.key()))
            continue;
        query.addBindValue(m_name);
        query.addBindValue(it.key());
        if (!query.exec())
            return false;
    }
    const auto storedPosition = [&](const QString &id) -> std::optional<qint64> {
        const auto found = before.constFind(id);
        return found == before.cend() ? std::nullopt : std::optional<qint64>(found->position);
    };
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO kept_lists (list, item_id, position, entry) VALUES (?, ?, ?, ?)"));
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
        query.addBindValue(m_name);
        query.addBindValue(item.id);
        query.addBindValue(position);
        query.addBindValue(QString::fromUtf8(QJsonDocument(item.entry).toJson(QJsonDocument::Compact)));
        if (!query.exec())
            return false;
    }
    query.prepare(QStringLiteral("INSERT OR IGNORE INTO kept_lists (list, item_id, position, entry) VALUES (?, ?, 0, '{}')"));
    query.addBindValue(writtenMarkers);
    query.addBindValue(m_name);
    return query.exec();
}

bool KeptList::exists() const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT 1 FROM kept_lists WHERE list = ? AND item_id = ?"));
    query.addBindValue(writtenMarkers);
    query.addBindValue(m_name);
    return query.exec() && query.next();
}

} // namespace Audience::Models
