#include "models/webhooks/webhooksignature.h"

#include <QCryptographicHash>
#include <QList>
#include <QMessageAuthenticationCode>

namespace Audience::Models {

std::optional<QByteArray> WebhookSignature::keyFromSecret(const QString &secret)
{
    static constexpr QStringView prefix = u"whsec_";
    const QString trimmed = secret.trimmed();
    if (!trimmed.startsWith(prefix))
        return std::nullopt;
    const auto decoded = QByteArray::fromBase64Encoding(trimmed.mid(prefix.size()).toLatin1(),
                                                        QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty())
        return std::nullopt;
    return decoded.decoded;
}

QByteArray WebhookSignature::sign(const QByteArray &key, const QByteArray &id, const QByteArray &timestamp,
                                  const QByteArray &body)
{
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, key);
    mac.addData(id);
    mac.addData(".");
    mac.addData(timestamp);
    mac.addData(".");
    mac.addData(body);
    return QByteArrayLiteral("v1,") + mac.result().toBase64();
}

namespace {

// Compares without stopping at the first difference, so the time taken tells nothing.
bool sameBytes(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return difference == 0;
}

} // namespace

WebhookSignature::Verdict WebhookSignature::verify(const QString &secret, const QByteArray &id,
                                                   const QByteArray &timestamp, const QByteArray &signatureHeader,
                                                   const QByteArray &body)
{
    if (secret.isEmpty())
        return Verdict::NotChecked;
    const std::optional<QByteArray> key = keyFromSecret(secret);
    if (!key)
        return Verdict::BadSecret;
    bool numeric = false;
    timestamp.toLongLong(&numeric);
    if (id.isEmpty() || !numeric || signatureHeader.trimmed().isEmpty())
        return Verdict::Missing;
    const QByteArray expected = sign(*key, id, timestamp, body);
    const QList<QByteArray> signatures = signatureHeader.simplified().split(' ');
    for (const QByteArray &signature : signatures) {
        // Only v1 (HMAC-SHA256) is checked; other versions (v1a: asymmetric) are passed over.
        if (signature.startsWith("v1,") && sameBytes(signature, expected))
            return Verdict::Valid;
    }
    return Verdict::Invalid;
}

std::optional<qint64> WebhookSignature::skewSeconds(const QByteArray &timestamp, const QDateTime &now)
{
    bool numeric = false;
    const qint64 seconds = timestamp.toLongLong(&numeric);
    if (!numeric)
        return std::nullopt;
    return now.toSecsSinceEpoch() - seconds;
}

bool WebhookSignature::isTimestampOff(const QByteArray &timestamp, const QDateTime &now)
{
    const std::optional<qint64> skew = skewSeconds(timestamp, now);
    return !skew || *skew > toleranceSeconds || *skew < -toleranceSeconds;
}

QString WebhookSignature::describe(Verdict verdict)
{
    switch (verdict) {
    case Verdict::NotChecked:
        return tr("Not checked (no signing secret given)");
    case Verdict::Valid:
        return tr("Valid signature");
    case Verdict::Invalid:
        return tr("Invalid signature: wrong secret, or the body was changed on the way");
    case Verdict::Missing:
        return tr("Not signed: a webhook-id, webhook-timestamp or webhook-signature header is missing");
    case Verdict::BadSecret:
        return tr("Not checked: the secret given is not a whsec_… secret");
    }
    return {};
}

} // namespace Audience::Models
