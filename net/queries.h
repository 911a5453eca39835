#pragma once

// Parameters of the list and search calls. An empty string or an empty optional is not sent.
#include <QDateTime>
#include <QString>

#include <optional>

namespace Audience::Net {

struct CursorQuery
{
    QString cursor;
    std::optional<qint64> limit;
};

struct SearchQuery
{
    QString query;
    QString cursor;
    std::optional<qint64> limit;
};

// Audience search takes no cursor (spec 4.8).
struct AudienceSearchQuery
{
    QString query;
    std::optional<qint64> limit;
};

struct PersonLogQuery
{
    QString cursor;
    std::optional<qint64> limit;
    std::optional<bool> includeDeleted; // sent as "true"/"false"
};

struct PageLinkQuery
{
    QString cursor;
    std::optional<qint64> limit;
    QString pageId;
    QString query;
    QString targetType; // audience, page, page_routing
    QString tenantDomainId;
};

// Invalid dates are not sent; valid ones go out as ISO 8601 UTC.
struct AnalyticsRange
{
    QDateTime start;
    QDateTime end;
};

} // namespace Audience::Net
