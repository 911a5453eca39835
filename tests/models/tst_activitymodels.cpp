// The Activity place's models: the journal as a paged, filtered table over a store of
// 100 000 entries (QAbstractItemModelTester with fetchMore), its words, and its exports.
#include "support/journalfixture.h"

#include "models/activity/journalexport.h"
#include "models/activity/journalexporter.h"
#include "models/activity/journalfilter.h"
#include "models/activity/journallistmodel.h"
#include "models/activity/journalwords.h"
#include "models/common/modelroles.h"
#include "models/common/placeids.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <limits>
#include <memory>

Q_DECLARE_METATYPE(Audience::Models::JournalFilter)

namespace tst_activitymodels {

using namespace Audience;
using Models::ActivityOutcome;
using Models::JournalEntry;
using Models::JournalFilter;
using Models::JournalListModel;
using Models::JournalWords;
namespace Fixture = Testing::Journal;

namespace {

constexpr qint64 bigCount = 100000;

// A store in a folder of its own with the generated journal.
struct Store
{
    QTemporaryDir dir;
    Models::ProfileDatabase store;
    std::unique_ptr<Models::WriteJournal> journal;
    QDateTime newest = QDateTime::currentDateTimeUtc();

    bool open(qint64 count)
    {
        if (!dir.isValid() || !store.open(Models::ProfileDatabase::pathInFolder(dir.path())))
            return false;
        journal = std::make_unique<Models::WriteJournal>(store);
        QString error;
        if (!Fixture::fill(store, count, &error, newest)) {
            qWarning("fill: %s", qPrintable(error));
            return false;
        }
        return true;
    }
};

// How many generated entries `keep` accepts.
qint64 countWhere(qint64 count, const std::function<bool(qint64, const Fixture::Generated &)> &keep)
{
    qint64 kept = 0;
    for (qint64 n = 1; n <= count; ++n)
        kept += keep(n, Fixture::entryFor(n)) ? 1 : 0;
    return kept;
}

// WriteJournal::recordIntent() without a body of its own (the note carries it), whichever of the
// store's two signatures (with or without the body argument) this tree has.
template <typename Journal>
qint64 recordIntent(Journal &journal, const Models::JournalNote &note, const QString &key)
{
    if constexpr (requires { journal.recordIntent(note, key).value_or(0); })
        return journal.recordIntent(note, key).value_or(0);
    else
        return journal.recordIntent(note, key, QByteArray()).value_or(0);
}

// Reads every page now, as a view scrolled to the end would have them read.
void fetchAll(JournalListModel &model)
{
    while (model.readNextPage()) {
    }
}

Models::JournalNote note(const QString &operation, const QString &label)
{
    Models::JournalNote note;
    note.operation = operation;
    note.area = QStringLiteral("workspace");
    note.pageId = QStringLiteral("page_live");
    note.audienceId = QStringLiteral("aud_live");
    note.targetId = QStringLiteral("ver_live");
    note.targetLabel = label;
    note.body = QJsonObject{{QStringLiteral("operationKey"), QStringLiteral("live-key")}};
    return note;
}

} // namespace

class TestActivityModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_big.open(bigCount));
    }

    // 100 000 entries: the first page only, newest first, then page after page by keyset, under
    // the model tester (which fetches more itself).
    void pagesOfTheBigJournal()
    {
        JournalListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.state(), Models::LoadState::Idle);
        QVERIFY(!model.canFetchMore({}));
        model.setJournal(m_big.journal.get());
        // The first page is read with the journal (the tester's own fetchMore() is only an ask yet).
        QCOMPARE(model.rowCount(), JournalListModel::DefaultPageSize);
        QCOMPARE(model.index(0, 0).data(Models::IdRole).toLongLong(), bigCount);
        // The tester asked for more (it calls fetchMore() after every change), and asking again
        // does not ask twice: fetchMore() only asks, the page goes in when the event loop comes
        // back to the model, and then the tester asks again, as a view scrolled down would.
        QVERIFY(!model.canFetchMore({}));
        QSignalSpy pages(&model, &JournalListModel::pageLoaded);
        model.fetchMore({});
        QCOMPARE(model.rowCount(), JournalListModel::DefaultPageSize);
        QTRY_VERIFY(model.rowCount() >= 6 * JournalListModel::DefaultPageSize);
        QVERIFY(pages.size() >= 5);
        const int rows = model.rowCount();
        QCOMPARE(rows % JournalListModel::DefaultPageSize, 0);
        // Every id once, in descending order, with no gap at the page boundaries.
        for (int row = 0; row < rows; ++row)
            QCOMPARE(model.index(row, 0).data(Models::IdRole).toLongLong(), bigCount - row);
        QCOMPARE(model.matchCount(), bigCount);
        QCOMPARE(model.state(), Models::LoadState::Idle); // more to read
    }

    void everyRowOnceToTheEnd()
    {
        Store small;
        QVERIFY(small.open(1234));
        JournalListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(100);
        model.setJournal(small.journal.get());
        // As a view scrolled to the end drives it: ask, let the event loop read, ask again.
        QDeadlineTimer deadline(30000);
        while (model.state() != Models::LoadState::Complete && !deadline.hasExpired()) {
            if (model.canFetchMore({}))
                model.fetchMore({});
            QCoreApplication::processEvents();
        }
        QCOMPARE(model.rowCount(), 1234);
        QCOMPARE(model.state(), Models::LoadState::Complete);
        QSet<qint64> ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids.insert(model.index(row, 0).data(Models::IdRole).toLongLong());
        QCOMPARE(ids.size(), 1234);
        QVERIFY(!model.canFetchMore({}));
    }

    void filters_data()
    {
        QTest::addColumn<JournalFilter>("filter");
        QTest::addColumn<qint64>("expected");
        const auto count = [](const std::function<bool(qint64, const Fixture::Generated &)> &keep) { return countWhere(bigCount, keep); };
        const auto outcome = [](ActivityOutcome o) {
            JournalFilter f;
            f.outcome = o;
            return f;
        };
        QTest::newRow("failed") << outcome(ActivityOutcome::Failed)
                                << count([](qint64, const Fixture::Generated &e) { return e.outcome == QLatin1StringView("failed"); });
        QTest::newRow("not confirmed") << outcome(ActivityOutcome::NotConfirmed) << count([](qint64, const Fixture::Generated &e) {
            return e.outcome == QLatin1StringView("pending") && !e.thisRun;
        });
        QTest::newRow("in progress") << outcome(ActivityOutcome::InProgress) << count([](qint64, const Fixture::Generated &e) {
            return e.outcome == QLatin1StringView("pending") && e.thisRun;
        });
        QTest::newRow("discarded") << outcome(ActivityOutcome::Discarded)
                                   << count([](qint64, const Fixture::Generated &e) { return e.outcome == QLatin1StringView("discarded"); });
        JournalFilter people;
        people.area = QStringLiteral("people");
        QTest::newRow("area") << people << count([](qint64, const Fixture::Generated &e) { return e.area == QLatin1StringView("people"); });
        JournalFilter audience;
        audience.pageOrAudience = QStringLiteral("aud_42");
        QTest::newRow("audience") << audience
                                  << count([](qint64, const Fixture::Generated &e) { return e.audienceId == QLatin1StringView("aud_42"); });
        JournalFilter page = audience;
        page.pageOrAudience = QStringLiteral("page_3");
        page.outcome = ActivityOutcome::Failed;
        QTest::newRow("page and failed") << page << count([](qint64, const Fixture::Generated &e) {
            return e.pageId == QLatin1StringView("page_3") && e.outcome == QLatin1StringView("failed");
        });
        JournalFilter key;
        key.search = QStringLiteral("key-77777");
        QTest::newRow("search a key") << key << qint64(1);
        JournalFilter error;
        error.search = QStringLiteral("on try 5000");
        QTest::newRow("search an error") << error << count([](qint64, const Fixture::Generated &e) {
            return e.error.contains(QLatin1StringView("on try 5000"));
        });
        JournalFilter body;
        body.search = QStringLiteral("HEADLINE SHORTER, number 12344");
        QTest::newRow("search a body, any case") << body << qint64(1);
        JournalFilter wildcard;
        wildcard.search = QStringLiteral("%");
        QTest::newRow("% is a character") << wildcard << qint64(0);
        JournalFilter underscore;
        underscore.search = QStringLiteral("aud_4_");
        QTest::newRow("_ is a character") << underscore << qint64(0);
        // Two local days: the entries that started in them (one a minute).
        const QDate last = m_big.newest.toLocalTime().date();
        JournalFilter days;
        days.from = last.addDays(-3);
        days.to = last.addDays(-2);
        QTest::newRow("date range") << days << count([this, days](qint64 n, const Fixture::Generated &) {
            const QDate day = Fixture::startOf(n, bigCount, m_big.newest).toLocalTime().date();
            return day >= days.from && day <= days.to;
        });
    }

    void filters()
    {
        QFETCH(JournalFilter, filter);
        QFETCH(qint64, expected);
        JournalListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setJournal(m_big.journal.get());
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setFilter(filter);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.matchCount(), expected);
        // Read to the end when that is quick; a large result is checked on its first pages (the
        // count above is the same SQL condition over the whole journal).
        if (expected <= 5000) {
            fetchAll(model);
            QCOMPARE(model.rowCount(), int(expected));
            QCOMPARE(model.state(), Models::LoadState::Complete);
        } else {
            for (int page = 0; page < 4; ++page)
                QVERIFY(model.readNextPage());
            QCOMPARE(model.rowCount(), 5 * JournalListModel::DefaultPageSize);
        }
        for (int row = 1; row < model.rowCount(); ++row)
            QVERIFY(model.index(row - 1, 0).data(Models::IdRole).toLongLong() > model.index(row, 0).data(Models::IdRole).toLongLong());
        if (filter.outcome && model.rowCount() > 0)
            QCOMPARE(model.index(0, 0).data(JournalListModel::OutcomeRole).toInt(), int(*filter.outcome));
    }

    // The journal's signals: a new entry on top, its outcome changing in place, one the filter no
    // longer keeps leaving, forgetting resetting.
    void followsTheJournal()
    {
        Store store;
        QVERIFY(store.open(500));
        JournalListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setJournal(store.journal.get());
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        const qint64 id = recordIntent(*store.journal, note(Models::JournalOperation::publishVersion, QStringLiteral("FP&A leads")),
                                                      QStringLiteral("live-key"));
        QVERIFY(id > 500);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.constFirst().at(1).toInt(), 0);
        QCOMPARE(model.index(0, 0).data(Models::IdRole).toLongLong(), id);
        QCOMPARE(model.index(0, 0).data(JournalListModel::OutcomeRole).toInt(), int(ActivityOutcome::InProgress));
        QCOMPARE(model.index(0, JournalListModel::WhatColumn).data().toString(), QStringLiteral("Publish version ver_live of FP&A leads"));

        QVERIFY(store.journal->recordDone(id, R"({"versionId":"ver_live","versionNumber":24})"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(0, 0).data(JournalListModel::OutcomeRole).toInt(), int(ActivityOutcome::Done));
        QCOMPARE(model.index(0, JournalListModel::WhatColumn).data().toString(), QStringLiteral("Published version 24 of FP&A leads"));
        QCOMPARE(model.index(0, JournalListModel::KeyColumn).data().toString(), QStringLiteral("live-key"));

        // In a filter of writes in progress, one that is answered leaves.
        JournalFilter inProgress;
        inProgress.outcome = ActivityOutcome::InProgress;
        model.setFilter(inProgress);
        const int before = model.rowCount();
        const qint64 second = recordIntent(*store.journal, note(Models::JournalOperation::archiveAudience, QStringLiteral("Spring")),
                                                          QStringLiteral("k2"));
        QCOMPARE(model.rowCount(), before + 1);
        QCOMPARE(model.rowOf(second), 0);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QVERIFY(store.journal->recordFailed(second, QStringLiteral("503")));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.rowOf(second), -1);
        QCOMPARE(model.rowCount(), before);

        // Forgetting: the finished entries before the cut go, pending ones stay.
        model.setFilter({});
        fetchAll(model);
        const QDateTime cut = Fixture::startOf(251, 500, store.newest);
        const qint64 forgettable = countWhere(250, [](qint64, const Fixture::Generated &e) { return e.outcome != QLatin1StringView("pending"); });
        QCOMPARE(model.forgettableBefore(cut), forgettable);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QCOMPARE(model.forgetOlderThan(cut), int(forgettable));
        QCOMPARE(resets.size(), 1);
        fetchAll(model);
        QCOMPARE(model.rowCount(), 500 + 2 - int(forgettable));
    }

    // An entry older than the rows read so far is not shown early: it comes with its page.
    void olderChangeWaitsForItsPage()
    {
        Store store;
        QVERIFY(store.open(1000));
        JournalListModel model;
        model.setJournal(store.journal.get());
        QCOMPARE(model.rowCount(), JournalListModel::DefaultPageSize);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QVERIFY(store.journal->recordDiscarded(97)); // pending from an earlier run
        QCOMPARE(changed.size(), 0);
        QCOMPARE(inserted.size(), 0);
        fetchAll(model);
        const int row = model.rowOf(97);
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, 0).data(JournalListModel::OutcomeRole).toInt(), int(ActivityOutcome::Discarded));
    }

    void noJournal()
    {
        JournalListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setJournal(m_big.journal.get());
        QVERIFY(model.rowCount() > 0);
        model.setJournal(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.state(), Models::LoadState::Idle);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.matchCount(), 0);
    }

    // CSV: the heading, a header of every column, one line per kept entry, the awkward values
    // quoted and the formula-looking ones defused.
    void exportCsv()
    {
        Store store;
        QVERIFY(store.open(30));
        Models::JournalNote awkward = note(Models::JournalOperation::updatePerson, QStringLiteral("=HYPERLINK(\"x\"), \"Anna\"\nSmith"));
        awkward.area = QStringLiteral("people");
        const qint64 id = recordIntent(*store.journal, awkward, QStringLiteral("k,1"));
        QVERIFY(store.journal->recordFailed(id, QStringLiteral("Bad request: \"email\" is invalid")));
        JournalFilter filter;
        filter.area = QStringLiteral("people");
        filter.outcome = ActivityOutcome::Failed;

        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QString error;
        const qint64 written = Models::JournalExport::write(store.store, {filter, store.store.liveRuns()},
                                                            Models::JournalExport::Format::Csv, buffer, &error);
        QVERIFY2(written >= 0, qPrintable(error));
        const qint64 expected = 1 + countWhere(30, [](qint64, const Fixture::Generated &e) {
            return e.area == QLatin1StringView("people") && e.outcome == QLatin1StringView("failed");
        });
        QCOMPARE(written, expected);
        const QString text = QString::fromUtf8(buffer.data());
        QVERIFY(text.startsWith(QStringLiteral("# Audience Console activity, exported ")));
        QVERIFY(text.contains(QStringLiteral("# Entries kept by the filter Failed · People, newest first\r\n")));
        QVERIFY(text.contains(QStringLiteral("id,started_at,finished_at,run_id,operation,area,")));
        QVERIFY(text.contains(QStringLiteral(",status,what\r\n")));
        // The newest first: the awkward one, its label quoted (comma, quote, line break) and
        // defused (a leading '=').
        const int header = text.indexOf(QStringLiteral(",status,what\r\n"));
        const QString firstRow = text.mid(header + 14);
        QVERIFY(firstRow.startsWith(QString::number(id) + u','));
        QVERIFY(firstRow.contains(QStringLiteral("\"'=HYPERLINK(\"\"x\"\"), \"\"Anna\"\"\nSmith\"")));
        QVERIFY(firstRow.contains(QStringLiteral("\"k,1\"")));
        QVERIFY(firstRow.contains(QStringLiteral(",failed,\"Update person =HYPERLINK(\"\"x\"\"), \"\"Anna\"\"\nSmith\"\r\n")));
        // One line per entry after the header (the label's line break is inside its quotes).
        QCOMPARE(firstRow.count(QStringLiteral("\r\n")), int(expected));
    }

    // JSON Lines on the exporter's own thread, from the big journal: one object per kept entry,
    // every column, the body and the answer as JSON.
    void exportJsonLinesOnAThread()
    {
        QTemporaryDir out;
        const QString path = out.filePath(QStringLiteral("activity.jsonl"));
        JournalFilter filter;
        filter.pageOrAudience = QStringLiteral("aud_7");
        Models::JournalExporter exporter;
        QSignalSpy finished(&exporter, &Models::JournalExporter::finished);
        QVERIFY(exporter.start(*m_big.journal, filter, Models::JournalExport::Format::JsonLines, path));
        QVERIFY(exporter.isRunning());
        QVERIFY(!exporter.start(*m_big.journal, filter, Models::JournalExport::Format::Csv, path)); // one at a time
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.constFirst().at(0).toBool(), qPrintable(finished.constFirst().at(3).toString()));
        QVERIFY(!exporter.isRunning());
        const qint64 expected = countWhere(bigCount, [](qint64, const Fixture::Generated &e) { return e.audienceId == QLatin1StringView("aud_7"); });
        QCOMPARE(finished.constFirst().at(1).toLongLong(), expected);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(qint64(lines.size()), expected + 1); // the last line ends with '\n' too
        QVERIFY(lines.constLast().isEmpty());
        qint64 previous = std::numeric_limits<qint64>::max();
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            QJsonParseError parseError;
            const QJsonObject object = QJsonDocument::fromJson(lines.at(i), &parseError).object();
            QCOMPARE(parseError.error, QJsonParseError::NoError);
            const qint64 id = object.value(QStringLiteral("id")).toInteger();
            QVERIFY(id < previous);
            previous = id;
            const Fixture::Generated e = Fixture::entryFor(id);
            QCOMPARE(object.value(QStringLiteral("audience_id")).toString(), QStringLiteral("aud_7"));
            QCOMPARE(object.value(QStringLiteral("idempotency_key")).toString(), e.key);
            QCOMPARE(object.value(QStringLiteral("body")).toObject(), e.body);
            QCOMPARE(object.value(QStringLiteral("answer")).isNull(), e.answer.isEmpty());
            if (!e.answer.isEmpty())
                QCOMPARE(object.value(QStringLiteral("answer")).toObject(), e.answer);
            QVERIFY(object.contains(QStringLiteral("started_at")));
            QVERIFY(object.contains(QStringLiteral("attempts")));
            QVERIFY(!object.value(QStringLiteral("what")).toString().isEmpty());
            QVERIFY(!object.value(QStringLiteral("status")).toString().isEmpty());
        }
    }

    void exportToAFolderThatIsNot()
    {
        Models::JournalExporter exporter;
        QSignalSpy finished(&exporter, &Models::JournalExporter::finished);
        QVERIFY(exporter.start(*m_big.journal, {}, Models::JournalExport::Format::Csv, QStringLiteral("/nonexistent/folder/a.csv")));
        QVERIFY(finished.wait(30000));
        QVERIFY(!finished.constFirst().at(0).toBool());
        QVERIFY(!finished.constFirst().at(3).toString().isEmpty());
    }

private:
    Store m_big;
};

} // namespace tst_activitymodels

AUDIENCE_TEST_GUILESS_MAIN(tst_activitymodels, TestActivityModels)
#include "tst_activitymodels.moc"
