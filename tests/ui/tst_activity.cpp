// The Activity place over a made-up journal (tests/support/journalfixture.h), driven as
// a user: the rows newest first, the filters, an entry's detail with its JSON and its link, the
// choices for a write that was not confirmed, export and forgetting, and the words while there is
// no journal yet.
#include "support/journalfixture.h"

#include "models/activity/journallistmodel.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "ui/activity/activitydetailview.h"
#include "ui/activity/activityfilterbar.h"
#include "ui/activity/activityplace.h"
#include "ui/activity/forgetentriesdialog.h"
#include "ui/common/fieldform.h"
#include "ui/common/liststatewidget.h"
#include "support/testmain.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_activity {

using namespace Audience;
using Models::JournalListModel;
namespace Fixture = Testing::Journal;

namespace {

constexpr qint64 entryCount = 3000;

struct Console
{
    QTemporaryDir dir;
    Models::ProfileDatabase store;
    std::unique_ptr<Models::WriteJournal> journal;
    Models::Connection connection;
    std::unique_ptr<Ui::ActivityPlace> place;

    bool open()
    {
        QString error;
        if (!dir.isValid() || !store.open(Models::ProfileDatabase::pathInFolder(dir.path())) || !Fixture::fill(store, entryCount, &error, QDateTime::currentDateTimeUtc()))
            return false;
        journal = std::make_unique<Models::WriteJournal>(store);
        place = std::make_unique<Ui::ActivityPlace>(&connection);
        place->filterBar()->setTypingDelay(0);
        place->resize(1300, 800);
        place->show();
        place->setJournal(journal.get());
        return QTest::qWaitForWindowExposed(place.get());
    }
    QTableView *table() const { return place->table(); }
    Ui::ActivityDetailView *detail() const { return place->detail(); }
    void choose(int row) { table()->setCurrentIndex(table()->model()->index(row, 0)); }
};

} // namespace

class TestActivity : public QObject
{
    Q_OBJECT

private slots:
    void noJournalYet()
    {
        Models::Connection connection;
        Ui::ActivityPlace place(&connection);
        place.show();
        QVERIFY(QTest::qWaitForWindowExposed(&place));
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
        const auto labels = place.listState()->findChildren<QLabel *>();
        const bool said = std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *label) {
            return label->isVisible() && label->text() == QLatin1StringView("No journal yet");
        });
        QVERIFY(said);
        QVERIFY(!place.exportCsvAction()->isEnabled());
        QVERIFY(!place.forgetAction()->isEnabled());
    }

    void rowsNewestFirstAndTheDetail()
    {
        Console console;
        QVERIFY(console.open());
        QCOMPARE(console.place->listState()->shown(), Ui::ListStateWidget::Shown::Content);
        QCOMPARE(console.table()->model()->rowCount(), JournalListModel::DefaultPageSize);
        QCOMPARE(console.table()->model()->index(0, 0).data(Models::IdRole).toLongLong(), entryCount);
        QVERIFY(console.place->summary()->text().contains(QLatin1StringView("200")));

        // Entry 2993 (2993 % 8 = 1: a publish, done) says its version and links to its audience.
        const int row = int(entryCount - 2993);
        console.choose(row);
        const Models::JournalEntry entry = *console.place->model()->entryAt(row);
        QCOMPARE(entry.id, qint64(2993));
        QCOMPARE(console.detail()->titleLabel()->text(), QStringLiteral("Published version 2993 of Audience 43"));
        QCOMPARE(console.place->currentItem(), QStringLiteral("2993"));
        QVERIFY(console.detail()->bodyView()->toPlainText().contains(QStringLiteral("\n    \"operationKey\": \"key-2993\"")));
        QVERIFY(console.detail()->answerView()->toPlainText().contains(QStringLiteral("\"versionNumber\": 2993")));
        QVERIFY(!console.detail()->retryButton()->isVisible());
        QSignalSpy navigation(console.place.get(), &Ui::Place::navigationRequested);
        QVERIFY(console.detail()->openButton()->isVisible());
        console.detail()->openButton()->click();
        QCOMPARE(navigation.size(), 1);
        QCOMPARE(navigation.constFirst().at(0).toString(), Models::PlaceId::audiences);
        QCOMPARE(navigation.constFirst().at(1).toString(), QStringLiteral("aud_43"));
    }

    // The bar in the main window opens the writes that were not confirmed; each offers Retry and
    // Discard, a publish also Check, and the place passes them on.
    void notConfirmedOffersItsChoices()
    {
        Console console;
        QVERIFY(console.open());
        console.place->openItem(Ui::ActivityPlace::notConfirmedItem);
        QCOMPARE(console.place->filterBar()->outcomeBox()->currentData().toInt(), int(Models::ActivityOutcome::NotConfirmed));
        const int rows = console.table()->model()->rowCount();
        int notConfirmed = 0;
        for (qint64 n = 1; n <= entryCount; ++n) {
            const Fixture::Generated e = Fixture::entryFor(n);
            notConfirmed += e.outcome == QLatin1StringView("pending") && !e.thisRun ? 1 : 0;
        }
        QCOMPARE(rows, notConfirmed);
        QVERIFY(rows > 2);
        // 2134 = 97 × 22, and 2134 % 8 = 6: a topic entry that was not confirmed, journaled
        // before its request was made (the fixture records none): nothing to send again.
        const int topicRow = console.place->model()->rowOf(2134);
        QVERIFY(topicRow >= 0);
        console.choose(topicRow);
        QVERIFY(!console.detail()->retryButton()->isVisible());
        QVERIFY(console.detail()->discardButton()->isVisible());
        QVERIFY(!console.detail()->checkButton()->isVisible());
        QCOMPARE(console.detail()->fields()->valueOf(QStringLiteral("Outcome")), QStringLiteral("? Not confirmed"));
        // 2328 = 97 × 24, and 2328 % 8 = 0: a message, which its area sends again.
        const int messageRow = console.place->model()->rowOf(2328);
        QVERIFY(messageRow >= 0);
        console.choose(messageRow);
        QVERIFY(console.detail()->retryButton()->isVisible());
        QVERIFY(!console.detail()->checkButton()->isVisible());
        QSignalSpy retry(console.place.get(), &Ui::ActivityPlace::retryRequested);
        QSignalSpy discard(console.place.get(), &Ui::ActivityPlace::discardRequested);
        console.detail()->retryButton()->click();
        QCOMPARE(retry.size(), 1);
        QCOMPARE(retry.constFirst().at(0).toLongLong(), qint64(2328));
        // 2425 = 97 × 25, and 2425 % 8 = 1: a publish.
        const int publishRow = console.place->model()->rowOf(2425);
        QVERIFY(publishRow >= 0);
        console.choose(publishRow);
        QVERIFY(console.detail()->checkButton()->isVisible());
        QSignalSpy check(console.place.get(), &Ui::ActivityPlace::checkRequested);
        console.detail()->checkButton()->click();
        QCOMPARE(check.size(), 1);
        QCOMPARE(check.constFirst().at(0).toLongLong(), qint64(2425));

        // Discarded (by the models, as the lead's wiring will): the row leaves this filter.
        console.detail()->discardButton()->click();
        QCOMPARE(discard.size(), 1);
        QVERIFY(console.journal->recordDiscarded(2425));
        QCOMPARE(console.place->model()->rowOf(2425), -1);
        QCOMPARE(console.table()->model()->rowCount(), rows - 1);
    }

    void filtersAsTheUserTypes()
    {
        Console console;
        QVERIFY(console.open());
        QTest::keyClicks(console.place->filterBar()->placeEdit(), QStringLiteral("aud_7"));
        QTRY_VERIFY(console.place->model()->filter().pageOrAudience == QLatin1StringView("aud_7"));
        const int rows = console.table()->model()->rowCount();
        QVERIFY(rows > 0);
        for (int row = 0; row < rows; ++row)
            QVERIFY(console.place->model()->entryAt(row)->note.audienceId == QLatin1StringView("aud_7"));
        console.place->filterBar()->areaBox()->setCurrentIndex(console.place->filterBar()->areaBox()->findData(QStringLiteral("people")));
        QCOMPARE(console.table()->model()->rowCount(), 0);
        QCOMPARE(console.place->listState()->shown(), Ui::ListStateWidget::Shown::Empty);
        emit console.place->listState()->emptyActionTriggered(); // "Clear filters"
        QVERIFY(console.place->model()->filter().isEmpty());
        QCOMPARE(console.table()->model()->rowCount(), JournalListModel::DefaultPageSize);
    }

    void exportAndForget()
    {
        Console console;
        QVERIFY(console.open());
        QTemporaryDir out;
        const QString path = out.filePath(QStringLiteral("a.csv"));
        QVERIFY(console.place->exportTo(path, Models::JournalExport::Format::Csv));
        QVERIFY(!console.place->exportCsvAction()->isEnabled()); // one export at a time
        QTRY_VERIFY_WITH_TIMEOUT(console.place->exportCsvAction()->isEnabled(), 30000);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), qsizetype(2 + 1 + entryCount + 1)); // comments, header, rows, the empty end
        QCOMPARE(console.place->findChild<QLabel *>(QStringLiteral("activityStatus"))->text(),
                 QStringLiteral("Exported 3000 entries to %1.").arg(QDir::toNativeSeparators(path)));

        console.place->forgetAction()->trigger();
        auto *dialog = console.place->findChild<Ui::ForgetEntriesDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        // 3000 minutes back is about two days: "90 days" (the first choice) forgets nothing.
        QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog->choiceBox()->setCurrentIndex(dialog->choiceBox()->count() - 1);
        dialog->dateEdit()->setDate(QDate::currentDate().addDays(1));
        QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QSignalSpy resets(console.place->model(), &QAbstractItemModel::modelReset);
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(resets.size(), 1);
        // What is left: the pending entries, and nothing else.
        QVERIFY(console.table()->model()->rowCount() > 0);
        for (int row = 0; row < console.table()->model()->rowCount(); ++row)
            QCOMPARE(console.place->model()->entryAt(row)->outcome, Models::JournalEntry::Outcome::Pending);
    }
};

} // namespace tst_activity

AUDIENCE_TEST_MAIN(tst_activity, TestActivity)
#include "tst_activity.moc"
