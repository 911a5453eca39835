#include "ui/watch/needsalookview.h"

#include "models/audiences/audiencenames.h"
#include "models/shell/connection.h"
#include "models/watch/publishwatcher.h"
#include "models/watch/watchdismissals.h"
#include "models/watch/watchtext.h"
#include "ui/common/layoutrows.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace Audience::Ui {

NeedsALookView::NeedsALookView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("needsALook"));
    setAccessibleName(tr("Needs a look"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 6);
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("needsALookHeading"));
    layout->addWidget(m_heading);
    m_list = new QVBoxLayout;
    layout->addLayout(m_list);
    m_resolved = new QLabel(this);
    m_resolved->setObjectName(QStringLiteral("needsALookResolved"));
    m_resolved->setWordWrap(true);
    m_resolved->setTextFormat(Qt::PlainText);
    m_resolved->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_resolved);
    // "Alert dismissed … Undo", for a few seconds after a dismissal.
    m_undoBar = new QFrame(this);
    m_undoBar->setObjectName(QStringLiteral("needsALookUndoBar"));
    auto *undoLayout = new QHBoxLayout(m_undoBar);
    undoLayout->setContentsMargins(0, 0, 0, 0);
    m_undoText = new QLabel(m_undoBar);
    m_undoText->setWordWrap(true);
    auto *undo = new QPushButton(tr("Undo"), m_undoBar);
    undo->setObjectName(QStringLiteral("needsALookUndo"));
    undo->setToolTip(tr("Show the dismissed alert again"));
    connect(undo, &QPushButton::clicked, this, &NeedsALookView::undoDismissal);
    undoLayout->addWidget(m_undoText, 1);
    undoLayout->addWidget(undo);
    m_undoBar->hide();
    layout->addWidget(m_undoBar);
    // A dismissal (or its Undo) the profile's store refused: said where it was pressed.
    m_notKept = new QLabel(this);
    m_notKept->setObjectName(QStringLiteral("needsALookNotKept"));
    m_notKept->setWordWrap(true);
    m_notKept->setTextFormat(Qt::PlainText);
    m_notKept->hide();
    layout->addWidget(m_notKept);
    connect(connection->publishWatcher()->dismissals(), &Models::WatchDismissals::problemChanged, this, [this](const QString &problem) {
        m_notKept->setText(problem);
        m_notKept->setVisible(!problem.isEmpty());
        refresh();
    });
    m_undoTimer = new QTimer(this);
    m_undoTimer->setSingleShot(true);
    m_undoTimer->setInterval(undoSeconds * 1000);
    connect(m_undoTimer, &QTimer::timeout, this, &NeedsALookView::endUndo);
    connect(connection->publishWatcher(), &Models::PublishWatcher::alertsChanged, this, &NeedsALookView::refresh);
    refresh();
}

QString NeedsALookView::audienceName(const Models::Connection &connection, const QString &audienceId)
{
    return Models::AudienceNames(connection.seenAudiences(), connection.knownAudiences()).nameOrId(audienceId);
}

void NeedsALookView::refresh()
{
    removeRowsLater(m_list);
    m_labels.clear();
    const QList<Models::WatchAlert> alerts =
        m_connection ? m_connection->publishWatcher()->alerts() : QList<Models::WatchAlert>();
    for (const Models::WatchAlert &alert : alerts)
        m_list->addWidget(makeRow(alert));
    m_count = int(alerts.size());
    m_heading->setText(QStringLiteral("<b>%1</b>").arg(tr("Needs a look (%1)").arg(m_count).toHtmlEscaped()));
    m_heading->setAccessibleName(Models::WatchText::count(m_count));
    // An alert an undo resolved leaves the count, with a line that says so.
    QStringList resolved;
    const auto undone = m_connection ? m_connection->publishWatcher()->resolved() : QList<std::pair<Models::WatchAlert, QString>>();
    for (const auto &[alert, line] : undone)
        resolved.append(QStringLiteral("✓ %1 — %2. %3").arg(Models::WatchText::headline(alert), Models::WatchText::what(alert, audienceName(*m_connection, alert.audienceId())), line));
    m_resolved->setText(resolved.join(u'\n'));
    m_resolved->setVisible(!resolved.isEmpty());
    m_heading->setVisible(m_count > 0);
    setVisible(m_count > 0 || !resolved.isEmpty() || !m_undoKey.isEmpty() || !m_notKept->text().isEmpty());
}

void NeedsALookView::dismiss(const Models::WatchAlert &alert)
{
    if (!m_connection)
        return;
    m_undoKey = alert.key();
    const QString name = audienceName(*m_connection, alert.audienceId());
    m_undoText->setText(tr("Dismissed: %1 (version %2 of %3).").arg(Models::WatchText::headline(alert)).arg(alert.publish().versionNumber).arg(name));
    m_undoBar->show();
    m_undoTimer->start();
    m_connection->publishWatcher()->dismiss(alert.key()); // alertsChanged refreshes the rows
}

void NeedsALookView::undoDismissal()
{
    const QString key = m_undoKey;
    endUndo();
    if (m_connection && !key.isEmpty())
        m_connection->publishWatcher()->undismiss(key); // alertsChanged brings its row back
}

void NeedsALookView::endUndo()
{
    m_undoTimer->stop();
    m_undoKey.clear();
    m_undoBar->hide();
    refresh();
}

// One alert: the finding as a heading, the publish and the figures in words, then its two buttons.
QWidget *NeedsALookView::makeRow(const Models::WatchAlert &alert)
{
    auto *row = new QFrame(this);
    row->setObjectName(QStringLiteral("needsALookRow"));
    row->setFrameShape(QFrame::StyledPanel);
    auto *rowLayout = new QHBoxLayout(row);
    const QString name = audienceName(*m_connection, alert.audienceId());
    auto *label = new QLabel(QStringLiteral("<b>%1</b><br>%2<br>%3")
                                 .arg(Models::WatchText::headline(alert).toHtmlEscaped(),
                                      Models::WatchText::what(alert, name).toHtmlEscaped(),
                                      // A figure keeps its unit on its line: "−71 %", not "−71" then "%".
                                      Models::WatchText::figures(alert).toHtmlEscaped().replace(QStringLiteral(" %"), QStringLiteral("&nbsp;%"))),
                             row);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *open = new QPushButton(tr("Open Impact Card"), row);
    open->setObjectName(QStringLiteral("needsALookOpen"));
    open->setAccessibleName(tr("Open the impact card of version %1 of %2").arg(alert.publish().versionNumber).arg(name));
    open->setToolTip(tr("See the figures before and after this publish, and undo it from there if it hurt"));
    // Dismiss sits apart from Open Impact Card (under the words, flat, on the other side), so that
    // a click slightly off the one never presses the other; and it can be undone for a while.
    auto *dismiss = new QPushButton(tr("Dismiss This Alert"), row);
    dismiss->setObjectName(QStringLiteral("needsALookDismiss"));
    dismiss->setFlat(true);
    dismiss->setAccessibleName(tr("Dismiss this alert about version %1 of %2").arg(alert.publish().versionNumber).arg(name));
    dismiss->setToolTip(tr("Hide this alert (it can be undone for %n second(s)); nothing is changed on the page", nullptr, undoSeconds));
    const QString pageId = alert.pageId();
    const Models::PublishMarker publish = alert.publish();
    connect(open, &QPushButton::clicked, this, [this, pageId, publish] { emit openImpactRequested(pageId, publish); });
    connect(dismiss, &QPushButton::clicked, this, [this, alert] { this->dismiss(alert); });
    auto *words = new QVBoxLayout;
    words->addWidget(label);
    auto *dismissLine = new QHBoxLayout;
    dismissLine->addWidget(dismiss);
    dismissLine->addStretch(1);
    words->addLayout(dismissLine);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(open);
    buttons->addStretch(1);
    rowLayout->addLayout(words, 1);
    rowLayout->addSpacing(24);
    rowLayout->addLayout(buttons);
    m_labels.append(label);
    return row;
}

QStringList NeedsALookView::texts() const
{
    QStringList texts;
    for (const QLabel *label : m_labels)
        texts.append(label->text());
    return texts;
}

} // namespace Audience::Ui
