#include "models/store/keptlist.h"

#include "models/store/profilestore.h"

#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileStore)

namespace {

// A list written once, even empty, leaves this row behind (its name as a list of its own), so
// "never written" and "emptied by the user" stay apart.
const QString writtenMarkers = QStringLiteral("#written");

} // namespace

KeptList::KeptList(ProfileStore &store, QString name)
    : m_store(store)
    , m_name(std::move(name))
{
}

QList<KeptList::Item> KeptList::read() const
{
    QList<Item> items;
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT item_id, entry FROM kept_lists WHERE list = ? ORDER BY position"));
    query.addBindValue(m_name);
    if (!query.exec()) {
        qCWarning(lcProfileStore) << "cannot read the list" << m_name << ":" << query.lastError().text();
        return items;
    }
    while (query.next())
        items.append({query.value(0).toString(), QJsonDocument::fromJson(query.value(1).toString().toUtf8()).object()});
    return items;
}

bool KeptList::write(const QList<Item> &items) const
{
    return m_store.inTransaction([&] {
        QSqlQuery query(m_store.database());
        query.prepare(QStringLiteral("DELETE FROM kept_lists WHERE list = ?"));
        query.addBindValue(m_name);
        if (!query.exec())
            return false;
        query.prepare(QStringLiteral("INSERT OR REPLACE INTO kept_lists (list, item_id, position, entry) VALUES (?, ?, ?, ?)"));
        int position = 0;
        for (const Item &item : items) {
            query.addBindValue(m_name);
            query.addBindValue(item.id);
            query.addBindValue(position++);
            query.addBindValue(QString::fromUtf8(QJsonDocument(item.entry).toJson(QJsonDocument::Compact)));
            if (!query.exec())
                return false;
        }
        query.addBindValue(writtenMarkers);
        query.addBindValue(m_name);
        query.addBindValue(0);
        query.addBindValue(QStringLiteral("{}"));
        return query.exec();
    });
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
