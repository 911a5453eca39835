#include "models/webhooks/webhookinbox.h"

// The inbox's listener, its answer and the subscriptions' signing secrets. Pointing a subscription
// at the inbox and back: webhookinboxpointing.cpp; the events received, as rows:
// webhookinboxevents.cpp.

#include "models/webhooks/inboxserver.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhooksecretstore.h"

namespace Audience::Models {

namespace {

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
    return QStringLiteral("http://127.0.0.1:%1%2%3").arg(m_server->port()).arg(inboxPath(), subscriptionId);
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

} // namespace Audience::Models
