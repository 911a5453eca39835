#include "webhooksigner.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>

namespace Sandbox {

QByteArray WebhookSigner::keyFromSecret(const QString &secret, const QString &subscriptionId)
{
    static constexpr QStringView prefix = u"whsec_";
    if (secret.startsWith(prefix)) {
        const auto decoded = QByteArray::fromBase64Encoding(secret.mid(prefix.size()).toLatin1(),
                                                            QByteArray::AbortOnBase64DecodingErrors);
        if (decoded && !decoded.decoded.isEmpty())
            return decoded.decoded;
    }
    if (!secret.isEmpty())
        return secret.toUtf8();
    return QStringLiteral("audience-sandbox:%1").arg(subscriptionId).toUtf8();
}

QByteArray WebhookSigner::signature(const QByteArray &key, const QByteArray &messageId, qint64 unixSeconds,
                                    const QByteArray &body)
{
    QMessageAuthenticationCode mac(QCryptographicHash::Sha256, key);
    mac.addData(messageId);
    mac.addData(".");
    mac.addData(QByteArray::number(unixSeconds));
    mac.addData(".");
    mac.addData(body);
    return QByteArrayLiteral("v1,") + mac.result().toBase64();
}

} // namespace Sandbox
