// bench_workspace_messages: the memory a message costs (issue 43, "Memory"). The real
// AudienceWorkspaceView on a connection with its profile's store, against a sandbox
// (`--seed wide:1`, `--processing-delay-ms 20`): N messages sent one after the other through the
// connection's outbox as the composer sends them, each followed to its draft (the version settled,
// the conversation read again and shown). Resident memory (VmRSS) is printed after the warm-up
// messages and then every 10 messages, with the growth per message after the warm-up (goal: at
// most 0.1 MB). Prints key=value lines. A measurement, never an assertion.
#include "residentmemory.h"
#include "support/sandboxprocess.h"

#include "models/shell/connection.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "ui/workspace/audienceworkspaceview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <cstdlib>

using namespace Audience;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption count(QStringLiteral("messages"), QStringLiteral("Messages measured after the warm-up"), QStringLiteral("n"),
                                   QStringLiteral("40"));
    const QCommandLineOption warmUp(QStringLiteral("warm-up"), QStringLiteral("Messages before the first figure"), QStringLiteral("n"),
                                    QStringLiteral("5"));
    // For heaptrack: ends without destroying anything, so what is held at the end shows as leaked
    // (compare a run of 10 with one of 40: heaptrack_print --diff).
    const QCommandLineOption hold(QStringLiteral("hold"), QStringLiteral("Exit without freeing what is held"));
    parser.addOptions({count, warmUp, hold});
    parser.process(app);
    const int messages = parser.value(count).toInt();
    const int warm = parser.value(warmUp).toInt();

    Testing::SandboxProcess sandbox;
    if (!sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("wide:1"),
                        QStringLiteral("--processing-delay-ms"), QStringLiteral("20")})) {
        std::fprintf(stderr, "sandbox did not start: %s\n", qPrintable(sandbox.errorString()));
        return 1;
    }
    QNetworkAccessManager network;
    Net::StaticApiKeyProvider keys(sandbox.apiKey());
    Net::ApiClient client(&network, &keys);
    client.setBaseUrl(sandbox.baseUrl());
    QTemporaryDir profile;
    Models::Connection connection(&client);
    connection.setProfileFolder(profile.path());
    connection.setConnected(true);
    if (!QTest::qWaitFor([&] { return connection.journal() != nullptr; }, 20000)) {
        std::fprintf(stderr, "the profile's store did not open\n");
        return 1;
    }
    Ui::AudienceWorkspaceView workspace(&connection);
    workspace.resize(1200, 760);
    workspace.show();
    Net::AudienceSearchItem item;
    item.audienceId = QStringLiteral("aud_wide_0001");
    item.pageId = QStringLiteral("page_wide_0001");
    item.effectiveName = QStringLiteral("Bench audience");
    item.pageName = QStringLiteral("Bench page");
    workspace.setAudience(item);
    Models::ConversationModel *model = workspace.conversationModel();
    if (!QTest::qWaitFor([&] { return model->state() == Models::LoadState::Complete; }, 20000)) {
        std::fprintf(stderr, "the conversation did not load\n");
        return 1;
    }

    Models::MessageOutbox *outbox = connection.messageOutbox();
    Models::VersionFollower *versions = connection.versionFollower();
    QString acceptedVersion;
    QObject::connect(outbox, &Models::MessageOutbox::accepted, &app,
                     [&](const QString &, const QString &, const QString &, const QString &versionId) { acceptedVersion = versionId; });
    // One message: sent, its version followed to a draft, the conversation read again with its answer.
    const auto oneMessage = [&](int n) {
        acceptedVersion.clear();
        const int serviceMessages = model->serviceMessageCount();
        const QString text = QStringLiteral("Set the meta title to \"Forecast Studio, take %1\"").arg(n);
        if (outbox->send(item.pageId.value(), item.audienceId.value(), text).isEmpty())
            return false;
        if (!QTest::qWaitFor([&] { return !acceptedVersion.isEmpty(); }, 20000))
            return false;
        return QTest::qWaitFor(
            [&] {
                const auto version = versions->version(acceptedVersion);
                return version && !Models::VersionFollower::isInFlight(version->status) && model->serviceMessageCount() >= serviceMessages + 2;
            },
            30000);
    };
    for (int n = 1; n <= warm; ++n) {
        if (!oneMessage(n)) {
            std::fprintf(stderr, "warm-up message %d did not reach its draft\n", n);
            return 1;
        }
    }
    QTest::qWait(500);
    const double start = Bench::residentMb();
    std::printf("rss-after-warm-up-mb=%.1f\n", start);
    std::fflush(stdout);
    for (int n = 1; n <= messages; ++n) {
        if (!oneMessage(warm + n)) {
            std::fprintf(stderr, "message %d did not reach its draft\n", warm + n);
            return 1;
        }
        if (n % 10 == 0) {
            QTest::qWait(200);
            std::printf("rss-after-%d-mb=%.1f\n", n, Bench::residentMb());
            std::fflush(stdout);
        }
    }
    QTest::qWait(500);
    const double end = Bench::residentMb();
    std::printf("messages=%d\nrss-growth-mb=%.1f\nmb-per-message=%.3f\n", messages, end - start, (end - start) / messages);
    std::fflush(stdout);
    if (parser.isSet(hold))
        std::_Exit(0);
    return 0;
}
