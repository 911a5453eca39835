#include "ui/workspace/composer.h"

#include "models/workspace/messageoutbox.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::MessageOutbox;

Composer::Composer(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("composer"));
    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("composerEditor"));
    m_editor->setAccessibleName(tr("Message to the editing agent"));
    m_editor->setPlaceholderText(tr("Tell the agent what to change, e.g. “Make the meta title shorter and mention pricing”. "
                                    "Ctrl+Enter sends."));
    m_editor->setTabChangesFocus(true);
    // About four lines: the conversation above gets the height; the editor scrolls for more.
    m_editor->setFixedHeight(m_editor->fontMetrics().lineSpacing() * 4 + 2 * m_editor->frameWidth() + 8);
    m_editor->installEventFilter(this);
    m_counter = new QLabel(this);
    m_counter->setObjectName(QStringLiteral("composerCounter"));
    m_send = new QPushButton(tr("Send"), this);
    m_send->setObjectName(QStringLiteral("sendButton"));
    m_send->setDefault(false);
    connect(m_send, &QPushButton::clicked, this, &Composer::trySend);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        update();
        if (!m_settingText)
            emit textEdited(text());
    });

    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("composerNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextFormat(Qt::PlainText);
    m_retry = new QPushButton(tr("Retry"), this);
    m_retry->setObjectName(QStringLiteral("composerRetryButton"));
    connect(m_retry, &QPushButton::clicked, this, &Composer::retryRequested);

    auto *noticeRow = new QHBoxLayout;
    noticeRow->addWidget(m_notice, 1);
    noticeRow->addWidget(m_retry);
    auto *row = new QHBoxLayout;
    row->addWidget(m_counter, 1);
    row->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 8);
    layout->setSpacing(4);
    layout->addWidget(m_editor);
    layout->addLayout(noticeRow);
    layout->addLayout(row);
    setNotice({}, false);
    update();
}

void Composer::setNotice(const QString &notice, bool offerRetry)
{
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
    m_retry->setVisible(!notice.isEmpty() && offerRetry);
}

QString Composer::text() const
{
    return m_editor->toPlainText();
}

void Composer::setText(const QString &text)
{
    m_settingText = true;
    m_editor->setPlainText(text);
    m_editor->moveCursor(QTextCursor::End);
    m_settingText = false;
    update();
}

void Composer::setCanSend(bool canSend, const QString &reason)
{
    m_canSend = canSend;
    m_cannotSendReason = reason;
    update();
}

void Composer::trySend()
{
    if (!m_send->isEnabled())
        return;
    emit sendRequested(text());
}

void Composer::update()
{
    const QLocale locale;
    const int length = int(text().size());
    const bool tooLong = length > MessageOutbox::maxLength;
    m_counter->setText(tooLong ? MessageOutbox::validate(text())
                               : tr("%1 / %2 characters").arg(locale.toString(length), locale.toString(MessageOutbox::maxLength)));
    // Past the limit the counter is an error, said in words and in the palette's colour for one.
    QPalette palette = m_counter->palette();
    palette.setColor(QPalette::WindowText, tooLong ? QColor(QStringLiteral("#c62828")) : this->palette().color(QPalette::PlaceholderText));
    m_counter->setPalette(palette);
    QString reason;
    if (!m_canSend)
        reason = m_cannotSendReason.isEmpty() ? tr("Sending is not possible now.") : m_cannotSendReason;
    else
        reason = MessageOutbox::validate(text());
    m_send->setEnabled(reason.isEmpty());
    m_send->setToolTip(reason.isEmpty() ? tr("Send to the editing agent (Ctrl+Enter)") : reason);
}

bool Composer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && (key->modifiers() & Qt::ControlModifier)) {
            trySend();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Audience::Ui
