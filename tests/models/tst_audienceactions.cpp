// AudienceActions and KnownAudiences against the fake network: archive → restore (and Undo), the
// pending/done/failed states, one action per audience at a time, retry after a failure.
#include "fakeaudienceserver.h"
#include "modeltesthelpers.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/knownaudiences.h"
#include "models/store/profiledatabase.h"
#include "support/testmain.h"

#include <QTemporaryDir>

#include <memory>

namespace tst_audienceactions {

using namespace Audience;
using namespace Audience::Testing;
using Models::AudienceActions;
using Models::KnownAudiences;
using Models::ProfileDatabase;
using State = Models::AudienceActions::State;
using Kind = Models::AudienceActions::Kind;

namespace {

// The audiences the store at `path` keeps, as a console that opens it sees them.
QList<Net::AudienceRecord> keptIn(const QString &path)
{
    ProfileDatabase store;
    if (!store.open(path))
        return {};
    KnownAudiences reader;
    reader.setStore(&store);
    return reader.all();
}

// An archive of aud_2 on its way (50 ms) for the profile whose known audiences are kept in the
// store at `storePath`.
struct ArchiveOnItsWay
{
    FakeClient api;
    FakeAudienceServer server{api.network, sampleAudiences()};
    KnownAudiences known;
    AudienceActions actions{&api.client, &known};
    FakeClient other;
    std::unique_ptr<ProfileDatabase> store; // the active profile's, as Models::Connection holds it
    bool started = false;

    explicit ArchiveOnItsWay(const QString &storePath)
    {
        server.setDelay(50);
        openStore(storePath);
        started = actions.archive(QStringLiteral("page_saas"), QStringLiteral("aud_2"));
    }
    // Another profile's connection, in the order Models::Connection::setConnected makes the switch
    // (an empty path: a profile that keeps nothing).
    void switchTo(const QString &storePath)
    {
        actions.setClient(&other.client);
        known.clear(); // lets the old store go…
        store.reset(); // …which closes with its connection
        openStore(storePath);
    }
    void openStore(const QString &storePath)
    {
        if (storePath.isEmpty())
            return;
        store = std::make_unique<ProfileDatabase>();
        if (!store->open(storePath))
            qFatal("cannot open the store %s: %s", qPrintable(storePath), qPrintable(store->error()));
        known.setStore(store.get());
    }
};

} // namespace

class TestAudienceActions : public QObject
{
    Q_OBJECT
private slots:
    void archiveThenUndo()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        KnownAudiences known;
        AudienceActions actions(&api.client, &known);
        QSignalSpy states(&actions, &AudienceActions::stateChanged);
        QSignalSpy succeeded(&actions, &AudienceActions::succeeded);
        QSignalSpy knownChanged(&known, &KnownAudiences::changed);
        QVERIFY(!actions.canUndo());

        QVERIFY(actions.archive(QStringLiteral("page_saas"), QStringLiteral("aud_2")));
        QCOMPARE(actions.state(QStringLiteral("aud_2")), State::Pending);
        QVERIFY(actions.isPending(QStringLiteral("aud_2")));
        QCOMPARE(actions.pendingCount(), 1);
        QCOMPARE(actions.describe(QStringLiteral("aud_2")), QStringLiteral("Archiving…"));
        // One action per audience at a time.
        QVERIFY(!actions.restore(QStringLiteral("page_saas"), QStringLiteral("aud_2")));

        QVERIFY(succeeded.wait());
        QCOMPARE(actions.state(QStringLiteral("aud_2")), State::Done);
        QCOMPARE(actions.kind(QStringLiteral("aud_2")), std::optional<Kind>(Kind::Archive));
        QCOMPARE(actions.pendingCount(), 0);
        QCOMPARE(succeeded.first().at(0).value<Kind>(), Kind::Archive);
        QCOMPARE(succeeded.first().at(1).value<Net::AudienceRecord>().audienceId, QStringLiteral("aud_2"));
        QCOMPARE(states.size(), 2);
        QCOMPARE(states.last().at(1).value<State>(), State::Done);
        const auto requests = api.network.requestsTo("DELETE", QStringLiteral("/v0/pages/page_saas/audiences/aud_2"));
        QCOMPARE(requests.size(), 1);

        // KnownAudiences learnt the full Audience the service returned.
        QCOMPARE(knownChanged.size(), 1);
        QCOMPARE(knownChanged.first().at(0).toString(), QStringLiteral("aud_2"));
        QCOMPARE(knownChanged.first().at(1).toString(), QStringLiteral("page_saas"));
        QVERIFY(known.isArchived(QStringLiteral("aud_2")));
        QCOMPARE(known.find(QStringLiteral("aud_2"))->latestVersion.versionId, QStringLiteral("aud_2_v1"));
        QCOMPARE(known.audiencesOfPage(QStringLiteral("page_saas")).size(), 1);

        // Undo restores it.
        QVERIFY(actions.canUndo());
        QCOMPARE(actions.undoText(), QStringLiteral("Undo archive of “CTOs”"));
        QSignalSpy undoChanged(&actions, &AudienceActions::undoChanged);
        QVERIFY(actions.undo());
        QCOMPARE(actions.state(QStringLiteral("aud_2")), State::Pending);
        QVERIFY(succeeded.wait());
        QCOMPARE(succeeded.last().at(0).value<Kind>(), Kind::Restore);
        QVERIFY(!known.isArchived(QStringLiteral("aud_2")));
        QCOMPARE(known.find(QStringLiteral("aud_2"))->status, QStringLiteral("published"));
        QCOMPARE(actions.describe(QStringLiteral("aud_2")), QStringLiteral("Restored"));
        const auto restores = api.network.requestsTo("POST", QStringLiteral("/v0/pages/page_saas/audiences/aud_2/restore"));
        QCOMPARE(restores.size(), 1);
        QCOMPARE(restores.first().json(), QJsonObject()); // the spec's empty object
        QVERIFY(undoChanged.size() >= 2);
        QCOMPARE(actions.undoText(), QStringLiteral("Undo restore of “CTOs”"));
    }

    void failureThenRetry()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        server.failActionsOn(QStringLiteral("aud_4"), FakeResponse::error(409, QStringLiteral("conflict"), QStringLiteral("a version is processing")));
        KnownAudiences known;
        AudienceActions actions(&api.client, &known);
        QSignalSpy failed(&actions, &AudienceActions::failed);
        QVERIFY(actions.archive(QStringLiteral("page_deck"), QStringLiteral("aud_4"), QStringLiteral("Founders")));
        QVERIFY(failed.wait());
        QCOMPARE(actions.state(QStringLiteral("aud_4")), State::Failed);
        QCOMPARE(actions.error(QStringLiteral("aud_4")).kind, Net::ApiError::Kind::Conflict);
        QVERIFY(actions.describe(QStringLiteral("aud_4")).startsWith(QStringLiteral("Archive failed: ")));
        QVERIFY(actions.describe(QStringLiteral("aud_4")).contains(QStringLiteral("a version is processing")));
        QCOMPARE(failed.first().at(1).toString(), QStringLiteral("page_deck"));
        QVERIFY(!known.contains(QStringLiteral("aud_4")));
        QVERIFY(!actions.canUndo());
        QCOMPARE(actions.pendingCount(), 0);

        server.failActionsOn({}, std::nullopt);
        QSignalSpy succeeded(&actions, &AudienceActions::succeeded);
        QVERIFY(actions.retry(QStringLiteral("aud_4")));
        QVERIFY(succeeded.wait());
        QVERIFY(known.isArchived(QStringLiteral("aud_4")));
        QVERIFY(!actions.retry(QStringLiteral("aud_4"))); // nothing failed any more
    }

    void refusesWhatCannotBeSent()
    {
        FakeClient api;
        KnownAudiences known;
        AudienceActions actions(&api.client, &known);
        QVERIFY(!actions.archive({}, QStringLiteral("aud_1")));
        QVERIFY(!actions.archive(QStringLiteral("page_1"), {}));
        QVERIFY(!actions.undo());
        QCOMPARE(actions.state(QStringLiteral("aud_1")), State::None);
        QVERIFY(actions.describe(QStringLiteral("aud_1")).isEmpty());
        QCOMPARE(api.network.requests().size(), 0);
    }

    void switchingClientForgetsAnswersInFlight()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        server.setDelay(50);
        KnownAudiences known;
        AudienceActions actions(&api.client, &known);
        QVERIFY(actions.archive(QStringLiteral("page_saas"), QStringLiteral("aud_2")));
        FakeClient other;
        actions.setClient(&other.client);
        QCOMPARE(actions.state(QStringLiteral("aud_2")), State::None);
        QCOMPARE(actions.pendingCount(), 0);
        QTRY_COMPARE(api.network.openReplies(), 0); // the old call's answer was delivered…
        QTRY_COMPARE(api.client.requestsInFlight(), 0);
        drainEvents(); // …and ignored
        QVERIFY(!known.contains(QStringLiteral("aud_2")));
        QVERIFY(!actions.canUndo());
    }

    void anAnswerAfterASwitchStillReachesTheAskingProfilesStore()
    {
        QTemporaryDir dirA;
        QTemporaryDir dirB;
        QVERIFY(dirA.isValid() && dirB.isValid());
        const QString storeA = ProfileDatabase::pathInFolder(dirA.path());
        const QString storeB = ProfileDatabase::pathInFolder(dirB.path());
        ArchiveOnItsWay f(storeA);
        QVERIFY(f.started);
        f.switchTo(storeB);
        QTRY_COMPARE(f.api.client.requestsInFlight(), 0);
        drainEvents();

        QVERIFY(!f.known.contains(QStringLiteral("aud_2"))); // B never asked
        QCOMPARE(f.actions.state(QStringLiteral("aud_2")), State::None);
        QVERIFY(keptIn(storeB).isEmpty());
        const QList<Net::AudienceRecord> keptForA = keptIn(storeA);
        QCOMPARE(keptForA.size(), 1);
        QCOMPARE(keptForA.constFirst().audienceId, QStringLiteral("aud_2"));
        QVERIFY(keptForA.constFirst().archivedAt.has_value());

        // Back on A: it knows.
        f.switchTo(storeA);
        QVERIFY(f.known.isArchived(QStringLiteral("aud_2")));
    }

    void anAnswerAfterSwitchingBackGoesToTheActiveProfile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString storeA = ProfileDatabase::pathInFolder(dir.path());
        ArchiveOnItsWay f(storeA);
        QVERIFY(f.started);
        f.switchTo(QString()); // away…
        f.switchTo(storeA);    // …and back before the answer
        QTRY_COMPARE(f.api.client.requestsInFlight(), 0);
        drainEvents();
        QVERIFY(f.known.isArchived(QStringLiteral("aud_2"))); // in memory, and in the store at once
        const QList<Net::AudienceRecord> kept = keptIn(storeA);
        QCOMPARE(kept.size(), 1);
        QVERIFY(kept.constFirst().archivedAt.has_value());
    }

    void knownAudiencesClear()
    {
        KnownAudiences known;
        Net::AudienceRecord audience;
        audience.audienceId = QStringLiteral("aud_x");
        audience.pageId = QStringLiteral("page_x");
        audience.status = QStringLiteral("archived");
        known.remember(audience);
        QVERIFY(known.isArchived(QStringLiteral("aud_x")));
        QCOMPARE(known.count(), 1);
        QSignalSpy cleared(&known, &KnownAudiences::cleared);
        known.clear();
        QCOMPARE(cleared.size(), 1);
        QVERIFY(!known.contains(QStringLiteral("aud_x")));
        Net::AudienceRecord nameless;
        known.remember(nameless); // no ID: nothing to key it by
        QCOMPARE(known.count(), 0);
    }
};

} // namespace tst_audienceactions

AUDIENCE_TEST_GUILESS_MAIN(tst_audienceactions, TestAudienceActions)
#include "tst_audienceactions.moc"
