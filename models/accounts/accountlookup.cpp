#include "models/accounts/accountlookup.h"

#include "models/people/knownpeople.h"
#include "net/accountsapi.h"
#include "models/common/recentlistfile.h"
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
    : QObject(parent)
{
}

AccountLookup::~AccountLookup() = default;

void AccountLookup::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    ++m_generation;
    if (m_reply)
        m_reply->abort();
    m_client = client;
    m_account = {};
    m_error = {};
    m_accountId.clear();
    setState(LoadState::Idle);
}

void AccountLookup::setFilePath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    load();
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
    ++m_generation;
    if (m_reply)
        m_reply->abort();
    m_accountId = accountId.trimmed();
    m_account = {};
    QString refused = problem(m_accountId);
    if (refused.isEmpty() && !m_client)
        refused = tr("Not connected.");
    if (!refused.isEmpty()) {
        m_error = Net::ApiError::make(Net::ApiError::Kind::Validation, refused);
        setState(LoadState::Error);
        return false;
    }
    m_error = {};
    setState(LoadState::Loading);
    const quint64 generation = m_generation;
    auto *reply = m_client->accounts().get(m_accountId, this);
    m_reply = reply;
    reply->then(
        this,
        [this, generation](const Net::Account &account) {
            if (generation != m_generation)
                return;
            m_account = account;
            if (m_people) {
                for (const Net::Person &person : account.linkedPersons)
                    m_people->remember(person);
            }
            remember(account);
            setState(LoadState::Complete);
        },
        [this, generation](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            m_error = error;
            if (error.kind == Net::ApiError::Kind::NotFound)
                m_error.message = tr("There is no account with the ID %1. Check the ID; an account that was deleted "
                                     "cannot be opened.")
                                      .arg(m_accountId);
            else
                m_error.message = error.toString();
            setState(LoadState::Error);
        });
    return true;
}

void AccountLookup::retry()
{
    open(m_accountId);
}

void AccountLookup::forgetRecent()
{
    if (m_recent.isEmpty())
        return;
    m_recent.clear();
    save();
    emit recentChanged();
}

void AccountLookup::remember(const Net::Account &account)
{
    m_recent.removeIf([&account](const RecentAccount &entry) { return entry.accountId == account.accountId; });
    m_recent.prepend({account.accountId, account.name.value_or(QString()), account.domain, QDateTime::currentDateTimeUtc()});
    if (m_recent.size() > maxRecent)
        m_recent.resize(maxRecent);
    save();
    emit recentChanged();
}

void AccountLookup::load()
{
    m_recent.clear();
    const QJsonArray entries = RecentListFile::read(m_path);
    for (const QJsonValue &value : entries) {
        const QJsonObject entry = value.toObject();
        RecentAccount recent{entry.value(QStringLiteral("accountId")).toString(),
                             entry.value(QStringLiteral("name")).toString(),
                             entry.value(QStringLiteral("domain")).toString(),
                             QDateTime::fromString(entry.value(QStringLiteral("openedAt")).toString(), Qt::ISODateWithMs)};
        if (problem(recent.accountId).isEmpty() && m_recent.size() < maxRecent)
            m_recent.append(recent);
    }
    emit recentChanged();
}

void AccountLookup::save() const
{
    QJsonArray entries;
    for (const RecentAccount &recent : m_recent) {
        entries.append(QJsonObject{{QStringLiteral("accountId"), recent.accountId},
                                   {QStringLiteral("name"), recent.name},
                                   {QStringLiteral("domain"), recent.domain},
                                   {QStringLiteral("openedAt"), recent.openedAt.toString(Qt::ISODateWithMs)}});
    }
    RecentListFile::write(m_path, entries);
}

void AccountLookup::setState(LoadState state)
{
    m_state = state;
    emit stateChanged(state);
}

} // namespace Audience::Models
