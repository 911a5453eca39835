#pragma once

#include "models/workspace/publishedchange.h"

#include <QCoreApplication>

#include <optional>

class QTreeWidget;
class QTreeWidgetItem;

namespace Audience::Models {
class AnalyticsDayCache;
} // namespace Audience::Models

namespace Audience::Ui {

// The Versions tab's list as a timeline: what was live and when. One row per version seen, newest
// first; a published one says its live interval (publishedAt to obsoleteAt, or "live now"), the
// fields it changed (folding open to each field's live → after values) and the results of the
// interval from the day cache (sessions, conversion rate with its Wilson 95 % interval, or "too
// short to judge"). The rows only; VersionPanel keeps the list, the choice and the buttons.
class VersionTimeline
{
    Q_DECLARE_TR_FUNCTIONS(VersionTimeline)
public:
    enum Column { NumberColumn, StatusColumn, LiveColumn, ChangedColumn, ResultsColumn, ColumnCount };

    static QStringList headerLabels();
    // Fills `item` for `version`; `publish` is what it changed when it went live, `cache` the day
    // cache the results are read from (null: none shown).
    static void fill(QTreeWidgetItem *item, const Net::AudienceVersion &version, const Models::PublishedChange *publish,
                     const Models::AnalyticsDayCache *cache, const QString &pageId);
    // "3 Nov 06:56 – 17 Nov 09:10", "3 Nov 06:56 – live now".
    static QString intervalText(const Models::PublishedChange &publish);
    // "Meta title: “before” → “after”" (long values cut).
    static QString fieldText(const Models::PublishedFieldChange &change);
};

} // namespace Audience::Ui
