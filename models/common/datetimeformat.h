#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace Audience::Models {

// How the console shows the wire's `...At` strings: in the user's locale when they parse as ISO 8601,
// relative ("3 hours ago") when they are less than a week old, and exactly as sent when they do not
// parse (DESIGN: "raw when they don't").
class DateTimeFormat
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::DateTimeFormat)
public:
    // ISO 8601 with or without fraction and offset ("2024-05-01T10:00:00Z",
    // "2024-05-01T12:00:00.123+02:00"); a missing offset is read as UTC. Invalid when it does not parse.
    static QDateTime parse(const QString &text);

    // The text for a table cell: relative when `when` is within the last 7 days of `now`, the locale's
    // short date and time otherwise.
    static QString display(const QDateTime &when, const QDateTime &now = QDateTime::currentDateTimeUtc(),
                           const QLocale &locale = QLocale());
    // Same, from the wire text; the text itself when it does not parse (and "" for "").
    static QString display(const QString &text, const QDateTime &now = QDateTime::currentDateTimeUtc(),
                           const QLocale &locale = QLocale());

    // The same for a narrow list column: relative within the last 7 days, else the locale's short
    // date without the time (the full form belongs in the cell's tooltip).
    static QString compact(const QDateTime &when, const QDateTime &now = QDateTime::currentDateTimeUtc(),
                           const QLocale &locale = QLocale());

    // The longest texts compact() gives in this language ("59 minutes ago", "23 hours ago",
    // "6 days ago", a date with two-digit day and month): what a column of them must hold whole.
    static QStringList compactLongest(const QLocale &locale = QLocale());

    // "just now", "5 minutes ago", "3 hours ago", "2 days ago" (plural forms through tr()).
    static QString relative(const QDateTime &when, const QDateTime &now);

    // The full form for a tooltip: the locale's long date and time in local time; the raw text when
    // it does not parse.
    static QString full(const QString &text, const QLocale &locale = QLocale());
};

} // namespace Audience::Models
