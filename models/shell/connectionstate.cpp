#include "models/shell/connectionstate.h"

#include "models/shell/reachwords.h"
#include "net/apiclient.h"

#include <QLoggingCategory>
#include <QNetworkInformation>

#include <utility>

namespace Audience::Models {

// State changes only: no key, no body, the host at most.
Q_LOGGING_CATEGORY(lcReach, "audience.models.connection", QtInfoMsg)

using Kind = Net::ApiError::Kind;

ConnectionState::ConnectionState(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionState::startTry);
}

ConnectionState::~ConnectionState() = default;

void ConnectionState::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    disconnect(m_logConnection);
    m_client = client;
    if (client)
        m_logConnection = connect(client->requestLog(), &Net::RequestLog::entryAdded, this, &ConnectionState::onLogEntry);
}

void ConnectionState::start()
{
    m_serverErrorsInRow = 0;
    setStatus(Status::Connected, {});
}

void ConnectionState::stop()
{
    if (m_try)
        m_try->abort();
    m_try = nullptr;
    setStatus(Status::NoService, {});
    m_lastAnswerAt = {};
    m_serverErrorsInRow = 0;
}

void ConnectionState::onLogEntry(const Net::RequestLogEntry &entry)
{
    if (!entry.errorKind) {
        take(nullptr, entry.httpStatus);
        return;
    }
    const Net::ApiError error = Net::ApiError::make(*entry.errorKind, entry.errorMessage, entry.httpStatus);
    take(&error, entry.httpStatus);
}

// The table: what one finished call says about the service.
void ConnectionState::take(const Net::ApiError *error, int httpStatus)
{
    if (m_status == Status::NoService)
        return; // no profile's service (or calls of one that is gone)
    if (!error) {
        m_serverErrorsInRow = 0;
        m_lastAnswerAt = QDateTime::currentDateTimeUtc();
        setStatus(Status::Connected, {});
        return;
    }
    const QString host = m_client ? m_client->baseUrl().host() : QString();
    if (error->kind != Kind::Server && error->kind != Kind::Cancelled)
        m_serverErrorsInRow = 0;
    if (ReachWords::isUnreachable(*error)) {
        const int timeoutSeconds = m_client ? int(m_client->transferTimeout().count() / 1000) : 30;
        setStatus(Status::Unreachable, ReachWords::reason(host, *error, timeoutSeconds));
        return;
    }
    switch (error->kind) {
    case Kind::Cancelled:
        return; // the console's own doing: says nothing about the service
    case Kind::Server:
        takeServerError(tr("%1 answered: %2").arg(host, error->message));
        return;
    case Kind::Unauthorized:
    case Kind::Forbidden:
        if (httpStatus == 0)
            return; // refused before sending (no key yet, or refused already): nothing new
        setStatus(Status::KeyRefused, tr("%1 answered: %2").arg(host, error->toString()));
        return;
    default:
        // Any other answer (404, 409, 422, a body we could not read) came from a service that works.
        m_lastAnswerAt = QDateTime::currentDateTimeUtc();
        setStatus(Status::Connected, {});
        return;
    }
}

// A 5xx: during an outage it keeps it (the service answers, with errors); otherwise it is one
// call's error, said in its place, and the state asks the service once to learn whether it is more.
void ConnectionState::takeServerError(const QString &reason)
{
    ++m_serverErrorsInRow;
    if (isOutage()) {
        setStatus(Status::ServiceFailing, reason);
        return;
    }
    if (!m_try)
        startTry(); // its answer comes back here and to checkAnsweredWithError()
}

// The check asked by a 5xx (or a retry) failed too. It says the service fails only when no good
// answer came between it and the error that asked for it: a 5xx of the one broken endpoint, then
// a good answer elsewhere, then the check failing, is not consistent evidence of an outage.
void ConnectionState::checkAnsweredWithError(const Net::ApiError &error)
{
    if (error.kind != Kind::Server || isOutage() || m_status == Status::NoService || m_serverErrorsInRow < 2)
        return;
    const QString host = m_client ? m_client->baseUrl().host() : QString();
    setStatus(Status::ServiceFailing, tr("%1 answered: %2").arg(host, error.message));
}

void ConnectionState::setStatus(Status status, const QString &reason)
{
    const bool wasOutage = isOutage() || m_status == Status::KeyRefused;
    const Status before = m_status;
    const QString reasonBefore = m_reason;
    m_status = status;
    m_reason = reason;
    if (isOutage()) {
        if (!wasOutage || before == Status::KeyRefused)
            m_tries = 0;
        if (m_followNetwork)
            loadSystemNetwork();
        if (!m_try && !m_timer.isActive())
            planTry();
    } else {
        m_timer.stop();
        m_nextTryAt = {};
        m_tries = 0;
    }
    if (before == status && reasonBefore == reason)
        return;
    qCInfo(lcReach) << "connection" << status << reason;
    emit changed();
    if (wasOutage && status == Status::Connected)
        emit cameBack();
}

void ConnectionState::planTry()
{
    const int index = qMin<int>(m_tries, int(retrySeconds.size()) - 1);
    const int waitMs = qMax(1, int(retrySeconds[size_t(index)] * 1000 * m_retryScale));
    m_nextTryAt = QDateTime::currentDateTimeUtc().addMSecs(waitMs);
    m_timer.start(waitMs);
}

void ConnectionState::startTry()
{
    m_timer.stop();
    m_nextTryAt = {};
    if (!m_client || m_status == Status::NoService || m_try)
        return;
    if (isOutage())
        ++m_tries;
    // Its answer reaches take() through the request log like every other call's, before this
    // reply's own signals.
    auto *reply = m_client->pages().list(Net::CursorQuery{QString(), 1}, this);
    m_try = reply;
    connect(reply, &Net::ApiReply::failed, this, &ConnectionState::checkAnsweredWithError);
    connect(reply, &Net::ApiReply::finished, this, [this, reply] {
        if (m_try == reply)
            m_try = nullptr;
        reply->deleteLater();
        if (isOutage())
            planTry();
        emit changed(); // the next try's time
    });
    emit changed();
}

void ConnectionState::retryNow()
{
    if (m_status == Status::NoService || m_status == Status::Connected)
        return;
    startTry();
}

void ConnectionState::checkNow()
{
    startTry();
}

void ConnectionState::networkIsBack()
{
    if (isOutage())
        startTry();
}

void ConnectionState::followSystemNetwork()
{
    m_followNetwork = true;
    if (isOutage())
        loadSystemNetwork();
}

void ConnectionState::loadSystemNetwork()
{
    if (std::exchange(m_followingNetwork, true))
        return; // tried once: a backend that is absent stays absent
    // Absent on a headless machine or without NetworkManager: the timed tries carry on alone.
    if (!QNetworkInformation::instance() && !QNetworkInformation::loadDefaultBackend())
        return;
    QNetworkInformation *info = QNetworkInformation::instance();
    if (!info)
        return;
    connect(info, &QNetworkInformation::reachabilityChanged, this, [this](QNetworkInformation::Reachability reachability) {
        if (reachability == QNetworkInformation::Reachability::Online || reachability == QNetworkInformation::Reachability::Site)
            networkIsBack();
    });
}

QString ConnectionState::title() const
{
    switch (m_status) {
    case Status::Unreachable: return tr("Cannot reach the service");
    case Status::ServiceFailing: return tr("The service answers with errors");
    case Status::KeyRefused: return tr("The key was refused");
    case Status::NoService:
    case Status::Connected:
        break;
    }
    return {};
}

QString ConnectionState::advice() const
{
    switch (m_status) {
    case Status::Unreachable:
        return tr("What was read stays on screen. Check the network, the VPN or the proxy, and that the service runs at "
                  "this address; the console tries again by itself.");
    case Status::ServiceFailing:
        return tr("What was read stays on screen. The service has a problem of its own; the console tries again by itself.");
    case Status::KeyRefused:
        return tr("What was read stays on screen. Enter the current key to go on.");
    case Status::NoService:
    case Status::Connected:
        break;
    }
    return {};
}

} // namespace Audience::Models
