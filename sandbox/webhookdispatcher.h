#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace Sandbox {

// When a failed delivery is tried again: attempt n + 1 waits initialDelayMs * multiplier^(n - 1).
// The default makes 5 attempts over about a minute (waits of 4, 8, 16 and 32 s).
struct WebhookRetryPolicy
{
    int maxAttempts = 5;
    int initialDelayMs = 4000;
    double multiplier = 2.0;
    int attemptTimeoutMs = 10000; // a receiver that does not answer within this counts as failed

    // Wait before attempt number `attempt` (2, 3, ...).
    int delayBeforeAttempt(int attempt) const;
};

// Delivers events to webhook subscriptions, the Standard Webhooks way. For each event, every active
// subscription whose `events` is null or lists the type gets one delivery: a POST of
//   {"id":"evt_…","type":"page.version.created","timestamp":"2024-05-01T12:00:00.000Z","data":{…}}
// with the headers webhook-id (the event id, the same on every attempt and for every subscription),
// webhook-timestamp (unix seconds of the attempt) and webhook-signature (see WebhookSigner).
// A network error, a timeout or any non-2xx answer (redirects are not followed) is retried as the
// WebhookRetryPolicy says. Every delivery is a row of webhook_deliveries: status pending → delivered /
// failed, or skipped when the target is not allowed (a non-loopback host without
// --allow-remote-webhooks, or a scheme other than http/https).
//
// Everything is asynchronous: publish() only writes the delivery rows and starts requests, so an API
// answer is never delayed by a receiver. Call publish() after the transaction that made the change has
// committed (a rolled-back change must not be announced). Single-threaded: use it on the server's thread.
class WebhookDispatcher : public QObject
{
    Q_OBJECT
public:
    // The event types of spec section 6.
    static const QStringList &eventTypes();

    explicit WebhookDispatcher(QSqlDatabase db, QObject *parent = nullptr);
    ~WebhookDispatcher() override;

    void setAllowRemoteTargets(bool allow) { m_allowRemote = allow; }
    void setRetryPolicy(const WebhookRetryPolicy &policy) { m_policy = policy; }
    const WebhookRetryPolicy &retryPolicy() const { return m_policy; }

    // Announces an event; returns its id ("evt_…"). Returns an empty string for an unknown event type.
    QString publish(const QString &eventType, const QJsonObject &data);

    // Picks up deliveries a previous run left pending (e.g. after a restart); returns how many.
    int resumePending();

    // True for http(s) URLs whose host is "localhost" or a loopback address.
    static bool isLoopbackTarget(const QUrl &url);

signals:
    // After each attempt: the HTTP status (0 when there was none) and whether it counted as delivered.
    void deliveryAttempted(const QString &deliveryId, int attempt, int httpStatus, bool delivered);
    // When a delivery reaches a final status: "delivered", "failed" or "skipped".
    void deliveryFinished(const QString &deliveryId, const QString &status);

private:
    struct Delivery
    {
        QString id;
        QString subscriptionId;
        QUrl url;
        QByteArray key;
        QByteArray eventId;
        QByteArray body;
        int attempts = 0;
    };

    void startAttempt(Delivery delivery);
    void attemptFinished(Delivery delivery, QNetworkReply *reply);
    void scheduleAttempt(const Delivery &delivery, int delayMs);
    QString refusalReason(const QUrl &url) const;
    void recordAttempt(const Delivery &delivery, const QString &status, int httpStatus, const QString &error,
                       const QString &nextAttemptAt);

    QSqlDatabase m_db;
    QNetworkAccessManager *m_network;
    WebhookRetryPolicy m_policy;
    bool m_allowRemote = false;
};

} // namespace Sandbox
