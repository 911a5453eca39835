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

QJsonObject toJson(const KnownWebhook &webhook)
{
    QJsonObject object = toJsonOfService(webhook);
    if (!webhook.urlBeforeInbox.isEmpty())
        object.insert(urlBeforeInboxKey, webhook.urlBeforeInbox);
    return object;
}

} // namespace

KnownWebhooksFile::KnownWebhooksFile(QString path)
    : m_path(std::move(path))
{
}

std::optional<QList<KnownWebhook>> KnownWebhooksFile::load() const
{
    QFile file(m_path);
    if (m_path.isEmpty() || !file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcKnownWebhooks) << "ignoring unreadable" << m_path << ":" << file.errorString();
        return QList<KnownWebhook>();
    }
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    if (root.value(QStringLiteral("format")).toInteger(-1) != FileFormat
        || !root.value(QStringLiteral("subscriptions")).isArray()) {
        qCWarning(lcKnownWebhooks) << "ignoring corrupt or unknown" << m_path;
        return QList<KnownWebhook>();
    }
    QList<KnownWebhook> webhooks;
    const QJsonArray entries = root.value(QStringLiteral("subscriptions")).toArray();
    for (const QJsonValue &entry : entries) {
        QJsonObject object = entry.toObject();
        KnownWebhook webhook;
        webhook.subscriptionId = object.value(subscriptionIdKey).toString();
        if (webhook.subscriptionId.isEmpty())
            continue;
        webhook.urlBeforeInbox = object.take(urlBeforeInboxKey).toString();
        if (object.size() > 1) {
            // The same decoder as a reply: a stored subscription is held to the same rules.
            Net::WebhookSubscription subscription;
            if (!Net::decodeJson(QJsonDocument(object).toJson(QJsonDocument::Compact), subscription))
                webhook.subscription = subscription;
        }
        webhooks.append(webhook);
    }
    return webhooks;
}

bool KnownWebhooksFile::save(const QList<KnownWebhook> &webhooks) const
{
    if (m_path.isEmpty())
        return false;
    QJsonArray list;
    for (const KnownWebhook &webhook : webhooks)
        list.append(toJson(webhook));
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        qCWarning(lcKnownWebhooks) << "cannot create the folder of" << m_path;
        return false;
    }
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        qCWarning(lcKnownWebhooks) << "cannot write" << m_path << ":" << file.errorString();
        return false;
    }
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), FileFormat}, {QStringLiteral("subscriptions"), list}})
                   .toJson(QJsonDocument::Indented));
    return file.commit();
}

} // namespace Audience::Models
