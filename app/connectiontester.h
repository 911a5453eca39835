#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;

namespace Audience::Net {
struct ApiError;
}

namespace Audience::App {

// "Test connection": one cheap call (GET /v0/pages?limit=1, no retries) to an address with a key,
// through a client of its own so the active connection is not disturbed. Says in words whether the
// address answered and whether the key was accepted.
class ConnectionTester : public QObject
{
    Q_OBJECT
public:
    struct Outcome
    {
        bool answered = false;    // something at the address spoke HTTP back
        bool keyAccepted = false; // the call succeeded with the key
        QString text;             // one or two sentences for the user
        bool success() const { return answered && keyAccepted; }
    };
    using Callback = std::function<void(const Outcome &)>;

    explicit ConnectionTester(QNetworkAccessManager *network, QObject *parent = nullptr);

    // `done` is called once, asynchronously, while `context` exists.
    void test(const QUrl &baseUrl, bool allowPlainHttp, const QByteArray &key, QObject *context, Callback done);

    // How a finished call reads to the user; null error means it succeeded.
    static Outcome describe(const QUrl &baseUrl, const Net::ApiError *error);

    static constexpr int timeoutSeconds = 15;

private:
    QNetworkAccessManager *m_network;
};

} // namespace Audience::App
