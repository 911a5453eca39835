#include "queryreader.h"

#include "apierror.h"

#include <QTimeZone>

namespace Sandbox {

QString QueryReader::text(const QString &name) const
{
    return m_query.queryItemValue(name, QUrl::FullyDecoded);
}

int QueryReader::limit() const
{
    if (!has(QStringLiteral("limit")))
        return defaultLimit;
    bool ok = false;
    const int value = text(QStringLiteral("limit")).toInt(&ok);
    if (!ok || value < 1 || value > maxLimit)
        throw ApiError::invalidParameter(QStringLiteral("limit"),
                                         QStringLiteral("must be an integer from 1 to %1").arg(maxLimit));
    return value;
}

Cursor QueryReader::cursor(QStringView list) const
{
    if (!has(QStringLiteral("cursor")))
        return Cursor{};
    const auto cursor = CursorCodec::decode(list, text(QStringLiteral("cursor")));
    if (!cursor)
        throw ApiError::invalidParameter(QStringLiteral("cursor"),
                                         QStringLiteral("is not a cursor this list gave out"));
    return *cursor;
}

bool QueryReader::flag(const QString &name) const
{
    if (!has(name))
        return false;
    const QString value = text(name).toLower();
    if (value == u"true" || value == u"1")
        return true;
    if (value == u"false" || value == u"0")
        return false;
    throw ApiError::invalidParameter(name, QStringLiteral("must be true or false"));
}

std::optional<QDateTime> QueryReader::dateTime(const QString &name, DayEdge edge) const
{
    if (!has(name))
        return std::nullopt;
    const QString value = text(name);
    // RFC 3339 date-time. A bare date means the start (or, for an end bound, the last millisecond)
    // of that day in UTC. A time without an offset is read as UTC.
    // Checked first: QDateTime::fromString takes a bare date too, as its midnight, which is wrong
    // for an end bound.
    QDateTime parsed;
    if (value.size() == 10) {
        const QDate date = QDate::fromString(value, Qt::ISODate);
        if (date.isValid())
            parsed = edge == DayEdge::Start ? date.startOfDay(QTimeZone::utc()) : date.endOfDay(QTimeZone::utc());
    } else {
        parsed = QDateTime::fromString(value, Qt::ISODateWithMs);
    }
    if (!parsed.isValid() || value.size() < 10)
        throw ApiError::invalidParameter(name, QStringLiteral("must be an ISO 8601 date-time"));
    if (parsed.timeSpec() == Qt::LocalTime)
        parsed.setTimeZone(QTimeZone::utc());
    return parsed.toUTC();
}

QString QueryReader::oneOf(const QString &name, const QStringList &allowed) const
{
    if (!has(name))
        return {};
    const QString value = text(name);
    if (!allowed.contains(value))
        throw ApiError::invalidParameter(name, QStringLiteral("must be one of: %1").arg(allowed.join(u", ")));
    return value;
}

QJsonObject envelope(const PageOfRows &page, const QJsonValue &totalCount)
{
    return QJsonObject{{QStringLiteral("items"), page.items},
                       {QStringLiteral("hasMore"), page.hasMore},
                       {QStringLiteral("nextCursor"), page.nextCursor.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                                                : QJsonValue(page.nextCursor)},
                       {QStringLiteral("totalCount"), totalCount}};
}

} // namespace Sandbox
