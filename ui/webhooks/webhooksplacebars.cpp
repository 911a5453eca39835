#include "ui/webhooks/webhooksplace.h"

#include "models/shell/connection.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookinbox.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

// The Webhooks place's two state bars: a subscription gone from the service, and subscriptions
// whose events go to an inbox on this computer that no longer listens.

namespace Audience::Ui {

namespace {

// A bar that stays while a state lasts (a subscription gone from the service, subscriptions left
// pointing at a stopped inbox): its words in `text`, and the one thing to do about it in `button`.
// Hidden until there is something to say.
QFrame *makeStateBar(const QString &objectName, QWidget *parent, QLabel **text, QPushButton **button)
{
    auto *bar = new QFrame(parent);
    bar->setObjectName(objectName);
    bar->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QHBoxLayout(bar);
    *text = new QLabel(bar);
    (*text)->setWordWrap(true);
    (*text)->setTextFormat(Qt::PlainText);
    *button = new QPushButton(bar);
    layout->addWidget(*text, 1);
    layout->addWidget(*button);
    bar->setVisible(false);
    return bar;
}

} // namespace

void WebhooksPlace::buildStateBars(Models::Connection *connection)
{
    // The subscription shown is gone from the service (404): forget it here, with its secret.
    m_goneBar = makeStateBar(QStringLiteral("webhookGoneBar"), this, &m_goneText, &m_forget);
    m_forget->setText(tr("Forget this su&bscription"));
    m_forget->setObjectName(QStringLiteral("forgetWebhookButton"));
    m_forget->setToolTip(tr("Take it off this list and delete its signing secret from the keychain"));
    connect(m_forget, &QPushButton::clicked, this, &WebhooksPlace::forgetGone);

    // Across the top: subscriptions whose events go to an inbox that no longer listens.
    m_strandedBar = makeStateBar(QStringLiteral("webhookStrandedBar"), this, &m_strandedText, &m_restoreStranded);
    m_strandedText->setObjectName(QStringLiteral("webhookStrandedText"));
    m_strandedText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_restoreStranded->setObjectName(QStringLiteral("restoreStrandedButton"));
    connect(m_restoreStranded, &QPushButton::clicked, this, [connection] { connection->webhookInbox()->restoreStranded(); });
    connect(connection->webhookInbox(), &Models::WebhookInbox::strandedChanged, this, &WebhooksPlace::updateStrandedBar);
}

void WebhooksPlace::forgetGone()
{
    // The service answered 404: there is nothing left to edit or to add back, so no question; the
    // button says what it does (off the list, and the secret out of the keychain).
    const QString id = m_shown;
    if (id.isEmpty() || !m_known->isGone(id))
        return;
    loadInEditor(QString());
    m_known->remove(id);
}

void WebhooksPlace::updateGoneBar()
{
    const bool gone = !m_shown.isEmpty() && m_known->isGone(m_shown);
    m_goneBar->setVisible(gone);
    if (gone)
        m_goneText->setText(tr("Gone from the service: it answers that it knows no subscription %1 (deleted there, or this "
                               "profile now points at another service). Forget it to take it off this list and delete its "
                               "signing secret from the keychain.").arg(m_shown));
}

void WebhooksPlace::updateStrandedBar()
{
    Models::WebhookInbox *inbox = connection()->webhookInbox();
    const QStringList stranded = inbox->strandedSubscriptions();
    m_strandedBar->setVisible(!stranded.isEmpty());
    if (stranded.isEmpty())
        return;
    // In words, not by colour: which ones, where their events go, and what restoring does.
    if (stranded.size() == 1) {
        const QString id = stranded.constFirst();
        const auto subscription = m_known->find(id);
        m_strandedText->setText(tr("Events lost: %1 still sends its events to %2, an inbox on this computer that no "
                                   "longer listens. Restore its previous URL, %3, to receive them there again.")
                                    .arg(id, subscription ? subscription->url : tr("the inbox"), inbox->previousUrl(id)));
    } else {
        m_strandedText->setText(tr("Events lost: %n subscriptions still send their events to an inbox on this computer "
                                   "that no longer listens: %1. Restore their previous URLs to receive them there again.",
                                   nullptr, int(stranded.size()))
                                    .arg(stranded.join(QStringLiteral(", "))));
    }
    m_restoreStranded->setText(stranded.size() == 1 ? tr("R&estore its previous URL") : tr("R&estore their previous URLs"));
    const bool connected = connection()->isConnected();
    m_restoreStranded->setEnabled(connected);
    m_restoreStranded->setToolTip(connected ? QString() : tr("Available once connected"));
}

} // namespace Audience::Ui
