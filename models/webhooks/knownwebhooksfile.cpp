#include "models/webhooks/knownwebhooksfile.h"

#include "net/jsonreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcKnownWebhooks, "audience.models.webhooks")

namespace {

constexpr qint64 FileFormat = 1;
const QString subscriptionIdKey = QStringLiteral("subscriptionId");

QJsonObject toJsonOfService(const KnownWebhook &webhook)
{
    if (!webhook.subscription)
        return {{subscriptionIdKey, webhook.subscriptionId}};
    const Net::WebhookSubscription &s = *webhook.subscription;
    return {{subscriptionIdKey, s.subscriptionId},
            {QStringLiteral("url"), s.url},
            {QStringLiteral("events"), s.events ? QJsonValue(QJsonArray::fromStringList(*s.events)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("active"), s.active},
            {QStringLiteral("createdAt"), s.createdAt},
            {QStringLiteral("updatedAt"), s.updatedAt}};
}

const QString urlBeforeInboxKey = QStringLiteral("urlBeforeInbox"); // the console's own, not the service's

} // namespace

QJsonObject KnownWebhooksFile::toJson(const KnownWebhook &webhook)
{
    QJsonObject object = toJsonOfService(webhook);
    if (!webhook.urlBeforeInbox.isEmpty())
        object.insert(urlBeforeInboxKey, webhook.urlBeforeInbox);
    return object;
}

std::optional<KnownWebhook> KnownWebhooksFile::fromJson(QJsonObject object)
{
    KnownWebhook webhook;
    webhook.subscriptionId = object.value(subscriptionIdKey).toString();
    if (webhook.subscriptionId.isEmpty())
        return std::nullopt;
    webhook.urlBeforeInbox = object.take(urlBeforeInboxKey).toString();
    if (object.size() > 1) {
        // The same decoder as a reply: a stored subscription is held to the same rules.
        Net::WebhookSubscription subscription;
        if (!Net::decodeJson(QJsonDocument(object).toJson(QJsonDocument::Compact), subscription))
            webhook.subscription = subscription;
    }
    return webhook;
}

KnownWebhooksFile::KnownWebhooksFile(QString path)
    : m_path(std::move(path))
{
}

std::optional<QList<KnownWebhook>> KnownWebhooksFile::load(QString *error) const
{
    QFile file(m_path);
    if (m_path.isEmpty() || !file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcKnownWebhooks) << "ignoring unreadable" << m_path << ":" << file.errorString();
        if (error)
            *error = file.errorString();
        return QList<KnownWebhook>();
    }
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(QStringLiteral("format")).toInteger(-1) != FileFormat
        || !root.value(QStringLiteral("subscriptions")).isArray()) {
        qCWarning(lcKnownWebhooks) << "ignoring corrupt or unknown" << m_path;
        if (error)
            *error = QStringLiteral("not a list of subscriptions in a format this console knows");
        return QList<KnownWebhook>();
    }
    QList<KnownWebhook> webhooks;
    const QJsonArray entries = root.value(QStringLiteral("subscriptions")).toArray();
    for (const QJsonValue &entry : entries) {
        if (const std::optional<KnownWebhook> webhook = fromJson(entry.toObject()))
            webhooks.append(*webhook);
    }
    return webhooks;
}

} // namespace Audience::Models
