#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QTimer;

namespace Audience::Models {
class NetworkActivity;
} // namespace Audience::Models

namespace Audience::Ui {

// The status bar's view of the network: how many requests are in flight (with a moving bar), and
// for a few seconds after a retry was scheduled, which call is being tried again and when.
class RequestActivityIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit RequestActivityIndicator(QWidget *parent = nullptr);

    // Not owned; follows what it reports (the connection's, Models::Connection::networkActivity()).
    void setActivity(Models::NetworkActivity *activity);

    QString text() const;
    int inFlight() const { return m_inFlight; }

    // Exposed so tests can drive the indicator without a network.
    void showInFlight(int count);
    void showRetry(const QByteArray &method, const QString &path, int attempt, qint64 delayMs);

private:
    void refresh();

    QProgressBar *m_busy = nullptr;
    QLabel *m_label = nullptr;
    QTimer *m_retryTimer = nullptr;
    QString m_retryText;
    int m_inFlight = 0;
};

} // namespace Audience::Ui
