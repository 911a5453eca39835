// The connection bar above the places: hidden while the service answers, each state's words with
// what the user can do, Retry Now only where trying again can help, the seconds to the next try,
// and the waiting writes offered once the service is back (never sent by themselves).
#include "fakeclient.h"
#include "models/common/writetracker.h"
#include "models/shell/connectionstate.h"
#include "models/shell/waitingwrites.h"
#include "net/errormapping.h"
#include "support/testmain.h"
#include "support/wirebuilder.h"
#include "ui/shell/connectionbar.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

namespace tst_connectionbar {

using namespace Audience;
using Status = Models::ConnectionState::Status;

class TestConnectionBar : public QObject
{
    Q_OBJECT
private slots:
    void eachStateSaysWhatTheUserCanDo()
    {
        Testing::FakeClient api;
        Models::ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000); // the first try far away: the bar counts down to it
        Models::WaitingWrites waiting;
        Ui::ConnectionBar bar(&state, &waiting);
        QVERIFY(bar.isHidden());
        state.start();
        QVERIFY(bar.isHidden());

        const Net::ApiError refused = Net::errorFromNetworkError(QNetworkReply::ConnectionRefusedError, QStringLiteral("refused"));
        state.take(&refused, 0);
        QVERIFY(!bar.isHidden());
        QCOMPARE(bar.title(), QStringLiteral("Cannot reach the service"));
        QVERIFY2(bar.text().startsWith(QStringLiteral("127.0.0.1 did not answer: The connection was refused.\n")), qPrintable(bar.text()));
        QVERIFY2(bar.text().contains(QStringLiteral("Trying again in ")), qPrintable(bar.text()));
        QVERIFY(!bar.retryButton()->isHidden());
        QVERIFY(bar.retryButton()->isEnabled());
        QVERIFY(bar.sendWaitingButton()->isHidden());

        // A proxy, or no network at all, is said as such.
        const Net::ApiError proxy = Net::errorFromNetworkError(QNetworkReply::ProxyConnectionRefusedError, QStringLiteral("Proxy refused"));
        state.take(&proxy, 0);
        QVERIFY2(bar.text().contains(QStringLiteral("The proxy could not be reached")), qPrintable(bar.text()));
        const Net::ApiError down = Net::errorFromNetworkError(QNetworkReply::TemporaryNetworkFailureError, QStringLiteral("down"));
        state.take(&down, 0);
        QVERIFY2(bar.text().contains(QStringLiteral("not connected to a network")), qPrintable(bar.text()));

        const Net::ApiError failing = Net::errorFromHttpResponse(503, "Service Unavailable", R"({"error":{"code":"x","message":"Down for maintenance"}})");
        state.take(&failing, 503);
        QCOMPARE(bar.title(), QStringLiteral("The service answers with errors"));
        QVERIFY2(bar.text().contains(QStringLiteral("Down for maintenance")), qPrintable(bar.text()));
        QVERIFY(!bar.retryButton()->isHidden());

        // Trying again cannot change a refused key: no Retry Now, the way out in words.
        const Net::ApiError refusedKey = Net::errorFromHttpResponse(401, "Unauthorized", {});
        state.take(&refusedKey, 401);
        QCOMPARE(bar.title(), QStringLiteral("The key was refused"));
        QVERIFY2(bar.text().contains(QStringLiteral("Enter the current key")), qPrintable(bar.text()));
        QVERIFY(bar.retryButton()->isHidden());
        QVERIFY(!bar.enterKeyButton()->isHidden());
        QSignalSpy keyRequested(&bar, &Ui::ConnectionBar::keyRequested);
        bar.enterKeyButton()->click();
        QCOMPARE(keyRequested.size(), 1);

        state.take(nullptr, 200);
        QVERIFY(bar.isHidden());
        state.stop();
        QVERIFY(bar.isHidden());
    }

    // One call answered with a 500 (one broken endpoint) is said in its place, not as an outage:
    // the bar stays hidden once the check the error asked for answered. When the check fails too,
    // the bar says the service has trouble; the next good answer hides it.
    void oneServerErrorIsNotAnOutage()
    {
        Testing::FakeClient api;
        const Testing::FakeResponse broken = Testing::FakeResponse::error(500, QStringLiteral("internal"), QStringLiteral("boom"));
        api.network.route("GET", QStringLiteral("/v0/pages/page_1"), broken);
        api.network.route("GET", QStringLiteral("/v0/pages"), Testing::FakeResponse::json(200, QJsonValue(Testing::Wire::List{}.toJson())));
        Models::ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000);
        Models::WaitingWrites waiting;
        Ui::ConnectionBar bar(&state, &waiting);
        state.start();
        bool everShown = false;
        connect(&state, &Models::ConnectionState::changed, this, [&] { everShown = everShown || !bar.isHidden(); });

        auto *one = api.client.pages().get(QStringLiteral("page_1"), &api.client);
        QSignalSpy oneFailed(one, &Net::ApiReply::failed);
        QVERIFY(oneFailed.wait(10000));
        QTRY_VERIFY(!state.isTrying());
        QVERIFY(bar.isHidden());
        QVERIFY(!everShown);

        // The whole service fails: the error and the check agree.
        api.network.route("GET", QStringLiteral("/v0/pages"), broken);
        auto *two = api.client.pages().get(QStringLiteral("page_1"), &api.client);
        QSignalSpy twoFailed(two, &Net::ApiReply::failed);
        QVERIFY(twoFailed.wait(10000));
        QTRY_VERIFY(!bar.isHidden());
        QCOMPARE(bar.title(), QStringLiteral("The service answers with errors"));
        QVERIFY2(bar.text().contains(QStringLiteral("boom")), qPrintable(bar.text()));

        state.take(nullptr, 200);
        QVERIFY(bar.isHidden());
    }

    void waitingWritesAreOfferedOnceTheServiceIsBack()
    {
        Testing::FakeClient api;
        const QString path = QStringLiteral("/v0/pages/page_1");
        api.network.route("GET", path, Testing::FakeResponse::refuseConnection());
        Models::WriteTracker tracker;
        tracker.setClient(&api.client);
        Models::ConnectionState state;
        state.setClient(&api.client);
        state.setRetryScale(1000);
        Models::WaitingWrites waiting;
        waiting.setTrackers({&tracker});
        Ui::ConnectionBar bar(&state, &waiting);
        state.start();

        Models::WriteTracker::Write write;
        write.send = [](Net::ApiClient &client, const QString &, QObject *context) {
            return client.pages().get(QStringLiteral("page_1"), context);
        };
        QSignalSpy failed(&tracker, &Models::WriteTracker::failed);
        QVERIFY(tracker.start(QStringLiteral("a"), write));
        QVERIFY(failed.wait(10000));
        QCOMPARE(waiting.count(), 1);
        QCOMPARE(state.status(), Status::Unreachable);
        QVERIFY2(bar.text().contains(QStringLiteral("wait")), qPrintable(bar.text()));
        QVERIFY(bar.sendWaitingButton()->isHidden());

        // Back: offered, not sent.
        const qsizetype sentBefore = api.network.requestsTo("GET", path).size();
        state.take(nullptr, 200);
        QCOMPARE(bar.title(), QStringLiteral("The service answers again"));
        QVERIFY(!bar.sendWaitingButton()->isHidden());
        QCOMPARE(api.network.requestsTo("GET", path).size(), sentBefore);

        // Not Now: hidden; the write keeps its Retry in its place.
        bar.findChild<QPushButton *>(QStringLiteral("dismissWaitingWritesButton"))->click();
        QVERIFY(bar.isHidden());
        QCOMPARE(tracker.state(QStringLiteral("a")), Models::WriteTracker::State::Failed);
    }
};

} // namespace tst_connectionbar

AUDIENCE_TEST_MAIN(tst_connectionbar, TestConnectionBar)
#include "tst_connectionbar.moc"
