#include "models/accounts/accountlookup.h"

#include "models/people/knownpeople.h"
#include "net/accountsapi.h"
#include "net/apiclient.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Audience::Models {

namespace {

const QLatin1StringView prefix("account_");
constexpr int suffixLength = 26;

bool isLowerAlnum(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9');
}

} // namespace

AccountLookup::AccountLookup(QObject *parent)
    : RecentByIdLookup(parent)
{
}

AccountLookup::~AccountLookup() = default;

void AccountLookup::clearShown()
{
    m_account = {};
    m_accountId.clear();
}

void AccountLookup::setKnownPeople(KnownPeople *people)
{
    m_people = people;
}

QString AccountLookup::problem(const QString &accountId)
{
    if (accountId.isEmpty())
        return tr("Type or paste an account ID (account_ followed by 26 lowercase letters or digits).");
    if (!accountId.startsWith(prefix)) {
        if (accountId.startsWith(prefix, Qt::CaseInsensitive))
            return tr("An account ID starts with “account_” in lowercase.");
        return tr("An account ID starts with “account_”, for example account_01hx3k9v7m2q8r4t6y0w5z1b3c.");
    }
    const QStringView suffix = QStringView(accountId).mid(prefix.size());
    for (const QChar c : suffix) {
        if (!isLowerAlnum(c)) {
            if (c.isUpper())
                return tr("Only lowercase letters and digits may follow “account_”; “%1” is uppercase.").arg(c);
            if (c.isSpace())
                return tr("An account ID has no spaces: check what was pasted.");
            return tr("Only lowercase letters and digits may follow “account_”; “%1” is not allowed.").arg(c);
        }
    }
    if (suffix.size() != suffixLength)
        return tr("“account_” must be followed by exactly 26 letters or digits; this ID has %n.", nullptr, int(suffix.size()));
    return {};
}

bool AccountLookup::open(const QString &accountId)
{
    m_accountId = accountId.trimmed();
    m_account = {};
    if (!begin(problem(m_accountId)))
        return false;
    follow(
        client()->accounts().get(m_accountId, this),
        [this](const Net::Account &account) {
            m_account = account;
            if (m_people) {
                for (const Net::Person &person : account.linkedPersons)
                    m_people->remember(person);
            }
            QStringList personIds;
            for (const Net::Person &person : account.linkedPersons)
                personIds.append(person.personId);
            rememberFirst(m_recent,
                          RecentAccount{account.accountId, account.name.value_or(QString()), account.domain,
                                        QDateTime::currentDateTimeUtc(), personIds},
                          maxRecent, [&account](const RecentAccount &entry) { return entry.accountId == account.accountId; });
        },
        [this](Net::ApiError error) {
            if (error.kind == Net::ApiError::Kind::NotFound)
                error.message = tr("There is no account with the ID %1. Check the ID; an account that was deleted "
                                   "cannot be opened.")
                                    .arg(m_accountId);
            else
                error.message = error.toString();
            return error;
        });
    return true;
}

void AccountLookup::retry()
{
    open(m_accountId);
}

QList<RecentAccount> AccountLookup::accountsOf(const Net::Person &person) const
{
    QList<RecentAccount> linked;
    for (const RecentAccount &account : m_recent) {
        if (account.personIds.contains(person.personId))
            linked.append(account);
    }
    if (!linked.isEmpty() || !person.domain || person.domain->isEmpty())
        return linked;
    for (const RecentAccount &account : m_recent) {
        if (account.domain.compare(*person.domain, Qt::CaseInsensitive) == 0)
            linked.append(account);
    }
    return linked;
}

void AccountLookup::readRecent(const QJsonArray &entries)
{
    for (const QJsonValue &value : entries) {
        const QJsonObject entry = value.toObject();
        RecentAccount recent{entry.value(QStringLiteral("accountId")).toString(),
                             entry.value(QStringLiteral("name")).toString(),
                             entry.value(QStringLiteral("domain")).toString(),
                             QDateTime::fromString(entry.value(QStringLiteral("openedAt")).toString(), Qt::ISODateWithMs),
                             entry.value(QStringLiteral("personIds")).toVariant().toStringList()};
        if (problem(recent.accountId).isEmpty() && m_recent.size() < maxRecent)
            m_recent.append(recent);
    }
}

QJsonArray AccountLookup::recentEntries() const
{
    QJsonArray entries;
    for (const RecentAccount &recent : m_recent) {
        entries.append(QJsonObject{{QStringLiteral("accountId"), recent.accountId},
                                   {QStringLiteral("name"), recent.name},
                                   {QStringLiteral("domain"), recent.domain},
                                   {QStringLiteral("openedAt"), recent.openedAt.toString(Qt::ISODateWithMs)},
                                   {QStringLiteral("personIds"), QJsonArray::fromStringList(recent.personIds)}});
    }
    return entries;
}

} // namespace Audience::Models
