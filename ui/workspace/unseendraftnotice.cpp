#include "ui/workspace/unseendraftnotice.h"

#include "models/audiences/knownaudiences.h"
#include "models/review/audiencestatus.h"
#include "models/review/unseendraft.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

UnseenDraftNotice::UnseenDraftNotice(Models::Connection *connection, QWidget *parent)
    : QFrame(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("unseenDraftNotice"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Why Publish is not there"));
    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("unseenDraftReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("unseenDraftOutcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextFormat(Qt::PlainText);
    m_outcome->hide();
    // The same words as Review's button: one action, named alike wherever it is.
    m_confirm = new QPushButton(tr("Ask the Agent to Confirm the Draft"), this);
    m_confirm->setObjectName(QStringLiteral("versionsConfirmDraft"));
    m_confirm->setToolTip(tr("Send the agent a short message asking it to confirm the draft as it stands; its answer names "
                             "the version, which Publish then offers"));
    connect(m_confirm, &QPushButton::clicked, this, &UnseenDraftNotice::confirm);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_confirm);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_reason);
    layout->addLayout(buttons);
    layout->addWidget(m_outcome);

    connect(connection->versionFollower(), &Models::VersionFollower::versionsChanged, this, [this](const QString &audienceId) {
        if (audienceId == m_audienceId)
            update();
    });
    connect(connection->knownAudiences(), &Models::KnownAudiences::changed, this, [this](const QString &audienceId) {
        if (audienceId == m_audienceId)
            update();
    });
    connect(connection, &Models::Connection::connectedChanged, this, &UnseenDraftNotice::update);
    // The request failed (refused, or the service unreachable): it can be asked again; the
    // conversation shows it with Retry too.
    connect(connection->messageOutbox(), &Models::MessageOutbox::changed, this, [this](const QString &audienceId) {
        if (audienceId != m_audienceId || m_askedId.isEmpty() || !m_connection)
            return;
        const auto asked = m_connection->messageOutbox()->find(m_askedId);
        if (!asked || asked->state != Models::WriteTracker::State::Failed)
            return;
        m_askedId.clear();
        m_outcome->setText(tr("The request to the agent failed: %1").arg(asked->errorText));
        update();
    });
    update();
}

void UnseenDraftNotice::setAudience(const QString &pageId, const QString &audienceId)
{
    if (audienceId != m_audienceId) {
        m_pending.clear();
        m_askedId.clear();
        m_outcome->hide();
    }
    m_pageId = pageId;
    m_audienceId = audienceId;
    update();
}

void UnseenDraftNotice::setPendingChanges(const QList<Net::Change> &pending)
{
    m_pending = pending;
    update();
}

void UnseenDraftNotice::update()
{
    if (!m_connection || m_audienceId.isEmpty()) {
        m_applies = false;
        hide();
        return;
    }
    const Models::AudienceStatus status = Models::AudienceStatus::derive(m_connection->knownAudiences()->find(m_audienceId),
                                                                         m_connection->versionFollower()->versions(m_audienceId));
    m_applies = Models::UnseenDraft::isUnseen(status, m_pending);
    if (!m_applies)
        m_askedId.clear(); // the version is known now (or nothing is pending): done
    m_reason->setText(m_applies ? Models::UnseenDraft::whyNoPublish(m_pending) : QString());
    m_confirm->setEnabled(m_connection->isConnected() && m_askedId.isEmpty());
    setVisible(m_applies);
}

void UnseenDraftNotice::confirm()
{
    if (!m_connection)
        return;
    Models::MessageOutbox *outbox = m_connection->messageOutbox();
    m_askedId = Models::UnseenDraft::askToConfirm(*outbox, m_pageId, m_audienceId);
    if (m_askedId.isEmpty()) {
        const QString why = outbox->lastRefusal();
        m_outcome->setText(why.isEmpty() ? tr("Could not send the request to the agent: not connected.")
                                         : tr("Could not send the request to the agent: %1").arg(why));
    } else {
        m_outcome->setText(tr("Asked the agent to confirm the draft. Publish appears here once the agent has made the version."));
    }
    m_outcome->show();
    update();
}

} // namespace Audience::Ui
