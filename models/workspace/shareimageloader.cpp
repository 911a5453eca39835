#include "models/workspace/shareimageloader.h"

#include <QBuffer>
#include <QImageReader>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace Audience::Models {

namespace {

// Top-level names reserved never to resolve (RFC 2606, RFC 6761): asking DNS would only wait.
bool isReservedHost(const QString &host)
{
    for (const char *suffix : {".example", ".invalid", ".test"}) {
        const QLatin1StringView tld(suffix);
        if (host.endsWith(tld) || host == tld.mid(1))
            return true;
    }
    return false;
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024 * 1024), 'f', 1);
}

} // namespace

ShareImageLoader::ShareImageLoader(QObject *parent)
    : QObject(parent)
{
}

ShareImageLoader::~ShareImageLoader()
{
    // The replies' signals must not reach a half-destroyed loader.
    for (QNetworkReply *reply : m_replies.keys())
        reply->disconnect(this);
}

QString ShareImageLoader::refusal(const QUrl &url) const
{
    if (!url.isValid() || url.host().isEmpty())
        return tr("The image address is not a valid web address.");
    if (url.scheme() != QLatin1StringView("https") && url.scheme() != QLatin1StringView("http"))
        return tr("Only http and https images are loaded (this one is %1).").arg(url.scheme());
    if (isReservedHost(url.host()))
        return tr("%1 is a reserved example name that no network can reach.").arg(url.host());
    return {};
}

void ShareImageLoader::load(const QUrl &url)
{
    // A loaded image is kept for the session; a failed one is tried again the next time a preview
    // shows it (the host may be back).
    const Result::State state = m_results.value(url).state;
    if (state == Result::State::Loading || state == Result::State::Loaded)
        return;
    if (const QString why = refusal(url); !why.isEmpty()) {
        fail(url, why);
        return;
    }
    if (!m_network) {
        m_network = new QNetworkAccessManager(this);
        // Another origin: follow a redirect only when it is no less safe (never https → http).
        m_network->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(m_timeoutMs);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    request.setRawHeader("Accept", "image/png,image/jpeg,image/webp,image/gif,image/*;q=0.8");
    request.setMaximumRedirectsAllowed(5);
    QNetworkReply *reply = m_network->get(request);
    ++m_requests;
    m_results.insert(url, {Result::State::Loading, {}, {}});
    m_replies.insert(reply, url);
    // Stopped as soon as the answer says it is too large, or has grown too large without saying.
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, reply] { stopIfTooLarge(reply, 0); });
    connect(reply, &QNetworkReply::downloadProgress, this, [this, reply](qint64 received) { stopIfTooLarge(reply, received); });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onFinished(reply); });
}

void ShareImageLoader::stopIfTooLarge(QNetworkReply *reply, qint64 received)
{
    const qint64 announced = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
    if ((announced <= maxBytes && received <= maxBytes) || !m_replies.contains(reply))
        return;
    const QUrl url = m_replies.take(reply);
    reply->disconnect(this);
    reply->abort();
    reply->deleteLater();
    fail(url, tr("The image is larger than %1 MB (networks take at most %1 MB).").arg(megabytes(maxBytes)));
}

void ShareImageLoader::onFinished(QNetworkReply *reply)
{
    const QUrl url = m_replies.take(reply);
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->error() == QNetworkReply::OperationCanceledError || reply->error() == QNetworkReply::TimeoutError) {
        fail(url, tr("The image's host did not answer within %n second(s).", nullptr, (m_timeoutMs + 999) / 1000));
        return;
    }
    if (reply->error() != QNetworkReply::NoError) {
        fail(url, status > 0 ? tr("The image's host answered HTTP %1.").arg(status)
                             : tr("The image could not be loaded: %1").arg(reply->errorString()));
        return;
    }
    const QByteArray bytes = reply->readAll();
    if (bytes.size() > maxBytes) {
        fail(url, tr("The image is larger than %1 MB (networks take at most %1 MB).").arg(megabytes(maxBytes)));
        return;
    }
    QBuffer buffer;
    buffer.setData(bytes);
    QImageReader reader(&buffer);
    const QImage image = reader.read();
    if (image.isNull()) {
        fail(url, tr("The file is not an image the console can read (%1).").arg(reader.errorString()));
        return;
    }
    m_results.insert(url, {Result::State::Loaded, image, {}});
    emit finished(url);
}

void ShareImageLoader::fail(const QUrl &url, const QString &error)
{
    m_results.insert(url, {Result::State::Failed, {}, error});
    emit finished(url);
}

} // namespace Audience::Models
