#include "models/webhooks/webhookinbox.h"

// Pointing a subscription at the inbox (a PATCH of its URL, journaled) and back to the URL it had;
// the subscriptions left sending to an inbox nobody listens on (stranded).

#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookurlcheck.h"
#include "net/apiclient.h"

#include <QUrl>

namespace Audience::Models {

bool WebhookInbox::isInboxUrl(const QString &url)
{
    const QUrl parsed(url);
    return parsed.path().startsWith(inboxPath()) && WebhookUrlCheck::isLoopbackHost(parsed.host());
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

QString WebhookInbox::previousUrl(const QString &subscriptionId) const
{
    return m_known ? m_known->urlBeforeInbox(subscriptionId) : QString();
}

} // namespace Audience::Models
