#pragma once

#include "models/common/loadstate.h"
#include "net/apierror.h"
#include "net/apireply.h"

#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class ProfileDatabase;

// What the lookups of things the interface does not list share (AccountLookup, SessionLookup): one
// thing opened by an ID the user typed or pasted, its state, and the profile's list of those opened
// before, newest first, kept in the profile's store (a KeptList). Opening another
// drops the one in flight, and an answer for a lookup that was replaced meanwhile is ignored.
class ByIdLookup : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // A new client, or none: what was shown is forgotten, and nothing in flight comes back.
    void setClient(Net::ApiClient *client);
    // The profile's recent list, kept in `store` as the list `listName` (null: in memory only, and
    // what is in memory is forgotten). Loaded at once.
    void setStore(ProfileDatabase *store, const QString &listName);
    // What a profile's list starts with when its store never kept one (the demo profile's IDs the
    // interface cannot list: DemoProfileSetup); a list the user changed stays as they left it.
    // Entries as the store keeps them. Set before setStore().
    void setNewListSeeds(const QJsonArray &entries) { m_seeds = entries; }

    LoadState state() const { return m_state; }
    const Net::ApiError &error() const { return m_error; }
    QString errorText() const { return m_state == LoadState::Error ? m_error.message : QString(); }

    // Asks again for what was asked last.
    virtual void retry() = 0;
    void forgetRecent();

signals:
    void stateChanged(Audience::Models::LoadState state);
    void recentChanged();

protected:
    Net::ApiClient *client() const;

    // Starts a lookup (the subclass has set what is asked and forgotten what was shown), dropping the
    // one in flight. With a `problem` (in words: the ID refused), or without a client, nothing is
    // asked: the state becomes Error and it returns false.
    bool begin(const QString &problem);
    // The answer to the lookup begun last: `found(value)` before the state becomes Complete, or
    // `failed(error)`, which returns the error to show, before it becomes Error.
    template <typename T, typename Found, typename Failed>
    void follow(Net::Reply<T> *reply, Found found, Failed failed)
    {
        m_reply = reply;
        const quint64 generation = m_generation;
        reply->then(
            this,
            [this, generation, found](const T &value) {
                if (generation != m_generation)
                    return;
                found(value);
                setState(LoadState::Complete);
            },
            [this, generation, failed](const Net::ApiError &error) {
                if (generation != m_generation)
                    return;
                m_error = failed(error);
                setState(LoadState::Error);
            });
    }
    // Puts `entry` first in `recent` (once: `same` finds an older copy), keeps at most `max`, saves.
    template <typename Entry, typename Same>
    void rememberFirst(QList<Entry> &recent, Entry entry, int max, Same same)
    {
        recent.removeIf(same);
        recent.prepend(std::move(entry));
        if (recent.size() > max)
            recent.resize(max);
        saveRecent();
        emit recentChanged();
    }
    void saveRecent() const;

    // The subclass's own parts: forgetting what was asked and shown (a new connection), and its
    // recent list to and from the file.
    virtual void clearShown() = 0;
    virtual void clearRecent() = 0;
    virtual bool hasRecent() const = 0;
    virtual void readRecent(const QJsonArray &entries) = 0;
    virtual QJsonArray recentEntries() const = 0;

private:
    void setState(LoadState state);

    QPointer<Net::ApiClient> m_client;
    QPointer<Net::ApiReply> m_reply;
    QPointer<ProfileDatabase> m_store;
    QString m_listName;
    QJsonArray m_seeds;
    Net::ApiError m_error;
    LoadState m_state = LoadState::Idle;
    quint64 m_generation = 0;
};

// A lookup whose recent list holds `Entry`s (newest first); the subclass turns them to and from
// the file's JSON.
template <typename Entry>
class RecentByIdLookup : public ByIdLookup
{
public:
    using ByIdLookup::ByIdLookup;
    QList<Entry> recent() const { return m_recent; }

protected:
    void clearRecent() override { m_recent.clear(); }
    bool hasRecent() const override { return !m_recent.isEmpty(); }

    QList<Entry> m_recent;
};

} // namespace Audience::Models
