#pragma once

#include "net/apierror.h"
#include "net/jsonreader.h"

#include <QByteArray>
#include <QFuture>
#include <QObject>
#include <QPromise>
#include <QThreadPool>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace Audience::Net {

class RequestJob;

// The handle of one API call. It is a child of the context object passed to the call (or of the
// client), so it is aborted, silently, when that owner goes away. Connect to finished() (always
// emitted exactly once, after succeeded() or failed()), then read value() or error(). The reply
// deletes itself (deleteLater) after finished(); keep a QPointer if you need to abort it later.
// Nothing is ever emitted before control returns to the event loop, so connecting right after the
// call is always in time.
class ApiReply : public QObject
{
    Q_OBJECT
public:
    ~ApiReply() override;

    bool isFinished() const { return m_finished; }
    bool isError() const { return m_error.has_value(); }
    bool isSuccess() const { return m_finished && !m_error; }
    // The error of a failed reply (a default ApiError otherwise).
    const ApiError &error() const;

    QByteArray method() const { return m_method; }
    QString path() const { return m_path; }
    // The idempotency key this call carries (operationKey, idempotencyKey or clientMessageId): the
    // caller's, or the one the client made. Keep it to retry the same user action by hand.
    QString idempotencyKey() const { return m_idempotencyKey; }
    int httpStatus() const { return m_httpStatus; }
    int attempts() const { return m_attempts; }
    // For a write (any method but GET): the JSON body it sent (empty when it sent none) and, once
    // it succeeded, the body of the answer, as raw bytes. The console's write journal keeps both;
    // a read keeps neither (a list's answer can be large, and nothing needs it twice).
    QByteArray requestBody() const { return m_requestBody; }
    QByteArray answerBody() const { return m_answerBody; }

public slots:
    // Stops the call; finished() follows with ApiError::Kind::Cancelled unless it already ended.
    void abort();

signals:
    void succeeded();
    void failed(const Audience::Net::ApiError &error);
    void finished();

protected:
    ApiReply(QByteArray method, QString path, QString idempotencyKey, QObject *parent);
    // Decodes a 2xx body into the typed value; returns the failure, if any.
    virtual std::optional<DecodeError> decodeBody(const QByteArray &body) = 0;
    using DecodeDone = std::function<void(const std::optional<DecodeError> &)>;
    // The same on a worker thread, for a body large enough to stall the GUI thread: `done` runs in
    // the thread of `context` (and not at all once `context` is gone); the value is only written
    // there, so nothing reads it half-made.
    virtual void decodeBodyInBackground(QByteArray body, QObject *context, DecodeDone done) = 0;

private:
    friend class ApiClient;
    friend class RequestJob;
    void attachJob(RequestJob *job);
    void finishWithError(ApiError error);
    void finishWithValue();
    void noteAttempt(int attempts, int httpStatus);
    void noteRequestBody(const QByteArray &body);
    void noteAnswerBody(const QByteArray &body);
    void emitResult();

    QByteArray m_method;
    QString m_path;
    QString m_idempotencyKey;
    QByteArray m_requestBody;
    QByteArray m_answerBody;
    int m_httpStatus = 0;
    int m_attempts = 0;
    bool m_finished = false;
    std::optional<ApiError> m_error;
    QPointer<RequestJob> m_job;
};

// The typed reply of a call whose answer decodes into T.
template <typename T>
class Reply final : public ApiReply
{
public:
    using Decoder = std::optional<DecodeError> (*)(const QByteArray &, T &);

    Reply(QByteArray method, QString path, QString idempotencyKey, Decoder decoder, QObject *parent)
        : ApiReply(std::move(method), std::move(path), std::move(idempotencyKey), parent)
        , m_decoder(decoder)
    {
    }

    // The decoded answer; meaningful once succeeded() was emitted.
    const T &value() const { return m_value; }

    // Convenience: calls onSuccess(const T &) or onError(const ApiError &) in the context of
    // `receiver` (not called if the receiver is gone). Returns this reply.
    template <typename OnSuccess, typename OnError>
    Reply *then(QObject *receiver, OnSuccess onSuccess, OnError onError)
    {
        QObject::connect(this, &ApiReply::finished, receiver, [this, onSuccess = std::move(onSuccess), onError = std::move(onError)] {
            if (isError())
                onError(error());
            else
                onSuccess(m_value);
        });
        return this;
    }

protected:
    std::optional<DecodeError> decodeBody(const QByteArray &body) override { return m_decoder(body, m_value); }

    void decodeBodyInBackground(QByteArray body, QObject *context, DecodeDone done) override
    {
        struct Decoded
        {
            std::optional<DecodeError> error;
            T value{};
        };
        auto promise = std::make_shared<QPromise<Decoded>>();
        QFuture<Decoded> future = promise->future();
        promise->start();
        // The decoders keep no shared state (the JSON parser is thread_local), so any pool thread will do.
        QThreadPool::globalInstance()->start([promise, body = std::move(body), decoder = m_decoder] {
            Decoded decoded;
            decoded.error = decoder(body, decoded.value);
            promise->addResult(std::move(decoded));
            promise->finish();
        });
        future.then(context, [this, done = std::move(done)](Decoded decoded) {
            if (!decoded.error)
                m_value = std::move(decoded.value);
            done(decoded.error);
        });
    }

private:
    Decoder m_decoder;
    T m_value{};
};

} // namespace Audience::Net
