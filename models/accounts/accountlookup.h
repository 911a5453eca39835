#pragma once

#include "models/common/loadstate.h"
#include "net/apierror.h"
#include "net/persontypes.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class KnownPeople;

// An account opened before: enough to list it and open it again.
struct RecentAccount
{
    QString accountId;
    QString name;
    QString domain;
    QDateTime openedAt;
};

// Opens an account by its ID (GET /v0/accounts/{accountId}, spec 4.5); the interface lists no
// accounts, so an ID is pasted or typed. The ID is checked against the spec's pattern
// (`account_` + 26 lowercase letters or digits) before anything is sent, with what is wrong in
// words. Accounts opened successfully are remembered for the profile (newest first, at most
// maxRecent) in a small file in the profile's folder, and their linked people are told to
// KnownPeople, so the People place can open them. One per connection (Models::Connection).
class AccountLookup : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxRecent = 30;

    explicit AccountLookup(QObject *parent = nullptr);
    ~AccountLookup() override;

    void setClient(Net::ApiClient *client);
    // The profile's recent list (empty: in memory only). Loaded at once.
    void setFilePath(const QString &path);
    // Where the linked people of an opened account are remembered; not owned, may be null.
    void setKnownPeople(KnownPeople *people);

    // What is wrong with `accountId` (already trimmed) in words, or "" when it matches the pattern.
    static QString problem(const QString &accountId);

    // Trims and checks the ID, then asks; false (state Error, nothing sent) when it is refused.
    bool open(const QString &accountId);
    void retry();

    LoadState state() const { return m_state; }
    const Net::ApiError &error() const { return m_error; }
    QString errorText() const { return m_state == LoadState::Error ? m_error.message : QString(); }
    // The account shown (meaningful in Complete).
    const Net::Account &account() const { return m_account; }
    QString accountId() const { return m_accountId; }

    QList<RecentAccount> recent() const { return m_recent; }
    void forgetRecent();

signals:
    void stateChanged(Audience::Models::LoadState state);
    void recentChanged();

private:
    void remember(const Net::Account &account);
    void load();
    void save() const;
    void setState(LoadState state);

    QPointer<Net::ApiClient> m_client;
    QPointer<Net::ApiReply> m_reply;
    QPointer<KnownPeople> m_people;
    QString m_path;
    QString m_accountId;
    Net::Account m_account;
    Net::ApiError m_error;
    LoadState m_state = LoadState::Idle;
    QList<RecentAccount> m_recent;
    quint64 m_generation = 0;
};

} // namespace Audience::Models
