#pragma once

#include "models/common/loadstate.h"
#include "models/webhooks/knownwebhooksfile.h"
#include "net/apierror.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class ProfileDatabase;

// The webhook subscriptions one profile keeps at hand. The interface cannot list subscriptions, so
// the user adds them by ID (read at once: an unknown ID is refused in words) and the console keeps
// them in a file in the profile's folder (KnownWebhooksFile). Removing one only takes it off this
// list: nothing is deleted on the service (the interface cannot); removed() lets the webhook inbox
// delete its signing secret from the keychain. refresh() reads each again; one the service answers
// 404 for (deleted elsewhere) stays on the list, marked isGone(), until the user forgets it.
// A new list may start with some subscriptions (the demo profile's: DemoProfileSetup). One per
// connection.
class KnownWebhooks : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { UrlColumn, ActiveColumn, EventsColumn, ColumnCount };

    explicit KnownWebhooks(QObject *parent = nullptr);
    ~KnownWebhooks() override;

    // Not owned; none while not connected (nothing is read, the list stays as it is).
    void setClient(Net::ApiClient *client);
    // The IDs a profile keeps at hand, read from its folder (its store, and the file a profile not
    // opened since the store came still has): what a deleted profile must take out of the keychain.
    static QStringList keptIds(const QString &profileFolder);
    // The name of its list in the profile's store (a KeptList).
    static QString listName() { return QStringLiteral("known-webhooks"); }
    // Keeps the list in `store` (not owned; null: the list stays in memory as it is). What the store
    // keeps joins what was added before it opened; when it never kept the list, it starts with the
    // new list's seeds. The rows it brings are read from the service.
    void setStore(ProfileDatabase *store);
    // What the list of a profile whose store never kept one starts with (none unless set), for the
    // stores attached from now on.
    void setNewListSeeds(const QStringList &subscriptionIds) { m_newListSeeds = subscriptionIds; }
    // The profile whose list this is (its store's path, known before the store opens): another
    // one empties the list.
    void setStorePath(const QString &path);

    // Reads the subscription `subscriptionId` and adds it when the service knows it. False (nothing
    // asked) for an empty or malformed ID or without a client; the answer comes as addFinished().
    bool add(const QString &subscriptionId);
    LoadState addState() const { return m_addState; }
    QString addError() const { return m_addError; }

    // Takes it off the list (and the file), and emits removed(). The subscription is not deleted on
    // the service. Also how a subscription the service no longer knows is forgotten.
    void remove(const QString &subscriptionId);
    // Reads every subscription of the list again; state() is Loading until all have answered.
    void refresh();
    LoadState state() const { return m_state; }
    QString refreshError() const { return m_refreshError; }
    // Stores what the service just said about one (after a save, a read by the editor).
    void remember(const Net::WebhookSubscription &subscription);

    int rowOf(const QString &subscriptionId) const;
    bool contains(const QString &subscriptionId) const { return rowOf(subscriptionId) >= 0; }
    const KnownWebhook &at(int row) const { return m_rows.at(row); }
    std::optional<Net::WebhookSubscription> find(const QString &subscriptionId) const;
    // The URL a subscription had before the inbox was pointed at it (empty: none to restore); kept
    // in the file.
    void setUrlBeforeInbox(const QString &subscriptionId, const QString &url);
    QString urlBeforeInbox(const QString &subscriptionId) const;
    // Why the last read of this one failed ("no longer exists"), empty when it did not.
    QString problem(const QString &subscriptionId) const { return m_problems.value(subscriptionId); }
    // The service answered 404 for it (a refresh, a save, pointing it at the inbox): deleted there.
    // Cleared when the service sends it again.
    bool isGone(const QString &subscriptionId) const { return m_gone.contains(subscriptionId); }
    void noteGone(const QString &subscriptionId);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void addFinished(const QString &subscriptionId, bool added, const QString &error);
    void stateChanged(Audience::Models::LoadState state);
    // One subscription's data changed (a refresh, a save, a 404).
    void subscriptionChanged(const QString &subscriptionId);
    // It was taken off the list by remove() (not when another profile's list is loaded).
    void removed(const QString &subscriptionId);

private:
    // Why the subscription could not be read, shown on its row.
    void setProblem(const QString &subscriptionId, const QString &problem);
    void save() const;
    // The list as the store keeps it, or `seedIds` when it never kept one.
    QList<KnownWebhook> keptOrSeeded(const QStringList &seedIds) const;
    void setState(LoadState state);
    void readOne(const QString &subscriptionId);
    void finishOne();

    QPointer<Net::ApiClient> m_client;
    QList<KnownWebhook> m_rows;
    QHash<QString, QString> m_problems;
    QSet<QString> m_gone;
    QPointer<ProfileDatabase> m_store;
    QString m_storePath;
    QStringList m_newListSeeds;
    LoadState m_state = LoadState::Idle;
    LoadState m_addState = LoadState::Idle;
    QString m_addError;
    QString m_refreshError;
    int m_reading = 0;
    int m_failedReads = 0;
    quint64 m_generation = 0;
    quint64 m_clientGeneration = 0;
};

} // namespace Audience::Models
