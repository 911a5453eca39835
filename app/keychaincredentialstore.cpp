#include "app/keychaincredentialstore.h"

#include <qt6keychain/keychain.h>

#include <QPointer>
#include <QTimer>

#include <memory>

namespace Audience::App {

namespace {

// libsecret reports "no Secret Service" only as a generic error whose text names D-Bus; these words
// tell that case apart from a real failure of a running keychain.
bool soundsLikeNoService(const QString &detail)
{
    static const char *const hints[] = {"dbus", "d-bus", "org.freedesktop.secrets", "autolaunch",
                                        "not provided by any", "no such interface", "serviceunknown",
                                        "could not connect", "cannot spawn", "secret service"};
    const QString lower = detail.toLower();
    for (const char *hint : hints) {
        if (lower.contains(QLatin1String(hint)))
            return true;
    }
    return false;
}

} // namespace

QString KeychainCredentialStore::defaultServiceName()
{
    return QStringLiteral("org.audience.Console");
}

KeychainCredentialStore::KeychainCredentialStore(QString serviceName, std::chrono::milliseconds timeout, QObject *parent)
    : CredentialStore(parent)
    , m_serviceName(std::move(serviceName))
    , m_timeout(timeout)
{
}

KeychainCredentialStore::~KeychainCredentialStore() = default;

void KeychainCredentialStore::read(const QString &profileId, QObject *context, Callback done)
{
    auto *job = new QKeychain::ReadPasswordJob(m_serviceName);
    job->setKey(profileId);
    run(job, Operation::Read, context, std::move(done));
}

void KeychainCredentialStore::write(const QString &profileId, const QString &secret, QObject *context, Callback done)
{
    auto *job = new QKeychain::WritePasswordJob(m_serviceName);
    job->setKey(profileId);
    job->setTextData(secret);
    run(job, Operation::Write, context, std::move(done));
}

void KeychainCredentialStore::remove(const QString &profileId, QObject *context, Callback done)
{
    auto *job = new QKeychain::DeletePasswordJob(m_serviceName);
    job->setKey(profileId);
    run(job, Operation::Remove, context, std::move(done));
}

void KeychainCredentialStore::run(QKeychain::Job *job, Operation operation, QObject *context, Callback done)
{
    // Never a plain-text file, whatever the platform: a key is stored securely or only in memory.
    job->setInsecureFallback(false);
    // No parent: deleting a job while its backend call is pending would leave the backend a dangling
    // pointer. A finished job deletes itself; an abandoned one does so if it ever finishes.
    job->setAutoDelete(true);

    struct Pending
    {
        bool answered = false;
        QPointer<QObject> context;
        Callback done;
    };
    auto pending = std::make_shared<Pending>();
    pending->context = context;
    pending->done = std::move(done);
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);

    const auto answer = [this, pending, timer = QPointer<QTimer>(timer)](const CredentialResult &result) {
        if (pending->answered)
            return;
        pending->answered = true;
        if (timer) {
            timer->stop();
            timer->deleteLater();
        }
        if (pending->context && pending->done)
            pending->done(result);
        pending->done = nullptr; // drops what the callback captured
        operationEnded();
    };

    // Both connections use `this` as context, so neither fires after the store is gone.
    connect(job, &QKeychain::Job::finished, this, [this, answer, operation](QKeychain::Job *finished) {
        answer(resultOf(finished, operation));
    });
    connect(timer, &QTimer::timeout, this, [this, answer, job = QPointer<QKeychain::Job>(job)] {
        if (job)
            job->disconnect(this);
        answer(timedOut());
    });

    operationStarted();
    timer->start(m_timeout);
    job->start();
}

CredentialResult KeychainCredentialStore::resultOf(QKeychain::Job *job, Operation operation) const
{
    CredentialResult result;
    result.detail = job->errorString();
    switch (job->error()) {
    case QKeychain::NoError:
        result.status = CredentialResult::Status::Ok;
        if (operation == Operation::Read)
            result.secret = static_cast<QKeychain::ReadPasswordJob *>(job)->textData();
        return result;
    case QKeychain::EntryNotFound:
        if (operation == Operation::Remove) {
            result.status = CredentialResult::Status::Ok; // nothing to delete is what was asked for
            return result;
        }
        result.status = CredentialResult::Status::NotFound;
        result.message = tr("No key is stored in the keychain for this profile.");
        return result;
    case QKeychain::AccessDeniedByUser:
        result.status = CredentialResult::Status::Refused;
        result.message = tr("Access to the keychain was declined.");
        return result;
    case QKeychain::AccessDenied:
        result.status = CredentialResult::Status::Refused;
        result.message = tr("The keychain refused access; it may be locked. (%1)").arg(result.detail);
        return result;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        result.status = CredentialResult::Status::Unavailable;
        result.message = tr("No keychain service is available. On Linux a Secret Service such as GNOME "
                            "Keyring or KWallet must be running. (%1)").arg(result.detail);
        return result;
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError:
        break;
    }
    if (soundsLikeNoService(result.detail)) {
        result.status = CredentialResult::Status::Unavailable;
        result.message = tr("The system keychain could not be reached: no Secret Service (such as GNOME "
                            "Keyring or KWallet) seems to be running. (%1)").arg(result.detail);
    } else {
        result.status = CredentialResult::Status::Failed;
        result.message = tr("The keychain reported an error: %1").arg(result.detail);
    }
    return result;
}

CredentialResult KeychainCredentialStore::timedOut() const
{
    CredentialResult result;
    result.status = CredentialResult::Status::TimedOut;
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(m_timeout).count();
    result.message = tr("The keychain did not answer within %n second(s). It may be locked and waiting "
                        "for its password in another window.", nullptr, int(qMax<qint64>(1, seconds)));
    return result;
}

} // namespace Audience::App
