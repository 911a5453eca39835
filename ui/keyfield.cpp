#include "ui/keyfield.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLineEdit>
#include <QStyle>

namespace Audience::Ui {

KeyField::KeyField(QWidget *parent)
    : QWidget(parent)
{
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("keyEdit"));
    m_edit->setEchoMode(QLineEdit::Password);
    // Keeps the key out of input-method dictionaries and prediction.
    m_edit->setInputMethodHints(Qt::ImhSensitiveData | Qt::ImhNoPredictiveText | Qt::ImhNoAutoUppercase);
    m_edit->setAccessibleName(tr("API key"));

    m_toggle = m_edit->addAction(QIcon::fromTheme(QStringLiteral("view-visible")), QLineEdit::TrailingPosition);
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
    // Not every platform theme has eye icons: fall back to a standard icon so the toggle is never blank.
    QIcon icon = QIcon::fromTheme(visible ? QStringLiteral("view-hidden") : QStringLiteral("view-visible"));
    if (icon.isNull())
        icon = style()->standardIcon(visible ? QStyle::SP_DialogNoButton : QStyle::SP_FileDialogContentsView);
    m_toggle->setIcon(icon);
    const QString text = visible ? tr("Hide key") : tr("Show key");
    m_toggle->setText(text);
    m_toggle->setToolTip(text);
}

} // namespace Audience::Ui
