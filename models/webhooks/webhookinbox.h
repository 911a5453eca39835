#pragma once

#include "models/webhooks/inboxrequest.h"
#include "models/webhooks/webhooksignature.h"

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
// URL is remembered and restored with one call. One per connection (Models::Connection).
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
    // Not owned; null: secrets can be used for this run only (nothing is kept).
    void setSecretStore(WebhookSecretStore *store);

    // Starts listening (at most once); false with errorText() when it cannot.
    bool start();
    void stop();
    bool isListening() const { return m_server != nullptr; }
    quint16 port() const;
    // http://127.0.0.1:<port>/inbox/<subscriptionId>
    QString urlFor(const QString &subscriptionId) const;
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
    // Kept with the profile's known subscriptions, so it survives a restart of the console.
    QString previousUrl(const QString &subscriptionId) const;
    bool isPointing(const QString &subscriptionId) const { return m_pointing.contains(subscriptionId); }
    QString pointStatus() const { return m_pointStatus; }

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

private:
    void onRequest(const InboxRequest &request);
    void patchUrl(const QString &subscriptionId, const QString &url, bool pointing);

    std::unique_ptr<InboxServer> m_server;
    QPointer<Net::ApiClient> m_client;
    QPointer<KnownWebhooks> m_known;
    WebhookSecretStore *m_store = nullptr;
    InboxAnswer m_answer = InboxAnswer::Success;
    QList<Event> m_events; // newest first
    QHash<QString, QString> m_secrets;
    QHash<QString, QString> m_secretStatus;
    QSet<QString> m_pointing;
    QString m_error;
    QString m_pointStatus;
};

} // namespace Audience::Models
