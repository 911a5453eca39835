#pragma once

#include "models/analytics/impactreport.h"
#include "models/analytics/publishwatch.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

namespace Audience::Models {

// A publish's impact in words, for the card and its CSV alike: the verdict or why there is none,
// the windows, the rest of the page, and the caveat every card carries. Never colour alone: each
// sentence says which way a figure moved and whether that could be chance.
class ImpactText
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::ImpactText)
public:
    static QString rateName(RateComparison::Rate rate);
    static QString percent(std::optional<double> fraction, const QLocale &locale = QLocale());
    // "+4.2 points", "−1.0 points".
    static QString points(std::optional<double> difference, const QLocale &locale = QLocale());
    // "95 % interval 10.1–14.5 %".
    static QString interval(const std::optional<ImpactStatistics::Interval> &interval, const QLocale &locale = QLocale());
    // "p = 0.021", "p < 0.001", "–" without a test.
    static QString pValue(const std::optional<ImpactStatistics::ZTest> &test, const QLocale &locale = QLocale());
    static QString pValue(double p, const QLocale &locale = QLocale());
    // A relative change: "−50 %", "+12 %".
    static QString relative(double change, const QLocale &locale = QLocale());
    // The judging engine's finding in words, with what it rests on (the alert's figures and the
    // card's headline alike: one sentence, one computation). E.g. "Conversion rate fell from 15.2 %
    // to 7.6 % while the page's other audiences went from 4.1 % to 4.0 %: −50 % relative (95 %
    // interval −62 % to −35 %, p = 0.006), since 19 Nov 2026."
    static QString judgement(const WatchFinding &finding, const QLocale &locale = QLocale());
    // One rate's estimate in words (what the card shows when nothing alerts).
    static QString estimate(const WatchEstimate &estimate, WatchFinding::Baseline baseline, const QLocale &locale = QLocale());
    // What the judgement rests on: the days, and the control or its absence.
    static QString judgementBasis(const WatchFinding &finding);
    // "Version 11 of FP&A leads…, published Thu, 5 Nov 2026 16:40".
    static QString title(const PublishMarker &publish, const QString &audienceName, const QLocale &locale = QLocale());
    // "Before: 29 Oct – 4 Nov 2026 · After: 6 – 12 Nov 2026 (the publish day, 5 Nov, left out)".
    static QString windows(const ImpactReport &report, const QLocale &locale = QLocale());
    // The "after" window still open: how far it has got; empty once it is complete.
    static QString progress(const ImpactReport &report);
    // The verdict on conversion, or why there is none ("Not enough data yet: …").
    static QString headline(const ImpactReport &report, const QLocale &locale = QLocale());
    // One rate in a sentence (for the CSV and the accessible description).
    static QString rateSentence(const RateComparison &rate, const QLocale &locale = QLocale());
    // "Check this: …" when the change looks too good to be true; else empty.
    static QString checkThis(const ImpactReport &report);
    // The same change in the page's other audiences (the difference-in-differences); empty without others.
    static QString restOfPage(const ImpactReport &report, const QLocale &locale = QLocale());
    // The other publishes inside the windows; `names`: audienceId → name. Empty when none.
    static QString otherPublishes(const ImpactReport &report, const QHash<QString, QString> &names,
                                  const QLocale &locale = QLocale());
    // Days of the windows that could not be loaded; empty when none.
    static QString missingDays(const ImpactReport &report);
    static QString averagesNote();
    static QString caveat();
};

} // namespace Audience::Models
