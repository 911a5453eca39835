// The small ordered lists the store keeps (table kept_lists), as StoreConnection's typed
// functions; KeptList orders them and writes only what changed.
#include "models/store/storeconnection.h"

namespace Audience::Models {

namespace {

// A list written once, even empty, leaves this row behind (its name as a list of its own), so
// "never written" and "emptied by the user" stay apart.
const QString writtenMarkers = QStringLiteral("#written");

} // namespace

StoreResult<QList<StoreConnection::KeptListRow>> StoreConnection::keptListRows(const QString &list)
{
    StoreQuery query = statement(Statement::KeptListRows, "SELECT item_id, position, entry FROM kept_lists WHERE list = :list"
                                                          " ORDER BY position");
    query.bind(":list", list);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QList<KeptListRow> rows;
    while (query.next())
        rows.append({query.value(0).toString(), query.value(1).toLongLong(), query.value(2).toString().toUtf8()});
    return rows;
}

StoreResult<void> StoreConnection::deleteKeptListItem(const QString &list, const QString &id)
{
    StoreQuery query = statement(Statement::KeptListDelete, "DELETE FROM kept_lists WHERE list = :list AND item_id = :item_id");
    query.bind(":list", list).bind(":item_id", id);
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::writeKeptListItem(const QString &list, const KeptListRow &row)
{
    StoreQuery query = statement(Statement::KeptListWrite, "INSERT OR REPLACE INTO kept_lists (list, item_id, position, entry)"
                                                           " VALUES (:list, :item_id, :position, :entry)");
    query.bind(":list", list).bind(":item_id", row.id).bind(":position", row.position).bind(":entry", QString::fromUtf8(row.entry));
    noteWrite();
    return query.exec();
}

StoreResult<void> StoreConnection::markKeptListWritten(const QString &list)
{
    // A list written once, even empty, leaves a row in the list of markers, named after it.
    StoreQuery query = statement(Statement::KeptListMarkWritten, "INSERT OR IGNORE INTO kept_lists (list, item_id, position, entry)"
                                                                 " VALUES (:markers, :list, 0, '{}')");
    query.bind(":markers", writtenMarkers).bind(":list", list);
    noteWrite();
    return query.exec();
}

StoreResult<bool> StoreConnection::isKeptListWritten(const QString &list)
{
    StoreQuery query = statement(Statement::KeptListIsWritten, "SELECT 1 FROM kept_lists WHERE list = :markers AND item_id = :list");
    query.bind(":markers", writtenMarkers).bind(":list", list);
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.next();
}

} // namespace Audience::Models
