#pragma once

#include "models/store/storeresult.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>

namespace Audience::Models {

class StoreConnection;

// One of the small ordered lists the profile's store keeps (table kept_lists): the recent accounts
// and sessions, the webhook subscriptions at hand. Items are JSON objects
// with an ID, in the user's order (a row's position only orders: it need not be its index).
//
// Every change is a read-modify-write in one transaction that holds the write lock from its start
// (StoreConnection::inTransaction), and writes only the rows that changed: two consoles changing the
// same list each see the other's change, and neither undoes it.
class KeptList
{
public:
    struct Item
    {
        QString id;
        QJsonObject entry;
    };

    // On the profile's store, or on a passing look into another profile's (StoreConnection::openExisting).
    KeptList(StoreConnection &store, QString name);

    // Empty when it cannot be read.
    QList<Item> read() const;
    // Replaces the list with `items` (in this order), and marks it as kept (exists()).
    StoreResult<void> write(const QList<Item> &items) const;
    // Reads the list, lets `change` edit it, and writes what it changed, in one transaction;
    // nothing is written when `change` returns false (refused then, StoreError::refused), nor when
    // a statement fails. Marks the list as kept.
    StoreResult<void> modify(const std::function<bool(QList<Item> &items)> &change) const;
    // True once the list has been written (even empty): a new profile's list can then be seeded.
    // False when it cannot be read.
    bool exists() const;

private:
    struct Stored
    {
        qint64 position = 0;
        QJsonObject entry;
    };
    // The list as stored, by item ID.
    StoreResult<void> readStored(QList<Item> *items, QHash<QString, Stored> *byId) const;
    StoreResult<void> writeChanges(const QHash<QString, Stored> &before, const QList<Item> &after) const;

    StoreConnection &m_store;
    QString m_name;
};

} // namespace Audience::Models
