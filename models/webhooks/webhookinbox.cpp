#include "models/webhooks/webhookinbox.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "models/webhooks/inboxserver.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookevents.h"
#include "models/webhooks/webhooksecretstore.h"
#include "models/webhooks/webhookurlcheck.h"
#include "net/apiclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QUrl>

namespace Audience::Models {

namespace {

const QString inboxPath = QStringLiteral("/inbox/");

QByteArray header(const InboxRequest &request, const QByteArray &name)
{
    for (const auto &pair : request.headers) {
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return pair.second;
    }
    return {};
}

// A URL of an inbox of this console (this run's or an earlier one's): loopback, /inbox/<id>.
bool isInboxUrl(const QString &url)
{
    const QUrl parsed(url);
    return parsed.path().startsWith(inboxPath) && WebhookUrlCheck::isLoopbackHost(parsed.host());
}

// What the inbox does with a subscription's signatures once the keychain has answered.
QString keptSecretStatus(bool hasSecret)
{
    return hasSecret ? WebhookInbox::tr("Kept in the keychain; signatures are checked.")
                     : WebhookInbox::tr("No secret: signatures are not checked.");
}

} // namespace

WebhookInbox::WebhookInbox(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(&m_urlWrites, &WriteTracker::failed, this, &WebhookInbox::onUrlFailed);
}

WebhookInbox::~WebhookInbox() = default;

void WebhookInbox::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    // The connection it served ends: the inbox stops listening (it received that profile's events),
    // and whatever was left pointing at it is reported (why it is not restored now: see the class
    // comment). Called before the hub's list is another profile's, so the list is still this one's.
    const bool ended = !m_client.isNull();
    QStringList left;
    if (ended) {
        left = pointingAtAnInbox();
        stop();
    }
    ++m_clientGeneration;
    m_client = client;
    m_urlWrites.setClient(client); // an answer for the connection that ended is not taken
    // Another profile: its subscriptions, secrets, URLs and events are not this one's.
    m_secrets.clear();
    m_secretStatus.clear();
    m_pointing.clear();
    m_pointingSent.clear();
    m_pointStatus.clear();
    if (ended && !m_events.isEmpty())
        clearEvents();
    if (!left.isEmpty())
        emit leftPointingAtInbox(left);
    emit strandedChanged();
}

void WebhookInbox::setKnownWebhooks(KnownWebhooks *known)
{
    if (m_known)
        disconnect(m_known, nullptr, this, nullptr);
    m_known = known;
    if (!known)
        return;
    // Taken off the list: its signing secret goes from the keychain too, whoever removed it (the
    // Remove button, or forgetting one the service no longer knows).
    connect(known, &KnownWebhooks::removed, this, &WebhookInbox::forgetSecret);
    connect(known, &KnownWebhooks::subscriptionChanged, this, &WebhookInbox::strandedChanged);
    connect(known, &QAbstractItemModel::modelReset, this, &WebhookInbox::strandedChanged);
    connect(known, &QAbstractItemModel::rowsRemoved, this, &WebhookInbox::strandedChanged);
}

void WebhookInbox::setSecretStore(WebhookSecretStore *store)
{
    m_store = store;
}

bool WebhookInbox::start()
{
    if (m_server)
        return true;
    auto server = std::make_unique<InboxServer>();
    server->setAnswer(m_answer);
    if (server->start() == 0) {
        m_error = tr("Could not listen on this computer (127.0.0.1): %1").arg(tr("no free port"));
        return false;
    }
    connect(server.get(), &InboxServer::receivedRequest, this, &WebhookInbox::onRequest);
    m_server = std::move(server);
    m_error.clear();
    emit listeningChanged(true);
    emit strandedChanged();
    return true;
}

void WebhookInbox::stop()
{
    if (!m_server)
        return;
    m_server.reset();
    emit listeningChanged(false);
    emit strandedChanged();
}

quint16 WebhookInbox::port() const
{
    return m_server ? m_server->port() : 0;
}

QString WebhookInbox::urlFor(const QString &subscriptionId) const
{
    if (!m_server)
        return {};
    return QStringLiteral("http://127.0.0.1:%1%2%3").arg(m_server->port()).arg(inboxPath, subscriptionId);
}

void WebhookInbox::setAnswer(InboxAnswer answer)
{
    m_answer = answer;
    if (m_server)
        m_server->setAnswer(answer);
}

void WebhookInbox::setSecret(const QString &subscriptionId, const QString &typed)
{
    const QString secret = typed.trimmed();
    if (!secret.isEmpty() && !WebhookSignature::keyFromSecret(secret)) {
        m_secretStatus.insert(subscriptionId, tr("Not used: a signing secret starts with whsec_ followed by base64."));
        emit secretStateChanged(subscriptionId);
        return;
    }
    if (secret.isEmpty())
        m_secrets.remove(subscriptionId);
    else
        m_secrets.insert(subscriptionId, secret);
    if (!m_store) {
        m_secretStatus.insert(subscriptionId, secret.isEmpty() ? tr("No secret: signatures are not checked.")
                                                               : tr("Used until the console closes (no keychain)."));
        emit secretStateChanged(subscriptionId);
        return;
    }
    m_secretStatus.insert(subscriptionId, tr("Waiting for the keychain…"));
    emit secretStateChanged(subscriptionId);
    const auto done = [this, subscriptionId, forgetting = secret.isEmpty()](bool ok, const QString &, const QString &message) {
        m_secretStatus.insert(subscriptionId,
                              ok ? keptSecretStatus(!forgetting) : tr("Used until the console closes; not kept: %1").arg(message));
        emit secretStateChanged(subscriptionId);
    };
    if (secret.isEmpty())
        m_store->removeSecret(subscriptionId, this, done);
    else
        m_store->writeSecret(subscriptionId, secret, this, done);
}

void WebhookInbox::loadSecret(const QString &subscriptionId)
{
    if (!m_store || subscriptionId.isEmpty() || m_secretStatus.contains(subscriptionId))
        return;
    m_secretStatus.insert(subscriptionId, tr("Looking in the keychain…"));
    emit secretStateChanged(subscriptionId);
    m_store->readSecret(subscriptionId, this, [this, subscriptionId](bool ok, const QString &secret, const QString &message) {
        if (ok && !secret.isEmpty() && !m_secrets.contains(subscriptionId))
            m_secrets.insert(subscriptionId, secret);
        m_secretStatus.insert(subscriptionId,
                              ok ? keptSecretStatus(!secret.isEmpty()) : tr("The keychain could not be read: %1").arg(message));
        emit secretStateChanged(subscriptionId);
    });
}

bool WebhookInbox::pointAtInbox(const QString &subscriptionId)
{
    const std::optional<Net::WebhookSubscription> subscription = m_known ? m_known->find(subscriptionId) : std::nullopt;
    if (!m_client || !subscription || !start()) {
        m_pointStatus = !m_client ? tr("Not connected.") : !subscription ? tr("Choose a subscription first.") : m_error;
        emit pointingChanged(subscriptionId);
        return false;
    }
    // A URL of an earlier run's inbox (another port) is not worth going back to.
    if (!isInboxUrl(subscription->url))
        m_known->setUrlBeforeInbox(subscriptionId, subscription->url);
    patchUrl(subscriptionId, urlFor(subscriptionId), true);
    return true;
}

bool WebhookInbox::isSwitchedOff(const QString &subscriptionId) const
{
    const std::optional<Net::WebhookSubscription> subscription = m_known ? m_known->find(subscriptionId) : std::nullopt;
    return subscription && !subscription->active;
}

bool WebhookInbox::restoreUrl(const QString &subscriptionId)
{
    const QString previous = previousUrl(subscriptionId);
    if (!m_client || previous.isEmpty())
        return false;
    patchUrl(subscriptionId, previous, false);
    return true;
}

QStringList WebhookInbox::pointingAtAnInbox() const
{
    QStringList ids;
    if (!m_known)
        return ids;
    for (int row = 0; row < m_known->rowCount(); ++row) {
        const KnownWebhook &webhook = m_known->at(row);
        const QString &id = webhook.subscriptionId;
        const bool recorded = !webhook.urlBeforeInbox.isEmpty()
                              && (!webhook.subscription || isInboxUrl(webhook.subscription->url));
        if (recorded || m_pointing.contains(id) || m_pointingSent.contains(id))
            ids.append(id);
    }
    return ids;
}

bool WebhookInbox::isStranded(const QString &subscriptionId) const
{
    const int row = m_known ? m_known->rowOf(subscriptionId) : -1;
    if (row < 0)
        return false;
    const KnownWebhook &webhook = m_known->at(row);
    if (webhook.urlBeforeInbox.isEmpty())
        return false; // nothing to go back to (or already restored)
    if (!webhook.subscription)
        return true; // not read yet: it was pointed at an inbox and never restored
    const QString &url = webhook.subscription->url;
    if (!isInboxUrl(url))
        return false; // changed since, here or elsewhere
    // This inbox, listening now, is where it points (or is being pointed): nothing is lost.
    return !(isListening() && (url == urlFor(subscriptionId) || m_pointingSent.contains(subscriptionId)));
}

QStringList WebhookInbox::strandedSubscriptions() const
{
    QStringList ids;
    if (!m_known)
        return ids;
    for (int row = 0; row < m_known->rowCount(); ++row) {
        if (isStranded(m_known->at(row).subscriptionId))
            ids.append(m_known->at(row).subscriptionId);
    }
    return ids;
}

int WebhookInbox::restoreStranded()
{
    int sent = 0;
    for (const QString &id : strandedSubscriptions())
        sent += restoreUrl(id) ? 1 : 0;
    return sent;
}

void WebhookInbox::patchUrl(const QString &subscriptionId, const QString &url, bool pointing)
{
    Net::WebhookUpdate update;
    update.url = url;
    m_pointStatus = pointing ? tr("Pointing %1 at the inbox…").arg(subscriptionId) : tr("Restoring the URL of %1…").arg(subscriptionId);
    if (pointing)
        m_pointingSent.insert(subscriptionId);
    emit pointingChanged(subscriptionId);
    // An answer after the connection changed is not taken: the list is another profile's by then
    // (the one left keeps the URL to restore in its store, and says so when it is open again).
    WriteTracker::Write write;
    write.note = {JournalOperation::updateWebhookSubscription, QStringLiteral("webhooks"), {}, {}, subscriptionId, url, {}};
    write.send = [subscriptionId, update](Net::ApiClient &client, const QString &, QObject *context) -> Net::ApiReply * {
        return client.webhooks().update(subscriptionId, update, context);
    };
    write.onAnswer = [this, subscriptionId, pointing](Net::ApiReply &reply, bool current) {
        if (current)
            onUrlSaved(subscriptionId, pointing, static_cast<Net::Reply<Net::WebhookSubscription> &>(reply).value());
    };
    m_urlWrites.forget(subscriptionId);
    if (!m_urlWrites.start(subscriptionId, std::move(write)) && !m_urlWrites.isRefusedByStore(subscriptionId))
        onUrlFailed(subscriptionId, Net::ApiError::make(Net::ApiError::Kind::Conflict, tr("a change of this URL is already under way")));
}

void WebhookInbox::onUrlSaved(const QString &subscriptionId, bool pointing, const Net::WebhookSubscription &saved)
{
    m_pointingSent.remove(subscriptionId);
    if (m_known)
        m_known->remember(saved);
    if (pointing) {
        m_pointing.insert(subscriptionId);
        m_pointStatus = tr("%1 now sends its events to this computer.").arg(subscriptionId);
    } else {
        m_pointing.remove(subscriptionId);
        if (m_known)
            m_known->setUrlBeforeInbox(subscriptionId, QString());
        m_pointStatus = tr("%1 sends to %2 again.").arg(subscriptionId, saved.url);
    }
    emit pointingChanged(subscriptionId);
    emit strandedChanged();
}

void WebhookInbox::onUrlFailed(const QString &subscriptionId, const Net::ApiError &error)
{
    m_pointingSent.remove(subscriptionId);
    if (error.kind == Net::ApiError::Kind::NotFound && m_known)
        m_known->noteGone(subscriptionId);
    m_pointStatus = m_urlWrites.isRefusedByStore(subscriptionId) ? m_urlWrites.errorText(subscriptionId) // the store's words
                                                                 : tr("Not changed: %1").arg(error.toString());
    emit pointingChanged(subscriptionId);
    emit strandedChanged();
}

void WebhookInbox::forgetSecret(const QString &subscriptionId)
{
    m_secrets.remove(subscriptionId);
    m_secretStatus.remove(subscriptionId);
    emit secretStateChanged(subscriptionId);
    if (!m_store) {
        emit secretForgotten(subscriptionId, true, QString());
        return;
    }
    m_store->removeSecret(subscriptionId, this, [this, subscriptionId](bool ok, const QString &, const QString &message) {
        emit secretForgotten(subscriptionId, ok, message);
    });
}

void WebhookInbox::onRequest(const InboxRequest &request)
{
    Delivery delivery;
    delivery.receivedAt = request.receivedAt;
    delivery.subscriptionId = request.path.startsWith(inboxPath) ? request.path.mid(inboxPath.size()) : QString();
    delivery.webhookId = header(request, "webhook-id");
    delivery.timestamp = header(request, "webhook-timestamp");
    delivery.signature = header(request, "webhook-signature");
    delivery.body = request.body;
    delivery.answeredWith = request.answeredWith;
    delivery.verdict = WebhookSignature::verify(m_secrets.value(delivery.subscriptionId), delivery.webhookId,
                                                delivery.timestamp, delivery.signature, delivery.body);
    delivery.timestampOff = WebhookSignature::isTimestampOff(delivery.timestamp, request.receivedAt);

    // What the payload says, read liberally: anything missing stays empty.
    const QJsonObject payload = QJsonDocument::fromJson(request.body).object();
    const QJsonObject data = payload.value(QStringLiteral("data")).toObject();
    QString eventId = payload.value(QStringLiteral("id")).toString();
    if (eventId.isEmpty())
        eventId = QString::fromLatin1(delivery.webhookId);
    if (eventId.isEmpty())
        eventId = tr("(no event ID) %1").arg(request.receivedAt.toString(Qt::ISODateWithMs));

    const int row = rowOfEvent(eventId);
    if (row >= 0) {
        m_events[row].deliveries.append(delivery);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        Event event;
        event.eventId = eventId;
        event.type = payload.value(QStringLiteral("type")).toString();
        event.pageId = data.value(QStringLiteral("pageId")).toString();
        event.audienceId = data.value(QStringLiteral("audienceId")).toString();
        event.versionId = data.value(QStringLiteral("version")).toObject().value(QStringLiteral("versionId")).toString();
        event.deliveries.append(delivery);
        beginInsertRows({}, 0, 0);
        m_events.prepend(event);
        endInsertRows();
    }
    emit deliveryReceived(eventId);
}

QString WebhookInbox::previousUrl(const QString &subscriptionId) const
{
    return m_known ? m_known->urlBeforeInbox(subscriptionId) : QString();
}

int WebhookInbox::rowOfEvent(const QString &eventId) const
{
    for (int row = 0; row < m_events.size(); ++row) {
        if (m_events.at(row).eventId == eventId)
            return row;
    }
    return -1;
}

int WebhookInbox::deliveryCount() const
{
    int count = 0;
    for (const Event &event : m_events)
        count += int(event.deliveries.size());
    return count;
}

void WebhookInbox::clearEvents()
{
    beginResetModel();
    m_events.clear();
    endResetModel();
}

QString WebhookInbox::indentedBody(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return QString::fromUtf8(body);
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented));
}

int WebhookInbox::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int WebhookInbox::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WebhookInbox::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Event &event = m_events.at(index.row());
    const Delivery &last = event.deliveries.constLast();
    if (role == IdRole)
        return event.eventId;
    if (role == PageIdRole)
        return event.pageId;
    if (role == Qt::ToolTipRole && index.column() == TypeColumn)
        return WebhookEvents::sentence(event.type);
    if (role == Qt::ToolTipRole && index.column() == PageColumn)
        return event.pageId;
    if (role == Qt::ToolTipRole && index.column() == AudienceColumn)
        return event.audienceId;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn:
        return QLocale().toString(last.receivedAt.toLocalTime().time(), QStringLiteral("HH:mm:ss"));
    case TypeColumn:
        return event.type.isEmpty() ? tr("(no type)") : event.type;
    case EventIdColumn:
        return event.eventId;
    case PageColumn:
        return m_names.pageOrId(event.pageId);
    case AudienceColumn:
        return m_names.audienceOrId(event.audienceId);
    case DeliveriesColumn:
        return tr("%n attempt(s)", nullptr, int(event.deliveries.size()));
    case SignatureColumn: {
        QString text = last.verdict == WebhookSignature::Verdict::Valid      ? tr("Valid")
                       : last.verdict == WebhookSignature::Verdict::Invalid  ? tr("Invalid")
                       : last.verdict == WebhookSignature::Verdict::Missing  ? tr("Not signed")
                                                                             : tr("Not checked");
        if (last.timestampOff)
            text += tr(", time off by more than 5 min");
        return text;
    }
    default:
        return {};
    }
}

QVariant WebhookInbox::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Received");
    case TypeColumn:
        return tr("Event type");
    case EventIdColumn:
        return tr("Event ID");
    case PageColumn:
        return tr("Page");
    case AudienceColumn:
        return tr("Audience");
    case DeliveriesColumn:
        return tr("Deliveries");
    case SignatureColumn:
        return tr("Signature");
    default:
        return {};
    }
}

} // namespace Audience::Models
