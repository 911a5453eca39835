#include "app/webhooksecretkeychain.h"

#include "app/credentialstore.h"

namespace Audience::App {

namespace {

// A keychain answer in the store's terms: "nothing kept" is not a failure.
CredentialStore::Callback adapt(Models::WebhookSecretStore::Done done)
{
    return [done = std::move(done)](const CredentialResult &result) {
        if (result.status == CredentialResult::Status::NotFound)
            done(true, QString(), QString());
        else
            done(result.isOk(), result.secret, result.message);
    };
}

} // namespace

WebhookSecretKeychain::WebhookSecretKeychain(CredentialStore *store, std::function<QString()> activeProfileId)
    : m_store(store)
    , m_activeProfileId(std::move(activeProfileId))
{
}

QString WebhookSecretKeychain::entryName(const QString &profileId, const QString &subscriptionId)
{
    return QStringLiteral("%1/webhook/%2").arg(profileId, subscriptionId);
}

QString WebhookSecretKeychain::entry(const QString &subscriptionId) const
{
    return entryName(m_activeProfileId ? m_activeProfileId() : QString(), subscriptionId);
}

void WebhookSecretKeychain::readSecret(const QString &subscriptionId, QObject *context, Done done)
{
    m_store->read(entry(subscriptionId), context, adapt(std::move(done)));
}

void WebhookSecretKeychain::writeSecret(const QString &subscriptionId, const QString &secret, QObject *context, Done done)
{
    m_store->write(entry(subscriptionId), secret, context, adapt(std::move(done)));
}

void WebhookSecretKeychain::removeSecret(const QString &subscriptionId, QObject *context, Done done)
{
    m_store->remove(entry(subscriptionId), context, adapt(std::move(done)));
}

} // namespace Audience::App
