#include "fakereply.h"

#include <cstring>

namespace Audience::Testing {

using Behaviour = FakeResponse::Behaviour;

static QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 202: return "Accepted";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 303: return "See Other";
    case 307: return "Temporary Redirect";
    case 308: return "Permanent Redirect";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 409: return "Conflict";
    case 413: return "Payload Too Large";
    case 422: return "Unprocessable Entity";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return {};
    }
}

FakeReply::FakeReply(FakeNetwork *network, const QNetworkRequest &request, QNetworkAccessManager::Operation operation, const QByteArray &verb,
                     FakeResponse response)
    : QNetworkReply(network)
    , m_network(network)
    , m_response(std::move(response))
{
    setRequest(request);
    setOperation(operation);
    setUrl(request.url());
    if (operation == QNetworkAccessManager::CustomOperation)
        setAttribute(QNetworkRequest::CustomVerbAttribute, verb);
    open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    ++m_network->m_open;

    m_deliveryTimer.setSingleShot(true);
    connect(&m_deliveryTimer, &QTimer::timeout, this, &FakeReply::deliver);
    if (m_response.behaviour != Behaviour::Hang)
        m_deliveryTimer.start(qMax(0, m_response.delayMs));

    // Like Qt: with no progress within the transfer timeout, the reply is aborted.
    const int timeout = request.transferTimeout();
    if (timeout > 0) {
        m_transferTimer.setSingleShot(true);
        connect(&m_transferTimer, &QTimer::timeout, this, &FakeReply::onTransferTimeout);
        m_transferTimer.start(timeout);
    }
}

FakeReply::~FakeReply()
{
    markDone();
}

void FakeReply::markDone()
{
    if (m_done)
        return;
    m_done = true;
    m_deliveryTimer.stop();
    m_transferTimer.stop();
    if (m_network)
        --m_network->m_open;
}

void FakeReply::abort()
{
    if (m_done)
        return;
    if (m_network)
        ++m_network->m_aborted;
    fail(OperationCanceledError, QStringLiteral("Operation canceled"));
}

void FakeReply::onTransferTimeout()
{
    // Qt 6.4 aborts a timed-out reply, which reports OperationCanceledError.
    fail(OperationCanceledError, QStringLiteral("Operation canceled"));
}

qint64 FakeReply::bytesAvailable() const
{
    return m_buffer.size() - m_readOffset + QIODevice::bytesAvailable();
}

qint64 FakeReply::readData(char *data, qint64 maxSize)
{
    const qint64 available = m_buffer.size() - m_readOffset;
    if (available <= 0)
        return m_done ? -1 : 0;
    const qint64 count = qMin(available, maxSize);
    std::memcpy(data, m_buffer.constData() + m_readOffset, size_t(count));
    m_readOffset += count;
    return count;
}

void FakeReply::sendHeaders(bool withContentLength)
{
    setAttribute(QNetworkRequest::HttpStatusCodeAttribute, m_response.status);
    setAttribute(QNetworkRequest::HttpReasonPhraseAttribute, reasonPhrase(m_response.status));
    for (const auto &[name, value] : m_response.headers)
        setRawHeader(name, value);
    if (withContentLength)
        setHeader(QNetworkRequest::ContentLengthHeader, m_response.body.size());
    else
        setRawHeader("Transfer-Encoding", "chunked");
    if (m_response.status >= 300 && m_response.status < 400 && hasRawHeader("Location"))
        setAttribute(QNetworkRequest::RedirectionTargetAttribute, QUrl::fromEncoded(rawHeader("Location")));
    emit metaDataChanged();
}

void FakeReply::appendBody(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    m_buffer.append(bytes);
    emit readyRead();
    emit downloadProgress(m_buffer.size(), m_response.body.size());
}

void FakeReply::fail(NetworkError error, const QString &message)
{
    if (m_done)
        return;
    markDone();
    setError(error, message);
    setFinished(true);
    emit errorOccurred(error);
    emit finished();
}

void FakeReply::succeed()
{
    if (m_done)
        return;
    markDone();
    setFinished(true);
    emit finished();
}

void FakeReply::deliver()
{
    if (m_done)
        return;
    m_transferTimer.stop();
    const QByteArray head = m_response.body.left(m_response.cutAfter);
    switch (m_response.behaviour) {
    case Behaviour::Respond:
        sendHeaders(true);
        appendBody(m_response.body);
        // An HTTP error status is also an error for QNetworkReply, as with the real one.
        if (m_response.status >= 400) {
            const NetworkError error = m_response.status == 404 ? ContentNotFoundError
                                       : m_response.status == 401 ? AuthenticationRequiredError
                                       : m_response.status == 403 ? ContentAccessDenied
                                       : m_response.status == 409 ? ContentConflictError
                                       : m_response.status >= 500 ? InternalServerError
                                                                 : ProtocolInvalidOperationError;
            fail(error, QStringLiteral("Server replied: %1").arg(QString::fromLatin1(reasonPhrase(m_response.status))));
        } else {
            succeed();
        }
        return;
    case Behaviour::Hang:
        return;
    case Behaviour::DropMidBody:
        sendHeaders(true);
        appendBody(head);
        fail(RemoteHostClosedError, QStringLiteral("Connection closed"));
        return;
    case Behaviour::TruncatedChunked:
        sendHeaders(false);
        appendBody(head);
        succeed();
        return;
    case Behaviour::ShortBody:
        sendHeaders(true);
        appendBody(head);
        succeed();
        return;
    case Behaviour::RefuseConnection:
        fail(ConnectionRefusedError, QStringLiteral("Connection refused"));
        return;
    case Behaviour::ResetConnection:
        fail(RemoteHostClosedError, QStringLiteral("Connection closed"));
        return;
    case Behaviour::TlsFailure:
        fail(SslHandshakeFailedError, QStringLiteral("SSL handshake failed: the certificate is not trusted"));
        return;
    case Behaviour::HostNotFound:
        fail(HostNotFoundError, QStringLiteral("Host not found"));
        return;
    }
}

} // namespace Audience::Testing
