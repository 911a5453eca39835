#pragma once

// Shared by the analytics benchmarks: the sandbox they talk to, and the URL of one analytics request
// built exactly as net/ builds it (Net::AnalyticsApi::audiences + ApiClient::urlFor), for the bare
// QNetworkAccessManager baselines.
#include "models/analytics/analyticsrange.h"
#include "support/sandboxprocess.h"

#include <QUrl>
#include <algorithm>
#include <cstdio>
#include <memory>

namespace Audience::Bench {

// The wide:N page (docs/sandbox.md, "Wide analytics data").
inline const QString widePageId = QStringLiteral("page_wide_0001");

// The sandbox of BENCH_SANDBOX_URL and BENCH_SANDBOX_KEY (the script starts one for all runs), or
// one started here with `--db :memory: --seed <seed>` when they are not set.
class BenchSandbox
{
public:
    bool open(const QString &seed)
    {
        const QByteArray url = qgetenv("BENCH_SANDBOX_URL");
        if (!url.isEmpty()) {
            m_url = QUrl(QString::fromUtf8(url));
            m_key = qgetenv("BENCH_SANDBOX_KEY");
            return m_url.isValid() && !m_key.isEmpty();
        }
        m_own = std::make_unique<Testing::SandboxProcess>();
        if (!m_own->start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), seed,
                           QStringLiteral("--processing-delay-ms"), QStringLiteral("0")},
                          120000)) {
            std::fprintf(stderr, "sandbox did not start: %s\n", qPrintable(m_own->errorString()));
            return false;
        }
        m_url = m_own->baseUrl();
        m_key = m_own->apiKey();
        return true;
    }
    QUrl url() const { return m_url; }
    QByteArray key() const { return m_key; }

private:
    std::unique_ptr<Testing::SandboxProcess> m_own;
    QUrl m_url;
    QByteArray m_key;
};

// GET /v0/pages/{pageId}/analytics/audiences?startDate=…&endDate=… for `range` in `zone`, as net/
// sends it: the instants of DateRange::toWire in UTC, ISO 8601 with milliseconds and Z, every query
// value percent-encoded by QUrl::toPercentEncoding.
inline QUrl analyticsUrl(const QUrl &base, const QString &pageId, const Models::DateRange &range,
                         const QTimeZone &zone = QTimeZone::systemTimeZone())
{
    const Net::AnalyticsRange wire = range.toWire(zone);
    QUrl url = base;
    url.setPath(QStringLiteral("/v0/pages/%1/analytics/audiences")
                    .arg(QString::fromLatin1(QUrl::toPercentEncoding(pageId))),
                QUrl::TolerantMode);
    const auto value = [](const QDateTime &when) {
        return QString::fromLatin1(QUrl::toPercentEncoding(when.toUTC().toString(Qt::ISODateWithMs)));
    };
    url.setQuery(QStringLiteral("startDate=%1&endDate=%2").arg(value(wire.start), value(wire.end)),
                 QUrl::TolerantMode);
    return url;
}

inline double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

} // namespace Audience::Bench
