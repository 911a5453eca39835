#pragma once

#include <QFrame>

#include <functional>

class QLabel;
class QPushButton;
class QTimer;
class QToolButton;

namespace Audience::Ui {

// A slim bar for "it is done" news with one optional action, such as "Audience archived. [Undo]".
// It hides itself after a few seconds (the countdown pauses while the pointer is over it or a button
// in it has focus, so nobody loses the Undo while reaching for it). A new message replaces the old
// one, whose action is then gone.
class NotificationBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Information, Error };

    explicit NotificationBar(QWidget *parent = nullptr);

    static constexpr int defaultTimeoutMs = 8000;

    // Shows `text`; with an action text, a button that runs `action` once and hides the bar.
    void showMessage(const QString &text, Kind kind = Kind::Information, const QString &actionText = {},
                     std::function<void()> action = {}, int timeoutMs = defaultTimeoutMs);
    // Hides the bar and forgets its action.
    void dismiss();
    // Runs the action shown, if any (the same as clicking its button).
    bool triggerAction();

    QString text() const;
    QString actionText() const;
    bool hasAction() const { return bool(m_action); }

signals:
    void actionTriggered();
    void dismissed();

protected:
    void enterEvent(QEnterEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void applyKind(Kind kind);

    QLabel *m_text = nullptr;
    QPushButton *m_actionButton = nullptr;
    QToolButton *m_closeButton = nullptr;
    QTimer *m_hideTimer = nullptr;
    std::function<void()> m_action;
    int m_timeoutMs = defaultTimeoutMs;
};

} // namespace Audience::Ui
