// Many audiences at once against a real audience-sandbox (`--seed wide:6`: six
// audiences, each with a draft waiting): a release whose publish answers are dropped ends with all
// six published, each retry with its key; a version published by another client in between is
// skipped with the reason; one instruction to six audiences gives six drafts, each followed to
// draft; the release plan reads what goes live and its checks; a release cut short is read back
// from the journal.
#include "releasetesthelpers.h"

#include "faultinjector.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaselog.h"
#include "models/release/releaseplan.h"
#include "models/release/releaserun.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "support/storefaults.h"
#include "support/testmain.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_release {

using namespace Audience;
using namespace Audience::Testing;
using Models::ReleaseRun;

namespace {

// The version as the service has it now.
// The rate of dropped answers that drops exactly two of the first six writes the sandbox applies.
constexpr double twoOfSixRate = 0.2;

} // namespace

class TestRelease : public QObject
{
    Q_OBJECT
private slots:
    void theRateDropsTwoOfSix()
    {
        // The sandbox draws one number per applied write from its own seeded generator: the first six
        // writes (the six publishes) lose exactly two answers at this rate.
        Sandbox::FaultOptions options;
        options.dropAfterWriteRate = twoOfSixRate;
        Sandbox::FaultInjector faults(options);
        int dropped = 0;
        for (int i = 0; i < 6; ++i)
            dropped += faults.dropsAfterWrite() ? 1 : 0;
        QCOMPARE(dropped, 2);
    }

    void droppedAnswersEndWithAllSixPublishedWithTheirKeys()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(6, {QStringLiteral("--fault-drop-after-write-rate"), QString::number(twoOfSixRate)}),
                 qPrintable(world.sandbox.errorString()));
        ReleaseRun run(*world.connection->serviceLink(), *world.connection->storeLink(), *world.connection->publishActions(),
                       *world.connection->versionFollower());
        QSignalSpy finished(&run, &ReleaseRun::finished);
        QVERIFY(run.start(wideDrafts(6)));
        QHash<QString, QString> keys;
        for (int i = 0; i < run.rowCount(); ++i)
            keys.insert(run.row(i).member.versionId, run.row(i).operationKey);
        QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 60000);
        // A dropped answer either came back on Qt's own resend (the same request, the same key) or
        // failed as lost: Retry sends it again with the same operationKey, until all are published.
        for (int round = 0; round < 3 && run.count(ReleaseRun::Stage::Failed) > 0; ++round) {
            run.retryFailed();
            QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 60000);
        }
        QCOMPARE(run.count(ReleaseRun::Stage::Done), 6);
        QVERIFY2(run.resultText().startsWith(u"6 of 6 published"), qPrintable(run.resultText()));
        for (int i = 0; i < run.rowCount(); ++i) {
            const ReleaseRun::Row &row = run.row(i);
            QCOMPARE(row.operationKey, keys.value(row.member.versionId)); // the key made at the start
            QCOMPARE(world.entriesWithKey(row.operationKey), 1);          // one write, however many attempts
            const auto entry = world.connection->journal()->findByKey(row.operationKey);
            QVERIFY(entry);
            QCOMPARE(entry->outcome, Models::JournalEntry::Outcome::Done);
            QCOMPARE(entry->note.area, QStringLiteral("release"));
            QCOMPARE(readVersion(*world.client, i + 1).status, QStringLiteral("published"));
        }
        // The release is written down as finished: nothing to report after a restart.
        const auto releases = Models::ReleaseLog(*world.connection->store()).releases();
        QCOMPARE(releases.size(), 1);
        QVERIFY(releases.first().finished);
        QCOMPARE(releases.first().members.size(), 6);
    }

    void aVersionPublishedElsewhereIsSkippedWithTheReason()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(6, {QStringLiteral("--fault-latency-ms"), QStringLiteral("150")}), qPrintable(world.sandbox.errorString()));
        // Another client publishes audience 5's draft after the user confirmed, before its turn.
        QNetworkAccessManager otherNetwork;
        Net::ApiClient other(&otherNetwork, world.keys.get());
        other.setBaseUrl(world.sandbox.baseUrl());
        bool otherDone = false;
        other.versions().publish(QStringLiteral("page_wide_0001"), wideAudienceId(5), wideDraftId(5), {})->then(
            &other, [&](const Net::AudienceVersion &) { otherDone = true; }, [&](const Net::ApiError &) { otherDone = true; });
        ReleaseRun run(*world.connection->serviceLink(), *world.connection->storeLink(), *world.connection->publishActions(),
                       *world.connection->versionFollower());
        QVERIFY(run.start(wideDrafts(6)));
        QTRY_VERIFY_WITH_TIMEOUT(otherDone, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 60000);
        QCOMPARE(run.count(ReleaseRun::Stage::Done), 5);
        QCOMPARE(run.count(ReleaseRun::Stage::Skipped), 1);
        QCOMPARE(run.stage(4), ReleaseRun::Stage::Skipped);
        QVERIFY2(run.reason(4).contains(u"already published"), qPrintable(run.reason(4)));
        QVERIFY2(run.resultText().contains(u"1 skipped: Audience 5"), qPrintable(run.resultText()));
        // Nothing was sent for it: no journal entry under its key.
        QCOMPARE(world.entriesWithKey(run.row(4).operationKey), 0);
    }

    void cancelStartsNothingNewAndSaysWhatWent()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(6, {QStringLiteral("--fault-latency-ms"), QStringLiteral("300")}), qPrintable(world.sandbox.errorString()));
        ReleaseRun run(*world.connection->serviceLink(), *world.connection->storeLink(), *world.connection->publishActions(),
                       *world.connection->versionFollower());
        QVERIFY(run.start(wideDrafts(6)));
        QCOMPARE(run.inStep(ReleaseRun::ReadStep), ReleaseRun::defaultMaxInFlight); // at most four at once
        run.cancel();
        QCOMPARE(run.count(ReleaseRun::Stage::Cancelled), 2);
        QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 30000);
        QCOMPARE(run.count(ReleaseRun::Stage::Done), 0); // read again, then not sent: cancelled
        QCOMPARE(run.count(ReleaseRun::Stage::Cancelled), 6);
        QCOMPARE(run.cancelText(), QStringLiteral("Cancelled: no publish had gone yet."));
    }

    void oneInstructionToSixGivesSixDrafts()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(6, {QStringLiteral("--processing-delay-ms"), QStringLiteral("200")}), qPrintable(world.sandbox.errorString()));
        Models::BulkInstruction bulk(world.connection->messageOutbox(), world.connection->versionFollower());
        Models::AudienceKeys keys;
        for (int n = 1; n <= 6; ++n)
            keys.append(wideKey(n));
        int mostSending = 0;
        connect(&bulk, &Models::BulkInstruction::progressChanged, this,
                [&] { mostSending = std::max(mostSending, bulk.inStep(Models::BulkInstruction::SendStep)); });
        int mostGetsAtOnce = 0;
        connect(world.connection->versionFollower(), &Models::VersionFollower::versionsChanged, this,
                [&] { mostGetsAtOnce = std::max(mostGetsAtOnce, world.connection->versionFollower()->getsInFlight()); });
        QVERIFY(!bulk.start(keys, QStringLiteral("   "))); // nothing to send
        QVERIFY(bulk.start(keys, QStringLiteral("Lead with the 30-day pilot.")));
        QVERIFY(bulk.inStep(Models::BulkInstruction::SendStep) <= Models::BulkInstruction::defaultMaxInFlight);
        QTRY_VERIFY_WITH_TIMEOUT(bulk.isFinished(), 60000);
        QCOMPARE(bulk.count(Models::BulkInstruction::Stage::Done), 6);
        QCOMPARE(bulk.progressText(), QStringLiteral("6 of 6 drafts ready"));
        QVERIFY(mostSending <= Models::BulkInstruction::defaultMaxInFlight);
        QSet<QString> ids;
        for (int i = 0; i < bulk.rowCount(); ++i) {
            const auto &row = bulk.row(i);
            ids.insert(row.clientMessageId);
            QCOMPARE(row.versionNumber, 3); // after the seeded draft, version 2
            QCOMPARE(world.connection->versionFollower()->version(row.versionId)->status, QStringLiteral("draft"));
            // Journaled as any message, under its own clientMessageId.
            QCOMPARE(world.entriesWithKey(row.clientMessageId), 1);
            QVERIFY(world.connection->versionFollower()->getsAsked(row.versionId) >= 1);
        }
        QCOMPARE(ids.size(), 6);
        QCOMPARE(world.connection->versionFollower()->followCount(), 0);
    }

    // Another program holds the profile's store while a release and an instruction run:
    // each member's row says why, in the store's words; nothing is sent; once the store takes writes
    // again the rows say so, and Retry sends them.
    void rowsTheStoreRefusesSayWhyAndRetrySendsThemOnceFree()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(2), qPrintable(world.sandbox.errorString()));
        const QString busy = QStringLiteral("Not sent: the profile's store is busy: another program is holding it.");
        ReleaseRun run(*world.connection->serviceLink(), *world.connection->storeLink(), *world.connection->publishActions(),
                       *world.connection->versionFollower());
        QVERIFY(run.start(wideDrafts(2))); // the release is written down; its reads go out
        StoreFaults::StoreLock lock(world.connection->store()->path());
        QVERIFY2(lock.isHeld(), qPrintable(lock.error()));
        Models::BulkInstruction bulk(world.connection->messageOutbox(), world.connection->versionFollower());
        QVERIFY(bulk.start({wideKey(1), wideKey(2)}, QStringLiteral("Lead with the 30-day pilot.")));
        QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 20000);
        QCOMPARE(run.count(ReleaseRun::Stage::Failed), 2);
        QCOMPARE(bulk.count(Models::BulkInstruction::Stage::Failed), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(run.reason(i), busy);
            QCOMPARE(bulk.reason(i), busy);
            QCOMPARE(readVersion(*world.client, i + 1).status, QStringLiteral("draft")); // nothing was published
        }

        lock.release();
        QCOMPARE(run.reason(1), busy); // nothing wrote yet
        // The first Retry is written down: the store takes writes again, and every row it had
        // refused says so (the rows said "busy" for as long as the dialog stayed open).
        QVERIFY(run.retry(0));
        const QString writableAgain = QStringLiteral("Not sent: the profile's store refused it then; it takes writes again, so Retry sends it.");
        QTRY_COMPARE(run.reason(1), writableAgain);
        QCOMPARE(bulk.reason(0), writableAgain);
        QCOMPARE(bulk.reason(1), writableAgain);
        QCOMPARE(run.retryFailed(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(run.count(ReleaseRun::Stage::Done), 2, 20000);
        QCOMPARE(bulk.retryFailed(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(bulk.count(Models::BulkInstruction::Stage::Failed), 0, 20000);
    }

    void thePlanReadsWhatGoesLiveAndSaysWhatItCannotInclude()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(3), qPrintable(world.sandbox.errorString()));
        // The console knows the drafts of audiences 1 and 2 (opened by ID); audience 3's it has not seen.
        for (int n = 1; n <= 2; ++n)
            world.connection->versionFollower()->open(QStringLiteral("page_wide_0001"), wideAudienceId(n), wideDraftId(n));
        QTRY_VERIFY_WITH_TIMEOUT(world.connection->versionFollower()->version(wideDraftId(2)).has_value()
                                     && world.connection->versionFollower()->version(wideDraftId(1)).has_value(), 20000);
        Models::ReleasePlan plan(*world.connection->serviceLink(), *world.connection->versionFollower(), *world.connection->knownAudiences());
        QSignalSpy loaded(&plan, &Models::ReleasePlan::loaded);
        plan.load({wideKey(1), wideKey(2), wideKey(3), wideKey(1)});
        QCOMPARE(plan.count(), 3); // the duplicate dropped
        QTRY_VERIFY_WITH_TIMEOUT(plan.isLoaded(), 20000);
        QCOMPARE(plan.item(0).versionId, wideDraftId(1));
        QCOMPARE(plan.item(0).reading, Models::ReleasePlan::Item::Reading::Ready);
        QVERIFY(plan.item(0).changingCount() >= 1);
        QVERIFY(plan.item(2).hasError());
        QVERIFY2(plan.item(2).problem.contains(u"has not seen a draft"), qPrintable(plan.item(2).problem));
        QCOMPARE(plan.errorCount(), 1);
        // Warnings, if any, keep an audience out until acknowledged; acknowledging all lists them.
        const int waiting = plan.unacknowledgedCount();
        const QStringList acknowledged = plan.acknowledgeAllWarnings();
        QCOMPARE(int(acknowledged.size()), waiting);
        QCOMPARE(plan.publishableCount(), 2);
    }

    void aReleaseCutShortIsReadBackFromTheJournal()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(4), qPrintable(world.sandbox.errorString()));
        const QString folder = world.folder.filePath(QStringLiteral("profile"));
        {
            ReleaseRun run(*world.connection->serviceLink(), *world.connection->storeLink(), *world.connection->publishActions(),
                           *world.connection->versionFollower());
            QVERIFY(run.start(wideDrafts(4)));
            QTRY_COMPARE_WITH_TIMEOUT(run.count(ReleaseRun::Stage::Done), 4, 30000);
            // Written down as finished: not cut short.
        }
        // A release the run never finished (as a kill leaves it): two published, one sent without
        // an answer, one never started.
        Models::ReleaseLog log(*world.connection->store());
        Models::ReleaseLog::Release release{QStringLiteral("rel-test"), QStringLiteral("an-earlier-run"),
                                            QDateTime::currentDateTimeUtc(), false, {}};
        const auto done = log.releases().first().members;
        release.members = {done.at(0), done.at(1)};
        Models::WriteJournal *journal = world.connection->journal();
        const qint64 pending = journal->recordIntent({Models::JournalOperation::publishVersion, QStringLiteral("release"),
                                                      QStringLiteral("page_wide_0001"), wideAudienceId(3), wideDraftId(3),
                                                      QStringLiteral("Audience 3"), {}},
                                                     QStringLiteral("key-pending")).value_or(0);
        QVERIFY(pending > 0);
        release.members.append({wideKey(3), wideDraftId(3), 2, QStringLiteral("key-pending"), {}});
        release.members.append({wideKey(4), wideDraftId(4), 2, QStringLiteral("key-never"), {}});
        QVERIFY(log.begin(release));
        const auto cut = log.cutShort(*journal);
        QCOMPARE(cut.size(), 1);
        QCOMPARE(cut.first().count(Models::ReleaseLog::Outcome::Published), 2);
        QCOMPARE(cut.first().count(Models::ReleaseLog::Outcome::NotConfirmed), 1);
        QCOMPARE(cut.first().count(Models::ReleaseLog::Outcome::NotStarted), 1);
        QVERIFY2(cut.first().summary().startsWith(u"2 of 4 published; not published: Audience 3 (Not confirmed"),
                 qPrintable(cut.first().summary()));
        QVERIFY(log.finish(QStringLiteral("rel-test")));
        QVERIFY(log.cutShort(*journal).isEmpty());
    }
};

} // namespace tst_release

AUDIENCE_TEST_MAIN(tst_release, TestRelease)
#include "tst_release.moc"
