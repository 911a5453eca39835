// A second reference for bench-launch.sh: the least a window that shows rows of pages can be in Qt
// Widgets. A QMainWindow of the console's default size with a menu bar, a toolbar and a status bar,
// and a QTableView over a QStandardItemModel holding 50 rows like the demo pages, in memory: no
// network, no models or widgets of ours. It reports when its first frame with rows is painted, and
// quits. What the console spends above this is ours to win back; what this spends above "hello" is
// Qt's own cost of a window with a table.
#include "launchclock.h"

#include <QApplication>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

#include <cstdio>

int main(int argc, char *argv[])
{
    // The same stages as the console's BENCH_TRACE, to compare them one by one.
    const bool trace = qEnvironmentVariableIsSet("BENCH_TRACE");
    const auto stage = [trace](const char *name) {
        if (trace)
            std::fprintf(stderr, "%8.1f ms  %s\n", Audience::Bench::millisecondsSinceLaunch(), name);
    };
    stage("main");
    QApplication app(argc, argv);
    stage("QApplication");
    QStandardItemModel rows(50, 6);
    rows.setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Title"), QStringLiteral("Type"),
                                    QStringLiteral("Status"), QStringLiteral("Audiences"), QStringLiteral("Updated")});
    for (int row = 0; row < rows.rowCount(); ++row) {
        rows.setItem(row, 0, new QStandardItem(QStringLiteral("Forecast Studio launch %1").arg(row)));
        rows.setItem(row, 1, new QStandardItem(QStringLiteral("Meet Forecast Studio: rolling forecasts in minutes, not weeks %1").arg(row)));
        rows.setItem(row, 2, new QStandardItem(QStringLiteral("Call follow-up")));
        rows.setItem(row, 3, new QStandardItem(QStringLiteral("Published")));
        rows.setItem(row, 4, new QStandardItem(QString::number(row % 9)));
        rows.setItem(row, 5, new QStandardItem(QStringLiteral("%1 day(s) ago").arg(row % 7)));
    }

    QMainWindow window;
    window.menuBar()->addMenu(QStringLiteral("&File"));
    window.menuBar()->addMenu(QStringLiteral("&View"));
    window.menuBar()->addMenu(QStringLiteral("&Go"));
    QToolBar *toolBar = window.addToolBar(QStringLiteral("Navigation"));
    toolBar->addAction(QStringLiteral("Back"));
    toolBar->addAction(QStringLiteral("Forward"));
    toolBar->addAction(QStringLiteral("Reload"));
    window.statusBar()->showMessage(QStringLiteral("Ready"));
    auto *table = new QTableView;
    table->setModel(&rows);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    window.setCentralWidget(table);
    window.resize(1200, 760);
    stage("main window built");

    Audience::Bench::FirstPaintReporter watcher("floor");
    table->viewport()->installEventFilter(&watcher);
    window.show();
    return QApplication::exec();
}
