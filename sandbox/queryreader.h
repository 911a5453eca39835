#pragma once

#include "cursorcodec.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QUrlQuery>

#include <optional>

namespace Sandbox {

// Reads query parameters; a bad value throws 400 invalid_parameter naming the parameter.
// Values are percent-decoded; '+' is a literal plus (RFC 3986), so "+4930…" searches a phone.
class QueryReader
{
public:
    static constexpr int defaultLimit = 25;
    static constexpr int maxLimit = 200;

    explicit QueryReader(const QUrlQuery &query) : m_query(query) {}

    QString text(const QString &name) const; // empty when absent
    bool has(const QString &name) const { return m_query.hasQueryItem(name); }
    int limit() const;                                     // default 25, else 1..200
    Cursor cursor(QStringView list) const;                 // start of the list when absent
    bool flag(const QString &name) const;                  // true/false/1/0, absent = false
    enum class DayEdge { Start, End };
    std::optional<QDateTime> dateTime(const QString &name, DayEdge edge = DayEdge::Start) const;
    QString oneOf(const QString &name, const QStringList &allowed) const; // empty when absent

private:
    QUrlQuery m_query;
};

// The pagination envelope of spec section 2, built from `limit + 1` fetched rows.
struct PageOfRows
{
    QJsonArray items;
    bool hasMore = false;
    QString nextCursor; // empty = null
};

QJsonObject envelope(const PageOfRows &page, const QJsonValue &totalCount);

} // namespace Sandbox
