#include "faultinjector.h"

#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QObject>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace Sandbox {

namespace {

double clampRate(double rate)
{
    return rate < 0 ? 0 : rate > 1 ? 1 : rate;
}

} // namespace

FaultInjector::FaultInjector(const FaultOptions &options)
    : m_options(options)
    , m_random(options.seed)
    , m_afterWriteRandom(options.seed ^ 0x9e3779b9u)
{
    m_options.latencyMs = std::max(0, m_options.latencyMs);
    m_options.dropRate = clampRate(m_options.dropRate);
    m_options.dropAfterWriteRate = clampRate(m_options.dropAfterWriteRate);
    // Drops are drawn first; the error share is what is left of the unit interval at most.
    m_options.errorRate = std::min(clampRate(m_options.errorRate), 1.0 - m_options.dropRate);
}

bool FaultInjector::isEnabled() const
{
    return m_options.latencyMs > 0 || m_options.errorRate > 0 || m_options.dropRate > 0
        || m_options.dropAfterWriteRate > 0 || !m_options.failingPaths.isEmpty();
}

bool FaultInjector::dropsAfterWrite()
{
    if (m_options.dropAfterWriteRate <= 0)
        return false;
    if (m_options.dropAfterWriteRate >= 1)
        return true; // no draw: "every applied write" stays exact
    return std::uniform_real_distribution<double>(0.0, 1.0)(m_afterWriteRandom) < m_options.dropAfterWriteRate;
}

bool FaultInjector::isAppliedWrite(QByteArrayView method, int status, bool replay)
{
    const bool write = method == "POST" || method == "PATCH" || method == "PUT" || method == "DELETE";
    return write && status >= 200 && status < 300 && !replay;
}

FaultInjector::Decision FaultInjector::decide(QStringView path)
{
    Decision decision;
    decision.latencyMs = m_options.latencyMs;
    for (const QString &failing : std::as_const(m_options.failingPaths)) {
        if (path.startsWith(failing)) {
            decision.kind = Kind::InternalError;
            return decision;
        }
    }
    if (m_options.errorRate <= 0 && m_options.dropRate <= 0)
        return decision; // no draw: a latency-only run stays independent of the generator
    // One draw per request places it on [0, 1): [0, drop) drops, [drop, drop + error) errors, with the
    // lower half of the error band answered 429 and the upper half 503.
    const double draw = std::uniform_real_distribution<double>(0.0, 1.0)(m_random);
    if (draw < m_options.dropRate) {
        decision.kind = Kind::Drop;
    } else if (draw < m_options.dropRate + m_options.errorRate) {
        const bool lowerHalf = draw - m_options.dropRate < m_options.errorRate / 2;
        decision.kind = lowerHalf ? Kind::TooManyRequests : Kind::Unavailable;
        decision.retryAfterSeconds = retryAfterSeconds;
    }
    return decision;
}

int FaultInjector::httpStatus(Kind kind)
{
    switch (kind) {
    case Kind::TooManyRequests: return 429;
    case Kind::Unavailable: return 503;
    case Kind::InternalError: return 500;
    case Kind::Drop:
    case Kind::None: break;
    }
    return 0;
}

QJsonObject FaultInjector::errorBody(Kind kind)
{
    if (kind == Kind::InternalError) {
        return {{QStringLiteral("error"),
                 QJsonObject{{QStringLiteral("code"), QStringLiteral("internal_error")},
                             {QStringLiteral("message"), QStringLiteral("Internal error (simulated by --fault-failing-path).")}}}};
    }
    const bool limited = kind == Kind::TooManyRequests;
    const QString message = limited
        ? QStringLiteral("Too many requests (simulated by --fault-error-rate); retry after %1 s.")
        : QStringLiteral("Service unavailable (simulated by --fault-error-rate); retry after %1 s.");
    return {{QStringLiteral("error"),
             QJsonObject{{QStringLiteral("code"), limited ? QStringLiteral("rate_limited") : QStringLiteral("unavailable")},
                         {QStringLiteral("message"), message.arg(retryAfterSeconds)}}}};
}

void FaultInjector::answerFault(const Decision &decision, QHttpServerResponder &&responder)
{
    if (decision.kind == Kind::Drop) {
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
        // Qt 6.4 exposes the connection: close it with no status line at all.
        if (QTcpSocket *socket = responder.socket()) {
            socket->abort();
            return;
        }
#endif
        // Later Qt hides the socket: the nearest honest stand-in is an empty 503 that closes the connection.
        responder.write({{QByteArrayLiteral("Connection"), QByteArrayLiteral("close")}},
                        QHttpServerResponder::StatusCode::ServiceUnavailable);
        return;
    }
    if (decision.kind == Kind::InternalError) {
        responder.write(QJsonDocument(errorBody(decision.kind)), QHttpServerResponder::StatusCode::InternalServerError);
        return;
    }
    const auto status = decision.kind == Kind::TooManyRequests ? QHttpServerResponder::StatusCode::TooManyRequests
                                                               : QHttpServerResponder::StatusCode::ServiceUnavailable;
    const QByteArray retryAfter = QByteArray::number(std::max(1, decision.retryAfterSeconds));
    responder.write(QJsonDocument(errorBody(decision.kind)), {{QByteArrayLiteral("Retry-After"), retryAfter}}, status);
}

std::optional<double> FaultInjector::parseRate(QStringView text)
{
    bool ok = false;
    const double rate = text.trimmed().toDouble(&ok);
    if (!ok || !(rate >= 0 && rate <= 1))
        return std::nullopt;
    return rate;
}

} // namespace Sandbox
