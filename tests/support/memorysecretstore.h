#pragma once

// A keychain stand-in for the webhook signing secrets: answers later, like the real one (the next
// turn of the event loop), and keeps what it was given in `entries` for the test to look at.
#include "models/webhooks/webhooksecretstore.h"

#include <QHash>
#include <QString>
#include <QTimer>

namespace Audience::Testing {

class MemorySecretStore : public Models::WebhookSecretStore
{
public:
    QHash<QString, QString> entries;

    void readSecret(const QString &id, QObject *context, Done done) override
    {
        QTimer::singleShot(0, context, [this, id, done] { done(true, entries.value(id), {}); });
    }
    void writeSecret(const QString &id, const QString &secret, QObject *context, Done done) override
    {
        entries.insert(id, secret);
        QTimer::singleShot(0, context, [done] { done(true, {}, {}); });
    }
    void removeSecret(const QString &id, QObject *context, Done done) override
    {
        entries.remove(id);
        QTimer::singleShot(0, context, [done] { done(true, {}, {}); });
    }
};

} // namespace Audience::Testing
