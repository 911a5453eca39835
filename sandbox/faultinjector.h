#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <optional>
#include <random>

class QHttpServerResponder;
class QObject;

namespace Sandbox {

// Settings from --fault-latency-ms, --fault-error-rate, --fault-drop-rate, --fault-drop-after-write-rate,
// --fault-failing-path, --fault-agent-miswrites-field and --fault-agent-adds-field.
// All zero = off.
struct FaultOptions
{
    int latencyMs = 0;     // added before every answer
    double errorRate = 0;  // share of requests answered 429 or 503 (half each), 0..1
    double dropRate = 0;   // share of requests whose connection is closed with no answer, 0..1
    // Share of applied writes (POST/PATCH/PUT/DELETE answered 2xx, idempotent replays and no-ops
    // excluded) whose connection is closed with no answer after the write was committed, 0..1.
    double dropAfterWriteRate = 0;
    // Paths answered 500 internal_error, every time, without a draw (--fault-failing-path, given
    // once per prefix): one part of the service failing while the rest answers, as a real
    // service's analytics store can be down while its pages are read.
    QStringList failingPaths;
    // The editing agent's test hook (--fault-agent-miswrites-field): the draft field ("metaTitle", …)
    // whose dictated values the agent writes wrong on purpose; empty = none. Not a per-request fault:
    // FaultInjector leaves it to the EditingAgent.
    QString agentMiswritesField;
    // The other agent hook (--fault-agent-adds-field): the draft field the agent also changes,
    // unasked, whenever it obeys dictated values; empty = none. Left to the EditingAgent too.
    QString agentAddsField;
    quint32 seed = 20240501; // same seed + same request order = same faults
};

// Decides, per request, whether the sandbox misbehaves, so that clients can be tested against a
// slow or flaky service. Deterministic: a std::mt19937 seeded from the options, one draw per request.
// Off by default (FaultOptions{} never injects anything).
class FaultInjector
{
public:
    enum class Kind { None, TooManyRequests, Unavailable, InternalError, Drop };

    struct Decision
    {
        int latencyMs = 0;
        Kind kind = Kind::None;
        int retryAfterSeconds = 0; // for TooManyRequests and Unavailable
    };

    static constexpr int retryAfterSeconds = 1;

    explicit FaultInjector(const FaultOptions &options = {});

    bool isEnabled() const;
    const FaultOptions &options() const { return m_options; }

    // The fate of the next request, to `path` (the URL's path). Cheap; call once per request, in
    // arrival order. A failing path is answered InternalError without a draw, so the other
    // requests' faults are the same with or without it.
    Decision decide(QStringView path = {});

    // Whether the answer to a write that was just applied is lost (the caller drops the connection).
    // Call only for applied writes (see FaultOptions::dropAfterWriteRate), in the order they were
    // answered; draws from a generator of its own, so it leaves decide()'s sequence as it was.
    bool dropsAfterWrite();
    // The requests dropsAfterWrite() is asked about.
    static bool isAppliedWrite(QByteArrayView method, int status, bool replay);

    // The error answer for a fault: 429 rate_limited / 503 unavailable (the contract's), 500
    // internal_error (what any service sends when a part of it fails).
    static int httpStatus(Kind kind);
    static QJsonObject errorBody(Kind kind);

    // Answers `responder` as `decision` says for a fault (Drop closes the connection, the others write
    // the error with Retry-After). Must not be called for Kind::None.
    static void answerFault(const Decision &decision, QHttpServerResponder &&responder);

    // Parses a rate given on the command line: a number in 0..1. Empty optional when invalid.
    static std::optional<double> parseRate(QStringView text);

private:
    FaultOptions m_options;
    std::mt19937 m_random;
    std::mt19937 m_afterWriteRandom;
};

} // namespace Sandbox
