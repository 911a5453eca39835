#pragma once

#include "models/webhooks/webhooksecretstore.h"

#include <functional>

namespace Audience::App {

class CredentialStore;

// The webhook inbox's signing secrets in the OS keychain, through the same CredentialStore as the
// API keys: one entry per profile and subscription ("<profileId>/webhook/<subscriptionId>"), never
// in settings or a file. The profile is the active one when the call is made.
class WebhookSecretKeychain final : public Models::WebhookSecretStore
{
public:
    WebhookSecretKeychain(CredentialStore *store, std::function<QString()> activeProfileId);

    void readSecret(const QString &subscriptionId, QObject *context, Done done) override;
    void writeSecret(const QString &subscriptionId, const QString &secret, QObject *context, Done done) override;
    void removeSecret(const QString &subscriptionId, QObject *context, Done done) override;

    static QString entryName(const QString &profileId, const QString &subscriptionId);

private:
    QString entry(const QString &subscriptionId) const;

    CredentialStore *m_store;
    std::function<QString()> m_activeProfileId;
};

} // namespace Audience::App
