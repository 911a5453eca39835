#include "personstore.h"

#include "ids.h"
#include "jsonwriters.h"
#include "keysetpage.h"
#include "sql.h"

#include <QJsonDocument>

namespace Sandbox {

namespace {

// The pattern is bound once per '?' (Qt counts each; a CTE would cost the index order).
const QString personSearchFilter = QStringLiteral(
    "(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR domain LIKE ? ESCAPE '\\' "
    "OR phone_number LIKE ? ESCAPE '\\' OR slug LIKE ? ESCAPE '\\')");

// "Ada Lovelace" -> "ada-lovelace"; the ID's tail keeps slugs apart.
QString slugFor(const QString &name, const QString &id)
{
    QString slug;
    for (const QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            slug.append(c);
        else if (!slug.isEmpty() && !slug.endsWith(u'-'))
            slug.append(u'-');
    }
    while (slug.endsWith(u'-'))
        slug.chop(1);
    const QString tail = id.right(6);
    return slug.isEmpty() ? QStringLiteral("person-") + tail : slug.left(60) + u'-' + tail;
}

// A display name when the log named nobody: the email's local part, the phone or the LinkedIn handle.
QString derivedName(const QString &email, const QString &phoneNumber, const QString &linkedinUrl)
{
    if (!email.isEmpty())
        return email.section(u'@', 0, 0);
    if (!phoneNumber.isEmpty())
        return phoneNumber;
    if (!linkedinUrl.isEmpty()) {
        const QString handle = linkedinUrl.section(u'/', -1, -1, QString::SectionSkipEmpty);
        return handle.isEmpty() ? linkedinUrl : handle;
    }
    return QStringLiteral("Unknown person");
}

} // namespace

QString PersonStore::likePattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'%', QStringLiteral("\\%")).replace(u'_', QStringLiteral("\\_"));
    return u'%' + escaped + u'%';
}

std::optional<QJsonObject> PersonStore::get(const QString &personId)
{
    static const QString statement = QStringLiteral("SELECT %1 FROM persons WHERE id = ?").arg(Json::personColumns);
    QSqlQuery &query = m_sql.run(statement, {personId});
    std::optional<QJsonObject> person;
    if (query.next())
        person = Json::person(query);
    query.finish();
    return person;
}

bool PersonStore::exists(const QString &personId)
{
    return m_sql.scalar(QStringLiteral("SELECT 1 FROM persons WHERE id = ?"), {personId}).isValid();
}

PageOfRows PersonStore::search(const QString &text, const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "SELECT %1, created_at, id FROM persons WHERE %2 "
        "AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?").arg(Json::personColumns, personSearchFilter);
    static const QString everyone = QStringLiteral(
        "SELECT %1, created_at, id FROM persons WHERE (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?")
                                        .arg(Json::personColumns);
    QSqlQuery &query = text.isEmpty()
        ? m_sql.run(everyone, {after.createdAt, after.id, limit + 1})
        : m_sql.run(statement, QVariantList(5, likePattern(text)) << after.createdAt << after.id << limit + 1);
    return readKeysetPage(query, limit, u"persons", [](const QSqlQuery &row) { return Json::person(row); });
}

QJsonValue PersonStore::searchTotal(const QString &text, const Cursor &after, const PageOfRows &page)
{
    static const QString statement = QStringLiteral(
        "SELECT COUNT(*) FROM persons WHERE %1").arg(personSearchFilter);
    const qint64 all = m_sql.scalar(QStringLiteral("SELECT value FROM counters WHERE name = 'persons'")).toLongLong();
    if (text.isEmpty())
        return all;
    if (!page.hasMore && after.id.isEmpty())
        return page.items.size(); // the first page holds every match
    if (all > exactTotalsUpTo)
        return QJsonValue::Null;
    QSqlQuery &query = m_sql.run(statement, QVariantList(5, likePattern(text)));
    const qint64 count = query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return count;
}

void PersonStore::update(const QString &personId, const Update &update, const QString &now)
{
    // One statement per sent field keeps "absent = keep" obvious; PATCH is not a hot path.
    const auto set = [&](const char *column, const QVariant &value) {
        m_sql.run(QStringLiteral("UPDATE persons SET %1 = ?, updated_at = ? WHERE id = ?").arg(QLatin1String(column)),
                  {value, now, personId});
    };
    if (update.name)
        set("name", *update.name);
    if (update.email)
        set("email", *update.email);
    if (update.domain)
        set("domain", *update.domain);
    if (update.phoneNumber)
        set("phone_number", *update.phoneNumber);
    if (update.linkedinProfileUrl)
        set("linkedin_profile_url", *update.linkedinProfileUrl);
    m_sql.run(QStringLiteral("UPDATE persons SET updated_at = ? WHERE id = ?"), {now, personId});
}

std::optional<QString> PersonStore::match(const QString &email, const QString &phoneNumber, const QString &linkedinUrl)
{
    const auto first = [this](const QString &statement, const QString &value) -> std::optional<QString> {
        if (value.isEmpty())
            return std::nullopt;
        const QVariant id = m_sql.scalar(statement, {value});
        return id.isValid() ? std::optional<QString>(id.toString()) : std::nullopt;
    };
    if (auto id = first(QStringLiteral("SELECT id FROM persons WHERE email = ? COLLATE NOCASE ORDER BY created_at, id LIMIT 1"), email))
        return id;
    if (auto id = first(QStringLiteral("SELECT id FROM persons WHERE phone_number = ? ORDER BY created_at, id LIMIT 1"), phoneNumber))
        return id;
    return first(QStringLiteral("SELECT id FROM persons WHERE linkedin_profile_url = ? ORDER BY created_at, id LIMIT 1"),
                 linkedinUrl);
}

QString PersonStore::create(const QString &name, const QString &email, const QString &phoneNumber,
                            const QString &linkedinUrl, const QString &now)
{
    const QString id = Ids::make(u"person");
    const QString displayName = name.isEmpty() ? derivedName(email, phoneNumber, linkedinUrl) : name;
    const QString domain = email.contains(u'@') ? email.section(u'@', -1).toLower() : QString();
    m_sql.run(QStringLiteral("INSERT INTO persons (id, name, email, domain, slug, phone_number, linkedin_profile_url, "
                             "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
              {id, displayName, nullable(email, email.isEmpty()), nullable(domain, domain.isEmpty()),
               slugFor(displayName, id), nullable(phoneNumber, phoneNumber.isEmpty()),
               nullable(linkedinUrl, linkedinUrl.isEmpty()), now, now});
    return id;
}

PageOfRows PersonStore::logs(const QString &personId, bool includeDeleted, const Cursor &after, int limit)
{
    static const QString statement = QStringLiteral(
        "SELECT %1, created_at, id FROM person_logs WHERE person_id = ? AND (? OR deleted_at IS NULL) "
        "AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?").arg(Json::personLogColumns);
    QSqlQuery &query = m_sql.run(statement, {personId, int(includeDeleted), after.createdAt, after.id, limit + 1});
    return readKeysetPage(query, limit, u"person_logs", [](const QSqlQuery &row) { return Json::personLog(row); });
}

qint64 PersonStore::logCount(const QString &personId, bool includeDeleted)
{
    return m_sql.scalar(QStringLiteral("SELECT COUNT(*) FROM person_logs WHERE person_id = ? AND (? OR deleted_at IS NULL)"),
                        {personId, int(includeDeleted)}).toLongLong();
}

QString PersonStore::addLog(const QString &personId, const QString &source, const QString &type,
                            const QJsonObject &payload, const QString &idempotencyKey, const QString &now)
{
    const QString id = Ids::make(u"plog");
    m_sql.run(QStringLiteral("INSERT INTO person_logs (id, person_id, source, type, payload_json, idempotency_key, "
                             "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
              {id, personId, source, type, QString::fromUtf8(QJsonDocument(payload).toJson(QJsonDocument::Compact)),
               nullable(idempotencyKey, idempotencyKey.isEmpty()), now, now});
    return id;
}

} // namespace Sandbox
