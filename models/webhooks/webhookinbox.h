#pragma once

#include "models/audiences/knownnames.h"
#include "models/common/writetracker.h"
#include "models/webhooks/inboxrequest.h"
#include "models/webhooks/webhooksignature.h"
#include "net/webhooktypes.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <memory>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class InboxServer;
class KnownWebhooks;
class WebhookSecretStore;

// "Receive events on this computer": a listener on 127.0.0.1 (InboxServer) and the events it
// received, one row per event ID (a redelivery of the same event joins its row), newest first. Each
// delivery's Standard Webhooks signature is checked with the subscription's signing secret when the
// user gave one (kept in the OS keychain through a WebhookSecretStore, in memory while the inbox
// runs, never in a file). A subscription is pointed at the inbox by a PATCH of its URL; its previous
// URL is remembered (in the profile's list file) and restored with one call. A subscription taken off
// the list loses its signing secret too. One per connection (Models::Connection).
//
// When the connection ends (another profile, a disconnect, quitting) the inbox stops listening, and
// a subscription still pointed at it is left sending to a port nobody listens on. It is not restored
// behind the user's back at that moment: the hub's client is re-pointed at the next profile in the
// same turn (a call started then could not be retried, and its answer would come when the hub holds
// another profile's list), the demo sandbox is stopped in that turn too, and quitting ends the
// process right after; holding the switch or the quit until the service answers would be a wait the
// console does not make. So the user is told instead, at once (leftPointingAtInbox(), which the app
// shows in the window) and whenever that profile is open again (strandedSubscriptions(), shown in
// the Webhooks place with one click to restore them), until the URL is restored or changed.
class WebhookInbox : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, TypeColumn, EventIdColumn, PageColumn, AudienceColumn, DeliveriesColumn, SignatureColumn, ColumnCount };

    struct Delivery
    {
        QDateTime receivedAt;
        QString subscriptionId; // from the inbox URL's path (/inbox/<subscriptionId>)
        QByteArray webhookId;
        QByteArray timestamp;
        QByteArray signature;
        QByteArray body;
        int answeredWith = 0;
        WebhookSignature::Verdict verdict = WebhookSignature::Verdict::NotChecked;
        bool timestampOff = false;
    };
    struct Event
    {
        QString eventId;
        QString type;
        QString pageId;
        QString audienceId;
        QString versionId;
        QList<Delivery> deliveries; // oldest first
    };

    explicit WebhookInbox(QObject *parent = nullptr);
    ~WebhookInbox() override;

    void setClient(Net::ApiClient *client);
    void setKnownWebhooks(KnownWebhooks *known);
    // The names the Page and Audience columns show where known (the IDs are in their tooltips).
    void setNames(const KnownNames &names) { m_names = names; }
    // Not owned; null: secrets can be used for this run only (nothing is kept).
    void setSecretStore(WebhookSecretStore *store);

    // Starts listening (at most once); false with errorText() when it cannot.
    bool start();
    void stop();
    bool isListening() const { return m_server != nullptr; }
    quint16 port() const;
    // http://127.0.0.1:<port>/inbox/<subscriptionId>
    QString urlFor(const QString &subscriptionId) const;
    // The path under which the inbox takes a subscription's deliveries: /inbox/<subscriptionId>.
    static QString inboxPath() { return QStringLiteral("/inbox/"); }
    QString errorText() const { return m_error; }

    void setAnswer(InboxAnswer answer);
    InboxAnswer answer() const { return m_answer; }

    // The signing secret of a subscription: used at once for the next deliveries, and kept in the
    // keychain (never elsewhere). An empty secret forgets it. secretStateChanged() tells the outcome.
    void setSecret(const QString &subscriptionId, const QString &secret);
    // Reads a kept secret from the keychain (when the user opens the subscription).
    void loadSecret(const QString &subscriptionId);
    bool hasSecret(const QString &subscriptionId) const { return !m_secrets.value(subscriptionId).isEmpty(); }
    QString secretStatus(const QString &subscriptionId) const { return m_secretStatus.value(subscriptionId); }

    // PATCHes the subscription's URL to the inbox (starting it if needed), remembering the URL it had.
    bool pointAtInbox(const QString &subscriptionId);
    // PATCHes the remembered URL back.
    bool restoreUrl(const QString &subscriptionId);
    // Subscriptions of the list that still send their events to an inbox on this computer that is
    // not this one listening now (it stopped, or it was an earlier run's port), so their events go
    // nowhere: a remembered previous URL, and a URL of an inbox (or not read yet).
    QStringList strandedSubscriptions() const;
    bool isStranded(const QString &subscriptionId) const;
    // restoreUrl() for each stranded one; how many were sent.
    int restoreStranded();
    // Kept with the profile's known subscriptions, so it survives a restart of the console.
    QString previousUrl(const QString &subscriptionId) const;
    bool isPointing(const QString &subscriptionId) const { return m_pointing.contains(subscriptionId); }
    QString pointStatus() const { return m_pointStatus; }
    // The subscription is on the list and switched off: pointed at the inbox or not, the service
    // sends it nothing (the demo's is seeded so, its URL being a port where nothing listens).
    bool isSwitchedOff(const QString &subscriptionId) const;

    const Event &eventAt(int row) const { return m_events.at(row); }
    int rowOfEvent(const QString &eventId) const;
    int deliveryCount() const;
    void clearEvents();
    // The body as indented JSON (or as it came when it is not JSON).
    static QString indentedBody(const QByteArray &body);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
    void listeningChanged(bool listening);
    void deliveryReceived(const QString &eventId);
    void secretStateChanged(const QString &subscriptionId);
    void pointingChanged(const QString &subscriptionId);
    // strandedSubscriptions() may have changed.
    void strandedChanged();
    // The connection ended and the inbox stopped while these subscriptions sent their events to it
    // (or were being pointed at it): until their URLs are restored in their profile, their events
    // are lost.
    void leftPointingAtInbox(const QStringList &subscriptionIds);
    // A subscription was taken off the list and its signing secret forgotten (`ok` false: the
    // keychain did not delete it, `message` says why).
    void secretForgotten(const QString &subscriptionId, bool ok, const QString &message);

public:
    // Its URL writes (Connection gives them the profile's journal).
    WriteTracker *urlWrites() { return &m_urlWrites; }

private:
    void onUrlSaved(const QString &subscriptionId, bool pointing, const Net::WebhookSubscription &saved);
    void onUrlFailed(const QString &subscriptionId, const Net::ApiError &error);
    void onRequest(const InboxRequest &request);
    void patchUrl(const QString &subscriptionId, const QString &url, bool pointing);
    void forgetSecret(const QString &subscriptionId);
    QStringList pointingAtAnInbox() const;
    // A URL of an inbox of this console (this run's or an earlier one's): loopback, /inbox/<id>.
    static bool isInboxUrl(const QString &url);

    std::unique_ptr<InboxServer> m_server;
    QPointer<Net::ApiClient> m_client;
    WriteTracker m_urlWrites; // pointing a subscription at the inbox and back: journaled like every write
    QPointer<KnownWebhooks> m_known;
    KnownNames m_names;
    WebhookSecretStore *m_store = nullptr;
    InboxAnswer m_answer = InboxAnswer::Success;
    QList<Event> m_events; // newest first
    QHash<QString, QString> m_secrets;
    QHash<QString, QString> m_secretStatus;
    QSet<QString> m_pointing;
    QSet<QString> m_pointingSent; // a PATCH to the inbox on its way
    quint64 m_clientGeneration = 0; // answers for an earlier connection are not taken
    QString m_error;
    QString m_pointStatus;
};

} // namespace Audience::Models
