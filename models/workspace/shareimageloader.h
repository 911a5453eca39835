#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace Audience::Models {

// The share images of the search and social previews (og:image, twitter:image), loaded when a
// preview is shown and kept in memory for the session. The images live on the pages' own hosts,
// another origin than the service's, so the loader has its own network access: it never sends
// the API key, nor a cookie. It stops at 8 MB (Facebook's own limit for og:image), gives up after
// a timeout, and says in words why an image could not be loaded.
class ShareImageLoader : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 maxBytes = 8 * 1024 * 1024;
    static constexpr int defaultTimeoutMs = 15000;

    struct Result
    {
        enum class State { None, Loading, Loaded, Failed };
        State state = State::None;
        QImage image;  // when Loaded
        QString error; // when Failed: why, in words
    };

    explicit ShareImageLoader(QObject *parent = nullptr);
    ~ShareImageLoader() override;

    // Starts loading the image unless it is loaded or loading already.
    void load(const QUrl &url);
    Result result(const QUrl &url) const { return m_results.value(url); }

    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    // How many requests went out (the cache's tests).
    int requestCount() const { return m_requests; }

signals:
    // The image of `url` is loaded or failed.
    void finished(const QUrl &url);

private:
    void fail(const QUrl &url, const QString &error);
    void stopIfTooLarge(QNetworkReply *reply, qint64 received);
    void onFinished(QNetworkReply *reply);
    QString refusal(const QUrl &url) const;

    QNetworkAccessManager *m_network = nullptr; // made at the first load
    QHash<QUrl, Result> m_results;
    QHash<QNetworkReply *, QUrl> m_replies;
    int m_timeoutMs = defaultTimeoutMs;
    int m_requests = 0;
};

} // namespace Audience::Models
