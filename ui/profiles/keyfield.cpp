#include "ui/profiles/keyfield.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>

namespace Audience::Ui {

namespace {

// An eye, crossed out when `crossed`, drawn here because icon themes (and with them "view-visible")
// are missing on many systems.
QIcon eyeIcon(bool crossed, const QColor &colour)
{
    QIcon icon;
    for (const int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal unit = size / 16.0;
        painter.setPen(QPen(colour, 1.3 * unit, Qt::SolidLine, Qt::RoundCap));
        QPainterPath outline;
        outline.moveTo(1.5 * unit, 8 * unit);
        outline.quadTo(8 * unit, 0.5 * unit, 14.5 * unit, 8 * unit);
        outline.quadTo(8 * unit, 15.5 * unit, 1.5 * unit, 8 * unit);
        painter.drawPath(outline);
        painter.setBrush(colour);
        painter.drawEllipse(QPointF(8 * unit, 8 * unit), 2.2 * unit, 2.2 * unit);
        if (crossed)
            painter.drawLine(QPointF(2.5 * unit, 13.5 * unit), QPointF(13.5 * unit, 2.5 * unit));
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

KeyField::KeyField(QWidget *parent)
    : QWidget(parent)
{
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("keyEdit"));
    m_edit->setEchoMode(QLineEdit::Password);
    // Keeps the key out of input-method dictionaries and prediction.
    m_edit->setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    m_edit->setAccessibleName(tr("API key"));

    m_toggle = m_edit->addAction(eyeIcon(false, palette().color(QPalette::Text)), QLineEdit::TrailingPosition);
    m_toggle->setObjectName(QStringLiteral("toggleKeyVisibility"));
    m_toggle->setCheckable(true);
    connect(m_toggle, &QAction::toggled, this, &KeyField::setKeyVisible);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit);
    setFocusProxy(m_edit);

    connect(m_edit, &QLineEdit::textEdited, this, [this](const QString &text) {
        trimEdgesOf(text);
        emit keyEdited(key());
    });
    updateToggle();
}

QString KeyField::key() const
{
    return m_edit->text().trimmed();
}

void KeyField::setKey(const QString &key)
{
    m_edit->setText(key.trimmed());
}

void KeyField::clear()
{
    m_edit->clear();
}

bool KeyField::isKeyVisible() const
{
    return m_edit->echoMode() == QLineEdit::Normal;
}

void KeyField::setKeyVisible(bool visible)
{
    m_edit->setEchoMode(visible ? QLineEdit::Normal : QLineEdit::Password);
    if (m_toggle->isChecked() != visible)
        m_toggle->setChecked(visible);
    updateToggle();
}

void KeyField::setPlaceholderText(const QString &text)
{
    m_edit->setPlaceholderText(text);
}

void KeyField::trimEdgesOf(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == text)
        return;
    // Whitespace at the edges of a key is never part of it: it comes from copying a whole line.
    qsizetype leading = 0;
    while (leading < text.size() && text.at(leading).isSpace())
        ++leading;
    const int cursor = int(m_edit->cursorPosition() - leading);
    m_edit->setText(trimmed);
    m_edit->setCursorPosition(qBound(0, cursor, int(trimmed.size())));
}

void KeyField::updateToggle()
{
    const bool visible = isKeyVisible();
    // The icon shows what a click does: an open eye shows the key, a crossed one hides it again.
    m_toggle->setIcon(eyeIcon(visible, palette().color(QPalette::Text)));
    const QString text = visible ? tr("Hide key") : tr("Show key");
    m_toggle->setText(text);
    m_toggle->setToolTip(text);
}

} // namespace Audience::Ui
