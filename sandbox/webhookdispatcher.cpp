#include "webhookdispatcher.h"

#include "clock.h"
#include "ids.h"
#include "webhooksigner.h"

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <cmath>

Q_LOGGING_CATEGORY(lcWebhooks, "sandbox.webhooks")

namespace Sandbox {

int WebhookRetryPolicy::delayBeforeAttempt(int attempt) const
{
    const double delay = initialDelayMs * std::pow(multiplier, std::max(0, attempt - 2));
    return int(std::min(delay, 24.0 * 3600 * 1000));
}

const QStringList &WebhookDispatcher::eventTypes()
{
    static const QStringList types{
        QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
        QStringLiteral("page.version.published"), QStringLiteral("form.submitted"),
        QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed"),
    };
    return types;
}

WebhookDispatcher::WebhookDispatcher(QSqlDatabase db, QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_network(new QNetworkAccessManager(this))
{
    // Deliveries go to exactly the URL of the subscription: never follow a redirect elsewhere.
    m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

WebhookDispatcher::~WebhookDispatcher() = default;

bool WebhookDispatcher::isLoopbackTarget(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme != u"http" && scheme != u"https")
        return false;
    const QString host = url.host().toLower();
    if (host == u"localhost")
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString WebhookDispatcher::refusalReason(const QUrl &url) const
{
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"http" && scheme != u"https") || url.host().isEmpty())
        return QStringLiteral("not an http(s) URL");
    if (!m_allowRemote && !isLoopbackTarget(url))
        return QStringLiteral("not a loopback target; start the sandbox with --allow-remote-webhooks to deliver there");
    return {};
}

QString WebhookDispatcher::publish(const QString &eventType, const QJsonObject &data)
{
    if (!eventTypes().contains(eventType)) {
        qCWarning(lcWebhooks) << "not publishing unknown event type" << eventType;
        return {};
    }
    const QString eventId = Ids::make(u"evt");
    const QString now = Clock::now();
    const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("id"), eventId},
                                                      {QStringLiteral("type"), eventType},
                                                      {QStringLiteral("timestamp"), now},
                                                      {QStringLiteral("data"), data}})
                                .toJson(QJsonDocument::Compact);

    QSqlQuery subscriptions(m_db);
    subscriptions.setForwardOnly(true);
    if (!subscriptions.exec(QStringLiteral(
            "SELECT id, url, events_json, secret FROM webhook_subscriptions WHERE active = 1 ORDER BY created_at, id"))) {
        qCWarning(lcWebhooks) << "cannot read subscriptions:" << subscriptions.lastError().text();
        return eventId;
    }
    QList<Delivery> deliveries;
    QList<QString> refusals;
    while (subscriptions.next()) {
        const QVariant events = subscriptions.value(2);
        if (!events.isNull()) {
            const QJsonArray selected = QJsonDocument::fromJson(events.toString().toUtf8()).array();
            if (!selected.contains(QJsonValue(eventType)))
                continue;
        }
        Delivery delivery;
        delivery.id = Ids::make(u"whdel");
        delivery.subscriptionId = subscriptions.value(0).toString();
        delivery.url = QUrl(subscriptions.value(1).toString(), QUrl::StrictMode);
        delivery.key = WebhookSigner::keyFromSecret(subscriptions.value(3).toString(), delivery.subscriptionId);
        delivery.eventId = eventId.toUtf8();
        delivery.body = body;
        deliveries.append(delivery);
        refusals.append(refusalReason(delivery.url));
    }

    QSqlQuery insert(m_db);
    insert.prepare(QStringLiteral(
        "INSERT INTO webhook_deliveries (id, subscription_id, event_id, event_type, payload_json, status, attempts,"
        " next_attempt_at, last_error, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)"));
    for (qsizetype i = 0; i < deliveries.size(); ++i) {
        const Delivery &delivery = deliveries.at(i);
        const bool refused = !refusals.at(i).isEmpty();
        insert.addBindValue(delivery.id);
        insert.addBindValue(delivery.subscriptionId);
        insert.addBindValue(eventId);
        insert.addBindValue(eventType);
        insert.addBindValue(QString::fromUtf8(body));
        insert.addBindValue(refused ? QStringLiteral("skipped") : QStringLiteral("pending"));
        insert.addBindValue(refused ? QVariant(QMetaType::fromType<QString>()) : QVariant(now));
        insert.addBindValue(refused ? QVariant(refusals.at(i)) : QVariant(QMetaType::fromType<QString>()));
        insert.addBindValue(now);
        insert.addBindValue(now);
        if (!insert.exec())
            qCWarning(lcWebhooks) << "cannot record delivery:" << insert.lastError().text();
    }
    for (qsizetype i = 0; i < deliveries.size(); ++i) {
        const Delivery &delivery = deliveries.at(i);
        if (!refusals.at(i).isEmpty()) {
            qCInfo(lcWebhooks).noquote() << eventType << "to" << delivery.url.toDisplayString() << "skipped:" << refusals.at(i);
            // Queued, so that whoever called publish() has returned before anyone hears of it.
            QMetaObject::invokeMethod(this, [this, id = delivery.id]() { emit deliveryFinished(id, QStringLiteral("skipped")); },
                                      Qt::QueuedConnection);
        } else {
            scheduleAttempt(delivery, 0);
        }
    }
    return eventId;
}

int WebhookDispatcher::resumePending()
{
    QSqlQuery pending(m_db);
    pending.setForwardOnly(true);
    if (!pending.exec(QStringLiteral(
            "SELECT d.id, d.subscription_id, s.url, s.secret, d.event_id, d.payload_json, d.attempts, d.next_attempt_at"
            " FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id"
            " WHERE d.status = 'pending' ORDER BY d.created_at, d.id"))) {
        qCWarning(lcWebhooks) << "cannot read pending deliveries:" << pending.lastError().text();
        return 0;
    }
    int resumed = 0;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    while (pending.next()) {
        Delivery delivery;
        delivery.id = pending.value(0).toString();
        delivery.subscriptionId = pending.value(1).toString();
        delivery.url = QUrl(pending.value(2).toString(), QUrl::StrictMode);
        delivery.key = WebhookSigner::keyFromSecret(pending.value(3).toString(), delivery.subscriptionId);
        delivery.eventId = pending.value(4).toString().toUtf8();
        delivery.body = pending.value(5).toString().toUtf8();
        delivery.attempts = pending.value(6).toInt();
        const QDateTime due = QDateTime::fromString(pending.value(7).toString(), Qt::ISODateWithMs);
        const qint64 wait = due.isValid() ? std::max<qint64>(0, due.toMSecsSinceEpoch() - now) : 0;
        scheduleAttempt(delivery, int(std::min<qint64>(wait, m_policy.delayBeforeAttempt(m_policy.maxAttempts))));
        ++resumed;
    }
    return resumed;
}

void WebhookDispatcher::scheduleAttempt(const Delivery &delivery, int delayMs)
{
    QTimer::singleShot(delayMs, this, [this, delivery]() { startAttempt(delivery); });
}

void WebhookDispatcher::startAttempt(Delivery delivery)
{
    ++delivery.attempts;
    const qint64 timestamp = QDateTime::currentSecsSinceEpoch();
    QNetworkRequest request(delivery.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QByteArrayLiteral("audience-sandbox/" AUDIENCE_VERSION_STRING " (webhooks)"));
    request.setRawHeader("webhook-id", delivery.eventId);
    request.setRawHeader("webhook-timestamp", QByteArray::number(timestamp));
    request.setRawHeader("webhook-signature",
                         WebhookSigner::signature(delivery.key, delivery.eventId, timestamp, delivery.body));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_policy.attemptTimeoutMs);
    QNetworkReply *reply = m_network->post(request, delivery.body);
    connect(reply, &QNetworkReply::finished, this, [this, delivery, reply]() { attemptFinished(delivery, reply); });
}

void WebhookDispatcher::attemptFinished(Delivery delivery, QNetworkReply *reply)
{
    reply->deleteLater();
    const int httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool delivered = httpStatus >= 200 && httpStatus < 300;
    QString error;
    if (!delivered) {
        error = httpStatus != 0 ? QStringLiteral("HTTP %1").arg(httpStatus)
                                : QStringLiteral("network error: %1").arg(reply->errorString());
    }
    const bool finalAttempt = delivered || delivery.attempts >= m_policy.maxAttempts;
    const QString status = delivered ? QStringLiteral("delivered")
        : finalAttempt ? QStringLiteral("failed") : QStringLiteral("pending");
    const int delay = finalAttempt ? 0 : m_policy.delayBeforeAttempt(delivery.attempts + 1);
    const QString nextAttemptAt = finalAttempt ? QString()
        : Clock::format(QDateTime::currentDateTimeUtc().addMSecs(delay));
    recordAttempt(delivery, status, httpStatus, error, nextAttemptAt);
    qCInfo(lcWebhooks).noquote() << "delivery" << delivery.id << "to" << delivery.url.toDisplayString()
                                 << "attempt" << delivery.attempts << "->" << (delivered ? QStringLiteral("ok") : error);
    emit deliveryAttempted(delivery.id, delivery.attempts, httpStatus, delivered);
    if (finalAttempt)
        emit deliveryFinished(delivery.id, status);
    else
        scheduleAttempt(delivery, delay);
}

void WebhookDispatcher::recordAttempt(const Delivery &delivery, const QString &status, int httpStatus,
                                      const QString &error, const QString &nextAttemptAt)
{
    const QString now = Clock::now();
    const QVariant noString(QMetaType::fromType<QString>());
    QSqlQuery update(m_db);
    update.prepare(QStringLiteral(
        "UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ?, last_status_code = ?,"
        " last_error = ?, updated_at = ?, delivered_at = ? WHERE id = ?"));
    update.addBindValue(status);
    update.addBindValue(delivery.attempts);
    update.addBindValue(nextAttemptAt.isEmpty() ? noString : QVariant(nextAttemptAt));
    update.addBindValue(httpStatus != 0 ? QVariant(httpStatus) : QVariant(QMetaType::fromType<int>()));
    update.addBindValue(error.isEmpty() ? noString : QVariant(error));
    update.addBindValue(now);
    update.addBindValue(status == u"delivered" ? QVariant(now) : noString);
    update.addBindValue(delivery.id);
    if (!update.exec())
        qCWarning(lcWebhooks) << "cannot record delivery attempt:" << update.lastError().text();
}

} // namespace Sandbox
