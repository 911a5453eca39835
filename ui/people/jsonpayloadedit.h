#pragma once

#include <QPlainTextEdit>

namespace Audience::Ui {

// A plain-text editor for a JSON payload: monospace, and the character where the JSON breaks
// underlined and highlighted (the sentence saying where and why is shown beside it, so the mark is
// not carried by colour alone).
class JsonPayloadEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit JsonPayloadEdit(QWidget *parent = nullptr);

    // Marks the character at `position` (an index into the text); -1 clears the mark.
    void setErrorPosition(int position);
    int errorPosition() const { return m_errorPosition; }

private:
    int m_errorPosition = -1;
};

} // namespace Audience::Ui
