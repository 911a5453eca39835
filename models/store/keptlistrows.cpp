// The small ordered lists the store keeps (table kept_lists), as StoreConnection's typed
// functions; KeptList orders them and writes only what changed.
#include "models/store/storeconnection.h"

namespace Audience::Models {

namespace {

// A list written once, even empty, leaves this row behind (its name as a list of its own), so
// "never written" and "emptied by the user" stay apart.
const QString writtenMarkers = QStringLiteral("#written");

} // namespace

std::optional<QList<StoreConnection::KeptListRow>> StoreConnection::keptListRows(const QString &list)
{
    StoreQuery query = statement(Statement::KeptListRows);
    query.bind(list);
    if (!query.exec())
        return std::nullopt;
    QList<KeptListRow> rows;
    while (query.next())
        rows.append({query.value(0).toString(), query.value(1).toLongLong(), query.value(2).toString().toUtf8()});
    return rows;
}

bool StoreConnection::deleteKeptListItem(const QString &list, const QString &id)
{
    StoreQuery query = statement(Statement::KeptListDelete);
    query.bind(list).bind(id);
    noteWrite();
    return query.exec();
}

bool StoreConnection::writeKeptListItem(const QString &list, const KeptListRow &row)
{
    StoreQuery query = statement(Statement::KeptListWrite);
    query.bind(list).bind(row.id).bind(row.position).bind(QString::fromUtf8(row.entry));
    noteWrite();
    return query.exec();
}

bool StoreConnection::markKeptListWritten(const QString &list)
{
    StoreQuery query = statement(Statement::KeptListMarkWritten);
    query.bind(writtenMarkers).bind(list);
    noteWrite();
    return query.exec();
}

bool StoreConnection::isKeptListWritten(const QString &list)
{
    StoreQuery query = statement(Statement::KeptListIsWritten);
    query.bind(writtenMarkers).bind(list);
    return query.exec() && query.next();
}

} // namespace Audience::Models
