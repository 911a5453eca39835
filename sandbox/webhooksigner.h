#pragma once

#include <QByteArray>
#include <QString>

namespace Sandbox {

// Signs webhook deliveries the Standard Webhooks way (https://www.standardwebhooks.com/):
//   webhook-signature: v1,<base64(HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>"))>
// A subscription's secret is stored as "whsec_<base64 key>" (the key is the decoded bytes); any other
// non-empty secret is used as raw UTF-8 bytes. A subscription with an empty secret is signed with the
// documented sandbox fallback key "audience-sandbox:<subscriptionId>" (UTF-8), so a receiver can
// still verify it.
class WebhookSigner
{
public:
    static QByteArray keyFromSecret(const QString &secret, const QString &subscriptionId);

    // The value of the webhook-signature header.
    static QByteArray signature(const QByteArray &key, const QByteArray &messageId, qint64 unixSeconds,
                                const QByteArray &body);
};

} // namespace Sandbox
