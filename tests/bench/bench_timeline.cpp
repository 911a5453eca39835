// bench_timeline: the Versions tab's timeline of an audience with 200 versions seen, every one a
// publish with three fields recorded and 200 days in the day cache: the time from setAudience to
// the list painted (the rows made, each interval's results read from the store, one grab of the
// panel), median of --rounds rounds. No service: the versions, the records and the days are put in
// the profile's store first. Printed, never asserted (docs/performance.md).
#include "models/analytics/analyticsdaycache.h"
#include "models/common/storelink.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/versionfollower.h"
#include "ui/workspace/versionpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <algorithm>
#include <cstdio>

using namespace Audience;

namespace {

const QString page = QStringLiteral("page_bench");
const QString audience = QStringLiteral("aud_bench");
constexpr int versionCount = 200;

void seed(Models::Connection &connection, Models::ProfileDatabase &store)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime first = now.addDays(-versionCount - 1);
    for (int number = 1; number <= versionCount; ++number) {
        Net::AudienceVersion version;
        version.audienceId = audience;
        version.versionId = QStringLiteral("ver_bench_%1").arg(number);
        version.versionNumber = number;
        version.createdAt = first.addDays(number - 1).toString(Qt::ISODateWithMs);
        version.publishedAt = first.addDays(number).toString(Qt::ISODateWithMs);
        const bool live = number == versionCount;
        version.status = live ? QStringLiteral("published") : QStringLiteral("archived");
        if (!live)
            version.obsoleteAt = first.addDays(number + 1).toString(Qt::ISODateWithMs);
        connection.versionFollower()->remember(version);
        QList<Models::PublishChangeRecord> fields;
        for (const QString &field : {QStringLiteral("metaTitle"), QStringLiteral("metaDescription"), QStringLiteral("metaKeywords")})
            fields.append({version.versionId, audience, page, number, field, QStringLiteral("%1 before %2").arg(field).arg(number),
                           QStringLiteral("%1 after %2").arg(field).arg(number), {}});
        store.recordPublishChanges(version.versionId, fields);
    }
    Net::AudienceAnalytics item;
    item.audienceId = audience;
    item.totalSessions = 57.0;
    item.conversionCount = 8.0;
    const QTimeZone zone = QTimeZone::systemTimeZone();
    for (QDate day = first.date(); day < now.date(); day = day.addDays(1))
        connection.analyticsDays()->write(page, zone, day, {item});
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    int rounds = 5;
    const QStringList arguments = app.arguments();
    if (const qsizetype at = arguments.indexOf(QStringLiteral("--rounds")); at >= 0 && at + 1 < arguments.size())
        rounds = std::max(1, arguments.at(at + 1).toInt());

    QTemporaryDir folder;
    Models::ProfileDatabase store;
    if (!store.open(Models::ProfileDatabase::pathInFolder(folder.path()))) {
        std::fprintf(stderr, "bench_timeline: %s\n", qPrintable(store.error()));
        return 1;
    }
    Models::Connection connection;
    connection.storeLink()->setOpen(&store, nullptr);
    connection.analyticsDays()->setStore(&store);
    seed(connection, store);

    QList<double> times;
    QList<double> madeTimes; // of which: setAudience (the rows made)
    int rows = 0;
    for (int round = 0; round < rounds; ++round) {
        Ui::VersionPanel panel(&connection);
        panel.resize(1200, 800);
        panel.show();
        QElapsedTimer clock;
        clock.start();
        panel.setAudience(page, audience);
        madeTimes.append(double(clock.nsecsElapsed()) / 1e6);
        const QPixmap painted = panel.grab();
        times.append(double(clock.nsecsElapsed()) / 1e6);
        rows = panel.list()->topLevelItemCount();
        Q_UNUSED(painted);
    }
    std::sort(times.begin(), times.end());
    std::sort(madeTimes.begin(), madeTimes.end());
    std::printf("timeline of %d versions seen (3 fields each, %d days cached): setAudience to painted, median %.1f ms "
                "(min %.1f, max %.1f, %d rounds); of which the rows made (setAudience) %.1f ms\n",
                rows, versionCount + 1, times.at(times.size() / 2), times.first(), times.last(), rounds,
                madeTimes.at(madeTimes.size() / 2));
    connection.storeLink()->setOpen(nullptr, nullptr);
    return 0;
}
