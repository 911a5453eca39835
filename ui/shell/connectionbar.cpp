#include "ui/shell/connectionbar.h"

#include "models/shell/connectionstate.h"
#include "models/shell/waitingwrites.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace Audience::Ui {

using Status = Models::ConnectionState::Status;

ConnectionBar::ConnectionBar(Models::ConnectionState *state, Models::WaitingWrites *waiting, QWidget *parent)
    : QFrame(parent)
    , m_state(state)
    , m_waiting(waiting)
{
    setObjectName(QStringLiteral("connectionBar"));
    setAccessibleName(tr("Connection"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("connectionBarTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextFormat(Qt::PlainText);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("connectionBarText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retry = new QPushButton(tr("Retry Now"), this);
    m_retry->setObjectName(QStringLiteral("connectionRetryButton"));
    m_sendWaiting = new QPushButton(this);
    m_sendWaiting->setObjectName(QStringLiteral("sendWaitingWritesButton"));
    m_enterKey = new QPushButton(tr("Enter the Key…"), this);
    m_enterKey->setObjectName(QStringLiteral("enterKeyButton"));
    m_dismiss = new QPushButton(tr("Not Now"), this);
    m_dismiss->setObjectName(QStringLiteral("dismissWaitingWritesButton"));
    m_dismiss->setToolTip(tr("Each write stays in its place with Retry."));

    auto *words = new QVBoxLayout;
    words->setSpacing(2);
    words->addWidget(m_title);
    words->addWidget(m_text);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addLayout(words, 1);
    layout->addWidget(m_retry, 0, Qt::AlignVCenter);
    layout->addWidget(m_enterKey, 0, Qt::AlignVCenter);
    layout->addWidget(m_sendWaiting, 0, Qt::AlignVCenter);
    layout->addWidget(m_dismiss, 0, Qt::AlignVCenter);

    // The seconds to the next try count down while it waits.
    m_countdown = new QTimer(this);
    m_countdown->setInterval(1000);
    connect(m_countdown, &QTimer::timeout, this, &ConnectionBar::update);
    connect(m_retry, &QPushButton::clicked, state, &Models::ConnectionState::retryNow);
    connect(m_sendWaiting, &QPushButton::clicked, this, [this] { m_waiting->sendAll(); });
    connect(m_enterKey, &QPushButton::clicked, this, &ConnectionBar::keyRequested);
    connect(m_dismiss, &QPushButton::clicked, this, [this] {
        m_waitingDismissed = true;
        update();
    });
    connect(state, &Models::ConnectionState::changed, this, &ConnectionBar::update);
    connect(waiting, &Models::WaitingWrites::countChanged, this, [this](int count) {
        if (count == 0)
            m_waitingDismissed = false; // the next ones are offered again
        update();
    });
    update();
}

QString ConnectionBar::title() const
{
    return m_title->text();
}

QString ConnectionBar::text() const
{
    return m_text->text();
}

void ConnectionBar::update()
{
    const Status status = m_state->status();
    const int waiting = m_waiting->count();
    const bool outage = m_state->isOutage() || status == Status::KeyRefused;
    const bool offerWaiting = status == Status::Connected && waiting > 0 && !m_waitingDismissed;
    if (!outage && !offerWaiting) {
        m_countdown->stop();
        hide();
        return;
    }
    if (outage) {
        QStringList lines{m_state->reason(), m_state->advice()};
        if (m_state->isTrying()) {
            lines.append(tr("Trying again now…"));
        } else if (m_state->nextTryAt().isValid()) {
            const qint64 seconds = qMax<qint64>(1, (QDateTime::currentDateTimeUtc().msecsTo(m_state->nextTryAt()) + 999) / 1000);
            lines.append(tr("Trying again in %n second(s).", nullptr, int(seconds)));
        }
        if (waiting > 0)
            lines.append(tr("%n write(s) wait to be sent: each stays in its place with Retry.", nullptr, waiting));
        lines.removeAll(QString());
        m_title->setText(m_state->title());
        m_text->setText(lines.join(u'\n'));
        m_retry->setVisible(m_state->isOutage());
        m_retry->setEnabled(!m_state->isTrying());
        m_enterKey->setVisible(status == Status::KeyRefused);
        m_sendWaiting->hide();
        m_dismiss->hide();
        if (m_state->nextTryAt().isValid() || m_state->isTrying())
            m_countdown->start();
        else
            m_countdown->stop();
    } else {
        m_countdown->stop();
        m_title->setText(tr("The service answers again"));
        m_text->setText(tr("%n write(s) could not be sent while it was out of reach. Nothing is sent by itself: "
                           "send them now, or each from its place.", nullptr, waiting));
        m_sendWaiting->setText(tr("Send the %n Waiting Write(s)", nullptr, waiting));
        m_retry->hide();
        m_enterKey->hide();
        m_sendWaiting->show();
        m_dismiss->show();
    }
    setAccessibleDescription(m_title->text() + u'\n' + m_text->text());
    show();
}

} // namespace Audience::Ui
