#include "net/apireply.h"

#include "net/requestjob.h"

namespace Audience::Net {

ApiReply::ApiReply(QByteArray method, QString path, QString idempotencyKey, QObject *parent)
    : QObject(parent)
    , m_method(std::move(method))
    , m_path(std::move(path))
    , m_idempotencyKey(std::move(idempotencyKey))
{
}

// The job is our child: QObject's destructor deletes it, and its destructor aborts the network
// request without touching us.
ApiReply::~ApiReply() = default;

const ApiError &ApiReply::error() const
{
    static const ApiError none;
    return m_error ? *m_error : none;
}

void ApiReply::abort()
{
    if (m_finished)
        return;
    if (m_job)
        m_job->cancel(); // ends in finishWithError(cancelled) after logging
    else
        finishWithError(ApiError::cancelled());
}

void ApiReply::noteRequestBody(const QByteArray &body)
{
    if (m_method != "GET")
        m_requestBody = body;
}

void ApiReply::noteAnswerBody(const QByteArray &body)
{
    if (m_method != "GET")
        m_answerBody = body;
}

void ApiReply::attachJob(RequestJob *job)
{
    m_job = job;
}

void ApiReply::noteAttempt(int attempts, int httpStatus)
{
    m_attempts = attempts;
    m_httpStatus = httpStatus;
}

void ApiReply::finishWithError(ApiError error)
{
    if (m_finished)
        return;
    m_error = std::move(error);
    emitResult();
}

void ApiReply::finishWithValue()
{
    if (m_finished)
        return;
    emitResult();
}

void ApiReply::emitResult()
{
    m_finished = true;
    if (m_job) {
        m_job->deleteLater();
        m_job = nullptr;
    }
    if (m_error)
        emit failed(*m_error);
    else
        emit succeeded();
    emit finished();
    deleteLater();
}

} // namespace Audience::Net
