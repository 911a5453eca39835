#include "models/common/datetimeformat.h"

#include <QTimeZone>

namespace Audience::Models {

namespace {
constexpr qint64 minute = 60;
constexpr qint64 hour = 60 * minute;
constexpr qint64 day = 24 * hour;
constexpr qint64 week = 7 * day;
} // namespace

QDateTime DateTimeFormat::parse(const QString &text)
{
    if (text.isEmpty())
        return {};
    QDateTime parsed = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!parsed.isValid())
        return {};
    // Qt reads a time without an offset as local time; the service speaks UTC.
    if (parsed.timeSpec() == Qt::LocalTime)
        parsed = QDateTime(parsed.date(), parsed.time(), QTimeZone::utc());
    return parsed;
}

namespace {

// A little in the future is clock skew between us and the server: "just now" reads right.
bool isRecent(const QDateTime &when, const QDateTime &now)
{
    const qint64 age = when.secsTo(now);
    return age > -minute && age < week;
}

} // namespace

QString DateTimeFormat::display(const QDateTime &when, const QDateTime &now, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    if (isRecent(when, now))
        return relative(when, now);
    return locale.toString(when.toLocalTime(), QLocale::ShortFormat);
}

QString DateTimeFormat::compact(const QDateTime &when, const QDateTime &now, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    if (isRecent(when, now))
        return relative(when, now);
    return locale.toString(when.toLocalTime().date(), QLocale::ShortFormat);
}

QString DateTimeFormat::display(const QString &text, const QDateTime &now, const QLocale &locale)
{
    const QDateTime when = parse(text);
    return when.isValid() ? display(when, now, locale) : text;
}

QStringList DateTimeFormat::compactLongest(const QLocale &locale)
{
    // A fixed instant, so the samples are the same whatever today is.
    const QDateTime now(QDate(2020, 12, 28), QTime(23, 59), QTimeZone::utc());
    return {relative(now.addSecs(-(hour - minute)), now), relative(now.addSecs(-(day - hour)), now),
            relative(now.addSecs(-(week - day)), now), compact(now.addDays(-40), now, locale),
            compact(now.addYears(-3), now, locale)};
}

QString DateTimeFormat::relative(const QDateTime &when, const QDateTime &now)
{
    const qint64 age = when.secsTo(now);
    if (age < minute)
        return tr("just now");
    if (age < hour)
        return tr("%n minute(s) ago", nullptr, int(age / minute));
    if (age < day)
        return tr("%n hour(s) ago", nullptr, int(age / hour));
    return tr("%n day(s) ago", nullptr, int(age / day));
}

QString DateTimeFormat::full(const QString &text, const QLocale &locale)
{
    const QDateTime when = parse(text);
    return when.isValid() ? locale.toString(when.toLocalTime(), QLocale::LongFormat) : text;
}

} // namespace Audience::Models
