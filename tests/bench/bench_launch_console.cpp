// The console side of bench-launch.sh: the real main window with its pages browser, pointed at a
// sandbox that is already running (BENCH_SANDBOX_URL, BENCH_SANDBOX_KEY). It reports when the first
// frame that shows rows of pages is painted, and quits.
#include "launchclock.h"

#include "models/pages/pagelistmodel.h"
#include "net/apiclient.h"
#include "ui/shell/consolestyle.h"
#include "ui/shell/mainwindow.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/profiles/profileswitcher.h"
#include "models/shell/connection.h"

#include <QApplication>
#include <QDir>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTableView>
#include <QTimer>
#include <QUrl>

#include <cstdio>
#include <functional>

int main(int argc, char *argv[])
{
    using namespace Audience;
    if (qEnvironmentVariableIsSet("BENCH_TRACE"))
        std::fprintf(stderr, "%8.1f ms  main\n", Bench::millisecondsSinceLaunch());
    QApplication app(argc, argv);
    // Stage times go to stderr when BENCH_TRACE is set, to see where the launch goes.
    const bool trace = qEnvironmentVariableIsSet("BENCH_TRACE");
    const auto stage = [trace](const char *name) {
        if (trace)
            std::fprintf(stderr, "%8.1f ms  %s\n", Bench::millisecondsSinceLaunch(), name);
    };
    if (trace) {
        // Every paint of the window, to tell its own first frame from the first frame with rows.
        struct PaintTracer : QObject {
            std::function<void(const char *)> stage;
            bool eventFilter(QObject *watched, QEvent *event) override
            {
                if (event->type() == QEvent::Paint && watched->isWidgetType() && static_cast<QWidget *>(watched)->isWindow())
                    stage("window paint");
                return false;
            }
        };
        auto *tracer = new PaintTracer;
        tracer->stage = stage;
        app.installEventFilter(tracer);
    }
    stage("QApplication");
    QApplication::setStyle(new Ui::ConsoleStyle); // as app/main.cpp does
    QApplication::setOrganizationName(QStringLiteral("AudienceConsoleBench"));
    QApplication::setApplicationName(QStringLiteral("bench-launch"));
    const QUrl url(qEnvironmentVariable("BENCH_SANDBOX_URL"));
    if (!url.isValid() || url.isEmpty()) {
        std::fprintf(stderr, "BENCH_SANDBOX_URL is not set\n");
        return 2;
    }

    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(qEnvironmentVariable("BENCH_SANDBOX_KEY").toUtf8());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(url);
    QObject::connect(&network, &QNetworkAccessManager::finished, &app, [stage] { stage("reply finished (QNAM)"); });

    // In the order of app/main.cpp: the window (its frame; the starting place is built when it is
    // first shown), the client given to it, the connection started, then show(). The app's session
    // reaches setConnected(true) after its own connection test, which this skips: the sandbox and
    // its key are known to work.
    Ui::MainWindow window;
    stage("main window built");
    // What the session shows for the demo sandbox: its badge in the profile switcher and the band
    // in its colour under the toolbars.
    Models::Profile profile;
    profile.id = QStringLiteral("sandbox");
    profile.name = QStringLiteral("Demo sandbox");
    profile.label = QStringLiteral("Sandbox");
    profile.colour = QStringLiteral("#2e7d32");
    window.profileSwitcher()->setProfiles({profile});
    window.setActiveProfile(profile);
    window.setClient(&client);
    // As the session does: the profile's store opens a moment after the first rows (never before).
    window.connection()->setProfileFolder(QDir::home().filePath(QStringLiteral("bench-profile")));
    if (window.currentPlaceId() != QLatin1StringView("pages"))
        window.goTo(QStringLiteral("pages")); // a fresh HOME: it starts on the pages anyway
    window.setConnected(true);
    stage("first request sent");
    QObject::connect(window.connection()->pages(), &Models::PageListModel::pageLoaded, &app, [stage] { stage("rows arrived"); });
    window.show();
    stage("shown");
    QTableView *table = window.pagesBrowser()->table();
    const QAbstractItemModel *rows = table->model();
    Bench::FirstPaintReporter watcher("console", [rows] { return rows->rowCount() > 0; });
    table->viewport()->installEventFilter(&watcher);

    QTimer::singleShot(20000, &app, [] {
        std::fprintf(stderr, "no rows after 20 s\n");
        QApplication::exit(1);
    });
    return QApplication::exec();
}
