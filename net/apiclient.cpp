#include "net/apiclient.h"

#include "net/requestjob.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QUuid>

namespace Audience::Net {

ApiClient::ApiClient(QNetworkAccessManager *network, const ApiKeyProvider *keys, QObject *parent)
    : QObject(parent)
    , m_network(network)
    , m_keys(keys)
    , m_log(new RequestLog(500, this))
{
    Q_ASSERT(network);
    static const bool registered = [] {
        qRegisterMetaType<Audience::Net::ApiError>();
        qRegisterMetaType<Audience::Net::RequestLogEntry>();
        return true;
    }();
    Q_UNUSED(registered);
}

ApiClient::~ApiClient() = default;

void ApiClient::setBaseUrl(const QUrl &baseUrl)
{
    if (baseUrl == m_baseUrl)
        return;
    m_baseUrl = baseUrl;
    bumpConnectionGeneration();
}

void ApiClient::setKeyProvider(const ApiKeyProvider *keys)
{
    const bool changed = keys != m_keys;
    m_keys = keys;
    resetKeyRejection();
    if (changed)
        bumpConnectionGeneration();
}

void ApiClient::bumpConnectionGeneration()
{
    // A call started for the old address (with a URL resolved against it) must not send the
    // current key there, nor the old one to the new address.
    ++m_connectionGeneration;
    emit connectionChanged();
}

void ApiClient::resetKeyRejection()
{
    m_keyRejected = false;
    m_rejectedKeyHash.clear();
}

static QByteArray keyHash(const QByteArray &key)
{
    return QCryptographicHash::hash(key, QCryptographicHash::Sha256);
}

bool ApiClient::isKeyRejected() const
{
    // A replaced key lifts the block by itself: the refusal was about the old one.
    return m_keyRejected && keyHash(currentKey()) == m_rejectedKeyHash;
}

QString ApiClient::makeIdempotencyKey()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QByteArray ApiClient::currentKey() const
{
    return m_keys ? m_keys->apiKey() : QByteArray();
}

static bool isLoopbackHost(const QString &host)
{
    if (host.compare(QStringLiteral("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<ApiError> ApiClient::checkCanSend() const
{
    const QString scheme = m_baseUrl.scheme().toLower();
    if (!m_baseUrl.isValid() || m_baseUrl.host().isEmpty() || (scheme != u"http" && scheme != u"https"))
        return ApiError::make(ApiError::Kind::Blocked, tr("No valid service address (http:// or https://) is set."));
    if (scheme == u"http" && !m_allowInsecureHttp && !isLoopbackHost(m_baseUrl.host()))
        return ApiError::make(ApiError::Kind::Blocked,
                              tr("Plain http:// is only used for this computer; use https:// for %1.").arg(m_baseUrl.host()));
    if (isKeyRejected()) {
        ApiError error = ApiError::make(ApiError::Kind::Unauthorized, tr("The API key was refused. Enter a new key to continue."), 401);
        error.detail = QStringLiteral("not sent: key refused earlier");
        return error;
    }
    if (currentKey().isEmpty())
        return ApiError::make(ApiError::Kind::Unauthorized, tr("No API key is set."));
    return std::nullopt;
}

QUrl ApiClient::urlFor(const RequestSpec &spec) const
{
    QUrl url = m_baseUrl;
    QString basePath = url.path(QUrl::FullyEncoded);
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    url.setPath(basePath + spec.path, QUrl::TolerantMode);
    // Encode every query value ourselves: QUrlQuery would leave '+' and '&'-like characters ambiguous.
    QString query;
    for (const auto &[key, value] : spec.query) {
        if (!query.isEmpty())
            query += u'&';
        query += QString::fromLatin1(QUrl::toPercentEncoding(key)) + u'=' + QString::fromLatin1(QUrl::toPercentEncoding(value));
    }
    url.setQuery(query.isEmpty() ? QString() : query, QUrl::TolerantMode);
    url.setFragment(QString());
    return url;
}

void ApiClient::start(ApiReply *reply, RequestSpec spec)
{
    if (spec.body)
        reply->noteRequestBody(*spec.body);
    std::optional<ApiError> early;
    if (!spec.problems.isEmpty())
        early = ApiError::validation(spec.problems);
    else
        early = checkCanSend();
    if (early) {
        // Always asynchronous, so the caller can connect after the call returns.
        QMetaObject::invokeMethod(
            reply, [reply, error = std::move(*early)] { reply->finishWithError(error); }, Qt::QueuedConnection);
        return;
    }
    const QUrl url = urlFor(spec);
    auto *job = new RequestJob(this, reply, std::move(spec), url);
    reply->attachJob(job);
    job->start();
}

void ApiClient::noteJobStarted()
{
    ++m_inFlight;
    emit requestsInFlightChanged(m_inFlight);
}

void ApiClient::noteJobEnded()
{
    m_inFlight = qMax(0, m_inFlight - 1);
    emit requestsInFlightChanged(m_inFlight);
}

void ApiClient::noteKeyRejected(const QByteArray &refusedKey)
{
    // A late 401 for a key that has been replaced meanwhile says nothing about the current one.
    const QByteArray refusedHash = keyHash(refusedKey);
    if (refusedKey.isEmpty() || refusedHash != keyHash(currentKey()))
        return;
    if (isKeyRejected())
        return;
    m_keyRejected = true;
    m_rejectedKeyHash = refusedHash;
    emit keyRejected();
}

void ApiClient::appendLog(RequestLogEntry entry)
{
    entry.id = ++m_nextLogId;
    m_log->append(std::move(entry));
}

} // namespace Audience::Net
