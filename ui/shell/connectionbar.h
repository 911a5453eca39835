#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QTimer;

namespace Audience::Models {
class ConnectionState;
class WaitingWrites;
} // namespace Audience::Models

namespace Audience::Ui {

// The bar above the places that says, once for the whole window, why the service cannot be used
// now (it cannot be reached, and why; it answers with errors; it refused the key), what the user
// can do, when the console tries again by itself, with Retry Now. When the service is back and
// writes failed meanwhile, it offers to send them ("Send the 2 waiting writes"): never by itself.
// Hidden while there is nothing to say.
class ConnectionBar : public QFrame
{
    Q_OBJECT
public:
    ConnectionBar(Models::ConnectionState *state, Models::WaitingWrites *waiting, QWidget *parent = nullptr);

    QString title() const;
    QString text() const;
    QPushButton *retryButton() const { return m_retry; }
    QPushButton *sendWaitingButton() const { return m_sendWaiting; }
    QPushButton *enterKeyButton() const { return m_enterKey; }

signals:
    // The key was refused and the user wants to enter the current one (app/ asks for it).
    void keyRequested();

private:
    void update();

    Models::ConnectionState *m_state;
    Models::WaitingWrites *m_waiting;
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_sendWaiting = nullptr;
    QPushButton *m_enterKey = nullptr;
    QPushButton *m_dismiss = nullptr;
    QTimer *m_countdown = nullptr;
    bool m_waitingDismissed = false;
};

} // namespace Audience::Ui
