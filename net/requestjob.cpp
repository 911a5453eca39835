#include "net/requestjob.h"

#include "net/apiclient.h"
#include "net/apireply.h"
#include "net/errormapping.h"
#include "net/useragent.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>

namespace Audience::Net {

Q_LOGGING_CATEGORY(lcRequests, "audience.net.requests", QtInfoMsg)

using std::chrono::milliseconds;

static constexpr int maxRedirects = 5;

static bool isSameOrigin(const QUrl &a, const QUrl &b)
{
    const int defaultPortA = a.scheme() == u"https" ? 443 : 80;
    const int defaultPortB = b.scheme() == u"https" ? 443 : 80;
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(defaultPortA) == b.port(defaultPortB);
}

RequestJob::RequestJob(ApiClient *client, ApiReply *reply, RequestSpec spec, QUrl url)
    : QObject(reply)
    , m_client(client)
    , m_reply(reply)
    , m_spec(std::move(spec))
    , m_url(std::move(url))
{
    m_generation = client->connectionGeneration();
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, [this] { sendAttempt(true); });
    // A call waiting to retry ends at once when the connection changes, instead of after the wait.
    connect(client, &ApiClient::connectionChanged, this, [this] {
        if (m_retryTimer.isActive())
            endForChangedConnection();
    });
}

RequestJob::~RequestJob()
{
    // Reached when the reply's owner went away mid-call: abort quietly, but keep the books right.
    dropNetworkReply();
    if (m_started && !m_done) {
        m_done = true;
        writeLog(ApiError::cancelled());
        if (m_client)
            m_client->noteJobEnded();
    }
}

void RequestJob::start()
{
    m_started = true;
    m_startedAt = QDateTime::currentDateTimeUtc();
    m_clock.start();
    if (m_client)
        m_client->noteJobStarted();
    sendAttempt(true);
}

void RequestJob::cancel()
{
    if (m_done)
        return;
    dropNetworkReply();
    m_retryTimer.stop();
    complete(ApiError::cancelled());
}

void RequestJob::dropNetworkReply()
{
    if (!m_network)
        return;
    QNetworkReply *network = m_network.data();
    m_network = nullptr;
    network->disconnect(this);
    network->abort();
    network->deleteLater();
}

bool RequestJob::connectionChanged() const
{
    return m_client && m_client->connectionGeneration() != m_generation;
}

void RequestJob::endForChangedConnection()
{
    // The URL was resolved against the old base URL: sending again would take the current key to
    // the old server (or the old call to the new one).
    m_retryTimer.stop();
    complete(ApiError::make(ApiError::Kind::Cancelled,
                            tr("The connection changed while this request was waiting to be sent again; it was not sent.")));
}

void RequestJob::sendAttempt(bool countsAsAttempt)
{
    if (m_done)
        return;
    if (!m_client) {
        complete(ApiError::cancelled());
        return;
    }
    if (connectionChanged()) {
        endForChangedConnection();
        return;
    }
    // The key is read again for every attempt, and a key refused meanwhile stops the retries.
    if (auto refused = m_client->checkCanSend()) {
        complete(*refused);
        return;
    }
    if (countsAsAttempt)
        ++m_attempt;

    QNetworkRequest request(m_url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(int(m_client->transferTimeout().count()));
    m_sentKey = m_client->currentKey();
    request.setRawHeader("x-api-key", m_sentKey);
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    QByteArray body;
    if (m_spec.body) {
        body = *m_spec.body;
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    }
    m_bytesSent += body.size();
    // A request without a body goes out now: given a body (even an empty one), Qt buffers it and
    // starts the request only at the next turn of the event loop, which at start-up comes after
    // the window is shown and painted, so the first rows came a frame late.
    m_network = m_spec.body ? m_client->network()->sendCustomRequest(request, m_spec.method, body)
                            : m_client->network()->sendCustomRequest(request, m_spec.method);
    connect(m_network.data(), &QNetworkReply::finished, this, &RequestJob::onNetworkFinished);
    connect(m_network.data(), &QNetworkReply::downloadProgress, this, &RequestJob::checkAnswerSize);
}

void RequestJob::checkAnswerSize(qint64 received, qint64 announced)
{
    // Checked while the body arrives (and against what the headers announce), not after: an answer
    // of hundreds of megabytes must never be held in memory whole.
    const qint64 limit = m_client ? m_client->maxAnswerBytes() : ApiClient::DefaultMaxAnswerBytes;
    if (m_done || (received <= limit && announced <= limit))
        return;
    const int status = m_network ? m_network->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
    m_lastStatus = status;
    m_bytesReceived = received;
    dropNetworkReply();
    ApiError error = ApiError::make(ApiError::Kind::BadResponse,
                                    tr("The answer is too large: it passed %1 MiB, the most this connection accepts; it was not read.")
                                        .arg(double(limit) / (1024 * 1024), 0, 'g', 4),
                                    status);
    error.code = QStringLiteral("answer_too_large");
    error.detail = QStringLiteral("received %1 bytes, announced %2, limit %3").arg(received).arg(announced).arg(limit);
    complete(std::move(error));
}

void RequestJob::onNetworkFinished()
{
    QNetworkReply *network = m_network.data();
    if (!network)
        return;
    m_network = nullptr;
    network->deleteLater();
    if (!m_client) { // the client went away while the request was out
        complete(ApiError::cancelled());
        return;
    }

    const QVariant statusAttribute = network->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const int status = statusAttribute.isValid() ? statusAttribute.toInt() : 0;
    const QNetworkReply::NetworkError networkError = network->error();
    const QByteArray body = network->isOpen() ? network->readAll() : QByteArray();
    m_lastStatus = status;
    m_bytesReceived = body.size();
    m_reply->noteAttempt(m_attempt, status);

    if (status == 0 || (networkError != QNetworkReply::NoError && status >= 200 && status < 300)) {
        // No HTTP answer, or the connection broke while the body was coming.
        QNetworkReply::NetworkError effective = networkError;
        // Our own cancel disconnects first, so a cancel seen here is Qt's transfer timeout.
        if (effective == QNetworkReply::OperationCanceledError)
            effective = QNetworkReply::TimeoutError;
        if (effective == QNetworkReply::NoError) // a reply with neither status nor error
            effective = QNetworkReply::UnknownNetworkError;
        ApiError error = errorFromNetworkError(effective, network->errorString());
        if (status >= 200 && status < 300 && error.kind == ApiError::Kind::Offline) {
            // The service answered, but the body ended early (Qt 6.4 reports a truncated chunked
            // body or one short of its Content-Length as a closed connection): that is a broken
            // answer, not a missing connection. Still retried where the call allows it.
            error.kind = ApiError::Kind::BadResponse;
            error.message = tr("The answer was cut short: the connection closed after %n byte(s) of the body.", nullptr, int(body.size()));
        }
        error.httpStatus = status;
        retryOrFail(std::move(error), isRetryableNetworkError(effective));
        return;
    }
    if (status >= 300 && status < 400) {
        handleRedirect(network, status);
        return;
    }
    if (status >= 200 && status < 300) {
        handleSuccess(network, body);
        return;
    }
    ApiError error = errorFromHttpResponse(status, network->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray(), body);
    if (status == 401) {
        m_client->noteKeyRejected(network->request().rawHeader("x-api-key"));
        complete(std::move(error));
        return;
    }
    std::optional<milliseconds> retryAfter;
    if (network->hasRawHeader("Retry-After"))
        retryAfter = m_client->retryPolicy().retryAfter(network->rawHeader("Retry-After"), QDateTime::currentDateTimeUtc());
    retryOrFail(std::move(error), RetryPolicy::isRetryableStatus(status), retryAfter);
}

void RequestJob::handleRedirect(QNetworkReply *network, int status)
{
    QUrl target = network->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    if (target.isEmpty())
        target = QUrl::fromEncoded(network->rawHeader("Location"));
    if (target.isEmpty()) {
        complete(ApiError::make(ApiError::Kind::Http, tr("The service answered with a redirect without a target."), status));
        return;
    }
    target = m_url.resolved(target);
    if (!isSameOrigin(m_url, target)) {
        // The key must never reach another origin: refuse instead of following.
        ApiError error = ApiError::make(ApiError::Kind::Blocked,
                                        tr("The service redirected to another address (%1); the request was not sent there.")
                                            .arg(target.toString(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery)),
                                        status);
        complete(std::move(error));
        return;
    }
    const bool keepsMethod = status == 307 || status == 308;
    const bool becomesGet = status == 303 || ((status == 301 || status == 302) && m_spec.method == "GET");
    if ((!keepsMethod && !becomesGet) || m_redirects >= maxRedirects) {
        complete(ApiError::make(ApiError::Kind::Http, tr("The service answered with a redirect that cannot be followed (HTTP %1).").arg(status), status));
        return;
    }
    if (becomesGet) {
        m_spec.method = "GET";
        m_spec.body.reset();
    }
    ++m_redirects;
    m_url = target;
    sendAttempt(false); // following a redirect is part of the same attempt
}

void RequestJob::handleSuccess(QNetworkReply *network, const QByteArray &body)
{
    // Qt can report a broken body as success: check what arrived against what was announced.
    const QVariant announced = network->header(QNetworkRequest::ContentLengthHeader);
    const QByteArray encoding = network->rawHeader("Content-Encoding").trimmed().toLower();
    const bool identity = encoding.isEmpty() || encoding == "identity";
    if (identity && announced.isValid() && announced.toLongLong() != body.size()) {
        ApiError error = ApiError::make(ApiError::Kind::BadResponse,
                                        tr("The answer was cut short (%1 of %2 bytes arrived).").arg(body.size()).arg(announced.toLongLong()),
                                        m_lastStatus);
        complete(std::move(error));
        return;
    }
    m_reply->noteAnswerBody(body);
    if (m_client && body.size() >= m_client->backgroundDecodeBytes()) {
        m_reply->decodeBodyInBackground(body, this, [this](const std::optional<DecodeError> &decodeError) { completeDecoded(decodeError); });
        return;
    }
    completeDecoded(m_reply->decodeBody(body));
}

void RequestJob::completeDecoded(const std::optional<DecodeError> &decodeError)
{
    if (decodeError) {
        ApiError error = ApiError::make(ApiError::Kind::BadResponse,
                                        tr("The answer could not be read: %1").arg(decodeError->toString()), m_lastStatus);
        error.detail = decodeError->toString();
        complete(std::move(error));
        return;
    }
    complete(std::nullopt);
}

void RequestJob::retryOrFail(ApiError error, bool retryableCondition, std::optional<milliseconds> retryAfter)
{
    const RetryPolicy &policy = m_client ? m_client->retryPolicy() : RetryPolicy{};
    if (!m_client || !m_spec.isRetryable() || !retryableCondition || m_attempt >= policy.maxAttempts || connectionChanged()) {
        complete(std::move(error));
        return;
    }
    const milliseconds delay = retryAfter ? *retryAfter : policy.backoff(m_attempt, QRandomGenerator::global()->generateDouble());
    qCDebug(lcRequests) << "retrying" << m_spec.method << m_spec.path << "attempt" << m_attempt + 1 << "in" << delay.count() << "ms after"
                        << ApiError::kindName(error.kind) << error.httpStatus;
    emit m_client->retrying(m_spec.method, m_spec.path, m_attempt + 1, delay.count());
    m_retryTimer.start(delay);
}

void RequestJob::complete(std::optional<ApiError> error)
{
    if (m_done)
        return;
    m_done = true;
    m_retryTimer.stop();
    // Whatever the server or Qt said is cleaned of the key before it reaches the log or the caller.
    if (error)
        redactSecret(*error, m_sentKey);
    writeLog(error);
    if (m_client)
        m_client->noteJobEnded();
    m_reply->noteAttempt(m_attempt, m_lastStatus);
    if (error)
        m_reply->finishWithError(std::move(*error));
    else
        m_reply->finishWithValue();
}

void RequestJob::writeLog(const std::optional<ApiError> &error)
{
    if (!m_client || !m_started)
        return;
    RequestLogEntry entry;
    entry.startedAt = m_startedAt;
    entry.method = m_spec.method;
    entry.path = m_spec.path;
    entry.httpStatus = m_lastStatus;
    entry.durationMs = m_clock.isValid() ? m_clock.elapsed() : 0;
    entry.bytesSent = m_bytesSent;
    entry.bytesReceived = m_bytesReceived;
    entry.retries = qMax(0, m_attempt - 1);
    if (error) {
        entry.errorKind = error->kind;
        entry.errorMessage = error->message;
    }
    qCDebug(lcRequests) << entry.method << entry.path << entry.httpStatus << entry.durationMs << "ms" << entry.retries << "retries"
                        << (error ? ApiError::kindName(error->kind) : QStringLiteral("ok"));
    m_client->appendLog(std::move(entry));
}

} // namespace Audience::Net
