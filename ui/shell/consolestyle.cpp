#include "ui/shell/consolestyle.h"

#include <QIconEngine>
#include <QStyleOption>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QPainter>
#include <QPointer>

namespace Audience::Ui {

namespace {

// Asks the base style for the icon the first time anything needs its pixels or sizes.
class DeferredStandardIconEngine : public QIconEngine
{
public:
    DeferredStandardIconEngine(QStyle *style, QStyle::StandardPixmap which)
        : m_style(style)
        , m_which(which)
    {
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, 1.0, mode, state);
    }
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        return icon().pixmap(size, scale, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    // Not resolved for this: ConsoleStyle::isDeferred lists only icons that exist.
    bool isNull() override { return m_resolved && m_icon.isNull(); }
    QString key() const override { return QStringLiteral("Audience::Ui::DeferredStandardIconEngine"); }
    QIconEngine *clone() const override
    {
        auto *copy = new DeferredStandardIconEngine(m_style, m_which);
        copy->m_icon = m_icon;
        copy->m_resolved = m_resolved;
        return copy;
    }

private:
    const QIcon &icon()
    {
        if (!m_resolved) {
            m_resolved = true;
            if (m_style) // gone when the application's style was replaced since
                m_icon = m_style->standardIcon(m_which);
        }
        return m_icon;
    }

    QPointer<QStyle> m_style;
    QStyle::StandardPixmap m_which;
    QIcon m_icon;
    bool m_resolved = false;
};

} // namespace

ConsoleStyle::ConsoleStyle() = default;

bool ConsoleStyle::isDeferred(StandardPixmap standardIcon)
{
    switch (standardIcon) {
    case SP_ToolBarHorizontalExtensionButton:
    case SP_ToolBarVerticalExtensionButton:
    case SP_LineEditClearButton:
        return true;
    default:
        return false;
    }
}

QIcon ConsoleStyle::standardIcon(StandardPixmap standardIcon, const QStyleOption *option, const QWidget *widget) const
{
    if (isDeferred(standardIcon))
        return QIcon(new DeferredStandardIconEngine(baseStyle(), standardIcon));
    return QProxyStyle::standardIcon(standardIcon, option, widget);
}

void ConsoleStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                 const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    // The cheap tests first: every primitive of every widget passes here.
    if (element != PE_Frame || !option || !(option->state & State_HasFocus))
        return;
    if (qobject_cast<const QPlainTextEdit *>(widget) || qobject_cast<const QTextEdit *>(widget)) {
        // The frame of a text editor with the focus, in the highlight colour, two pixels wide.
        painter->save();
        QPen pen(option->palette.color(QPalette::Highlight), 2);
        pen.setJoinStyle(Qt::MiterJoin);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option->rect).adjusted(1, 1, -1, -1));
        painter->restore();
    }
}

} // namespace Audience::Ui
