#pragma once

#include <QByteArray>
#include <QDateTime>

#include <chrono>
#include <optional>

namespace Audience::Net {

// When and how long to wait before trying a call again. Only the request core uses it.
struct RetryPolicy
{
    int maxAttempts = 3;
    std::chrono::milliseconds baseDelay{500};
    std::chrono::milliseconds maxDelay{5000};
    std::chrono::milliseconds retryAfterCap{60000};

    // The wait after the `failedAttempts`-th failure: base·2^(n-1), capped, with jitter that keeps
    // it in [half, full] of that value. `jitter` is a number in [0, 1).
    std::chrono::milliseconds backoff(int failedAttempts, double jitter) const;

    // The wait a Retry-After header asks for (delta-seconds or an HTTP date), capped at
    // retryAfterCap; std::nullopt when absent or unreadable.
    std::optional<std::chrono::milliseconds> retryAfter(const QByteArray &header, const QDateTime &nowUtc) const;

    // 429, 502, 503 and 504 may be retried; never 400, 401, 403, 404, 409, 422 or anything else.
    static bool isRetryableStatus(int httpStatus);
};

} // namespace Audience::Net
