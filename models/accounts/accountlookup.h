#pragma once

#include "models/common/byidlookup.h"
#include "net/persontypes.h"

#include <QDateTime>
#include <QPointer>

namespace Audience::Models {

class KnownPeople;

// An account opened before: enough to list it and open it again.
struct RecentAccount
{
    QString accountId;
    QString name;
    QString domain;
    QDateTime openedAt;
    QStringList personIds; // the people it linked when it was opened
};

// Opens an account by its ID (GET /v0/accounts/{accountId}, spec 4.5); the interface lists no
// accounts, so an ID is pasted or typed. The ID is checked against the spec's pattern
// (`account_` + 26 lowercase letters or digits) before anything is sent, with what is wrong in
// words. Accounts opened successfully are remembered for the profile (newest first, at most
// maxRecent) in a small file in the profile's folder, and their linked people are told to
// KnownPeople, so the People place can open them. One per connection (Models::Connection).
class AccountLookup : public RecentByIdLookup<RecentAccount>
{
    Q_OBJECT
public:
    static constexpr int maxRecent = 30;

    explicit AccountLookup(QObject *parent = nullptr);
    ~AccountLookup() override;

    // Where the linked people of an opened account are remembered; not owned, may be null.
    void setKnownPeople(KnownPeople *people);

    // What is wrong with `accountId` (already trimmed) in words, or "" when it matches the pattern.
    static QString problem(const QString &accountId);

    // Trims and checks the ID, then asks; false (state Error, nothing sent) when it is refused.
    bool open(const QString &accountId);
    void retry() override;

    // The accounts this console has met that a person belongs to: those opened that linked them,
    // else those whose domain is the person's (the spec's "canonical account domain"). The
    // interface lists no accounts and a person names none, so these are all it can know.
    QList<RecentAccount> accountsOf(const Net::Person &person) const;

    // The account shown (meaningful in Complete).
    const Net::Account &account() const { return m_account; }
    QString accountId() const { return m_accountId; }

protected:
    void clearShown() override;
    void readRecent(const QJsonArray &entries) override;
    QJsonArray recentEntries() const override;

private:
    QPointer<KnownPeople> m_people;
    QString m_accountId;
    Net::Account m_account;
};

} // namespace Audience::Models
