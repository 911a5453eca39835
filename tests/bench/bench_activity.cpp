// bench_activity: the Activity place over a profile store with 100 000 journal entries (issue 22),
// made by tests/support/journalfixture.h in one transaction.
//   open-ms: from building and showing the place (as the main window does the first time Ctrl+9 is
//     pressed) to the end of the first paint of the table with rows; the first run is cold (the
//     store's pages not yet in SQLite's cache), the others warm;
//   filter-<kind>-ms: from choosing a filter in the filter bar to the end of the first paint of the
//     table showing the rows it keeps (outcome "Failed", area "People", an audience, and a search
//     that matches one entry, which reads the whole journal);
//   store-mb, wal-mb: the store's size on disk (the database file and its WAL).
// Prints key=value lines; bench-activity.sh prints the medians and p95. Measurements only.
#include "support/journalfixture.h"

#include "models/activity/journallistmodel.h"
#include "models/shell/connection.h"
#include "models/store/profilestore.h"
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
    Models::ProfileStore store;
    if (!dir.isValid() || !store.open(Models::ProfileStore::pathInFolder(dir.path()))) {
        std::fprintf(stderr, "bench_activity: no store: %s\n", qPrintable(store.error()));
        return 1;
    }
    QElapsedTimer fill;
    fill.start();
    QString error;
    if (!Testing::Journal::fill(store, entries, &error)) {
        std::fprintf(stderr, "bench_activity: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("entries=%lld\n", entries);
    print("fill-ms", msSince(fill));
    print("store-mb", double(fileSize(store.path())) / 1048576.0);
    print("wal-mb", double(fileSize(store.path() + QStringLiteral("-wal"))) / 1048576.0);

    Models::WriteJournal journal(store);
    Models::Connection connection;
    for (int run = 0; run < runs; ++run)
        print("open-ms", openOnce(connection, journal));

    Ui::ActivityPlace place(&connection);
    place.setJournal(&journal);
    place.filterBar()->setTypingDelay(0); // the figure is the work, not the typing pause
    place.resize(1200, 760);
    place.show();
    if (!QTest::qWaitForWindowExposed(&place))
        return 1;
    const QList<std::pair<const char *, std::function<void(Ui::ActivityFilterBar &)>>> filters{
        {"filter-failed-ms", [](Ui::ActivityFilterBar &bar) { bar.outcomeBox()->setCurrentIndex(bar.outcomeBox()->findData(int(Models::ActivityOutcome::Failed))); }},
        {"filter-area-ms", [](Ui::ActivityFilterBar &bar) { bar.areaBox()->setCurrentIndex(bar.areaBox()->findData(QStringLiteral("people"))); }},
        {"filter-audience-ms", [](Ui::ActivityFilterBar &bar) { bar.placeEdit()->setText(QStringLiteral("aud_7")); }},
        {"filter-search-ms", [](Ui::ActivityFilterBar &bar) { bar.searchEdit()->setText(QStringLiteral("key-4242")); }},
    };
    for (const auto &[key, apply] : filters) {
        for (int run = 0; run < runs; ++run)
            print(key, filterOnce(place, apply));
    }
    return 0;
}
