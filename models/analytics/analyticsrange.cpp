#include "models/analytics/analyticsrange.h"

#include <QLocale>

namespace Audience::Models {

namespace {

QDate monthStart(QDate day)
{
    return QDate(day.year(), day.month(), 1);
}

} // namespace

bool DateRange::isWholeMonth() const
{
    return first.isValid() && last.isValid() && first.day() == 1 && last == first.addMonths(1).addDays(-1);
}

DateRange DateRange::forPreset(Preset preset, QDate today)
{
    switch (preset) {
    case Preset::Last7Days:
        return {today.addDays(-6), today};
    case Preset::Last30Days:
        return {today.addDays(-29), today};
    case Preset::Last90Days:
        return {today.addDays(-89), today};
    case Preset::ThisMonth:
        return {monthStart(today), today};
    case Preset::LastMonth: {
        const QDate first = monthStart(today).addMonths(-1);
        return {first, monthStart(today).addDays(-1)};
    }
    case Preset::AllTime:
        return {};
    case Preset::Custom:
        break;
    }
    return none();
}

DateRange DateRange::previous() const
{
    if (isAllTime() || !isValid())
        return none();
    if (isWholeMonth()) {
        const QDate start = first.addMonths(-1);
        return {start, first.addDays(-1)};
    }
    return {first.addDays(-dayCount()), first.addDays(-1)};
}

DateRange DateRange::stepped(int direction) const
{
    if (isAllTime() || !isValid() || direction == 0)
        return *this;
    if (isWholeMonth()) {
        const QDate start = first.addMonths(direction);
        return {start, start.addMonths(1).addDays(-1)};
    }
    const qint64 days = dayCount() * direction;
    return {first.addDays(days), last.addDays(days)};
}

DateRange::Preset DateRange::presetOn(QDate today) const
{
    for (const Preset preset : {Preset::Last7Days, Preset::Last30Days, Preset::Last90Days, Preset::ThisMonth,
                                Preset::LastMonth, Preset::AllTime}) {
        if (forPreset(preset, today) == *this)
            return preset;
    }
    return Preset::Custom;
}

Net::AnalyticsRange DateRange::toWire(const QTimeZone &zone) const
{
    if (isAllTime() || !isValid())
        return {};
    // startOfDay: where midnight does not exist (summer time starting at 00:00, as in Chile), the
    // day starts at its first valid instant. The last instant is the next day's start minus a
    // millisecond, so a day of 23 or 25 hours is covered whole and days never overlap.
    const QDateTime start = first.startOfDay(zone);
    const QDateTime end = last.addDays(1).startOfDay(zone).addMSecs(-1);
    return {start.toUTC(), end.toUTC()};
}

QString DateRange::describe(const QLocale &locale) const
{
    if (isAllTime())
        return tr("All time");
    if (!isValid())
        return tr("No range");
    if (first == last)
        return locale.toString(first, QStringLiteral("ddd, d MMM yyyy"));
    const QString from = first.year() == last.year() ? locale.toString(first, QStringLiteral("d MMM"))
                                                     : locale.toString(first, QStringLiteral("d MMM yyyy"));
    const QString to = locale.toString(last, QStringLiteral("d MMM yyyy"));
    return tr("%1 – %2 (%n day(s))", nullptr, int(dayCount())).arg(from, to);
}

QString DateRange::presetName(Preset preset)
{
    switch (preset) {
    case Preset::Last7Days:
        return tr("Last 7 days");
    case Preset::Last30Days:
        return tr("Last 30 days");
    case Preset::Last90Days:
        return tr("Last 90 days");
    case Preset::ThisMonth:
        return tr("This month");
    case Preset::LastMonth:
        return tr("Last month");
    case Preset::AllTime:
        return tr("All time");
    case Preset::Custom:
        return tr("Custom range");
    }
    return {};
}

} // namespace Audience::Models
