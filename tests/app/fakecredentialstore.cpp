#include "fakecredentialstore.h"

#include <QPointer>
#include <QTimer>

namespace Audience::Testing {

using App::CredentialResult;

void FakeCredentialStore::answer(QObject *context, Callback done, std::function<CredentialResult()> outcome)
{
    operationStarted();
    if (m_behaviour == Behaviour::Hang)
        return; // like a keychain waiting on a password prompt nobody answers
    const Behaviour behaviour = m_behaviour;
    QTimer::singleShot(0, this, [this, behaviour, guard = QPointer<QObject>(context), done = std::move(done),
                                 outcome = std::move(outcome)] {
        CredentialResult result;
        if (behaviour == Behaviour::Unavailable) {
            result.status = CredentialResult::Status::Unavailable;
            result.message = QStringLiteral("No keychain service is available (fake).");
        } else if (behaviour == Behaviour::Refuse) {
            result.status = CredentialResult::Status::Refused;
            result.message = QStringLiteral("Access to the keychain was declined (fake).");
        } else {
            result = outcome();
        }
        if (guard && done)
            done(result);
        operationEnded();
    });
}

void FakeCredentialStore::read(const QString &profileId, QObject *context, Callback done)
{
    ++reads;
    answer(context, std::move(done), [this, profileId] {
        CredentialResult result;
        if (entries.contains(profileId)) {
            result.status = CredentialResult::Status::Ok;
            result.secret = entries.value(profileId);
        } else {
            result.status = CredentialResult::Status::NotFound;
            result.message = QStringLiteral("No key is stored (fake).");
        }
        return result;
    });
}

void FakeCredentialStore::write(const QString &profileId, const QString &secret, QObject *context, Callback done)
{
    ++writes;
    answer(context, std::move(done), [this, profileId, secret] {
        entries.insert(profileId, secret);
        return CredentialResult{CredentialResult::Status::Ok, {}, {}, {}};
    });
}

void FakeCredentialStore::remove(const QString &profileId, QObject *context, Callback done)
{
    ++removes;
    answer(context, std::move(done), [this, profileId] {
        entries.remove(profileId);
        return CredentialResult{CredentialResult::Status::Ok, {}, {}, {}};
    });
}

} // namespace Audience::Testing
