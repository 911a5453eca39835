#pragma once

#include "app/credentialstore.h"

#include <chrono>

namespace QKeychain {
class Job;
}

namespace Audience::App {

// API keys in the OS keychain through QtKeychain (Secret Service, macOS Keychain, Windows Credential
// Store): one entry per profile under the app's service name. Plain-text fallback is never enabled.
//
// QtKeychain jobs have no timeout and a locked keyring can keep one waiting forever on a password
// prompt, so each job is watched by a timer. On timeout the caller hears TimedOut at once and the job
// is abandoned: disconnected but not deleted (its backend still holds a pointer to it), left to
// delete itself if the backend ever answers.
class KeychainCredentialStore : public CredentialStore
{
    Q_OBJECT
public:
    static QString defaultServiceName();

    explicit KeychainCredentialStore(QString serviceName = defaultServiceName(),
                                     std::chrono::milliseconds timeout = std::chrono::seconds(30),
                                     QObject *parent = nullptr);
    ~KeychainCredentialStore() override;

    QString serviceName() const { return m_serviceName; }
    std::chrono::milliseconds timeout() const { return m_timeout; }

    void read(const QString &profileId, QObject *context, Callback done) override;
    void write(const QString &profileId, const QString &secret, QObject *context, Callback done) override;
    void remove(const QString &profileId, QObject *context, Callback done) override;

private:
    enum class Operation { Read, Write, Remove };
    void run(QKeychain::Job *job, Operation operation, QObject *context, Callback done);
    CredentialResult resultOf(QKeychain::Job *job, Operation operation) const;
    CredentialResult timedOut() const;

    QString m_serviceName;
    std::chrono::milliseconds m_timeout;
};

} // namespace Audience::App
