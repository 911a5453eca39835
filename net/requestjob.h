#pragma once

#include "net/apierror.h"
#include "net/jsonreader.h"
#include "net/requestspec.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <chrono>
#include <optional>


namespace Audience::Net {

class ApiClient;
class ApiReply;

// The request core for one call: sends each attempt, follows same-origin redirects, maps the
// answer to a value or an ApiError, waits and retries when the rules allow, writes the log entry,
// and hands the result to its ApiReply. A child of that reply, so it dies with it.
class RequestJob : public QObject
{
    Q_OBJECT
public:
    RequestJob(ApiClient *client, ApiReply *reply, RequestSpec spec, QUrl url);
    ~RequestJob() override;

    void start();
    void cancel();

private:
    void sendAttempt(bool countsAsAttempt);
    void onNetworkFinished();
    void handleRedirect(QNetworkReply *network, int status);
    void handleSuccess(QNetworkReply *network, const QByteArray &body);
    void checkAnswerSize(qint64 received, qint64 announced);
    void completeDecoded(const std::optional<DecodeError> &decodeError);
    void retryOrFail(ApiError error, bool retryableCondition, std::optional<std::chrono::milliseconds> retryAfter = {});
    void complete(std::optional<ApiError> error);
    void dropNetworkReply();
    void writeLog(const std::optional<ApiError> &error);
    bool connectionChanged() const;
    void endForChangedConnection();

    QPointer<ApiClient> m_client;
    ApiReply *m_reply;
    RequestSpec m_spec;
    QUrl m_url;
    QPointer<QNetworkReply> m_network;
    QTimer m_retryTimer;
    QElapsedTimer m_clock;
    QDateTime m_startedAt;
    quint64 m_generation = 0; // the client's connection generation when the call started
    QByteArray m_sentKey; // the key of the last attempt, to clean it out of error texts
    int m_attempt = 0;
    int m_redirects = 0;
    int m_lastStatus = 0;
    qint64 m_bytesSent = 0;
    qint64 m_bytesReceived = 0;
    bool m_started = false;
    bool m_done = false;
};

} // namespace Audience::Net
