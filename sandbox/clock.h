#pragma once

#include <QDateTime>
#include <QString>

namespace Sandbox {

// Timestamps as the API sends them: ISO 8601, UTC, milliseconds, "Z" ("2024-05-01T12:00:00.000Z").
// Stored in the database in the same form, so they compare correctly as strings.
class Clock
{
public:
    static QString now() { return format(QDateTime::currentDateTimeUtc()); }
    static QString format(const QDateTime &when)
    {
        return when.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
    }
    static qint64 nowMs() { return QDateTime::currentMSecsSinceEpoch(); }
    static constexpr qint64 dayMs = 24LL * 3600 * 1000;
    // A number as the seeded IDs and names write it: zero-padded to `width` digits ("00042").
    static QString zeroPadded(qint64 number, int width) { return QString::number(number).rightJustified(width, u'0'); }
};

} // namespace Sandbox
