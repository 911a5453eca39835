#pragma once

#include "cursorcodec.h"
#include "queryreader.h"

#include <QJsonObject>

#include <optional>

namespace Sandbox {

class Sql;

// Pages: read only through the API (pages come from seeding). Lists skip soft-deleted pages;
// a deleted page can still be fetched by ID (its deletedAt is set).
class PageStore
{
public:
    explicit PageStore(Sql &sql) : m_sql(sql) {}

    PageOfRows list(const Cursor &after, int limit);
    qint64 count();
    std::optional<QJsonObject> get(const QString &pageId);
    bool exists(const QString &pageId);
    // The fields the editing conversation needs from a page.
    QJsonObject metadata(const QString &pageId);
    QString pageContext(const QString &pageId);

private:
    Sql &m_sql;
};

} // namespace Sandbox
