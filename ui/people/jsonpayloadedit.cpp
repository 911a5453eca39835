#include "ui/people/jsonpayloadedit.h"

#include <QFontDatabase>
#include <QTextBlock>

namespace Audience::Ui {

JsonPayloadEdit::JsonPayloadEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabChangesFocus(true); // Tab moves on to the next field; indent with spaces
    setLineWrapMode(QPlainTextEdit::NoWrap);
}

void JsonPayloadEdit::setErrorPosition(int position)
{
    // Always rebuilt: the marks are live cursors, and text typed next to one would stretch it.
    m_errorPosition = position;
    QList<QTextEdit::ExtraSelection> selections;
    if (position >= 0) {
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(document());
        const int end = qMax(0, document()->characterCount() - 1);
        const int at = qMin(position, end);
        mark.cursor.setPosition(at);
        // The character itself; at the very end (nothing there) the one before it.
        if (at < end)
            mark.cursor.setPosition(at + 1, QTextCursor::KeepAnchor);
        else if (at > 0)
            mark.cursor.setPosition(at - 1, QTextCursor::KeepAnchor);
        mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        mark.format.setUnderlineColor(QColor(0xc0, 0x1c, 0x28));
        mark.format.setBackground(QColor(0xf6, 0xd3, 0xd5));
        mark.format.setForeground(QColor(0x7a, 0x0e, 0x16));
        selections.append(mark);
        // The line of the error too, faintly, so it is found in a long payload.
        QTextEdit::ExtraSelection line;
        line.cursor = QTextCursor(document()->findBlock(at));
        line.format.setProperty(QTextFormat::FullWidthSelection, true);
        line.format.setBackground(QColor(0xfc, 0xee, 0xef));
        selections.prepend(line);
    }
    setExtraSelections(selections);
}

} // namespace Audience::Ui
