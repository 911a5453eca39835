// The Topics place against a real sandbox (`--seed demo`: topic_demo_1.., each with entries at sort
// orders 10, 20, …; docs/sandbox.md), driven as a user: search, choose a topic, read its entries in
// sortOrder, add an entry that appears in its place, a wrong sort order refused before sending, and
// the quick search finding the topics loaded.
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/shell/quicksearchindex.h"
#include "models/topics/topicentrymodel.h"
#include "models/topics/topicentrywriter.h"
#include "models/topics/topicsearchmodel.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/demosandboxclient.h"
#include "ui/common/liststatewidget.h"
#include "ui/topics/topicdetailview.h"
#include "ui/topics/topicentryform.h"
#include "ui/topics/topicsplace.h"
#include "support/testmain.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

namespace tst_topics {

using namespace Audience;
using Models::LoadState;
using Models::TopicEntryModel;
using Models::TopicSearchModel;

namespace {

struct Console
{
    Models::Connection connection;
    Ui::TopicsPlace place{&connection};

    explicit Console(Net::ApiClient *client)
        : connection(client)
    {
        place.resize(1300, 850);
        place.show();
        connection.setConnected(true);
    }
    TopicSearchModel *topics() const { return connection.topics(); }
    Ui::TopicDetailView *detail() const { return place.detail(); }
    TopicEntryModel *entries() const { return detail()->entries(); }

    // Types the search, waits for its answer and chooses the first row with the keyboard.
    bool search(const QString &text)
    {
        place.focusSearch();
        QTest::keyClicks(place.searchEdit(), text);
        if (!QTest::qWaitFor([this, &text] { return topics()->query() == text && !topics()->isSearching()
                                                    && topics()->state() == LoadState::Complete; }, 10000))
            return false;
        return true;
    }
    bool chooseFirst()
    {
        QTest::keyClick(place.searchEdit(), Qt::Key_Return);
        return QTest::qWaitFor([this] { return entries()->state() == LoadState::Complete && entries()->rowCount() > 0; }, 10000);
    }
    // The sort orders as the entries table shows them, top to bottom.
    QList<double> shownOrders() const
    {
        QList<double> orders;
        const QAbstractItemModel *shown = detail()->entryView()->model();
        for (int row = 0; row < shown->rowCount(); ++row)
            orders.append(shown->index(row, TopicEntryModel::OrderColumn).data(Models::SortRole).toDouble());
        return orders;
    }
};

} // namespace

class TestTopics : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void searchingAndReadingATopicsEntriesInOrder()
    {
        Console console(m_demo.client());
        QTRY_VERIFY_WITH_TIMEOUT(console.topics()->rowCount() >= 5 && console.topics()->state() == LoadState::Complete, 10000);
        QVERIFY(console.search(QStringLiteral("pricing")));
        QCOMPARE(console.topics()->rowCount(), 1);
        QCOMPARE(console.topics()->index(0, TopicSearchModel::TitleColumn).data().toString(), QStringLiteral("Pricing and packaging"));
        QVERIFY(console.chooseFirst());
        QCOMPARE(console.place.currentItem(), console.topics()->index(0, 0).data(Models::IdRole).toString());
        const QList<double> orders = console.shownOrders();
        QVERIFY(orders.size() >= 2);
        QVERIFY(std::is_sorted(orders.cbegin(), orders.cend()));
        QVERIFY(!console.detail()->entryView()->model()->index(0, TopicEntryModel::TypeColumn).data().toString().isEmpty());
        QVERIFY(!console.detail()->entryView()->model()->index(0, TopicEntryModel::ContentColumn).data().toString().isEmpty());

        // A search that finds nothing says so, with a way back.
        console.place.searchEdit()->clear();
        QVERIFY(console.search(QStringLiteral("no such topic anywhere")));
        QCOMPARE(console.topics()->rowCount(), 0);
        QTRY_COMPARE(console.place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
    }

    void anAddedEntryAppearsInItsPlace()
    {
        Console console(m_demo.client());
        QVERIFY(console.search(QStringLiteral("Objection")));
        QVERIFY(console.chooseFirst());
        const QList<double> before = console.shownOrders();
        QVERIFY(before.size() >= 2);
        // Between the first two entries.
        const qint64 order = qint64(before.at(0)) + 1;
        QVERIFY(order < before.at(1));

        Ui::TopicEntryForm *form = console.detail()->form();
        form->typeBox()->setCurrentText(QStringLiteral("faq"));
        form->contentEdit()->setFocus();
        QTest::keyClicks(form->contentEdit(), QStringLiteral("Q: Is there a setup fee? A: No."));
        QTest::keyClicks(form->sortOrderEdit(), QString::number(order));
        QVERIFY(form->addButton()->isEnabled());
        const int rowsBefore = console.entries()->rowCount();
        QTest::keyClick(form->sortOrderEdit(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(console.entries()->rowCount(), rowsBefore + 1, 10000);
        // Second in the list, chosen, its whole text shown; the form empties for the next one.
        QCOMPARE(console.shownOrders().at(1), double(order));
        const QModelIndex current = console.detail()->entryView()->currentIndex();
        QCOMPARE(current.row(), 1);
        QCOMPARE(current.siblingAtColumn(TopicEntryModel::TypeColumn).data().toString(), QStringLiteral("faq"));
        QCOMPARE(form->contentEdit()->toPlainText(), QString());
        QCOMPARE(form->messageLabel()->text(), QStringLiteral("Entry added."));

        // The service has it: a reload brings it once.
        console.detail()->reloadEntries();
        QTRY_VERIFY_WITH_TIMEOUT(console.entries()->state() == LoadState::Complete && console.entries()->rowCount() == rowsBefore + 1, 10000);
    }

    void aWrongSortOrderIsRefusedBeforeSending()
    {
        Console console(m_demo.client());
        QVERIFY(console.search(QStringLiteral("Brand")));
        QVERIFY(console.chooseFirst());
        const int rows = console.entries()->rowCount();
        Ui::TopicEntryForm *form = console.detail()->form();
        QTest::keyClicks(form->contentEdit(), QStringLiteral("Short sentences."));
        QTest::keyClicks(form->sortOrderEdit(), QStringLiteral("9007199254740992"));
        QVERIFY(!form->addButton()->isEnabled());
        QVERIFY(form->messageLabel()->text().contains(QStringLiteral("larger than the service accepts")));
        QTest::keyClick(form->sortOrderEdit(), Qt::Key_Return);
        form->sortOrderEdit()->clear();
        QTest::keyClicks(form->sortOrderEdit(), QStringLiteral("2nd"));
        QVERIFY(!form->addButton()->isEnabled());
        QVERIFY(form->messageLabel()->text().contains(QStringLiteral("whole number")));
        QCOMPARE(console.connection.topicEntries()->state(console.detail()->topicId()), Models::WriteTracker::State::None);
        QTest::qWait(100);
        QCOMPARE(console.entries()->rowCount(), rows); // nothing was sent
        // Emptied, the order is optional again.
        form->sortOrderEdit()->clear();
        QVERIFY(form->addButton()->isEnabled());
    }

    void quickSearchFindsLoadedTopics()
    {
        Console console(m_demo.client());
        QTRY_VERIFY_WITH_TIMEOUT(console.topics()->rowCount() >= 5 && console.topics()->state() == LoadState::Complete, 10000);
        const QList<Models::QuickSearchEntry> entries = console.connection.quickSearchIndex().entries();
        const auto found = std::find_if(entries.cbegin(), entries.cend(), [](const Models::QuickSearchEntry &entry) {
            return entry.place == Models::PlaceId::topics && entry.text == u"Customer proof";
        });
        QVERIFY(found != entries.cend());
        // Its item opens the topic in the place.
        console.place.openItem(found->item);
        QTRY_COMPARE(console.detail()->topicId(), found->item);
    }
};

} // namespace tst_topics

AUDIENCE_TEST_MAIN(tst_topics, TestTopics)
#include "tst_topics.moc"
