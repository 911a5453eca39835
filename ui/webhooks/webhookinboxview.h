#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace Audience::Models {
class WebhookInbox;
} // namespace Audience::Models

namespace Audience::Ui {

// "Receive events on this computer": the inbox's listener (127.0.0.1 only), pointing the chosen
// subscription at it and back, the answer it gives (2xx, 500, none), the signing secret (kept in
// the keychain), and the events as they arrive with the chosen one's deliveries and body.
class WebhookInboxView : public QWidget
{
    Q_OBJECT
public:
    explicit WebhookInboxView(Models::WebhookInbox *inbox, QWidget *parent = nullptr);

    // The subscription chosen in the place (pointing and the secret are about it).
    void setSubscription(const QString &subscriptionId);

    QPushButton *listenButton() const { return m_listen; }
    QPushButton *pointButton() const { return m_point; }
    QPushButton *restoreButton() const { return m_restore; }
    QComboBox *answerChoice() const { return m_answer; }
    QLineEdit *secretEdit() const { return m_secret; }
    QPushButton *useSecretButton() const { return m_useSecret; }
    QTableView *events() const { return m_events; }
    QPlainTextEdit *body() const { return m_body; }
    QLabel *deliveries() const { return m_deliveries; }

signals:
    void openRequested(const QString &placeId, const QString &item);

private:
    QWidget *buildReceiveBox();
    void addListenRows(QFormLayout *form, QWidget *receive);
    void addAnswerRow(QFormLayout *form, QWidget *receive);
    void addSecretRows(QFormLayout *form, QWidget *receive);
    QWidget *buildEventsSplit();
    QWidget *buildEventDetail(QWidget *split);
    void followInbox();
    void refresh();
    void showEventAt(int row);

    Models::WebhookInbox *m_inbox;
    QString m_subscriptionId;
    QLabel *m_listening = nullptr;
    QPushButton *m_listen = nullptr;
    QPushButton *m_point = nullptr;
    QPushButton *m_restore = nullptr;
    QLabel *m_pointStatus = nullptr;
    QComboBox *m_answer = nullptr;
    QLineEdit *m_secret = nullptr;
    QPushButton *m_useSecret = nullptr;
    QPushButton *m_forgetSecret = nullptr;
    QLabel *m_secretStatus = nullptr;
    QTableView *m_events = nullptr;
    QLabel *m_deliveries = nullptr;
    QPushButton *m_openPage = nullptr;
    QPushButton *m_openAudience = nullptr;
    QPlainTextEdit *m_body = nullptr;
    int m_shownRow = -1;
};

} // namespace Audience::Ui
