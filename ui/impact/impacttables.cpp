#include "ui/impact/impacttables.h"

#include "models/analytics/impacttext.h"
#include "ui/impact/fittedtable.h"

#include <QLocale>
#include <QTableWidget>

#include <cmath>

namespace Audience::Ui {

using Models::ImpactText;
using Models::RateComparison;
using Metric = Models::AnalyticsFigures::Metric;

namespace {

QTableWidget *makeTable(const QStringList &headers, QWidget *parent)
{
    // Read whole in any width: a side panel as a dialog (FittedTable).
    auto *table = new FittedTable(headers, parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::TabFocus); // readable by keyboard and screen readers
    return table;
}

void put(QTableWidget *table, int row, int column, const QString &text, const QString &tip = {})
{
    // A figure keeps its unit on its line when the cell wraps: "13.6 %", not "13.6" then "%".
    QString shown = text;
    shown.replace(QStringLiteral(" %"), QStringLiteral("\u00A0%"));
    auto *item = new QTableWidgetItem(shown);
    item->setToolTip(tip.isEmpty() ? text : tip);
    table->setItem(row, column, item);
}

// "12.3 %" then "95 % interval 10.1–14.5 %" then "14 of 140".
QString side(std::optional<double> rate, const std::optional<Models::ImpactStatistics::Interval> &interval, qint64 part,
             qint64 whole)
{
    const QLocale locale;
    return ImpactText::percent(rate, locale) + u'\n' + ImpactText::interval(interval, locale) + u'\n'
        + ImpactTables::tr("%1 of %2").arg(locale.toString(part), locale.toString(whole));
}

// Whether the change is good news, in words.
QString directionOf(const RateComparison &c)
{
    if (std::abs(*c.difference) < 0.0005)
        return ImpactTables::tr("about the same");
    if ((*c.difference > 0) != RateComparison::lowerIsBetter(c.rate))
        return ImpactTables::tr("better");
    return ImpactTables::tr("worse");
}

// The change in words: the points, whether it is good news, and whether chance could explain it.
QString change(const RateComparison &c, bool enoughData)
{
    const QLocale locale;
    if (!c.difference)
        return QStringLiteral("–");
    // Below the gates no verdict is given, not even per rate: the points only.
    if (!enoughData)
        return ImpactText::points(c.difference, locale) + u'\n' + ImpactTables::tr("no verdict: too little data");
    const QString direction = directionOf(c);
    const bool clear = c.test && c.test->pValue < 0.05;
    return ImpactText::points(c.difference, locale) + QStringLiteral(" (") + direction + u')' + u'\n'
        + ImpactText::pValue(c.test, locale) + u'\n'
        + (clear ? ImpactTables::tr("unlikely to be chance alone") : ImpactTables::tr("could be chance"));
}

// A rate the judging engine judged (conversion, form submit): the points in these windows, then
// the engine's own figures, so that the card shows one p-value for it, the alert's.
QString judgedChange(const RateComparison &c, const Models::WatchEstimate &judged)
{
    const QLocale locale;
    if (!c.difference)
        return QStringLiteral("–");
    if (!judged.judged)
        return ImpactText::points(c.difference, locale) + u'\n' + ImpactTables::tr("no verdict: too little data");
    const bool clear = judged.pValue < Models::PublishWatch::alertPValue;
    return ImpactText::points(c.difference, locale) + QStringLiteral(" (") + directionOf(c) + u')' + u'\n'
        + ImpactTables::tr("judged: %1 relative, %2").arg(ImpactText::relative(judged.change, locale), ImpactText::pValue(judged.pValue, locale))
        + u'\n' + (clear ? ImpactTables::tr("unlikely to be chance alone") : ImpactTables::tr("could be chance"));
}

// Figures as wide as a card's usually are (two digits before the point, counts of up to a million
// sessions), held whole by each column from the start: the card is as wide before its figures come
// as after, and the pane around it does not jump when they come or change.
constexpr double widestRate = 0.888;
constexpr qint64 widestCount = 999'999;
const Models::ImpactStatistics::Interval widestInterval{0.888, 0.999};

// Every word `texts` can show, with the no-break spaces put() puts in.
QString reserved(const QStringList &texts)
{
    QString words = texts.join(u'\n');
    words.replace(QStringLiteral(" %"), QStringLiteral("\u00A0%"));
    return words;
}

QString restOfPage(const RateComparison &c)
{
    const QLocale locale;
    if (!c.othersBefore || !c.othersAfter)
        return QStringLiteral("–");
    return ImpactTables::tr("%1 → %2").arg(ImpactText::percent(c.othersBefore, locale), ImpactText::percent(c.othersAfter, locale))
        + u'\n' + ImpactTables::tr("of %1 → %2").arg(locale.toString(c.othersTrialsBefore), locale.toString(c.othersTrialsAfter))
        + u'\n' + ImpactTables::tr("this audience: %1 relative to them").arg(ImpactText::points(c.differenceInDifferences, locale));
}

} // namespace

QTableWidget *ImpactTables::makeRatesTable(QWidget *parent)
{
    auto *table = makeTable({tr("Figure"), tr("Before"), tr("After"), tr("Change"), tr("Rest of the page")}, parent);
    table->setObjectName(QStringLiteral("impactRates"));
    const QLocale locale;
    QStringList names;
    for (const RateComparison::Rate rate : {RateComparison::Rate::Conversion, RateComparison::Rate::FormSubmit,
                                            RateComparison::Rate::Bounce, RateComparison::Rate::Cta})
        names.append(ImpactText::rateName(rate));
    const QString widestSide = side(widestRate, widestInterval, widestCount, widestCount);
    const QString points = ImpactText::points(-widestRate, locale);
    auto *fitted = static_cast<FittedTable *>(table);
    fitted->reserveWords(0, reserved(names));
    fitted->reserveWords(1, reserved({widestSide}));
    fitted->reserveWords(2, reserved({widestSide}));
    fitted->reserveWords(3, reserved({points + QStringLiteral(" (") + tr("about the same") + u')', QStringLiteral("(") + tr("better") + u')',
                                      QStringLiteral("(") + tr("worse") + u')',
                                      tr("judged: %1 relative, %2").arg(ImpactText::relative(-widestRate, locale), ImpactText::pValue(0.0001, locale)),
                                      ImpactText::pValue(0.05, locale), tr("unlikely to be chance alone"), tr("could be chance"),
                                      tr("no verdict: too little data")}));
    fitted->reserveWords(4, reserved({tr("%1 → %2").arg(ImpactText::percent(widestRate, locale), ImpactText::percent(widestRate, locale)),
                                      tr("of %1 → %2").arg(locale.toString(widestCount), locale.toString(widestCount)),
                                      tr("this audience: %1 relative to them").arg(points)}));
    table->setAccessibleName(tr("Rates before and after the publish"));
    return table;
}

QTableWidget *ImpactTables::makeAveragesTable(QWidget *parent)
{
    auto *table = makeTable({tr("Average"), tr("Before"), tr("After")}, parent);
    table->setObjectName(QStringLiteral("impactAverages"));
    // The widest an average can read: a long time on the page, a full scroll, many interactions.
    QStringList names;
    QStringList figures;
    for (const Metric metric : {Metric::AvgTimeSeconds, Metric::AvgScrollDepth, Metric::AvgInteractions}) {
        names.append(Models::FigureText::metricName(metric));
        for (const double value : {3599.0, 86399.0, 100.0, 9999.9})
            figures.append(Models::FigureText::format(metric, value));
    }
    auto *fitted = static_cast<FittedTable *>(table);
    fitted->reserveWords(0, reserved(names));
    fitted->reserveWords(1, reserved(figures));
    fitted->reserveWords(2, reserved(figures));
    table->setAccessibleName(tr("Averages before and after the publish"));
    return table;
}

void ImpactTables::fillRates(QTableWidget *table, const Models::ImpactReport &report)
{
    table->setRowCount(int(report.rates.size()));
    for (int row = 0; row < report.rates.size(); ++row) {
        const RateComparison &c = report.rates.at(row);
        put(table, row, 0, ImpactText::rateName(c.rate), ImpactText::rateSentence(c));
        put(table, row, 1, side(c.before, c.beforeInterval, c.successesBefore, c.trialsBefore));
        put(table, row, 2, side(c.after, c.afterInterval, c.successesAfter, c.trialsAfter));
        if (c.rate == RateComparison::Rate::Conversion || c.rate == RateComparison::Rate::FormSubmit) {
            const Models::WatchEstimate &judged = report.judgement.estimate(c.rate);
            put(table, row, 3, judgedChange(c, judged), ImpactText::estimate(judged, report.judgement.baseline));
        } else {
            put(table, row, 3, change(c, report.enoughData), report.enoughData ? ImpactText::rateSentence(c) : QString());
        }
        put(table, row, 4, restOfPage(c));
    }
    if (auto *fitted = qobject_cast<FittedTable *>(table))
        fitted->fit();
}

void ImpactTables::fillAverages(QTableWidget *table, const Models::ImpactReport &report)
{
    const QList<std::pair<Metric, std::optional<double> Models::AnalyticsFigures::*>> rows{
        {Metric::AvgTimeSeconds, &Models::AnalyticsFigures::avgTimeSeconds},
        {Metric::AvgScrollDepth, &Models::AnalyticsFigures::avgScrollDepth},
        {Metric::AvgInteractions, &Models::AnalyticsFigures::avgInteractions},
    };
    table->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        const auto &[metric, field] = rows.at(row);
        put(table, row, 0, Models::FigureText::metricName(metric));
        put(table, row, 1, Models::FigureText::format(metric, report.before.*field));
        put(table, row, 2, Models::FigureText::format(metric, report.after.*field));
    }
    if (auto *fitted = qobject_cast<FittedTable *>(table))
        fitted->fit();
}

void ImpactTables::clear(QTableWidget *table)
{
    table->setRowCount(0);
    if (auto *fitted = qobject_cast<FittedTable *>(table))
        fitted->fit();
}

} // namespace Audience::Ui
