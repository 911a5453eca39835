#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace Audience::Models {

// Where the signing secrets of webhook subscriptions are kept: the OS keychain, like the API key,
// and nowhere else (never settings or files). models/ cannot reach app/'s keychain, so app/ gives
// an adapter (App::WebhookSecretKeychain) that keys each secret by the active profile and the
// subscription ID. Every call answers once, asynchronously, while `context` exists.
class WebhookSecretStore
{
public:
    // `ok` false with `message` in words; a read of nothing is ok with an empty secret.
    using Done = std::function<void(bool ok, const QString &secret, const QString &message)>;

    virtual ~WebhookSecretStore() = default;
    virtual void readSecret(const QString &subscriptionId, QObject *context, Done done) = 0;
    virtual void writeSecret(const QString &subscriptionId, const QString &secret, QObject *context, Done done) = 0;
    virtual void removeSecret(const QString &subscriptionId, QObject *context, Done done) = 0;
};

} // namespace Audience::Models
