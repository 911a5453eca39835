// bench_workspace_follow: the memory a conversation costs per message, as issue 43 measured it by
// hand: an audience opened in the real AudienceWorkspaceView (with the profile's store, as the app
// has), then N messages (BENCH_MESSAGES, default 40) sent one after the other through the composer,
// each followed to its draft (VersionFollower::versionSettled) before the next is sent. Against a
// demo sandbox of its own (--processing-delay-ms 0), offscreen: no accessibility bridge, as in the
// issue's figure. Prints rss-mb-<k>= after every tenth message, and rss-per-message-mb over the
// second half (after warm-up). BENCH_EXIT_ALIVE=1 leaves without tearing anything down, so that
// heaptrack's "leaked" is the heap alive at the end of the conversation. Goal (issue 43): at most 0.1 MB a message. Run by bench-follow.sh; a
// measurement, never an assertion.
#include "residentmemory.h"

#include "models/shell/connection.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "support/sandboxprocess.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/composer.h"

#include <QApplication>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

using namespace Audience;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int messages = qEnvironmentVariableIntValue("BENCH_MESSAGES") > 0 ? qEnvironmentVariableIntValue("BENCH_MESSAGES") : 40;
    Testing::SandboxProcess sandbox;
    if (!sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                        QStringLiteral("--processing-delay-ms"), QStringLiteral("0")})) {
        std::fprintf(stderr, "sandbox: %s\n", qPrintable(sandbox.errorString()));
        return 2;
    }
    QTemporaryDir profile;
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(sandbox.apiKey());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(sandbox.baseUrl());
    Models::Connection connection(&client);
    connection.setProfileFolder(profile.path());
    connection.setConnected(true);
    Ui::AudienceWorkspaceView workspace(&connection);
    workspace.resize(1200, 760);
    workspace.show();

    int sent = 0;
    double rssAtHalf = 0;
    const auto sendNext = [&] {
        workspace.composer()->setText(QStringLiteral("Message %1: make the meta title shorter and mention the pilot offer.").arg(sent + 1));
        workspace.composer()->trySend();
    };
    QObject::connect(connection.versionFollower(), &Models::VersionFollower::versionSettled, &app, [&](const Net::AudienceVersion &) {
        ++sent;
        if (sent == messages / 2)
            rssAtHalf = Bench::residentMegabytes();
        if (sent % 10 == 0 || sent == messages) {
            std::printf("rss-mb-%d=%.1f\n", sent, Bench::residentMegabytes());
            std::fflush(stdout);
        }
        if (sent >= messages) {
            std::printf("messages=%d\nrows=%d\nrss-per-message-mb=%.3f\n", sent, workspace.conversationModel()->rowCount(),
                        (Bench::residentMegabytes() - rssAtHalf) / (messages - messages / 2));
            std::fflush(stdout);
            // For a heap profile (heaptrack): leave with everything still alive, so what the
            // profile calls leaked is the heap at the end of the conversation, not after teardown.
            if (qEnvironmentVariableIntValue("BENCH_EXIT_ALIVE") == 1) {
                sandbox.stop();
                std::exit(0);
            }
            app.quit();
            return;
        }
        QTimer::singleShot(50, &app, sendNext); // let the conversation reload and paint, as a user would
    });
    QTimer::singleShot(200, &workspace, [&] {
        Net::AudienceSearchItem item;
        item.audienceId = QStringLiteral("aud_demo_002");
        item.pageId = QStringLiteral("page_demo_01");
        item.effectiveName = QStringLiteral("Demo audience");
        item.pageName = QStringLiteral("Forecast Studio launch");
        workspace.setAudience(item);
        QTimer::singleShot(1000, &app, [&] {
            std::printf("rss-mb-0=%.1f\n", Bench::residentMegabytes());
            std::fflush(stdout);
            sendNext();
        });
    });
    QTimer::singleShot(600000, &app, [] {
        std::fprintf(stderr, "not done after 10 minutes\n");
        QApplication::exit(1);
    });
    return app.exec();
}
