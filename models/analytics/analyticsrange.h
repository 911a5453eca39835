#pragma once

#include "net/queries.h"

#include <QCoreApplication>
#include <QDate>
#include <QMetaType>
#include <QTimeZone>

namespace Audience::Models {

// The days an analytics screen covers: whole calendar days in the user's time zone, first and
// last included. The service takes instants (startDate/endDate, UTC), so a range is turned into
// "first day 00:00 local" .. "last day 23:59:59.999 local" in UTC when it is sent.
// An unbounded range (both dates invalid) is "all time": nothing is sent, and it has no previous
// period to compare with nor a number of days to step by.
struct DateRange
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::DateRange)

public:
    enum class Preset { Last7Days, Last30Days, Last90Days, ThisMonth, LastMonth, AllTime, Custom };

    QDate first;
    QDate last;

    bool isAllTime() const { return !first.isValid() && !last.isValid(); }
    bool isValid() const { return isAllTime() || (first.isValid() && last.isValid() && first <= last); }
    qint64 dayCount() const { return isAllTime() ? 0 : first.daysTo(last) + 1; }
    // Both ends on a calendar month's edges (1 Nov .. 30 Nov): stepping goes by months then.
    bool isWholeMonth() const;
    bool contains(QDate day) const { return isAllTime() || (day >= first && day <= last); }

    // No range at all (isValid() false): what Custom means as a preset, and the previous period of all time.
    static DateRange none() { return {QDate(), QDate(2000, 1, 1)}; }
    // The range a preset means on `today` (the user's date). Custom gives none().
    static DateRange forPreset(Preset preset, QDate today);
    // The same number of days just before this one (a whole month before a whole month); an
    // all-time range has none (invalid).
    DateRange previous() const;
    // One period earlier (direction < 0) or later (> 0), of the same length (a month for a month).
    DateRange stepped(int direction) const;
    // The preset this range equals on `today`, else Custom.
    Preset presetOn(QDate today) const;

    // The instants sent as startDate/endDate: the first day's start and the last day's end in
    // `zone`, converted to UTC. All time sends neither.
    Net::AnalyticsRange toWire(const QTimeZone &zone = QTimeZone::systemTimeZone()) const;
    // One day (for the trend's per-day requests).
    static DateRange day(QDate date) { return {date, date}; }

    // "1 – 30 Nov 2026 (30 days)", "All time", "Mon, 23 Nov 2026" for one day; in `locale`.
    QString describe(const QLocale &locale = QLocale()) const;
    // The preset's name as shown in a menu ("Last 30 days").
    static QString presetName(Preset preset);

    friend bool operator==(const DateRange &, const DateRange &) = default;
};

} // namespace Audience::Models

Q_DECLARE_METATYPE(Audience::Models::DateRange)
