#include "models/analytics/analyticsexport.h"

#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/csvwriter.h"
#include "models/analytics/trendloader.h"

#include <QLocale>

#include <cmath>

namespace Audience::Models {

using Metric = AnalyticsFigures::Metric;

namespace {

// The wire's field names (and ctaRate, named alike), so a script that knows the interface reads the file without a mapping.
QString wireName(Metric metric)
{
    switch (metric) {
    case Metric::Sessions:
        return QStringLiteral("totalSessions");
    case Metric::Conversions:
        return QStringLiteral("conversionCount");
    case Metric::ConversionRate:
        return QStringLiteral("conversionRate");
    case Metric::FormSubmits:
        return QStringLiteral("formSubmitCount");
    case Metric::FormSubmitRate:
        return QStringLiteral("formSubmitRate");
    case Metric::Bounces:
        return QStringLiteral("bounceCount");
    case Metric::BounceEligible:
        return QStringLiteral("bounceEligibleSessions");
    case Metric::BounceRate:
        return QStringLiteral("bounceRate");
    case Metric::CtaSessions:
        return QStringLiteral("ctaSessions");
    case Metric::CtaRate:
        return QStringLiteral("ctaRate"); // not on the wire: ctaSessions / totalSessions
    case Metric::AvgInteractions:
        return QStringLiteral("avgInteractionsPerSession");
    case Metric::AvgScrollDepth:
        return QStringLiteral("avgScrollDepthPercentage");
    case Metric::AvgTimeSeconds:
        return QStringLiteral("avgTimeSpentSeconds");
    }
    return {};
}

QVariant cell(std::optional<double> value)
{
    return value ? QVariant(*value) : QVariant();
}

QString isoRange(const DateRange &range)
{
    if (range.isAllTime())
        return QStringLiteral("all time");
    return QStringLiteral("%1..%2").arg(range.first.toString(Qt::ISODate), range.last.toString(Qt::ISODate));
}

void writeHeader(CsvWriter &csv, const QString &what, const ExportContext &context)
{
    csv.addComment(QStringLiteral("Audience Console: %1").arg(what));
    csv.addComment(QStringLiteral("Page: %1 (%2)").arg(context.pageName, context.pageId));
    csv.addComment(QStringLiteral("Range: %1 (whole days, %2)")
                       .arg(isoRange(context.range), QString::fromUtf8(QTimeZone::systemTimeZoneId())));
    if (context.comparedWith)
        csv.addComment(QStringLiteral("Compared with: %1 (previous_* columns)").arg(isoRange(*context.comparedWith)));
    csv.addComment(QStringLiteral("Exported: %1").arg(context.exportedAt.toUTC().toString(Qt::ISODate)));
}

} // namespace

QByteArray AnalyticsExport::tableCsv(const AudienceAnalyticsModel &model, const ExportContext &context)
{
    CsvWriter csv;
    writeHeader(csv, QStringLiteral("audience analytics"), context);
    const bool comparing = model.hasComparison();
    QVariantList header{QStringLiteral("audienceId"), QStringLiteral("audienceName")};
    for (const Metric metric : AnalyticsFigures::allMetrics())
        header.append(wireName(metric));
    if (comparing) {
        for (const Metric metric : AnalyticsFigures::allMetrics())
            header.append(QStringLiteral("previous_") + wireName(metric));
    }
    csv.addRow(header);
    for (int row = 0; row < model.rowCount(); ++row) {
        const bool totals = model.isTotalsRow(row);
        const QString id = model.audienceIdAt(row);
        QVariantList cells{totals ? QStringLiteral("(total)") : id, totals ? QStringLiteral("All audiences") : model.nameOf(id)};
        const AnalyticsFigures figures = model.figuresAt(row);
        for (const Metric metric : AnalyticsFigures::allMetrics())
            cells.append(cell(figures.value(metric)));
        if (comparing) {
            const auto previous = model.previousFiguresAt(row);
            for (const Metric metric : AnalyticsFigures::allMetrics())
                cells.append(previous ? cell(previous->value(metric)) : QVariant());
        }
        csv.addRow(cells);
    }
    return csv.toUtf8();
}

QByteArray AnalyticsExport::trendCsv(const TrendLoader &trend, const QStringList &audienceIds,
                                     const QHash<QString, QString> &names, const ExportContext &context)
{
    CsvWriter csv;
    writeHeader(csv, QStringLiteral("daily trend"), context);
    for (const QString &id : audienceIds) {
        if (!id.isEmpty())
            csv.addComment(QStringLiteral("%1: %2").arg(id, names.value(id, id)));
    }
    QVariantList header{QStringLiteral("date")};
    QList<QList<TrendPoint>> series;
    for (const QString &id : audienceIds) {
        const QString prefix = id.isEmpty() ? QStringLiteral("page") : id;
        header << prefix + QStringLiteral("_totalSessions") << prefix + QStringLiteral("_conversionRate");
        series.append(trend.series(context.pageId, context.range, id));
    }
    csv.addRow(header);
    const qint64 days = context.range.dayCount();
    for (qint64 index = 0; index < days; ++index) {
        QVariantList cells{context.range.first.addDays(index).toString(Qt::ISODate)};
        for (const QList<TrendPoint> &points : std::as_const(series))
            cells << cell(points.at(index).sessions) << cell(points.at(index).conversionRate);
        csv.addRow(cells);
    }
    return csv.toUtf8();
}

QString AnalyticsExport::tableTsv(const AudienceAnalyticsModel &model, const QLocale &locale)
{
    // Tabs and line breaks inside a cell would shift the columns of the paste: they become spaces.
    const auto clean = [](QString text) {
        return text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList lines;
    QStringList header;
    for (int column = 0; column < model.columnCount(); ++column) {
        QString title = clean(model.headerData(column, Qt::Horizontal).toString());
        const auto metric = AudienceAnalyticsModel::metricAt(column);
        if (metric && AnalyticsFigures::isRate(*metric))
            title = tr("%1 (%)").arg(title);
        else if (metric == Metric::AvgTimeSeconds)
            title = tr("%1 (s)").arg(title);
        header.append(title);
    }
    lines.append(header.join(QLatin1Char('\t')));
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        const AnalyticsFigures figures = model.figuresAt(row);
        for (int column = 0; column < model.columnCount(); ++column) {
            const auto metric = AudienceAnalyticsModel::metricAt(column);
            if (!metric) {
                cells.append(clean(model.index(row, column).data().toString()));
                continue;
            }
            // Plain numbers a spreadsheet in this locale reads as numbers: no "%", no units, no
            // group separators; rates as percentages, time in seconds.
            const auto value = figures.value(*metric);
            if (!value) {
                cells.append(QString());
                continue;
            }
            const double shown = AnalyticsFigures::isRate(*metric) ? *value * 100 : *value;
            QLocale plain = locale;
            plain.setNumberOptions(QLocale::OmitGroupSeparator);
            const double rounded = std::round(shown * 100) / 100; // 0.1 * 100 is 10.000000000000002
            cells.append(plain.toString(rounded, 'f', rounded == std::floor(rounded) ? 0 : 2));
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace Audience::Models
