#pragma once

#include "models/common/writetracker.h"
#include "net/persontypes.h"

#include <QHash>
#include <QObject>

namespace Audience::Models {

class KnownPeople;

// The writes of the People area, one WriteTracker for both: saving a person's edit
// (PATCH /v0/persons/{id}, item "person/<id>") and adding a log entry (POST /v0/person_logs, item
// "log/<n>", one per click of Save). A log entry's idempotencyKey is made when the user's action
// starts and every retry sends the same one, so a retry after a lost answer adds nothing twice.
// A saved person goes to KnownPeople, so every list showing them updates in place.
class PeopleActions : public QObject
{
    Q_OBJECT
public:
    using State = WriteTracker::State;

    explicit PeopleActions(KnownPeople *known, QObject *parent = nullptr);
    ~PeopleActions() override;

    void setClient(Net::ApiClient *client);
    Net::ApiClient *client() const { return m_writes.client(); }

    static QString updateItem(const QString &personId) { return QStringLiteral("person/") + personId; }

    // Saves an edit; false when nothing was sent (one already pending, no client, no ID).
    bool update(const QString &personId, const Net::PersonUpdate &update);
    // Adds a log entry as a new user action; returns its item ("" when nothing was sent). The
    // entry's idempotencyKey is the action's key, whatever `log` carries.
    QString addLog(const Net::NewPersonLog &log);
    // Sends a failed write again with the same key and the same body.
    bool retry(const QString &item);
    void forget(const QString &item) { m_writes.forget(item); }

    State state(const QString &item) const { return m_writes.state(item); }
    QString errorText(const QString &item) const { return m_writes.errorText(item); }
    Net::ApiError error(const QString &item) const { return m_writes.error(item); }
    QString idempotencyKey(const QString &item) const { return m_writes.idempotencyKey(item); }
    const WriteTracker &writes() const { return m_writes; }
    WriteTracker *tracker() { return &m_writes; }

signals:
    void stateChanged(const QString &item, Audience::Models::WriteTracker::State state);
    void personUpdated(const Audience::Net::Person &person);
    void logAdded(const QString &item, const Audience::Net::PersonLogCreated &created);
    void failed(const QString &item, const Audience::Net::ApiError &error);

private:
    KnownPeople *m_known = nullptr;
    // The person's name for the journal, when this connection has seen them.
    QString knownName(const QString &personId) const;

    WriteTracker m_writes;
    quint64 m_nextLog = 0;
};

} // namespace Audience::Models
