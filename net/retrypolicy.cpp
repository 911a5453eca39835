#include "net/retrypolicy.h"

#include <QLocale>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace Audience::Net {

using std::chrono::milliseconds;

milliseconds RetryPolicy::backoff(int failedAttempts, double jitter) const
{
    const double exponent = std::clamp(failedAttempts - 1, 0, 30);
    const double full = std::min(double(maxDelay.count()), double(baseDelay.count()) * std::pow(2.0, exponent));
    // "Equal jitter": never less than half the exponential step, so waits still grow.
    const double waited = full / 2 + full / 2 * std::clamp(jitter, 0.0, 1.0);
    return milliseconds(qint64(std::llround(waited)));
}

std::optional<milliseconds> RetryPolicy::retryAfter(const QByteArray &header, const QDateTime &nowUtc) const
{
    const QByteArray value = header.trimmed();
    if (value.isEmpty())
        return std::nullopt;
    bool isNumber = false;
    const qlonglong seconds = value.toLongLong(&isNumber);
    if (isNumber) {
        if (seconds < 0)
            return std::nullopt;
        return std::min(retryAfterCap, milliseconds(std::min<qlonglong>(seconds, 86400) * 1000));
    }
    // HTTP date (IMF-fixdate), e.g. "Wed, 21 Oct 2015 07:28:00 GMT".
    const QDateTime parsed = QLocale::c().toDateTime(QString::fromLatin1(value), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!parsed.isValid())
        return std::nullopt;
    const QDateTime when(parsed.date(), parsed.time(), QTimeZone::utc());
    const qint64 delta = std::max<qint64>(0, nowUtc.msecsTo(when));
    return std::min(retryAfterCap, milliseconds(delta));
}

bool RetryPolicy::isRetryableStatus(int httpStatus)
{
    return httpStatus == 429 || httpStatus == 502 || httpStatus == 503 || httpStatus == 504;
}

} // namespace Audience::Net
