#pragma once

#include "models/analytics/analyticsrange.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>

namespace Audience::Models {

class AudienceAnalyticsModel;
class TrendLoader;

// What an exported file says about itself in its '#' header lines.
struct ExportContext
{
    QString pageId;
    QString pageName;
    DateRange range;
    std::optional<DateRange> comparedWith;
    QDateTime exportedAt = QDateTime::currentDateTimeUtc();
};

// The analytics screen's exports: the table (every field of every audience, then the totals) and
// the trend as CSV for any spreadsheet or script (wire field names as headers, locale-independent
// numbers, rates as fractions), and the table as tab-separated text in the user's locale for
// pasting into a spreadsheet.
class AnalyticsExport
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::AnalyticsExport)
public:
    static QByteArray tableCsv(const AudienceAnalyticsModel &model, const ExportContext &context);
    // One row per day; per audience (or "" for the page) its sessions and conversion rate.
    static QByteArray trendCsv(const TrendLoader &trend, const QStringList &audienceIds,
                               const QHash<QString, QString> &names, const ExportContext &context);
    // As shown, with the header row; the totals row last.
    static QString tableTsv(const AudienceAnalyticsModel &model, const QLocale &locale = QLocale());
};

} // namespace Audience::Models
