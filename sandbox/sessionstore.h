#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sandbox {

class Sql;

// Visitor sessions (AudienceSession) and the per-audience analytics computed from them.
class SessionStore
{
public:
    explicit SessionStore(Sql &sql) : m_sql(sql) {}

    // By audienceSessionId, or by analyticsSessionId (sessions with no audience have no
    // audienceSessionId); either way it must be on that page.
    std::optional<QJsonObject> get(const QString &pageId, const QString &sessionId);

    // One item per audience of the page (archived ones too, when they have sessions in range),
    // ordered by the audience's createdAt. Bounds are inclusive ISO strings; empty = open.
    QJsonArray analytics(const QString &pageId, const QString &from, const QString &to);

private:
    Sql &m_sql;
};

} // namespace Sandbox
