#pragma once

#include "cursorcodec.h"
#include "queryreader.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// People and their activity logs.
class PersonStore
{
public:
    explicit PersonStore(Sql &sql) : m_sql(sql) {}

    std::optional<QJsonObject> get(const QString &personId);
    bool exists(const QString &personId);

    // Case-insensitive (ASCII) substring search over name, email, domain, phone number and slug;
    // an empty query lists everyone. Keyset over (createdAt, id).
    PageOfRows search(const QString &text, const Cursor &after, int limit);
    // The total for that search: exact, except null for a query with more than one page of matches
    // while more than exactTotalsUpTo people exist (counting would scan them all; the spec allows null).
    QJsonValue searchTotal(const QString &text, const Cursor &after, const PageOfRows &page);
    static constexpr qint64 exactTotalsUpTo = 20000;

    struct Update
    {
        std::optional<QString> name;             // absent = keep (never null)
        std::optional<QVariant> email, domain, phoneNumber, linkedinProfileUrl; // QVariant() = clear
    };
    void update(const QString &personId, const Update &update, const QString &now);

    // The first person whose email (case-insensitive), else phone number, else LinkedIn URL matches.
    std::optional<QString> match(const QString &email, const QString &phoneNumber, const QString &linkedinUrl);
    QString create(const QString &name, const QString &email, const QString &phoneNumber,
                   const QString &linkedinUrl, const QString &now);

    PageOfRows logs(const QString &personId, bool includeDeleted, const Cursor &after, int limit);
    qint64 logCount(const QString &personId, bool includeDeleted);
    QString addLog(const QString &personId, const QString &source, const QString &type, const QJsonObject &payload,
                   const QString &idempotencyKey, const QString &now);

    static QString likePattern(const QString &text);

private:
    Sql &m_sql;
};

} // namespace Sandbox
