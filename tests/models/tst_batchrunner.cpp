// BatchRunner: the one runner of every batch (a release, one instruction to many, a page scan).
// Steps here are the test's own: each holds its jobs until the test ends them, in any order, so
// what the runner does at every turn is seen; the model is watched by QAbstractItemModelTester.
#include "models/common/batchrunner.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace tst_batchrunner {

using namespace Audience;
using Models::BatchRunner;
using Stage = BatchRunner::Stage;

namespace {

QList<BatchRunner::Item> items(int count)
{
    QList<BatchRunner::Item> result;
    for (int i = 0; i < count; ++i)
        result.append({QStringLiteral("Item %1").arg(i), QStringLiteral("id-%1").arg(i)});
    return result;
}

// A step whose jobs wait for the test; it records the most of its jobs under way at once, counted
// by itself (not by the runner), and how many started as retries.
struct HeldStep
{
    QList<BatchRunner::Job> jobs;
    int started = 0;
    int retries = 0;
    int most = 0;

    int underWay() const
    {
        return int(std::count_if(jobs.cbegin(), jobs.cend(), [](const BatchRunner::Job &job) { return job.isCurrent(); }));
    }
    BatchRunner::Step step(const QString &words, int limit = BatchRunner::defaultMaxInFlight)
    {
        return {[this](const BatchRunner::Job &job) {
                    jobs.append(job);
                    ++started;
                    retries += job.isRetry() ? 1 : 0;
                    most = std::max(most, underWay());
                },
                words, {}, limit};
    }
    // The current job of a row (invalid when it has none).
    BatchRunner::Job of(int row) const
    {
        for (const BatchRunner::Job &job : jobs) {
            if (job.row() == row && job.isCurrent())
                return job;
        }
        return {};
    }
};

} // namespace

class TestBatchRunner : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void runsTwelveFourAtATimeInAnyOrderOfAnswers()
    {
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        HeldStep reads;
        runner.setSteps({reads.step(QStringLiteral("Reading…"))});
        runner.setHeaders(QStringLiteral("Audience"), QStringLiteral("Progress"));
        runner.addColumn({QStringLiteral("Length"), [&runner](int row, int role) {
                              return role == Qt::DisplayRole ? QVariant(runner.label(row).size()) : QVariant();
                          }});
        QSignalSpy finished(&runner, &BatchRunner::finished);
        QVERIFY(runner.setItems(items(12)));
        QCOMPARE(runner.rowCount(), 12);
        QCOMPARE(runner.columnCount(), 4);
        QCOMPARE(runner.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Audience"));
        QCOMPARE(runner.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Length"));
        QCOMPARE(runner.headerData(runner.statusColumn(), Qt::Horizontal).toString(), QStringLiteral("Progress"));
        QCOMPARE(runner.index(3, 1).data().toInt(), 6);
        QCOMPARE(runner.index(3, 0).data(Qt::ToolTipRole).toString(), QStringLiteral("id-3"));
        QVERIFY(!runner.isRunning()); // listed, nothing started
        QCOMPARE(reads.started, 0);

        QVERIFY(runner.run());
        QVERIFY(!runner.run()); // one run at a time
        QVERIFY(!runner.setItems(items(2)));
        QCOMPARE(reads.started, 4);
        QCOMPARE(runner.inStep(0), 4);
        QCOMPARE(runner.index(0, runner.statusColumn()).data().toString(), QStringLiteral("Reading…"));
        QCOMPARE(runner.index(5, runner.statusColumn()).data().toString(), QStringLiteral("Waiting"));

        // Answers arrive out of order: the third first, then the first, with one failure.
        reads.of(2).finish(QStringLiteral("Read 3 messages"));
        QCOMPARE(reads.started, 5); // its place went to the next in line, item 4
        QCOMPARE(runner.stage(4), Stage::Running);
        reads.of(0).fail(QStringLiteral("The service did not answer."));
        QCOMPARE(runner.index(0, runner.statusColumn()).data().toString(), QStringLiteral("Failed: The service did not answer."));
        QCOMPARE(runner.index(0, 0).data(BatchRunner::CanRetryRole).toBool(), true);
        QCOMPARE(runner.index(2, runner.statusColumn()).data().toString(), QStringLiteral("Read 3 messages"));
        QCOMPARE(runner.progressText(), QStringLiteral("1 of 12 done, 1 failed"));
        // The rest, last started first.
        while (runner.isRunning()) {
            QVERIFY(runner.inStep(0) <= BatchRunner::defaultMaxInFlight);
            BatchRunner::Job last;
            for (const BatchRunner::Job &job : std::as_const(reads.jobs)) {
                if (job.isCurrent())
                    last = job;
            }
            QVERIFY(last.isCurrent());
            last.finish();
        }
        QCOMPARE(reads.most, BatchRunner::defaultMaxInFlight);
        QCOMPARE(runner.mostInStep(0), BatchRunner::defaultMaxInFlight);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(runner.count(Stage::Done), 11);
        QCOMPARE(runner.settledCount(), 12);
        QCOMPARE(runner.progressText(), QStringLiteral("11 of 12 done, 1 failed"));
        QCOMPARE(runner.index(7, runner.statusColumn()).data().toString(), QStringLiteral("Done"));
        // A late second answer of a job that ended does nothing.
        reads.jobs.first().fail(QStringLiteral("late"));
        QCOMPARE(runner.count(Stage::Failed), 1);
        QCOMPARE(finished.size(), 1);
    }

    void anItemFailingAtOnceGivesItsPlaceToTheNext()
    {
        // A step that ends inside its own start (a write the store refuses at once) must not stop
        // the run, nor start the next item from within itself: 400 of them, none deeper than one.
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        int depth = 0;
        int deepest = 0;
        runner.setSteps({{[&](const BatchRunner::Job &job) {
                              ++depth;
                              deepest = std::max(deepest, depth);
                              if (job.row() % 2 == 0)
                                  job.fail(QStringLiteral("refused at once"));
                              else
                                  job.finish();
                              --depth;
                          },
                          QStringLiteral("Sending…"), {}, 4}});
        QSignalSpy finished(&runner, &BatchRunner::finished);
        runner.setItems(items(400));
        QVERIFY(runner.run());
        QVERIFY(!runner.isRunning());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(runner.count(Stage::Failed), 200);
        QCOMPARE(runner.count(Stage::Done), 200);
        QCOMPARE(deepest, 1);
    }

    void anEmptyListIsOverAtOnce()
    {
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        HeldStep step;
        runner.setSteps({step.step(QStringLiteral("Working…"))});
        QSignalSpy finished(&runner, &BatchRunner::finished);
        QVERIFY(runner.setItems({}));
        QVERIFY(runner.run());
        QCOMPARE(finished.size(), 1);
        QVERIFY(!runner.isRunning());
        QCOMPARE(runner.rowCount(), 0);
        QCOMPARE(runner.progressText(), QStringLiteral("0 of 0 done"));
        runner.cancel(); // nothing to cancel
        QCOMPARE(runner.retryFailed(), 0);
        QVERIFY(!runner.retry(0));
        QCOMPARE(finished.size(), 1);
    }

    void twoStepsEachKeepTheirLimitAndTheFurthestGoesFirst()
    {
        // A release: reads (2 at once) run one turn ahead of the publishes (2 at once); an item
        // read waits, still counted among the reads, until a publish frees a place.
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        HeldStep reads;
        HeldStep publishes;
        runner.setSteps({reads.step(QStringLiteral("Reading…"), 2), publishes.step(QStringLiteral("Publishing…"), 2)});
        int worstReads = 0;
        int worstPublishes = 0;
        connect(&runner, &BatchRunner::itemChanged, this, [&] {
            worstReads = std::max(worstReads, runner.inStep(0));
            worstPublishes = std::max(worstPublishes, runner.inStep(1));
        });
        runner.setItems(items(6));
        runner.run();
        QCOMPARE(reads.started, 2);
        reads.of(0).finish();
        reads.of(1).finish();
        QCOMPARE(publishes.started, 2);
        QCOMPARE(reads.started, 4); // two more reads, one turn ahead
        reads.of(2).finish();
        reads.of(3).finish();
        // Both read, no publish free: they wait in the read step, and no fifth read starts.
        QCOMPARE(reads.started, 4);
        QCOMPARE(runner.inStep(0), 2);
        QCOMPARE(runner.index(2, runner.statusColumn()).data().toString(), QStringLiteral("Reading…"));
        publishes.of(1).finish(QStringLiteral("Published"));
        // The furthest item goes first (row 2 to its publish), then a read starts (row 4).
        QCOMPARE(runner.stage(2), Stage::Running);
        QCOMPARE(runner.step(2), 1);
        QCOMPARE(reads.started, 5);
        while (runner.isRunning()) {
            bool ended = false;
            for (int row = 0; row < runner.rowCount() && !ended; ++row) {
                for (HeldStep *step : {&publishes, &reads}) {
                    if (const auto job = step->of(row); job.isCurrent()) {
                        job.finish(QStringLiteral("Published"));
                        ended = true;
                        break;
                    }
                }
            }
            QVERIFY(ended);
        }
        QCOMPARE(runner.count(Stage::Done), 6);
        QCOMPARE(worstReads, 2);
        QCOMPARE(worstPublishes, 2);
        QCOMPARE(runner.mostInStep(1), 2);
        QCOMPARE(publishes.most, 2);
    }

    void aStepWithoutLimitTakesEveryItemAtOnce()
    {
        // One instruction to many: the sends are four at a time, the agents' work is not limited.
        BatchRunner runner;
        HeldStep sends;
        HeldStep agents;
        runner.setSteps({sends.step(QStringLiteral("Sending…")), agents.step(QStringLiteral("The agent is working on it…"), 0)});
        runner.setItems(items(9));
        runner.run();
        for (int round = 0; round < 3; ++round) {
            for (int row = 0; row < runner.rowCount(); ++row) {
                if (const auto job = sends.of(row); job.isCurrent())
                    job.finish();
            }
        }
        QCOMPARE(sends.most, 4);
        QCOMPARE(runner.inStep(1), 9);
        QCOMPARE(runner.inStep(0), 0);
    }

    void cancelStartsNothingNewAndLetsStepsUnderWayFinish()
    {
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        HeldStep reads;
        HeldStep publishes;
        // The second step's words when Cancel comes before it.
        auto steps = QList<BatchRunner::Step>{reads.step(QStringLiteral("Reading…")), publishes.step(QStringLiteral("Publishing…"), 1)};
        steps[1].notStartedWords = QStringLiteral("Cancelled before its publish went.");
        runner.setSteps(steps);
        QSignalSpy finished(&runner, &BatchRunner::finished);
        runner.setItems(items(6));
        runner.run();
        reads.of(0).finish(); // publishing; row 4's read starts in its place
        reads.of(1).finish(); // read, waiting for the one publish to free up
        QCOMPARE(runner.step(0), 1);
        QCOMPARE(reads.started, 5);
        runner.cancel();
        QVERIFY(runner.wasCancelled());
        // Not started: row 5, never read, and row 1, read and waiting for its publish.
        QCOMPARE(runner.count(Stage::Cancelled), 2);
        QCOMPARE(runner.index(1, runner.statusColumn()).data().toString(),
                 QStringLiteral("Not started: Cancelled before its publish went."));
        QCOMPARE(runner.index(5, runner.statusColumn()).data().toString(), QStringLiteral("Not started: Cancelled before it started."));
        QCOMPARE(finished.size(), 0); // the publish and three reads are still under way
        QVERIFY(runner.isRunning());
        publishes.of(0).finish(QStringLiteral("Published"));
        QCOMPARE(runner.stage(0), Stage::Done);
        QCOMPARE(runner.statusText(0), QStringLiteral("Published"));
        reads.of(2).finish(); // read; its publish does not go
        QCOMPARE(runner.stage(2), Stage::Cancelled);
        QCOMPARE(publishes.started, 1);
        reads.of(3).skip(QStringLiteral("already published"));
        QCOMPARE(runner.index(3, runner.statusColumn()).data().toString(), QStringLiteral("Skipped: already published"));
        QCOMPARE(finished.size(), 0);
        reads.of(4).fail(QStringLiteral("no answer"));
        QCOMPARE(finished.size(), 1);
        QVERIFY(!runner.isRunning());
        QCOMPARE(runner.count(Stage::Cancelled), 3);
        QCOMPARE(runner.count(Stage::Failed), 1);
        QCOMPARE(runner.settledCount(), 6);
    }

    void cancelAbandonsAStepThatMayBeAbandoned()
    {
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        int aborted = 0;
        QList<BatchRunner::Job> jobs;
        runner.setSteps({{[&](const BatchRunner::Job &job) {
                              jobs.append(job);
                              // An abort that answers at once, as a reply aborting does.
                              job.onCancel([&aborted, job] {
                                  ++aborted;
                                  job.fail(QStringLiteral("Operation canceled"));
                              });
                          },
                          QStringLiteral("Reading…"), {}}});
        QSignalSpy finished(&runner, &BatchRunner::finished);
        runner.setItems(items(6));
        runner.run();
        jobs.at(1).finish();
        runner.cancel();
        QCOMPARE(aborted, 4); // the four under way then (0, 2, 3, 4), not the one that had ended
        QCOMPARE(finished.size(), 1); // at once
        QCOMPARE(runner.count(Stage::Cancelled), 5);
        QCOMPARE(runner.count(Stage::Failed), 0); // the abort's own answer came too late to count
        QCOMPARE(runner.count(Stage::Done), 1);
        for (const BatchRunner::Job &job : std::as_const(jobs))
            QVERIFY(!job.isCurrent());
    }

    void retryStartsAFailedItemAgainAtItsStepInItsTurn()
    {
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        HeldStep reads;
        HeldStep publishes;
        runner.setSteps({reads.step(QStringLiteral("Reading…"), 4), publishes.step(QStringLiteral("Publishing…"), 1)});
        runner.setRetryName(QStringLiteral("Retry publishing %1"));
        QSignalSpy finished(&runner, &BatchRunner::finished);
        runner.setItems(items(3));
        runner.run();
        reads.of(0).fail(QStringLiteral("could not read"));
        reads.of(1).finish();
        publishes.of(1).fail(QStringLiteral("refused"));
        reads.of(2).finish();
        publishes.of(2).finish();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(runner.count(Stage::Failed), 2);
        QCOMPARE(runner.index(1, runner.actionColumn()).data(BatchRunner::RetryNameRole).toString(),
                 QStringLiteral("Retry publishing Item 1"));
        QVERIFY(!runner.retry(2)); // done: nothing to retry
        QVERIFY(!runner.retry(7));

        QCOMPARE(runner.retryFailed(), 2);
        QVERIFY(runner.isRunning());
        // Row 0 failed its read: it reads again.
        QCOMPARE(runner.step(0), 0);
        QCOMPARE(runner.stage(0), Stage::Running);
        // Row 1 failed its publish: it publishes again, marked as a retry, without reading again.
        QCOMPARE(runner.step(1), 1);
        QCOMPARE(reads.started, 4);
        QCOMPARE(publishes.retries, 1);
        QVERIFY(publishes.of(1).isRetry());
        QVERIFY(reads.of(0).isRetry());
        reads.of(0).finish();
        // The publish step takes one at a time: row 0 waits for row 1's publish.
        QCOMPARE(runner.step(0), 0);
        QCOMPARE(runner.inStep(1), 1);
        publishes.of(1).finish();
        QCOMPARE(runner.step(0), 1);
        QVERIFY(!publishes.of(0).isRetry()); // its first publish
        publishes.of(0).finish();
        QCOMPARE(finished.size(), 2); // said again after the retry
        QCOMPARE(runner.count(Stage::Done), 3);
    }

    void itemsAddedToARunJoinIt()
    {
        BatchRunner runner;
        QAbstractItemModelTester tester(&runner, QAbstractItemModelTester::FailureReportingMode::QtTest);
        HeldStep reads;
        runner.setSteps({reads.step(QStringLiteral("Reading…"))});
        runner.setItems(items(2));
        runner.run();
        runner.add(items(5));
        QCOMPARE(runner.rowCount(), 7);
        QCOMPARE(runner.inStep(0), 4);
        for (int row = 0; row < 7; ++row) {
            for (int i = 0; i < 2 && runner.isRunning(); ++i) {
                if (const auto job = reads.of(row); job.isCurrent())
                    job.finish();
            }
        }
        QVERIFY(!runner.isRunning());
        // Added to a list not running, they wait for run().
        runner.add(items(1));
        QCOMPARE(runner.stage(7), Stage::Waiting);
        QVERIFY(!runner.isRunning());
        QVERIFY(runner.clear());
        QCOMPARE(runner.rowCount(), 0);
    }

    void aNewListLeavesTheOldJobsBehind()
    {
        BatchRunner runner;
        HeldStep reads;
        runner.setSteps({{[&reads](const BatchRunner::Job &job) {
                              reads.jobs.append(job);
                              job.onCancel([] {});
                          },
                          QStringLiteral("Reading…"), {}}});
        runner.setItems(items(2));
        runner.run();
        const BatchRunner::Job old = reads.of(0);
        runner.cancel();
        QVERIFY(runner.setItems(items(2)));
        runner.run();
        QVERIFY(!old.isCurrent());
        old.finish(QStringLiteral("late"));
        QCOMPARE(runner.stage(0), Stage::Running);
        QCOMPARE(runner.index(0, runner.statusColumn()).data().toString(), QStringLiteral("Reading…"));
    }

    void waitingWordsBeforeAndDuringARun()
    {
        BatchRunner runner;
        HeldStep sends;
        runner.setSteps({sends.step(QStringLiteral("Sending…"), 1)});
        runner.setWaitingWords(QStringLiteral("Not sent yet"), QStringLiteral("Waiting to be sent"));
        runner.setItems(items(2));
        QCOMPARE(runner.statusText(1), QStringLiteral("Not sent yet"));
        QSignalSpy changed(&runner, &QAbstractItemModel::dataChanged);
        runner.run();
        QVERIFY(!changed.isEmpty());
        QCOMPARE(runner.statusText(0), QStringLiteral("Sending…"));
        QCOMPARE(runner.statusText(1), QStringLiteral("Waiting to be sent"));
        sends.of(0).setWords(QStringLiteral("Sent, waiting for the answer…"));
        QCOMPARE(runner.statusText(0), QStringLiteral("Sent, waiting for the answer…"));
    }

    void aRunnerGoneStopsWhatItCanAndIgnoresLateAnswers()
    {
        int aborted = 0;
        BatchRunner::Job kept;
        {
            BatchRunner runner;
            runner.setSteps({{[&](const BatchRunner::Job &job) {
                                  if (job.row() == 0)
                                      job.onCancel([&aborted] { ++aborted; });
                                  else
                                      kept = job;
                              },
                              {}, {}}});
            runner.setItems(items(2));
            runner.run();
        }
        QCOMPARE(aborted, 1);
        QVERIFY(!kept.isCurrent());
        kept.finish(); // no runner: nothing happens
    }
};

} // namespace tst_batchrunner

AUDIENCE_TEST_MAIN(tst_batchrunner, TestBatchRunner)
#include "tst_batchrunner.moc"
