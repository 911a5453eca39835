#include "ui/common/notificationbar.h"

#include "ui/common/symbolicons.h"

#include <QApplication>
#include <QEnterEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>

#include <utility>

namespace Audience::Ui {

NotificationBar::NotificationBar(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("notificationBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAccessibleName(tr("Notification"));

    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("notificationText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_actionButton = new QPushButton(this);
    m_actionButton->setObjectName(QStringLiteral("notificationAction"));
    connect(m_actionButton, &QPushButton::clicked, this, &NotificationBar::triggerAction);

    m_closeButton = new QToolButton(this);
    m_closeButton->setObjectName(QStringLiteral("notificationClose"));
    m_closeButton->setAutoRaise(true);
    m_closeButton->setIcon(symbolIcon(Symbol::Close));
    m_closeButton->setToolTip(tr("Dismiss"));
    m_closeButton->setAccessibleName(tr("Dismiss notification"));
    connect(m_closeButton, &QToolButton::clicked, this, &NotificationBar::dismiss);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_actionButton);
    layout->addWidget(m_closeButton);

    m_hideTimer = new QTimer(this);
    m_hideTimer->setSingleShot(true);
    connect(m_hideTimer, &QTimer::timeout, this, [this] {
        // Keep it while the user is about to use it.
        if (underMouse() || m_actionButton->hasFocus()) {
            m_hideTimer->start(m_timeoutMs / 2);
            return;
        }
        dismiss();
    });
    hide();
}

void NotificationBar::showMessage(const QString &text, Kind kind, const QString &actionText,
                                  std::function<void()> action, int timeoutMs)
{
    m_text->setText(text);
    m_action = actionText.isEmpty() ? std::function<void()>() : std::move(action);
    m_actionButton->setText(actionText);
    m_actionButton->setVisible(bool(m_action));
    applyKind(kind);
    m_timeoutMs = timeoutMs;
    if (timeoutMs > 0)
        m_hideTimer->start(timeoutMs);
    else
        m_hideTimer->stop();
    show();
}

void NotificationBar::dismiss()
{
    m_hideTimer->stop();
    m_action = {};
    if (isHidden())
        return;
    hide();
    emit dismissed();
}

bool NotificationBar::triggerAction()
{
    if (!m_action)
        return false;
    // Taken out first: the action may show a new message that must not be dismissed below.
    const std::function<void()> action = std::exchange(m_action, {});
    hide();
    m_hideTimer->stop();
    emit actionTriggered();
    action();
    return true;
}

QString NotificationBar::text() const
{
    return m_text->text();
}

QString NotificationBar::actionText() const
{
    return m_action ? m_actionButton->text() : QString();
}

void NotificationBar::enterEvent(QEnterEvent *event)
{
    m_hideTimer->stop();
    QFrame::enterEvent(event);
}

void NotificationBar::leaveEvent(QEvent *event)
{
    if (isVisible() && m_timeoutMs > 0)
        m_hideTimer->start(m_timeoutMs / 2);
    QFrame::leaveEvent(event);
}

void NotificationBar::applyKind(Kind kind)
{
    // Tints from the palette's highlight (information) or a muted red (error), so dark themes work.
    QPalette palette = QApplication::palette(this);
    const QColor base = palette.color(QPalette::Window);
    const QColor accent = kind == Kind::Error ? QColor(0xd3, 0x2f, 0x2f) : palette.color(QPalette::Highlight);
    const auto mix = [](const QColor &a, const QColor &b, double t) {
        return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                                float(a.blueF() * (1 - t) + b.blueF() * t));
    };
    palette.setColor(QPalette::Window, mix(base, accent, 0.18));
    setPalette(palette);
    setAccessibleDescription(kind == Kind::Error ? tr("Error") : tr("Information"));
}

} // namespace Audience::Ui
