#include "app/connectiontester.h"

#include "models/shell/reachwords.h"
#include "net/apiclient.h"

#include <QPointer>

#include <memory>

namespace Audience::App {

ConnectionTester::ConnectionTester(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_network(network)
{
}

void ConnectionTester::test(const QUrl &baseUrl, bool allowPlainHttp, const QByteArray &key, QObject *context,
                            Callback done)
{
    // Everything of one test lives under `probe` and goes when the answer is in.
    auto *probe = new QObject(this);
    auto keys = std::make_shared<Net::StaticApiKeyProvider>(key);
    auto *client = new Net::ApiClient(m_network, keys.get(), probe);
    client->setBaseUrl(baseUrl);
    client->setAllowInsecureHttp(allowPlainHttp);
    client->setTransferTimeout(std::chrono::seconds(timeoutSeconds));
    Net::RetryPolicy once;
    once.maxAttempts = 1; // a test reports what happens now, not after backoff
    client->setRetryPolicy(once);

    auto *reply = client->pages().list(Net::CursorQuery{QString(), 1}, probe);
    QPointer<QObject> guard(context);
    connect(reply, &Net::ApiReply::finished, probe, [reply, probe, keys, guard, baseUrl, done = std::move(done)] {
        const Outcome outcome = describe(baseUrl, reply->isError() ? &reply->error() : nullptr);
        if (guard && done)
            done(outcome);
        probe->deleteLater();
    });
}

ConnectionTester::Outcome ConnectionTester::describe(const QUrl &baseUrl, const Net::ApiError *error)
{
    using Kind = Net::ApiError::Kind;
    const QString host = baseUrl.host();
    Outcome outcome;
    if (!error) {
        outcome.answered = true;
        outcome.keyAccepted = true;
        outcome.text = tr("Connected: %1 answered and accepted the key.").arg(host);
        return outcome;
    }
    outcome.answered = error->httpStatus != 0;
    switch (error->kind) {
    case Kind::Unauthorized:
        outcome.text = outcome.answered
            ? tr("%1 answered, but did not accept the key (401 Unauthorized). Check the key.").arg(host)
            : tr("No key to send.");
        break;
    case Kind::Forbidden:
        outcome.text = tr("%1 answered and knows the key, but the key may not list pages (403 Forbidden).").arg(host);
        break;
    case Kind::NotFound:
        outcome.text = tr("Something answered at %1, but not the Audience Pages API (/v0/pages was not found). "
                          "Check the address.").arg(host);
        break;
    case Kind::Offline:
    case Kind::Timeout:
    case Kind::Tls:
    case Kind::Blocked:
        // The same words as the window's connection bar.
        outcome.text = Models::ReachWords::reason(host, *error, timeoutSeconds);
        break;
    case Kind::BadResponse:
        outcome.text = tr("%1 answered, but not as the Audience Pages API does: %2").arg(host, error->message);
        break;
    case Kind::Cancelled:
        outcome.text = tr("The test was cancelled.");
        break;
    default:
        outcome.text = tr("%1 answered with an error, so the key could not be checked: %2").arg(host, error->toString());
        break;
    }
    return outcome;
}

} // namespace Audience::App
