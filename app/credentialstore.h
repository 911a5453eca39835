#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace Audience::App {

// What became of one keychain operation. `message` is for the user and says why in words; `detail`
// is the backend's own text (never the secret).
struct CredentialResult
{
    enum class Status {
        Ok,
        NotFound,    // read: no entry for this profile (remove treats it as Ok)
        Unavailable, // no keychain service could be reached (e.g. no Secret Service running)
        Refused,     // the keychain is there but said no (locked, access denied, user declined)
        TimedOut,    // no answer within the timeout; the job was abandoned
        Failed,      // anything else
    };

    Status status = Status::Failed;
    QString secret; // only for a successful read
    QString message;
    QString detail;

    bool isOk() const { return status == Status::Ok; }
};

// Where API keys live, one entry per profile, behind an interface so the app can be tested with a fake
// (and so another platform's store could be dropped in). Every call answers asynchronously, never
// before control returns to the event loop, and exactly once: through `done`, called in the thread of
// `context` and only while `context` still exists.
class CredentialStore : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const CredentialResult &)>;

    explicit CredentialStore(QObject *parent = nullptr);
    ~CredentialStore() override;

    virtual void read(const QString &profileId, QObject *context, Callback done) = 0;
    virtual void write(const QString &profileId, const QString &secret, QObject *context, Callback done) = 0;
    virtual void remove(const QString &profileId, QObject *context, Callback done) = 0;

    // True while any operation is waiting for the keychain: the UI says "waiting for the keychain".
    bool isBusy() const { return m_pending > 0; }

signals:
    void busyChanged(bool busy);

protected:
    // Implementations call these around each operation so isBusy() and busyChanged() stay right.
    void operationStarted();
    void operationEnded();

private:
    int m_pending = 0;
};

} // namespace Audience::App
