#include "ui/lazyicons.h"

#include <QApplication>
#include <QIconEngine>
#include <QLineEdit>
#include <QPainter>

namespace Audience::Ui::LazyIcons {

namespace {

// Asks the application's style for the icon the first time anything needs its pixels or sizes.
class StandardIconEngine : public QIconEngine
{
public:
    explicit StandardIconEngine(QStyle::StandardPixmap which)
        : m_which(which)
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
    // Not resolved for this: the standard icons the console asks for all exist.
    bool isNull() override { return m_resolved && m_icon.isNull(); }
    QString key() const override { return QStringLiteral("Audience::Ui::StandardIconEngine"); }
    QIconEngine *clone() const override
    {
        auto *copy = new StandardIconEngine(m_which);
        copy->m_icon = m_icon;
        copy->m_resolved = m_resolved;
        return copy;
    }

private:
    const QIcon &icon()
    {
        if (!m_resolved) {
            m_resolved = true;
            m_icon = QApplication::style()->standardIcon(m_which);
        }
        return m_icon;
    }

    QStyle::StandardPixmap m_which;
    QIcon m_icon;
    bool m_resolved = false;
};

} // namespace

QIcon standardIcon(QStyle::StandardPixmap which)
{
    return QIcon(new StandardIconEngine(which));
}

void enableClearButtonOnFirstText(QLineEdit *edit)
{
    if (!edit->text().isEmpty()) {
        edit->setClearButtonEnabled(true);
        return;
    }
    // The text only changes away from empty the first time, so one call is all it takes.
    QObject::connect(
        edit, &QLineEdit::textChanged, edit, [edit] { edit->setClearButtonEnabled(true); }, Qt::SingleShotConnection);
}

} // namespace Audience::Ui::LazyIcons
