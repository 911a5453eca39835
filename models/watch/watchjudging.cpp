#include "models/watch/watchjudging.h"

#include "models/analytics/analyticsdaycache.h"
#include "models/store/storeconnection.h"

#include <QSqlError>

namespace Audience::Models::WatchJudging {

Output run(const Input &input)
{
    Output output;
    StoreConnection store(QStringLiteral("publish-watch"));
    if (const StoreResult<void> opened = store.openConnection(input.storePath, StoreConnection::Waits::Worker); !opened) {
        output.problem = opened.error().detail;
        return output;
    }
    QHash<QString, QMap<QDate, Items>> days;
    for (auto page = input.pages.cbegin(); page != input.pages.cend(); ++page) {
        QMap<QDate, Items> &known = days[page.key()];
        known = AnalyticsDayCache::readFrom(store, page.key(), input.zone, page->first, page->last, input.nowUtc);
        const QMap<QDate, Items> fetched = input.fetched.value(page.key());
        for (auto day = fetched.cbegin(); day != fetched.cend(); ++day)
            known.insert(day.key(), day.value());
    }
    store.closeConnection();
    for (const WatchedPublish &one : input.watched) {
        const QMap<QDate, Items> &page = days[one.pageId];
        const WatchedPublishes::Days watchDays =
            WatchedPublishes::daysOf(one, input.zone, input.today, [&page](QDate day) -> std::optional<Items> {
                const auto found = page.constFind(day);
                if (found == page.constEnd())
                    return std::nullopt;
                return *found;
            });
        const WatchFinding finding = PublishWatch::judge(watchDays.before, watchDays.after);
        if (finding.isAlert())
            output.found.append({one, finding});
    }
    return output;
}

} // namespace Audience::Models::WatchJudging
