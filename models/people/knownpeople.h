#pragma once

#include "net/persontypes.h"

#include <QHash>
#include <QObject>

#include <optional>

namespace Audience::Models {

// Every person this connection has seen (a search row, a saved edit, an account's linked people),
// by ID. The interface has no "get person": a person can be opened by ID (history, quick search,
// an account's people) only when some answer carried them, so whoever receives a Person tells this
// registry (Connection::knownPeople()->remember(person)) before asking to open it.
class KnownPeople : public QObject
{
    Q_OBJECT
public:
    explicit KnownPeople(QObject *parent = nullptr);

    // Adds or replaces; emits changed() when something is new.
    void remember(const Net::Person &person);
    std::optional<Net::Person> find(const QString &personId) const;
    bool contains(const QString &personId) const { return m_people.contains(personId); }
    QList<Net::Person> all() const { return m_people.values(); }
    int count() const { return int(m_people.size()); }
    void clear();

signals:
    void changed(const QString &personId);
    void cleared();

private:
    QHash<QString, Net::Person> m_people;
};

} // namespace Audience::Models
