#pragma once

#include "net/apierror.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

#include <initializer_list>
#include <optional>
#include <utility>

namespace Audience::Net {

// What one operation asks of the request core: verb, path, query, body, idempotency key, and any
// validation problems found before sending (then nothing is sent). The 22 calls only fill this in.
struct RequestSpec
{
    QByteArray method;
    QString path; // percent-encoded, e.g. "/v0/pages/page%20x"
    QList<std::pair<QString, QString>> query;
    std::optional<QByteArray> body; // JSON, sent with Content-Type: application/json
    QString idempotencyKey;         // set on writes that carry one; makes the write retryable
    FieldProblems problems;

    // GETs, and writes that carry an idempotency key, may be retried.
    bool isRetryable() const { return method == "GET" || !idempotencyKey.isEmpty(); }
    void addQuery(const QString &key, const QString &value) { query.append({key, value}); }

    // "/seg1/seg2/…" with every segment percent-encoded (path parameters are opaque strings).
    static QString buildPath(std::initializer_list<QStringView> segments);
};

} // namespace Audience::Net
