#pragma once

#include "app/credentialstore.h"

#include <QHash>

namespace Audience::Testing {

// An in-memory keychain for tests of the app's flows. It answers asynchronously (on a later turn of
// the event loop, like the real one) and can be told to be unavailable, to refuse, or to hang.
class FakeCredentialStore : public App::CredentialStore
{
    Q_OBJECT
public:
    enum class Behaviour { Normal, Unavailable, Refuse, Hang };

    using App::CredentialStore::CredentialStore;

    void setBehaviour(Behaviour behaviour) { m_behaviour = behaviour; }

    void read(const QString &profileId, QObject *context, Callback done) override;
    void write(const QString &profileId, const QString &secret, QObject *context, Callback done) override;
    void remove(const QString &profileId, QObject *context, Callback done) override;

    // What is "in the keychain".
    QHash<QString, QString> entries;
    int reads = 0;
    int writes = 0;
    int removes = 0;

private:
    void answer(QObject *context, Callback done, std::function<App::CredentialResult()> outcome);

    Behaviour m_behaviour = Behaviour::Normal;
};

} // namespace Audience::Testing
