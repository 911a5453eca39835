#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Audience::Ui {

// Where the user writes to the editing agent: several lines (Enter makes a new line, Ctrl+Enter
// sends), a counter against the spec's 50 000-character limit that turns into an error past it,
// and a Send button that says in its tooltip why it cannot send.
class Composer : public QWidget
{
    Q_OBJECT
public:
    explicit Composer(QWidget *parent = nullptr);

    QString text() const;
    // Replaces the text without announcing it as an edit (a draft coming back).
    void setText(const QString &text);
    // While false (not connected, an archived audience), Send is off with `reason` as its tooltip.
    void setCanSend(bool canSend, const QString &reason = {});
    QPlainTextEdit *editor() const { return m_editor; }
    QPushButton *sendButton() const { return m_send; }
    QLabel *counter() const { return m_counter; }
    // Presses Send if it can be pressed (what Ctrl+Enter does).
    void trySend();
    // A notice under the editor: why the last send was not sent, or why the draft is not kept
    // (the profile's store refused it), with Retry when `offerRetry`. Empty hides it.
    void setNotice(const QString &notice, bool offerRetry);
    QLabel *notice() const { return m_notice; }
    QPushButton *retryButton() const { return m_retry; }

signals:
    // The user edited the text (for the drafts).
    void textEdited(const QString &text);
    void sendRequested(const QString &text);
    // Retry under the notice: send the text again.
    void retryRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void update();

    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_counter = nullptr;
    QPushButton *m_send = nullptr;
    QLabel *m_notice = nullptr;
    QPushButton *m_retry = nullptr;
    bool m_canSend = false;
    QString m_cannotSendReason;
    bool m_settingText = false;
};

} // namespace Audience::Ui
