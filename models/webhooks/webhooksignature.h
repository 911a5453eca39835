#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

namespace Audience::Models {

// Checks a delivery the Standard Webhooks way (standardwebhooks.com): the headers webhook-id,
// webhook-timestamp (Unix seconds) and webhook-signature ("v1,<base64>", several separated by
// spaces during a key rotation), where the signature is HMAC-SHA256 over "<id>.<timestamp>.<body>"
// keyed with the base64-decoded part of the secret "whsec_<base64>". Pure: no network, no storage.
class WebhookSignature
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::WebhookSignature)
public:
    enum class Verdict {
        NotChecked, // no secret given
        Valid,
        Invalid,    // none of the signatures matches: wrong secret, or the body was changed
        Missing,    // a header is missing or malformed
        BadSecret,  // the secret is not "whsec_" and base64
    };
    static constexpr qint64 toleranceSeconds = 5 * 60;

    // The key of a "whsec_…" secret; nullopt when it is not one.
    static std::optional<QByteArray> keyFromSecret(const QString &secret);
    // "v1,<base64>" for these parts.
    static QByteArray sign(const QByteArray &key, const QByteArray &id, const QByteArray &timestamp, const QByteArray &body);
    static Verdict verify(const QString &secret, const QByteArray &id, const QByteArray &timestamp,
                          const QByteArray &signatureHeader, const QByteArray &body);
    // Seconds between the header's time and `now` (positive: the header is in the past); nullopt
    // when the header is not a number.
    static std::optional<qint64> skewSeconds(const QByteArray &timestamp, const QDateTime &now);
    static bool isTimestampOff(const QByteArray &timestamp, const QDateTime &now);
    static QString describe(Verdict verdict);
};

} // namespace Audience::Models
