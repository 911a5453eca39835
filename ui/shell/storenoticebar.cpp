#include "ui/shell/storenoticebar.h"

#include "models/shell/connection.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace Audience::Ui {

StoreNoticeBar::StoreNoticeBar(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("storeNoticeBar"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    // As high as its lines, never more.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("storeNoticeText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_open = new QPushButton(tr("Open in Activity"), this);
    m_open->setObjectName(QStringLiteral("openNotConfirmedButton"));
    m_dismiss = new QPushButton(tr("Dismiss"), this);
    m_dismiss->setObjectName(QStringLiteral("dismissStoreNoticeButton"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_open);
    layout->addWidget(m_dismiss);
    connect(m_open, &QPushButton::clicked, this, &StoreNoticeBar::openNotConfirmedRequested);
    // Dismiss hides what the store found (the files stay aside); writes not confirmed stay listed
    // until each is retried or discarded.
    connect(m_dismiss, &QPushButton::clicked, this, [this] {
        m_dismissedProblems = m_connection->storeProblems();
        m_otherWindowDismissed = m_connection->otherWindowsOpen() > 0;
        update(m_connection->notConfirmedCount());
    });
    connect(connection, &Models::Connection::notConfirmedCountChanged, this, &StoreNoticeBar::update);
    connect(connection, &Models::Connection::storeProblemsChanged, this, [this] { update(m_connection->notConfirmedCount()); });
    connect(connection, &Models::Connection::otherWindowsChanged, this, [this] {
        if (m_connection->otherWindowsOpen() == 0)
            m_otherWindowDismissed = false; // a window opened later is said again
        update(m_connection->notConfirmedCount());
    });
    connect(connection, &Models::Connection::unrecordedOutcomesChanged, this, [this] { update(m_connection->notConfirmedCount()); });
    hide();
}

void StoreNoticeBar::update(int notConfirmed)
{
    QStringList lines;
    if (notConfirmed > 0)
        lines.append(tr("%n write(s) were not confirmed: the console closed before the service answered. "
                        "Each can be retried with its own key (applied once) or discarded.",
                        nullptr, notConfirmed));
    const int inOtherWindow = m_connection->inOtherWindowCount();
    const bool showOtherWindow = m_connection->otherWindowsOpen() > 0 && !m_otherWindowDismissed;
    if (showOtherWindow)
        lines.append(inOtherWindow > 0 ? tr("This profile is also open in another window, which has %n write(s) in flight: "
                                            "they show as in progress there, and that window records what comes of them.",
                                            nullptr, inOtherWindow)
                                       : tr("This profile is also open in another window: what either window writes "
                                            "shows in both."));
    if (const int unrecorded = m_connection->unrecordedOutcomeCount(); unrecorded > 0)
        //: %1 is a cause such as "the disk holding the profile is full"
        lines.append(tr("%n outcome(s) could not be recorded yet: %1. It will be recorded when the store can be written again.",
                        nullptr, unrecorded)
                         .arg(m_connection->unrecordedOutcomeCause()));
    const QStringList problems = m_connection->storeProblems();
    const bool showProblems = problems != m_dismissedProblems;
    if (showProblems)
        lines.append(problems);
    m_text->setText(lines.join(u'\n'));
    m_open->setVisible(notConfirmed > 0);
    m_dismiss->setVisible((showProblems && !problems.isEmpty()) || showOtherWindow);
    setVisible(!lines.isEmpty());
}

} // namespace Audience::Ui
