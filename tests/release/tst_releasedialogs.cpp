// The dialogs of the batches against a real audience-sandbox (`--seed wide:N`): the release's
// confirmation, then its run shown through the batch's view over the runner (each row's status,
// the confirmation's columns, a Retry button on a failed row that sends again); one instruction
// to many, its audiences listed before Send and each one's draft after. The runners' models are
// watched by QAbstractItemModelTester while the dialogs drive them. Undo This Release…: offered
// in Activity on a release's publish, each audience's outcome, both runs, a conflict kept until taken.
// The connection lost while the confirmation is open: what it read stays, Publish waits until the
// drafts are read again on the same address.
#include "releasetesthelpers.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaseplan.h"
#include "models/release/releaserun.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "support/storefaults.h"
#include "ui/activity/activitydetailview.h"
#include "ui/common/batchrunview.h"
#include "ui/release/bulkcomposerdialog.h"
#include "ui/release/releasedialog.h"
#include "ui/release/releaseundodialog.h"
#include "models/release/releaselog.h"
#include "models/release/releaseundo.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/publishundo.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QSignalSpy>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QListWidget>
#include <QTextBrowser>
#include <QTreeView>

namespace tst_releasedialogs {

using namespace Audience;
using namespace Audience::Testing;
using Models::BatchRunner;

namespace {

QString cell(const BatchRunner *runner, int row, int column)
{
    return runner->index(row, column).data().toString();
}

} // namespace

class TestReleaseDialogs : public QObject
{
    Q_OBJECT
private slots:
    void theReleaseRunsInTheBatchViewAndARetryThereSendsAgain()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(2), qPrintable(world.sandbox.errorString()));
        for (int n = 1; n <= 2; ++n)
            world.connection->versionFollower()->open(QStringLiteral("page_wide_0001"), wideAudienceId(n), wideDraftId(n));
        QTRY_VERIFY_WITH_TIMEOUT(world.connection->versionFollower()->version(wideDraftId(1)).has_value()
                                     && world.connection->versionFollower()->version(wideDraftId(2)).has_value(), 20000);
        Ui::ReleaseDialog dialog(world.connection.get(), {wideKey(1), wideKey(2)});
        Models::ReleaseRun *run = dialog.run();
        QAbstractItemModelTester tester(run, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dialog.runRows()->model(), run);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.plan()->isLoaded(), 20000);
        QCOMPARE(dialog.rows()->model(), dialog.planRows());
        QCOMPARE(dialog.planRows()->rowCount(), 2); // the confirmation lists them
        dialog.plan()->acknowledgeAllWarnings();
        QCOMPARE(run->headerData(Ui::ReleaseDialog::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));
        QCOMPARE(run->headerData(Ui::ReleaseDialog::ChecksColumn, Qt::Horizontal).toString(), QStringLiteral("Checks"));

        // Another program holds the store once the reads are out: each publish is refused in its row.
        QVERIFY(dialog.publish());
        QVERIFY(dialog.runRows()->isVisibleTo(&dialog));
        QVERIFY(!dialog.rows()->isVisibleTo(&dialog));
        QCOMPARE(run->rowCount(), 2);
        QCOMPARE(cell(run, 0, Ui::ReleaseDialog::AudienceColumn), QStringLiteral("Audience 1"));
        QCOMPARE(cell(run, 1, Ui::ReleaseDialog::VersionColumn), QStringLiteral("v2"));
        QCOMPARE(cell(run, 0, Ui::ReleaseDialog::StatusColumn), QStringLiteral("Reading the version again…"));
        auto lock = std::make_unique<StoreFaults::StoreLock>(world.connection->store()->path());
        QVERIFY2(lock->isHeld(), qPrintable(lock->error()));
        QTRY_VERIFY_WITH_TIMEOUT(!run->isRunning(), 20000);
        const QString busy = QStringLiteral("Failed: Not sent: the profile's store is busy: another program is holding it.");
        QCOMPARE(cell(run, 0, Ui::ReleaseDialog::StatusColumn), busy);
        QPushButton *retry = dialog.runRows()->retryButton(1);
        QVERIFY(retry);
        QCOMPARE(retry->accessibleName(), QStringLiteral("Retry publishing Audience 2"));
        QVERIFY2(dialog.resultLabel()->text().startsWith(u"0 of 2 published; 2 failed"), qPrintable(dialog.resultLabel()->text()));

        lock.reset();
        retry->click();
        QTRY_COMPARE_WITH_TIMEOUT(cell(run, 1, Ui::ReleaseDialog::StatusColumn), QStringLiteral("Published"), 20000);
        QVERIFY(!dialog.runRows()->retryButton(1)); // gone with the failure
        QVERIFY(dialog.runRows()->retryButton(0));
        QCOMPARE(run->count(BatchRunner::Stage::Failed), 1);
        QCOMPARE(dialog.summaryLabel()->text(), QStringLiteral("Publishing: 2 of 2 done"));
        QVERIFY2(dialog.resultLabel()->text().startsWith(u"1 of 2 published; 1 failed"), qPrintable(dialog.resultLabel()->text()));
    }

    void aLostConnectionKeepsTheConfirmationUntilReadAgain()
    {
        ReleaseWorld world;
        const QStringList onFile{QStringLiteral("--db"), world.folder.filePath(QStringLiteral("sandbox.db"))};
        QVERIFY2(world.start(2, onFile), qPrintable(world.sandbox.errorString()));
        for (int n = 1; n <= 2; ++n)
            world.connection->versionFollower()->open(QStringLiteral("page_wide_0001"), wideAudienceId(n), wideDraftId(n));
        QTRY_VERIFY_WITH_TIMEOUT(world.connection->versionFollower()->version(wideDraftId(1)).has_value()
                                     && world.connection->versionFollower()->version(wideDraftId(2)).has_value(), 20000);
        Ui::ReleaseDialog dialog(world.connection.get(), {wideKey(1), wideKey(2)});
        QTRY_VERIFY_WITH_TIMEOUT(dialog.plan()->isLoaded(), 20000);
        dialog.plan()->acknowledgeAllWarnings();
        QVERIFY(dialog.publishButton()->isEnabled());
        QStringList shown;
        for (int row = 0; row < 2; ++row) {
            for (int column : {Ui::ReleaseDialog::VersionColumn, Ui::ReleaseDialog::ChangesColumn, Ui::ReleaseDialog::ChecksColumn})
                shown.append(dialog.planRows()->index(row, column).data().toString());
        }
        const auto rowsShown = [&dialog] {
            QStringList now;
            for (int row = 0; row < 2; ++row) {
                for (int column : {Ui::ReleaseDialog::VersionColumn, Ui::ReleaseDialog::ChangesColumn, Ui::ReleaseDialog::ChecksColumn})
                    now.append(dialog.planRows()->index(row, column).data().toString());
            }
            return now;
        };
        QVERIFY2(!shown.join(u' ').contains(QStringLiteral("could not be read")), qPrintable(shown.join(u' ')));

        // The service stops, and the console hears that the connection ended.
        const QUrl address = world.sandbox.baseUrl();
        world.sandbox.stop();
        world.connection->setConnected(false);
        QCOMPARE(rowsShown(), shown);
        QVERIFY2(dialog.summaryLabel()->text().startsWith(QStringLiteral("The connection was lost: what goes live could not be read again")),
                 qPrintable(dialog.summaryLabel()->text()));
        QVERIFY(!dialog.publishButton()->isEnabled());
        QVERIFY(dialog.readAgainButton()->isVisibleTo(&dialog));
        QVERIFY(!dialog.publish());
        QCOMPARE(dialog.run()->rowCount(), 0);

        // Back on the same address: the drafts are read again, and Publish comes back.
        QVERIFY2(world.sandbox.start(onFile + QStringList{QStringLiteral("--seed"), QStringLiteral("wide:2"), QStringLiteral("--listen"),
                                                           QStringLiteral("127.0.0.1:%1").arg(address.port())}),
                 qPrintable(world.sandbox.errorString()));
        QCOMPARE(world.sandbox.baseUrl(), address);
        world.keys->setApiKey(world.sandbox.apiKey());
        world.connection->setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.plan()->readProblem().isEmpty(), 20000);
        QCOMPARE(rowsShown(), shown); // the same drafts: their warnings stay acknowledged
        QVERIFY(!dialog.summaryLabel()->text().contains(QStringLiteral("connection was lost")));
        QVERIFY(dialog.publishButton()->isEnabled());
        QVERIFY(!dialog.readAgainButton()->isVisibleTo(&dialog));
    }

    void theConfirmationsRowsOfferToOpenWhatCannotBeIncluded()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(2), qPrintable(world.sandbox.errorString()));
        world.connection->versionFollower()->open(QStringLiteral("page_wide_0001"), wideAudienceId(1), wideDraftId(1));
        QTRY_VERIFY_WITH_TIMEOUT(world.connection->versionFollower()->version(wideDraftId(1)).has_value(), 20000);
        Ui::ReleaseDialog dialog(world.connection.get(), {wideKey(1), wideKey(2)}); // audience 2's draft not seen
        QAbstractItemModelTester tester(dialog.planRows(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.plan()->isLoaded(), 20000);
        QCOMPARE(dialog.rows()->accessibleName(), QStringLiteral("Audiences in this release"));
        QCOMPARE(dialog.rows()->model()->headerData(Ui::ReleaseDialog::ChecksColumn, Qt::Horizontal).toString(), QStringLiteral("Checks"));
        QVERIFY(!dialog.openLink(0));
        QLabel *open = dialog.openLink(1);
        QVERIFY(open);
        QCOMPARE(open->accessibleName(), QStringLiteral("Open Audience 2"));
        QSignalSpy opened(&dialog, &Ui::ReleaseDialog::openAudienceRequested);
        emit open->linkActivated(QStringLiteral("open"));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().at(1).toString(), wideAudienceId(2));
        // The first row is current, its audience shown below.
        QCOMPARE(dialog.rows()->currentIndex().row(), 0);
        QVERIFY2(dialog.detailView()->toPlainText().startsWith(QStringLiteral("Audience 1")), qPrintable(dialog.detailView()->toPlainText()));
        dialog.rows()->setCurrentIndex(dialog.planRows()->index(1, 0));
        QVERIFY2(dialog.detailView()->toPlainText().contains(QStringLiteral("has not seen a draft")), qPrintable(dialog.detailView()->toPlainText()));
    }

    void oneInstructionListsItsAudiencesThenEachOnesDraft()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(2), qPrintable(world.sandbox.errorString()));
        Ui::BulkComposerDialog dialog(world.connection.get(), {wideKey(1), wideKey(2), wideKey(1)});
        Models::BulkInstruction *instruction = dialog.instruction();
        QAbstractItemModelTester tester(instruction, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dialog.rows()->model(), instruction);
        QCOMPARE(instruction->rowCount(), 2); // the duplicate dropped
        QCOMPARE(cell(instruction, 1, instruction->labelColumn()), QStringLiteral("Audience 2"));
        QCOMPARE(cell(instruction, 1, instruction->statusColumn()), QStringLiteral("Not sent yet"));
        QCOMPARE(instruction->headerData(instruction->statusColumn(), Qt::Horizontal).toString(), QStringLiteral("Progress"));
        QVERIFY(!dialog.sendButton()->isEnabled());

        dialog.editor()->setPlainText(QStringLiteral("Lead with the 30-day pilot."));
        QVERIFY(dialog.sendButton()->isEnabled());
        QVERIFY(dialog.send());
        QVERIFY(!dialog.sendButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(instruction->isFinished(), 30000);
        QCOMPARE(cell(instruction, 0, instruction->statusColumn()), QStringLiteral("Draft v3 ready"));
        QCOMPARE(cell(instruction, 1, instruction->statusColumn()), QStringLiteral("Draft v3 ready"));
        QCOMPARE(dialog.progressLabel()->text(), QStringLiteral("2 of 2 drafts ready"));
        QVERIFY(!dialog.rows()->retryButton(0));
    }

    // Undo This Release…: each audience listed with its outcome and its preview, Send Instructions,
    // the instructions' progress in the batch view, then Publish Proven; each ends undone.
    void undoThisReleaseShowsEachAudienceAndRunsInTheBatchViews()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(2), qPrintable(world.sandbox.errorString()));
        Models::Connection &connection = *world.connection;
        Models::ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(),
                                   *connection.versionFollower());
        QVERIFY(release.start(wideDrafts(2)));
        QTRY_VERIFY_WITH_TIMEOUT(!release.isRunning(), 30000);
        QCOMPARE(release.count(BatchRunner::Stage::Done), 2);
        // Activity offers it on each of the release's publishes.
        const auto publishEntry = connection.journal()->findByKey(release.row(0).operationKey);
        QVERIFY(publishEntry);
        Ui::ActivityDetailView detail;
        detail.setEntry(*publishEntry, connection.journal()->liveRuns());
        QVERIFY(!detail.undoReleaseButton()->isHidden());
        QVERIFY(!detail.undoButton()->isHidden());

        Ui::ReleaseUndoDialog dialog(world.connection.get());
        QVERIFY(dialog.start(Models::ReleaseLog(*connection.store()).releases().first()));
        Models::ReleaseUndo *undo = dialog.undo();
        QTRY_VERIFY_WITH_TIMEOUT(undo->isRead(), 20000);
        QCOMPARE(dialog.memberList()->count(), 2);
        QVERIFY2(dialog.memberList()->item(0)->text().contains(QStringLiteral("1 field(s) to set back")),
                 qPrintable(dialog.memberList()->item(0)->text()));
        QVERIFY(dialog.sendButton()->isEnabled());
        QVERIFY(!dialog.publishButton()->isEnabled());
        QVERIFY(dialog.readAgainButton()->isHidden()); // every conversation was read
        dialog.sendButton()->click();
        QCOMPARE(undo->instructions()->itemCount(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(undo->count(Models::ReleaseUndo::Outcome::Proven) == 2, 30000);
        QTRY_VERIFY(dialog.publishButton()->isEnabled());
        QCOMPARE(dialog.publishButton()->text(), QStringLiteral("&Publish Proven (2)"));
        QVERIFY(undo->publish()); // what the confirmation's Yes does
        QTRY_VERIFY_WITH_TIMEOUT(undo->count(Models::ReleaseUndo::Outcome::Undone) == 2, 30000);
        QVERIFY2(dialog.memberList()->item(1)->text().contains(QStringLiteral("Undone: version 3 is live")),
                 qPrintable(dialog.memberList()->item(1)->text()));
        QVERIFY(!dialog.publishButton()->isEnabled());
        QVERIFY(!dialog.sendButton()->isEnabled());
    }

    // A later publish changed the title again: the audience's row says it is kept at the later
    // value; Take the old values puts it in the instruction, and the undo puts it back.
    void aConflictIsKeptUntilTheOldValuesAreTaken()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(1), qPrintable(world.sandbox.errorString()));
        Models::Connection &connection = *world.connection;
        Models::ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(),
                                   *connection.versionFollower());
        QVERIFY(release.start(wideDrafts(1)));
        QTRY_VERIFY_WITH_TIMEOUT(!release.isRunning(), 30000);
        QCOMPARE(release.count(BatchRunner::Stage::Done), 1);
        // The later publish: a new title, dictated and published.
        const QString page = QStringLiteral("page_wide_0001");
        Models::MessageOutbox *outbox = connection.messageOutbox();
        QSignalSpy accepted(outbox, &Models::MessageOutbox::accepted);
        QVERIFY(!outbox->send(page, wideAudienceId(1), QStringLiteral("Set the meta title to \"Later title\""),
                              Models::MessageOutbox::Source::Elsewhere).isEmpty());
        QVERIFY(accepted.wait(10000));
        const QString later = accepted.last().at(3).toString();
        Models::VersionFollower *versions = connection.versionFollower();
        QTRY_VERIFY_WITH_TIMEOUT(versions->version(later) && !Models::VersionFollower::isInFlight(versions->version(later)->status), 20000);
        QVERIFY(connection.publishActions()->publish(page, wideAudienceId(1), later));
        QTRY_COMPARE_WITH_TIMEOUT(connection.publishActions()->state(later), Models::WriteTracker::State::Done, 20000);

        Ui::ReleaseUndoDialog dialog(world.connection.get());
        QVERIFY(dialog.start(Models::ReleaseLog(*connection.store()).releases().first()));
        Models::ReleaseUndo *undo = dialog.undo();
        QTRY_VERIFY_WITH_TIMEOUT(undo->isRead(), 20000);
        QVERIFY2(dialog.memberList()->item(0)->text().contains(QStringLiteral("0 field(s) to set back; 1 field(s) changed again by a later publish")),
                 qPrintable(dialog.memberList()->item(0)->text()));
        QVERIFY(!dialog.takeOldBox()->isHidden());
        QVERIFY(!dialog.takeOldBox()->isChecked());
        QVERIFY(!undo->send()); // nothing dictated while the later value is kept
        QVERIFY(!dialog.sendButton()->isEnabled()); // and Send is not offered for nothing
        dialog.takeOldBox()->click();
        QCOMPARE(undo->member(0).plan().dictated().size(), 1);
        QVERIFY2(dialog.memberList()->item(0)->text().contains(QStringLiteral("1 field(s) to set back")),
                 qPrintable(dialog.memberList()->item(0)->text()));
        QVERIFY(dialog.takeOldBox()->isChecked());
        dialog.sendButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(undo->count(Models::ReleaseUndo::Outcome::Proven) == 1, 30000);
        QVERIFY(dialog.takeOldBox()->isHidden());
        QVERIFY(undo->publish());
        QTRY_VERIFY_WITH_TIMEOUT(undo->count(Models::ReleaseUndo::Outcome::Undone) == 1, 30000);
    }
};

} // namespace tst_releasedialogs

AUDIENCE_TEST_MAIN(tst_releasedialogs, TestReleaseDialogs)
#include "tst_releasedialogs.moc"
