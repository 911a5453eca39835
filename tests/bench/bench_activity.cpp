// bench_activity: the Activity place over a profile store with 100 000 journal entries,
// made by tests/support/journalfixture.h in one transaction.
//   open-ms: from building and showing the place (as the main window does the first time Ctrl+9 is
//     pressed) to the end of the first paint of the table with rows; the first run is cold (the
//     store's pages not yet in SQLite's cache), the others warm;
//   filter-<kind>-ms: from choosing a filter in the filter bar to the end of the first paint of the
//     table showing the rows it keeps (outcome "Failed", area "People", an audience, and a search
//     that matches one entry, and one that matches a tenth of the entries); each search is also
//     measured before the journal's text index has the entries (-unindexed-: the LIKE path), then
//     the whole journal is indexed (index-ms) before the other figures;
//   store-mb, wal-mb: the store's size on disk (the database file and its WAL).
// Prints key=value lines; bench-activity.sh prints the medians and p95. Measurements only.
#include "support/journalfixture.h"

#include "models/activity/journallistmodel.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "ui/activity/activityfilterbar.h"
#include "ui/activity/activityplace.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLineEdit>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>

using namespace Audience;

namespace {

constexpr qint64 entries = 100000;

// Calls `done` right after the first paint of `widget` for which `ready` holds.
class PaintWatcher : public QObject
{
public:
    PaintWatcher(QWidget *widget, std::function<bool()> ready)
        : m_ready(std::move(ready))
    {
        widget->installEventFilter(this);
    }
    bool painted() const { return m_painted; }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_seen && m_ready()) {
            m_seen = true;
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] { m_painted = true; }); // after this paint is done
        }
        return false;
    }

private:
    std::function<bool()> m_ready;
    bool m_seen = false;
    bool m_painted = false;
};

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

void print(const char *key, double value)
{
    std::printf("%s=%.2f\n", key, value);
    std::fflush(stdout);
}

double openOnce(Models::Connection &connection, Models::WriteJournal &journal)
{
    QElapsedTimer timer;
    timer.start();
    auto place = std::make_unique<Ui::ActivityPlace>(&connection);
    place->setJournal(&journal);
    place->resize(1200, 760);
    PaintWatcher watcher(place->table()->viewport(), [&place] { return place->table()->model()->rowCount() > 0; });
    place->show();
    if (!QTest::qWaitFor([&watcher] { return watcher.painted(); }, 20000))
        return -1;
    return msSince(timer);
}

// Applies `apply` to the filter bar and times it until the table paints the rows it keeps.
double filterOnce(Ui::ActivityPlace &place, const std::function<void(Ui::ActivityFilterBar &)> &apply)
{
    if (!place.model()->filter().isEmpty()) {
        // Back to no filter, painted, before the clock starts.
        PaintWatcher cleared(place.table()->viewport(), [&place] { return place.model()->filter().isEmpty(); });
        place.filterBar()->clear();
        if (!QTest::qWaitFor([&cleared] { return cleared.painted(); }, 20000))
            return -1;
    }
    const Models::JournalFilter before = place.model()->filter();
    QElapsedTimer timer;
    timer.start();
    PaintWatcher watcher(place.table()->viewport(), [&place, before] { return !(place.model()->filter() == before); });
    apply(*place.filterBar());
    if (!QTest::qWaitFor([&watcher] { return watcher.painted(); }, 20000))
        return -1;
    return msSince(timer);
}

qint64 fileSize(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() ? info.size() : 0;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
    QTemporaryDir dir;
    Models::ProfileDatabase store;
    if (!dir.isValid() || !store.open(Models::ProfileDatabase::pathInFolder(dir.path()))) {
        std::fprintf(stderr, "bench_activity: no store: %s\n", qPrintable(store.error()));
        return 1;
    }
    store.holdBackgroundWork(true); // the journal as this benchmark makes it, nothing indexed behind its back
    QElapsedTimer fill;
    fill.start();
    QString error;
    if (!Testing::Journal::fill(store, entries, &error)) {
        std::fprintf(stderr, "bench_activity: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("entries=%lld\n", entries);
    print("fill-ms", msSince(fill));
    print("fill-wal-mb", double(fileSize(store.path() + QStringLiteral("-wal"))) / 1048576.0);

    Models::WriteJournal journal(store);
    Models::Connection connection;
    Ui::ActivityPlace place(&connection);
    place.setJournal(&journal);
    place.filterBar()->setTypingDelay(0); // the figure is the work, not the typing pause
    place.resize(1200, 760);
    place.show();
    if (!QTest::qWaitForWindowExposed(&place))
        return 1;
    const auto search = [](const QString &text) {
        return [text](Ui::ActivityFilterBar &bar) { bar.searchEdit()->setText(text); };
    };
    const QList<std::pair<const char *, std::function<void(Ui::ActivityFilterBar &)>>> searches{
        {"filter-search", search(QStringLiteral("key-4242"))},
        {"filter-search-broad", search(QStringLiteral("(503)"))},
    };
    // The same searches before the text index has the entries (all still queued: every entry
    // compared by LIKE, as before schema step 2), the background worker held back meanwhile.
    for (const auto &[key, apply] : searches) {
        for (int run = 0; run < runs; ++run)
            print((QByteArray(key) + "-unindexed-ms").constData(), filterOnce(place, apply));
    }

    // The console indexes the journal's text in the background as it is written; here all of it
    // is indexed at once, as a store some time after its last write.
    QElapsedTimer indexing;
    indexing.start();
    if (!Testing::Journal::indexAll(store, &error)) {
        std::fprintf(stderr, "bench_activity: no text index: %s\n", qPrintable(error));
        return 1;
    }
    print("index-ms", msSince(indexing));
    print("store-mb", double(fileSize(store.path())) / 1048576.0);
    print("wal-mb", double(fileSize(store.path() + QStringLiteral("-wal"))) / 1048576.0);

    for (int run = 0; run < runs; ++run)
        print("open-ms", openOnce(connection, journal));

    const QList<std::pair<const char *, std::function<void(Ui::ActivityFilterBar &)>>> filters{
        {"filter-failed", [](Ui::ActivityFilterBar &bar) { bar.outcomeBox()->setCurrentIndex(bar.outcomeBox()->findData(int(Models::ActivityOutcome::Failed))); }},
        {"filter-area", [](Ui::ActivityFilterBar &bar) { bar.areaBox()->setCurrentIndex(bar.areaBox()->findData(QStringLiteral("people"))); }},
        {"filter-audience", [](Ui::ActivityFilterBar &bar) { bar.placeEdit()->setText(QStringLiteral("aud_7")); }},
    };
    for (const auto &[key, apply] : filters + searches) {
        for (int run = 0; run < runs; ++run)
            print((QByteArray(key) + "-ms").constData(), filterOnce(place, apply));
    }
    return 0;
}
