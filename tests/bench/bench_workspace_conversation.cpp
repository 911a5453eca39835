// bench_workspace_conversation: the audience workspace on a 2 000-message conversation
// (conversationfixture.h, served by bench_conversation_server at --url).
//   --mode console: the real AudienceWorkspaceView. From setAudience() (opening the audience) to the
//     end of the first paint of the conversation view that shows messages: open-ms. Then it scrolls
//     the conversation from top to bottom as a user holding Page Down would (a step every 16 ms) and
//     reports the longest gap between the ticks of a 5 ms timer on the GUI thread (stall-ms, budget
//     50) and the growth of resident memory over the scroll (rss-growth-mb, budget 40).
//   --mode list: the baseline, a bare QListView (word wrap) of the same 2 000 texts held in memory:
//     from setModel() to the end of its first paint with rows: open-ms.
// Prints key=value lines for bench-workspace.sh. Timings are measurements, never assertions.
#include "conversationfixture.h"
#include "residentmemory.h"

#include "models/shell/connection.h"
#include "models/workspace/conversationmodel.h"
#include "net/apiclient.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/conversationview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QListView>
#include <QNetworkAccessManager>
#include <QScrollBar>
#include <QStringListModel>
#include <QTimer>

#include <cstdio>
#include <functional>

using namespace Audience;

namespace {

// Calls `done` at the end of the first paint of `widget` for which `ready` holds.
class PaintWatcher : public QObject
{
public:
    PaintWatcher(QWidget *widget, std::function<bool()> ready, std::function<void()> done)
        : m_ready(std::move(ready))
        , m_done(std::move(done))
    {
        widget->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_fired && m_ready()) {
            m_fired = true;
            watched->removeEventFilter(this);
            // After this paint is handled: the frame is drawn.
            QTimer::singleShot(0, this, m_done);
        }
        return false;
    }

private:
    std::function<bool()> m_ready;
    std::function<void()> m_done;
    bool m_fired = false;
};

int runList(QApplication &app, int count)
{
    const QStringList texts = Bench::texts(count);
    QListView view;
    view.setWordWrap(true);
    view.setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    view.resize(760, 760);
    view.show();
    QStringListModel model;
    QElapsedTimer clock;
    PaintWatcher watcher(view.viewport(), [&model] { return model.rowCount() > 0; }, [&] {
        std::printf("open-ms=%.2f\n", clock.nsecsElapsed() / 1e6);
        app.quit();
    });
    QTimer::singleShot(200, &view, [&] { // the window has settled
        clock.start();
        model.setStringList(texts);
        view.setModel(&model);
    });
    return app.exec();
}

int runConsole(QApplication &app, const QUrl &url)
{
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(QByteArrayLiteral("bench"));
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(url);
    Models::Connection connection(&client);
    connection.setConnected(true);
    Ui::AudienceWorkspaceView workspace(&connection);
    workspace.resize(1200, 760);
    workspace.show();
    Ui::ConversationView *view = workspace.conversation();
    Models::ConversationModel *model = workspace.conversationModel();

    QElapsedTimer clock;
    QElapsedTimer tick;
    qint64 longestGapNs = 0;
    double rssBefore = 0;
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        longestGapNs = std::max(longestGapNs, tick.nsecsElapsed());
        tick.restart();
    });
    QTimer scroller;
    scroller.setInterval(16);
    QObject::connect(&scroller, &QTimer::timeout, &app, [&] {
        QScrollBar *bar = view->verticalScrollBar();
        if (bar->value() >= bar->maximum()) {
            scroller.stop();
            ticker.stop();
            std::printf("stall-ms=%.2f\nrss-before-mb=%.1f\nrss-after-mb=%.1f\nrss-growth-mb=%.1f\n", longestGapNs / 1e6, rssBefore,
                        Bench::residentMegabytes(), Bench::residentMegabytes() - rssBefore);
            app.quit();
            return;
        }
        bar->setValue(bar->value() + bar->pageStep());
    });

    PaintWatcher watcher(view->viewport(), [model] { return model->rowCount() > 0; }, [&] {
        std::printf("open-ms=%.2f\nmessages=%d\n", clock.nsecsElapsed() / 1e6, model->rowCount());
        std::fflush(stdout);
        // Let the batched layout finish, then scroll from the top to the bottom.
        QTimer::singleShot(1500, &app, [&] {
            view->verticalScrollBar()->setValue(0);
            QTimer::singleShot(300, &app, [&] {
                rssBefore = Bench::residentMegabytes();
                tick.start();
                ticker.start();
                scroller.start();
            });
        });
    });
    QTimer::singleShot(200, &workspace, [&] {
        clock.start();
        Net::AudienceSearchItem item;
        item.audienceId = QStringLiteral("aud_bench");
        item.pageId = QStringLiteral("page_bench");
        item.effectiveName = QStringLiteral("Bench audience");
        item.pageName = QStringLiteral("Bench page");
        workspace.setAudience(item);
    });
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("console or list"), QStringLiteral("mode"), QStringLiteral("console"));
    const QCommandLineOption url(QStringLiteral("url"), QStringLiteral("The conversation server"), QStringLiteral("url"));
    const QCommandLineOption count(QStringLiteral("messages"), QStringLiteral("Messages (list mode)"), QStringLiteral("n"), QStringLiteral("2000"));
    parser.addOptions({mode, url, count});
    parser.process(app);
    if (parser.value(mode) == QLatin1StringView("list"))
        return runList(app, parser.value(count).toInt());
    return runConsole(app, QUrl(parser.value(url)));
}
