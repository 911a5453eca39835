#pragma once

#include "models/watch/watchalert.h"

#include <QHash>
#include <QMap>
#include <QTimeZone>

namespace Audience::Models {

// The costly part of a watch's run, made to run on a worker thread: the days of every watched
// publish read from the profile's store through a connection of its own (decoding them is most
// of the cost), the days just asked for taken from memory, and every publish judged
// (PublishWatch::judge). Touches no object of the GUI thread.
namespace WatchJudging {

using Items = QList<Net::AudienceAnalytics>;

struct Input
{
    QString storePath;
    QTimeZone zone;
    QDateTime nowUtc;
    QDate today;
    QList<WatchedPublish> watched;
    // Per page, the days to read from the store.
    QHash<QString, DateRange> pages;
    // Per page, the days asked for in this run (a day not final is never in the store).
    QHash<QString, QMap<QDate, Items>> fetched;
};

struct Output
{
    QList<WatchAlert> found;
    QString problem; // why the store could not be read; empty when it was
};

// On the calling thread, with a store connection of its own (opened and closed here).
Output run(const Input &input);

} // namespace WatchJudging

} // namespace Audience::Models
