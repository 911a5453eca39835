#include "ui/watch/needsalookview.h"

#include "models/audiences/audiencenames.h"
#include "models/shell/connection.h"
#include "models/watch/publishwatcher.h"
#include "models/watch/watchtext.h"
#include "ui/common/layoutrows.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
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
    setVisible(m_count > 0 || !resolved.isEmpty());
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
                                      Models::WatchText::figures(alert).toHtmlEscaped()),
                             row);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *open = new QPushButton(tr("Open Impact Card"), row);
    open->setObjectName(QStringLiteral("needsALookOpen"));
    open->setAccessibleName(tr("Open the impact card of version %1 of %2").arg(alert.publish().versionNumber).arg(name));
    open->setToolTip(tr("See the figures before and after this publish, and undo it from there if it hurt"));
    auto *dismiss = new QPushButton(tr("Dismiss"), row);
    dismiss->setObjectName(QStringLiteral("needsALookDismiss"));
    dismiss->setAccessibleName(tr("Dismiss this alert about version %1 of %2").arg(alert.publish().versionNumber).arg(name));
    dismiss->setToolTip(tr("Hide this alert for good; nothing is changed on the page"));
    const QString pageId = alert.pageId();
    const Models::PublishMarker publish = alert.publish();
    const QString key = alert.key();
    connect(open, &QPushButton::clicked, this, [this, pageId, publish] { emit openImpactRequested(pageId, publish); });
    connect(dismiss, &QPushButton::clicked, this, [this, key] {
        if (m_connection)
            m_connection->publishWatcher()->dismiss(key); // alertsChanged refreshes the rows
    });
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(open);
    buttons->addWidget(dismiss);
    buttons->addStretch(1);
    rowLayout->addWidget(label, 1);
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
