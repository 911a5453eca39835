#pragma once

#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

// What the connection's client is doing on the network, for the status bar: how many calls are in
// flight, and a call about to be tried again. Relayed here so that ui/ never holds the client.
class NetworkActivity : public QObject
{
    Q_OBJECT
public:
    explicit NetworkActivity(QObject *parent = nullptr);
    ~NetworkActivity() override;

    // Not owned; may be null.
    void setClient(Net::ApiClient *client);
    int requestsInFlight() const;

signals:
    void requestsInFlightChanged(int count);
    void retrying(const QByteArray &method, const QString &path, int attempt, qint64 delayMs);

private:
    QPointer<Net::ApiClient> m_client;
};

} // namespace Audience::Models
