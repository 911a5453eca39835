// The console side of bench-launch.sh: the real main window with its pages browser, pointed at a
// sandbox that is already running (BENCH_SANDBOX_URL, BENCH_SANDBOX_KEY). It reports when the first
// frame that shows rows of pages is painted, and quits.
#include "launchclock.h"

#include "models/pagelistmodel.h"
#include "net/apiclient.h"
#include "ui/mainwindow.h"
#include "ui/pagesbrowser.h"
#include "ui/workspace.h"

#include <QApplication>
#include <QNetworkAccessManager>
#include <QTableView>
#include <QTimer>
#include <QUrl>

#include <cstdio>

namespace {

class FirstRowsPaint : public QObject
{
public:
    FirstRowsPaint(const QAbstractItemModel *rows, QObject *parent)
        : QObject(parent)
        , m_rows(rows)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_reported && m_rows->rowCount() > 0) {
            m_reported = true;
            QTimer::singleShot(0, qApp, [] {
                Audience::Bench::reportFirstFrame("console");
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QAbstractItemModel *m_rows;
    bool m_reported = false;
};

} // namespace

int main(int argc, char *argv[])
{
    using namespace Audience;
    QApplication app(argc, argv);
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

    Ui::MainWindow window;
    window.setClient(&client);
    window.goTo(QStringLiteral("pages"));
    QTableView *table = window.pagesBrowser()->table();
    FirstRowsPaint watcher(table->model(), &window);
    table->viewport()->installEventFilter(&watcher);
    window.show();
    window.setConnected(true);

    QTimer::singleShot(20000, &app, [] {
        std::fprintf(stderr, "no rows after 20 s\n");
        QApplication::exit(1);
    });
    return QApplication::exec();
}
