// "Undo a release" against a real audience-sandbox (`--seed wide:6`) whose writes lose every
// fifth answer or so (--fault-drop-after-write-rate, the sandbox's own seeded dice): a release of
// six drafts is published, then undone as one release. Every lost answer is retried with its key
// (the instruction's clientMessageId, the publish's operationKey), so each audience is undone
// exactly once: one instruction, one draft, one publish, its live values back; undone again, there
// is nothing to undo. Also: drafts the agent wrote wrong are not proven and not published, and a
// draft pending before the undo is named in the audience's outcome.
#include "releasetesthelpers.h"

#include "faultinjector.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaselog.h"
#include "models/release/releaserun.h"
#include "models/release/releaseundo.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/publishhistory.h"
#include "models/workspace/undoplan.h"
#include "net/audiencesapi.h"
#include "support/testmain.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_releaseundo {

using namespace Audience;
using namespace Audience::Testing;
using Models::ReleaseRun;
using Models::ReleaseUndo;
using Outcome = ReleaseUndo::Outcome;

namespace {

const QString widePage = QStringLiteral("page_wide_0001");
constexpr double dropRate = 0.2;

// The meta title live now (NetChanges' live column: the context is the newest draft's).
QString liveTitle(Models::Connection &connection, const QString &audienceId)
{
    Models::PublishHistory reading(*connection.serviceLink(), *connection.storeLink(), *connection.versionFollower());
    if (!reading.load(widePage, audienceId) || !QTest::qWaitFor([&] { return !reading.isLoading(); }, 10000))
        return QStringLiteral("(not read)");
    return Models::UndoPlan::liveValues(reading.rows()).value(QStringLiteral("metaTitle"));
}

QString outcomes(const ReleaseUndo &undo)
{
    QStringList lines;
    for (int i = 0; i < undo.count(); ++i)
        lines.append(undo.audience(i).label + QStringLiteral(": ") + undo.outcomeText(i));
    return lines.join(u'\n');
}

// Runs `runner` to its end, retrying what failed (each retry with its key) up to five times;
// `retried` counts the rows retried.
bool runToTheEnd(const Models::BatchRunner &runner, const std::function<bool()> &again, int &retried)
{
    for (int round = 0; round < 6; ++round) {
        if (!QTest::qWaitFor([&] { return !runner.isRunning(); }, 60000))
            return false;
        if (runner.count(Models::BatchRunner::Stage::Failed) == 0)
            return true;
        retried += runner.count(Models::BatchRunner::Stage::Failed);
        if (round < 5 && !again())
            return false;
    }
    return false;
}

} // namespace

class TestReleaseUndo : public QObject
{
    Q_OBJECT
private slots:
    void theRateDropsAnswersInTheReleaseAndInItsUndo()
    {
        // The sandbox draws one number per applied write from its own seeded generator: the release's
        // six publishes come first, then the undo's six instructions and six publishes. Both lose
        // answers at this rate (a lost answer is sent again with its key, by the client or a Retry).
        Sandbox::FaultOptions options;
        options.dropAfterWriteRate = dropRate;
        Sandbox::FaultInjector faults(options);
        int inTheRelease = 0, inTheUndo = 0;
        for (int i = 0; i < 18; ++i)
            (i < 6 ? inTheRelease : inTheUndo) += faults.dropsAfterWrite() ? 1 : 0;
        QVERIFY(inTheRelease > 0);
        QVERIFY2(inTheUndo > 0, qPrintable(QString::number(inTheUndo)));
    }

    void undoOfAReleaseOfSixWithFaultsUndoesEachOnce()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(6, {QStringLiteral("--fault-drop-after-write-rate"), QString::number(dropRate)}),
                 qPrintable(world.sandbox.errorString()));
        Models::Connection &connection = *world.connection;
        QHash<QString, QString> titleBefore;
        for (int n = 1; n <= 6; ++n)
            titleBefore.insert(wideAudienceId(n), liveTitle(connection, wideAudienceId(n)));

        // The release: six drafts published (version 2 of each: a new meta title).
        int releaseRetries = 0, sendRetries = 0, publishRetries = 0;
        ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(), *connection.versionFollower());
        QVERIFY(release.start(wideDrafts(6)));
        QVERIFY(runToTheEnd(release, [&] { return release.retryFailed() > 0; }, releaseRetries));
        QCOMPARE(release.count(ReleaseRun::Stage::Done), 6);
        const QString pilotTitle = liveTitle(connection, wideAudienceId(1));
        QVERIFY2(pilotTitle != titleBefore.value(wideAudienceId(1)), qPrintable(pilotTitle + u'|' + titleBefore.value(wideAudienceId(1))));
        const auto released = Models::ReleaseLog(*connection.store()).releases();
        QCOMPARE(released.size(), 1);

        // Its undo: six plans read, six instructions, six proofs, one release of six publishes.
        ReleaseUndo undo(*connection.serviceLink(), *connection.storeLink(), *connection.messageOutbox(), *connection.versionFollower(),
                         *connection.publishActions());
        QVERIFY(undo.start(released.first()));
        QCOMPARE(undo.count(), 6);
        QTRY_VERIFY_WITH_TIMEOUT(undo.isRead(), 30000);
        QVERIFY2(undo.count(Outcome::Ready) == 6, qPrintable(outcomes(undo)));
        for (int i = 0; i < undo.count(); ++i)
            QVERIFY2(undo.member(i).instruction().contains(titleBefore.value(undo.audience(i).audienceId)), qPrintable(undo.member(i).instruction()));

        QVERIFY(undo.send());
        QVERIFY(runToTheEnd(*undo.instructions(), [&] { return undo.send(); }, sendRetries));
        QTRY_VERIFY2_WITH_TIMEOUT(undo.count(Outcome::Working) == 0, qPrintable(outcomes(undo)), 30000);
        QVERIFY2(undo.count(Outcome::Proven) == 6, qPrintable(outcomes(undo)));

        QVERIFY(undo.publish());
        QVERIFY(runToTheEnd(*undo.run(), [&] { return undo.publish(); }, publishRetries));
        QVERIFY2(undo.count(Outcome::Undone) == 6, qPrintable(outcomes(undo)));
        QCOMPARE(undo.summary(), QStringLiteral("6 undone"));
        qInfo() << "rows retried: release" << releaseRetries << "instructions" << sendRetries << "undo publishes" << publishRetries;

        for (int i = 0; i < undo.count(); ++i) {
            const Models::PublishUndo &member = undo.member(i);
            const QString audienceId = member.audienceId();
            // Its live values are back.
            QCOMPARE(liveTitle(connection, audienceId), titleBefore.value(audienceId));
            // Once: one instruction journaled under one key, one draft made from it (version 3),
            // one publish under one key, named for what it undid.
            QCOMPARE(world.entriesWithKey(member.clientMessageId()), 1);
            QCOMPARE(member.draftVersionNumber(), 3);
            const QString publishKey = connection.publishActions()->operationKey(member.draftVersionId());
            QCOMPARE(world.entriesWithKey(publishKey), 1);
            const auto entry = connection.journal()->findByKey(publishKey);
            QVERIFY(entry);
            QCOMPARE(entry->outcome, Models::JournalEntry::Outcome::Done);
            QCOMPARE(entry->note.targetLabel, QStringLiteral("%1, undoing version 2").arg(undo.audience(i).label));
            QVERIFY2(undo.outcomeText(i).startsWith(QStringLiteral("Undone: version 3 is live")), qPrintable(undo.outcomeText(i)));
        }
        // The release log keeps the undo as a release of its own, each member named for what it undid.
        const auto after = Models::ReleaseLog(*connection.store()).releases();
        const auto undoRelease = std::find_if(after.cbegin(), after.cend(),
                                              [&](const auto &r) { return r.releaseId == undo.run()->releaseId(); });
        QVERIFY(undoRelease != after.cend());
        QCOMPARE(undoRelease->members.size(), 6);
        QVERIFY(undoRelease->finished);
        for (const auto &member : undoRelease->members)
            QVERIFY2(member.audience.label.endsWith(QStringLiteral(", undoing version 2")), qPrintable(member.audience.label));

        // Undoing the same release again finds nothing to send: its values are back already.
        ReleaseUndo again(*connection.serviceLink(), *connection.storeLink(), *connection.messageOutbox(), *connection.versionFollower(),
                          *connection.publishActions());
        QVERIFY(again.start(released.first()));
        QTRY_VERIFY_WITH_TIMEOUT(again.isRead(), 30000);
        QVERIFY2(again.count(Outcome::NothingToUndo) == 6, qPrintable(outcomes(again)));
        QVERIFY(!again.send());
    }

    // A release of six whose third publish the service refused (409: the audience was archived at
    // that moment) is undone for the other five; the third is listed with why and blocks nothing.
    // In the undo, the fifth's publish is refused too: it is not sent again by itself, and the
    // others are undone all the same.
    void aReleaseWithAFailedMemberIsUndoneForTheOthers()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(6), qPrintable(world.sandbox.errorString()));
        Models::Connection &connection = *world.connection;
        const auto setArchived = [&](int n, bool archived) {
            Net::ApiReply *reply = archived ? static_cast<Net::ApiReply *>(world.client->audiences().archive(widePage, wideAudienceId(n)))
                                            : world.client->audiences().restore(widePage, wideAudienceId(n));
            QSignalSpy done(reply, &Net::ApiReply::finished);
            return (reply->isFinished() || done.wait(10000)) && !reply->isError();
        };
        QVERIFY(setArchived(3, true));
        ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(), *connection.versionFollower());
        QVERIFY(release.start(wideDrafts(6)));
        QTRY_VERIFY_WITH_TIMEOUT(!release.isRunning(), 30000);
        QCOMPARE(release.count(ReleaseRun::Stage::Done), 5);
        QCOMPARE(release.count(ReleaseRun::Stage::Failed), 1);
        QVERIFY(setArchived(3, false));

        ReleaseUndo undo(*connection.serviceLink(), *connection.storeLink(), *connection.messageOutbox(), *connection.versionFollower(),
                         *connection.publishActions());
        QVERIFY(undo.start(Models::ReleaseLog(*connection.store()).releases().first()));
        QCOMPARE(undo.count(), 6);
        QTRY_VERIFY_WITH_TIMEOUT(undo.isRead(), 30000);
        QVERIFY2(undo.count(Outcome::Ready) == 5, qPrintable(outcomes(undo)));
        QCOMPARE(undo.count(Outcome::NotUndoable), 1);
        const auto indexOf = [&](int n) {
            for (int i = 0; i < undo.count(); ++i) {
                if (undo.audience(i).audienceId == wideAudienceId(n))
                    return i;
            }
            return -1;
        };
        QCOMPARE(undo.outcome(indexOf(3)), Outcome::NotUndoable);
        QCOMPARE(undo.outcomeText(indexOf(3)), QStringLiteral("Not undone: its publish failed in the release: nothing to undo."));
        QCOMPARE(undo.member(indexOf(3)).stage(), Models::PublishUndo::Stage::Idle); // nothing of it read

        QVERIFY(undo.send());
        QTRY_VERIFY_WITH_TIMEOUT(!undo.instructions()->isRunning(), 30000);
        QCOMPARE(undo.instructions()->itemCount(), 5);
        QTRY_VERIFY2_WITH_TIMEOUT(undo.count(Outcome::Proven) == 5, qPrintable(outcomes(undo)), 30000);

        QVERIFY(setArchived(5, true));
        QVERIFY(undo.publish());
        QTRY_VERIFY_WITH_TIMEOUT(!undo.run()->isRunning(), 30000);
        QVERIFY2(undo.count(Outcome::Undone) == 4, qPrintable(outcomes(undo)));
        QCOMPARE(undo.outcome(indexOf(5)), Outcome::Failed);
        QVERIFY2(undo.outcomeText(indexOf(5)).contains(QStringLiteral("not sent again")), qPrintable(undo.outcomeText(indexOf(5))));
        const QString refusedKey = connection.publishActions()->operationKey(undo.member(indexOf(5)).draftVersionId());
        // Publish again: nothing left that a retry could mend, and the refused one is not sent again.
        QVERIFY(!undo.publish());
        QVERIFY(!undo.canSend()); // the dialog's Send is not offered for nothing
        QVERIFY(!undo.send());
        QCOMPARE(world.entriesWithKey(refusedKey), 1);
        QCOMPARE(connection.journal()->findByKey(refusedKey)->outcome, Models::JournalEntry::Outcome::Failed);
        QCOMPARE(undo.summary(), QStringLiteral("4 undone, 1 failed, 1 not undone (not published by the release)"));
    }

    // The outcome of a member is a function of its state alone.
    void anOutcomeIsAFunctionOfTheMembersState()
    {
        using State = ReleaseUndo::MemberState;
        using Stage = Models::PublishUndo::Stage;
        using Run = Models::BatchRunner::Stage;
        const auto with = [](auto change) {
            State state;
            change(state);
            return ReleaseUndo::judge(state);
        };
        QCOMPARE(with([](State &s) { s.notUndoable = QStringLiteral("its publish failed"); s.stage = Stage::Failed; }), Outcome::NotUndoable);
        QCOMPARE(with([](State &s) { s.stage = Stage::Failed; }), Outcome::Unreadable); // no plan: the read failed
        QCOMPARE(with([](State &s) { s.stage = Stage::Failed; s.hasPlan = true; }), Outcome::Failed);
        QCOMPARE(with([](State &s) { s.stage = Stage::Ready; s.hasPlan = true; }), Outcome::Ready);
        QCOMPARE(with([](State &s) { s.stage = Stage::Ready; s.hasPlan = true; s.instruction = Run::Running; }), Outcome::Working);
        QCOMPARE(with([](State &s) { s.stage = Stage::Ready; s.hasPlan = true; s.instruction = Run::Failed; }), Outcome::Failed);
        QCOMPARE(with([](State &s) { s.stage = Stage::Proven; s.hasPlan = true; s.publish = Run::Running; }), Outcome::Publishing);
        QCOMPARE(with([](State &s) { s.stage = Stage::Proven; s.hasPlan = true; s.publishRefused = true; }), Outcome::Failed);
        QCOMPARE(with([](State &s) { s.stage = Stage::Proven; s.hasPlan = true; s.undone = true; }), Outcome::Undone);
        QCOMPARE(with([](State &s) { s.stage = Stage::Proven; s.hasPlan = true; }), Outcome::Proven);
    }

    // The agent writes the meta title wrong on purpose: each draft is not proven, its difference
    // named, and nothing is published.
    void aDraftNotProvenIsNotPublished()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(2, {QStringLiteral("--fault-agent-miswrites-field"), QStringLiteral("metaTitle")}),
                 qPrintable(world.sandbox.errorString()));
        Models::Connection &connection = *world.connection;
        ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(), *connection.versionFollower());
        QVERIFY(release.start(wideDrafts(2)));
        QTRY_VERIFY_WITH_TIMEOUT(!release.isRunning(), 30000);
        QCOMPARE(release.count(ReleaseRun::Stage::Done), 2);

        ReleaseUndo undo(*connection.serviceLink(), *connection.storeLink(), *connection.messageOutbox(), *connection.versionFollower(),
                         *connection.publishActions());
        QVERIFY(undo.start(Models::ReleaseLog(*connection.store()).releases().first()));
        QTRY_VERIFY_WITH_TIMEOUT(undo.isRead(), 30000);
        QVERIFY(undo.send());
        QTRY_VERIFY2_WITH_TIMEOUT(undo.count(Outcome::NotProven) == 2, qPrintable(outcomes(undo)), 30000);
        QVERIFY2(undo.outcomeText(0).startsWith(QStringLiteral("Not proven: Meta title: the draft holds")), qPrintable(undo.outcomeText(0)));
        QVERIFY(!undo.publish());
        QVERIFY(!undo.run()->wasStarted());
        QCOMPARE(undo.summary(), QStringLiteral("2 not proven"));
    }

    // A draft pending before the undo (not published): the undo's draft builds on it, so its change
    // goes live too, and the audience's outcome names it.
    void namesWhatAPendingDraftAddsToAnAudiencesUndo()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(1), qPrintable(world.sandbox.errorString()));
        Models::Connection &connection = *world.connection;
        ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(), *connection.versionFollower());
        QVERIFY(release.start(wideDrafts(1)));
        QTRY_VERIFY_WITH_TIMEOUT(!release.isRunning(), 30000);
        QCOMPARE(release.count(ReleaseRun::Stage::Done), 1);
        Models::MessageOutbox *outbox = connection.messageOutbox();
        QSignalSpy accepted(outbox, &Models::MessageOutbox::accepted);
        QVERIFY(!outbox->send(widePage, wideAudienceId(1), QStringLiteral("Set the audience name to \"Pending name\""),
                              Models::MessageOutbox::Source::Elsewhere).isEmpty());
        QVERIFY(accepted.wait(10000));
        const QString pending = accepted.last().at(3).toString();
        Models::VersionFollower *versions = connection.versionFollower();
        QTRY_VERIFY_WITH_TIMEOUT(versions->version(pending) && !Models::VersionFollower::isInFlight(versions->version(pending)->status), 20000);

        ReleaseUndo undo(*connection.serviceLink(), *connection.storeLink(), *outbox, *versions, *connection.publishActions());
        QVERIFY(undo.start(Models::ReleaseLog(*connection.store()).releases().first()));
        QTRY_VERIFY_WITH_TIMEOUT(undo.isRead(), 30000);
        QVERIFY(undo.send());
        QTRY_VERIFY2_WITH_TIMEOUT(undo.count(Outcome::Proven) == 1, qPrintable(outcomes(undo)), 30000);
        QVERIFY2(undo.outcomeText(0).contains(QStringLiteral("The draft also changes Name")), qPrintable(undo.outcomeText(0)));
    }
};

} // namespace tst_releaseundo

AUDIENCE_TEST_GUILESS_MAIN(tst_releaseundo, TestReleaseUndo)
#include "tst_releaseundo.moc"
