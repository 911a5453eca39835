#include "models/analytics/impactexport.h"

#include "models/analytics/csvwriter.h"
#include "models/analytics/impacttext.h"

namespace Audience::Models::ImpactExport {

namespace {

QVariant cell(std::optional<double> value)
{
    return value ? QVariant(*value) : QVariant();
}

QString isoDays(QDate first, QDate last)
{
    return first.toString(Qt::ISODate) + QStringLiteral("..") + last.toString(Qt::ISODate);
}

void addHeader(CsvWriter &csv, const ImpactReport &r, const QString &audienceName, const QString &pageName,
               const QDateTime &exportedAt)
{
    const QLocale c = QLocale::c();
    csv.addComment(QStringLiteral("Audience Console: the impact of a publish"));
    csv.addComment(QStringLiteral("Page: %1 (%2)").arg(pageName, r.pageId));
    csv.addComment(QStringLiteral("Audience: %1 (%2)").arg(audienceName, r.publish.audienceId));
    csv.addComment(QStringLiteral("Published: version %1 (%2) at %3")
                       .arg(r.publish.versionNumber)
                       .arg(r.publish.versionId, r.publish.at.toUTC().toString(Qt::ISODate)));
    csv.addComment(QStringLiteral("Before: %1 (%2 days)").arg(isoDays(r.windows.beforeFirst, r.windows.beforeLast)).arg(r.windows.length()));
    csv.addComment(QStringLiteral("After: %1 (%2 of %3 days over)")
                       .arg(isoDays(r.windows.afterFirst, r.windows.afterLast))
                       .arg(r.windows.afterDaysElapsed)
                       .arg(r.windows.length()));
    csv.addComment(QStringLiteral("Publish day left out: %1; whole days in the console's time zone").arg(r.publishDay.toString(Qt::ISODate)));
    csv.addComment(ImpactText::judgement(r.judgement, c));
    csv.addComment(ImpactText::judgementBasis(r.judgement));
    for (const QString &line : {ImpactText::checkThis(r), ImpactText::restOfPage(r, c), ImpactText::otherPublishes(r, {}, c),
                                ImpactText::missingDays(r), ImpactText::averagesNote(), ImpactText::caveat()}) {
        if (!line.isEmpty())
            csv.addComment(line);
    }
    csv.addComment(QStringLiteral("Exported: %1").arg(exportedAt.toUTC().toString(Qt::ISODate)));
}

// The p-value of a rate: the judging engine's for the rates it judges (the alert's and the card's
// one figure), the windows' two-proportion test's for the others.
QVariant pValueOf(const ImpactReport &r, const RateComparison &c)
{
    if (c.rate == RateComparison::Rate::Conversion || c.rate == RateComparison::Rate::FormSubmit) {
        const WatchEstimate &judged = r.judgement.estimate(c.rate);
        return judged.judged ? QVariant(judged.pValue) : QVariant();
    }
    return c.test ? QVariant(c.test->pValue) : QVariant();
}

const char *wireName(RateComparison::Rate rate)
{
    switch (rate) {
    case RateComparison::Rate::Conversion:
        return "conversion_rate";
    case RateComparison::Rate::FormSubmit:
        return "form_submit_rate";
    case RateComparison::Rate::Bounce:
        return "bounce_rate";
    case RateComparison::Rate::Cta:
        return "cta_rate";
    }
    return "";
}

} // namespace

QByteArray csv(const ImpactReport &r, const QString &audienceName, const QString &pageName, const QDateTime &exportedAt)
{
    CsvWriter csv;
    addHeader(csv, r, audienceName, pageName, exportedAt);
    csv.addRow({QStringLiteral("figure"), QStringLiteral("before_count"), QStringLiteral("before_total"), QStringLiteral("before"),
                QStringLiteral("before_low95"), QStringLiteral("before_high95"), QStringLiteral("after_count"),
                QStringLiteral("after_total"), QStringLiteral("after"), QStringLiteral("after_low95"), QStringLiteral("after_high95"),
                QStringLiteral("difference"), QStringLiteral("p_value"), QStringLiteral("others_before"),
                QStringLiteral("others_after"), QStringLiteral("difference_in_differences")});
    for (const RateComparison &c : r.rates) {
        const auto low = [](const auto &i) { return i ? QVariant(i->low) : QVariant(); };
        const auto high = [](const auto &i) { return i ? QVariant(i->high) : QVariant(); };
        csv.addRow({QString::fromLatin1(wireName(c.rate)), c.successesBefore, c.trialsBefore, cell(c.before), low(c.beforeInterval),
                    high(c.beforeInterval), c.successesAfter, c.trialsAfter, cell(c.after), low(c.afterInterval),
                    high(c.afterInterval), cell(c.difference), pValueOf(r, c),
                    cell(c.othersBefore), cell(c.othersAfter), cell(c.differenceInDifferences)});
    }
    // Averages: before and after only (no spread, no test).
    const QList<std::pair<QString, std::optional<double> AnalyticsFigures::*>> averages{
        {QStringLiteral("avg_time_spent_seconds"), &AnalyticsFigures::avgTimeSeconds},
        {QStringLiteral("avg_scroll_depth_percentage"), &AnalyticsFigures::avgScrollDepth},
        {QStringLiteral("avg_interactions_per_session"), &AnalyticsFigures::avgInteractions},
    };
    for (const auto &[name, field] : averages)
        csv.addRow({name, QVariant(), QVariant(), cell(r.before.*field), QVariant(), QVariant(), QVariant(), QVariant(),
                    cell(r.after.*field)});
    return csv.toUtf8();
}

} // namespace Audience::Models::ImpactExport
