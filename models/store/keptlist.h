#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Audience::Models {

class ProfileStore;

// One of the small ordered lists the profile's store keeps (table kept_lists): the recent accounts
// and sessions, the webhook subscriptions at hand. Items are JSON objects with an ID, in the user's
// order. A list is written whole, in one transaction, when it changes (they hold tens of items).
class KeptList
{
public:
    struct Item
    {
        QString id;
        QJsonObject entry;
    };

    KeptList(ProfileStore &store, QString name);

    QList<Item> read() const;
    // Replaces the list with `items` (in this order), and marks it as kept (exists()).
    bool write(const QList<Item> &items) const;
    // True once the list has been written (even empty): a new profile's list can then be seeded.
    bool exists() const;

private:
    ProfileStore &m_store;
    QString m_name;
};

} // namespace Audience::Models
