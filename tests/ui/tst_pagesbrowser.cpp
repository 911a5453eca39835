// The pages browser against the fake network: lists, loads more on scroll, filters, fails and
// recovers, and shows the selected page in the detail pane.
#include "uitesthelpers.h"

#include "models/common/loadstate.h"
#include "models/common/modelroles.h"
#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "ui/common/liststatewidget.h"
#include "ui/pages/pagedetailview.h"
#include "ui/pages/pagefilterbar.h"
#include "ui/pages/pageoverviewsection.h"
#include "ui/pages/pagepreviewssection.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/common/searchresultpreview.h"
#include "models/shell/connection.h"
#include "support/testmain.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

namespace tst_pagesbrowser {

using namespace Audience;
using Audience::Testing::FakeClient;
using Audience::Testing::FakeResponse;
using Ui::ListStateWidget;

class TestPagesBrowser : public QObject
{
    Q_OBJECT

    struct Fixture
    {
        FakeClient fake;
        Models::Connection connection{&fake.client};
        Ui::PagesBrowser browser{&connection};

        explicit Fixture(int totalPages, int pageSize = 50)
        {
            fake.network.setHandler(Testing::pagesHandler(totalPages));
            fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer({}, {}));
            connection.pages()->setPageSize(pageSize);
            browser.resize(1100, 420);
            browser.show();
        }
        QAbstractItemModel *rows() const { return browser.table()->model(); }
        int pageRequests() const { return int(fake.network.requestsTo("GET", QStringLiteral("/v0/pages")).size()); }
    };

private slots:
    void showsNotConnectedBeforeTheConnection()
    {
        Fixture f(3);
        QVERIFY(QTest::qWaitForWindowExposed(&f.browser));
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Empty);
        QCOMPARE(f.pageRequests(), 0);
    }

    void theSearchHasAClearButton()
    {
        Fixture f(3);
        QLineEdit *search = f.browser.filterBar()->searchEdit();
        QVERIFY(search->isClearButtonEnabled());
        QTest::keyClicks(search, QStringLiteral("x"));
        auto *clear = search->findChild<QToolButton *>();
        QVERIFY(clear);
        QTRY_VERIFY(clear->isVisible());
        clear->click();
        QVERIFY(search->text().isEmpty());
    }

    void listsPagesFromTheNetwork()
    {
        Fixture f(7);
        f.connection.setConnected(true);
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Loading);
        QTRY_COMPARE(f.rows()->rowCount(), 7);
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Content);
        const QModelIndex first = f.rows()->index(0, Models::PageListModel::TitleColumn);
        QCOMPARE(first.data().toString(), QStringLiteral("Landing page number 1"));
        QCOMPARE(f.rows()->index(0, Models::PageListModel::NameColumn).data().toString(), QStringLiteral("landing-1"));
        // Dates are shown in the user's locale, not as the wire's ISO text.
        const QString updated = f.rows()->index(0, Models::PageListModel::UpdatedColumn).data().toString();
        QVERIFY2(!updated.isEmpty() && !updated.contains(u'T'), qPrintable(updated));
        QCOMPARE(f.browser.filterBar()->countText(),
                 QCoreApplication::translate("Audience::Ui::PageFilterBar", "%n page(s)", nullptr, 7));
    }

    void loadsMoreRowsWhenScrolledToTheEnd()
    {
        Fixture f(90, 30);
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 30);
        QTRY_COMPARE(f.connection.pages()->state(), Models::LoadState::Idle);
        QCOMPARE(f.pageRequests(), 1);

        QScrollBar *bar = f.browser.table()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        int lastMaximum = bar->maximum();
        bar->setValue(bar->maximum());
        QTRY_COMPARE(f.rows()->rowCount(), 60);
        const auto requests = f.fake.network.requestsTo("GET", QStringLiteral("/v0/pages"));
        QCOMPARE(requests.size(), 2);
        QCOMPARE(requests.last().queryValue(QStringLiteral("cursor")), QStringLiteral("30"));
        QCOMPARE(f.rows()->index(59, Models::PageListModel::NameColumn).data().toString(), QStringLiteral("landing-60"));
        QCOMPARE(f.browser.filterBar()->countText(), QStringLiteral("60 of 90 pages loaded"));

        // The view lays the new rows out later; scroll once the bar has grown.
        QTRY_VERIFY(bar->maximum() > lastMaximum);
        QTRY_COMPARE(f.connection.pages()->state(), Models::LoadState::Idle);
        lastMaximum = bar->maximum();
        bar->setValue(bar->maximum());
        QTRY_COMPARE(f.rows()->rowCount(), 90);
        QTRY_COMPARE(f.connection.pages()->state(), Models::LoadState::Complete);
        bar->setValue(bar->maximum());
        // Nothing more to ask for: scrolling to the end again starts no fourth request.
        QVERIFY(!f.connection.pages()->canFetchMore({}));
        QVERIFY(!f.connection.pages()->isFetching());
        QCOMPARE(f.pageRequests(), 3);
    }

    void filtersByStatusTypeAndSearchText()
    {
        Fixture f(12);
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 12);

        QComboBox *status = f.browser.filterBar()->statusCombo();
        status->setCurrentIndex(status->findData(QStringLiteral("draft")));
        // Pages 1, 5 and 9 are drafts (number % 4 == 1).
        QCOMPARE(f.rows()->rowCount(), 3);
        for (int row = 0; row < f.rows()->rowCount(); ++row)
            QCOMPARE(f.rows()->index(row, Models::PageListModel::StatusColumn).data(Models::StatusRole).toString(),
                     QStringLiteral("draft"));

        QComboBox *type = f.browser.filterBar()->typeCombo();
        type->setCurrentIndex(type->findData(QStringLiteral("outbound")));
        // Of the drafts 1, 5 and 9 only page 1 is outbound (number % 3 == 1).
        QCOMPARE(f.rows()->rowCount(), 1);
        QCOMPARE(f.rows()->index(0, Models::PageListModel::NameColumn).data().toString(), QStringLiteral("landing-1"));

        f.browser.filterBar()->clearFilters();
        QCOMPARE(f.rows()->rowCount(), 12);
        QTest::keyClicks(f.browser.filterBar()->searchEdit(), QStringLiteral("number 1"));
        // "number" and "1" must both appear: pages 1, 10, 11, 12.
        QCOMPARE(f.rows()->rowCount(), 4);
        QCOMPARE(f.browser.filterBar()->countText(), QStringLiteral("4 of 12 loaded pages match"));

        f.browser.filterBar()->searchEdit()->setText(QStringLiteral("no such page"));
        QCOMPARE(f.rows()->rowCount(), 0);
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Empty);
        auto *clear = f.browser.listState()->findChild<QPushButton *>(QStringLiteral("listStateButton"));
        QVERIFY(clear && clear->isVisible());
        clear->click();
        QCOMPARE(f.rows()->rowCount(), 12);
        QVERIFY(f.browser.filterBar()->searchEdit()->text().isEmpty());
    }

    void showsTheServersErrorAndRecoversWithRetry()
    {
        Fixture f(5);
        f.fake.network.setHandler({});
        f.fake.network.routeOnce("GET", QStringLiteral("/v0/pages"),
                                 FakeResponse::error(500, QStringLiteral("internal"), QStringLiteral("The page store is offline")));
        f.connection.setConnected(true);
        QTRY_COMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Error);
        auto *text = f.browser.listState()->findChild<QLabel *>(QStringLiteral("listStateText"));
        QVERIFY(text);
        QVERIFY2(text->text().contains(QStringLiteral("The page store is offline")), qPrintable(text->text()));
        auto *retry = f.browser.listState()->findChild<QPushButton *>(QStringLiteral("listStateButton"));
        QVERIFY(retry && retry->isVisible());

        f.fake.network.setHandler(Testing::pagesHandler(5));
        retry->click();
        QTRY_COMPARE(f.rows()->rowCount(), 5);
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Content);
    }

    void aFailedNextBatchKeepsTheRowsAndOffersRetryBelowThem()
    {
        Fixture f(40, 20);
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 20);
        f.fake.network.setHandler([](const Testing::ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (request.hasQuery(QStringLiteral("cursor")))
                return FakeResponse::error(422, QStringLiteral("invalid_cursor"), QStringLiteral("Cursor expired"));
            return std::nullopt;
        });
        QScrollBar *bar = f.browser.table()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum());
        QTRY_COMPARE(f.connection.pages()->state(), Models::LoadState::Error);
        QCOMPARE(f.rows()->rowCount(), 20);
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Content);
        QVERIFY(f.browser.listState()->isStripVisible());
        auto *stripText = f.browser.listState()->findChild<QLabel *>(QStringLiteral("listStateStripText"));
        QVERIFY(stripText->text().contains(QStringLiteral("Cursor expired")));

        f.fake.network.setHandler(Testing::pagesHandler(40));
        f.browser.listState()->findChild<QPushButton *>(QStringLiteral("listStateStripRetry"))->click();
        QTRY_COMPARE(f.rows()->rowCount(), 40);
        QVERIFY(!f.browser.listState()->isStripVisible());
    }

    // A valid first answer that says "more" with no cursor: its rows are shown, and the reason the
    // list ends there is said under them, never as a full-pane error.
    void aListThatCannotGoOnShowsItsRowsAndSaysWhy()
    {
        Fixture f(5);
        f.fake.network.setHandler({});
        f.fake.network.route("GET", QStringLiteral("/v0/pages"),
                             FakeResponse::json(200, Testing::Wire::List{.items = {Testing::pageJson(1), Testing::pageJson(2)}, .hasMore = true}.toJson()));
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 2);
        QTRY_COMPARE(f.connection.pages()->state(), Models::LoadState::Complete);
        QCOMPARE(f.browser.listState()->shown(), ListStateWidget::Shown::Content);
        QVERIFY(f.browser.listState()->isStripVisible());
        QVERIFY2(f.browser.listState()->stripText().contains(QStringLiteral("no cursor")), qPrintable(f.browser.listState()->stripText()));
        QVERIFY(!f.browser.listState()->findChild<QPushButton *>(QStringLiteral("listStateStripRetry"))->isVisible());
    }

    // A 16-digit total and a made-up page type of many words: the search box has the width it has
    // with ordinary pages (the list is fitted to its typical row, not its widest), the browser
    // keeps its size, the count and the badge are elided with the whole text in their tooltips.
    void extremeValuesNeverWidenTheBrowser()
    {
        const int ordinarySearch = [] {
            Fixture ordinary(2);
            ordinary.fake.network.setHandler({});
            ordinary.fake.network.route("GET", QStringLiteral("/v0/pages"),
                                        FakeResponse::json(200, Testing::Wire::List{.items = {Testing::pageJson(1), Testing::pageJson(2)},
                                                                                    .hasMore = false}.toJson()));
            if (!QTest::qWaitForWindowExposed(&ordinary.browser))
                return -1;
            ordinary.connection.setConnected(true);
            if (!QTest::qWaitFor([&] { return ordinary.rows()->rowCount() == 2; }))
                return -1;
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            return ordinary.browser.filterBar()->searchEdit()->width();
        }();
        QVERIFY(ordinarySearch > 0);
        Fixture f(3);
        f.fake.network.setHandler({});
        QJsonObject page = Testing::pageJson(1);
        const QString longType = QStringLiteral("calculator_led_self_serve_onboarding_experience_for_enterprise_buyers");
        page.insert(QStringLiteral("pageType"), longType);
        f.fake.network.route("GET", QStringLiteral("/v0/pages"),
                             FakeResponse::json(200, Testing::Wire::List{.items = {page, Testing::pageJson(2)}, .hasMore = false,
                                                                         .totalCount = 1234567890123456.0}.toJson()));
        QVERIFY(QTest::qWaitForWindowExposed(&f.browser));
        const QSize sizeBefore = f.browser.size();
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 2);
        f.browser.table()->setCurrentIndex(f.rows()->index(0, 0));
        QCoreApplication::processEvents();
        QCOMPARE(f.browser.size(), sizeBefore);
        QVERIFY(f.browser.minimumSizeHint().width() <= sizeBefore.width());
        QTRY_COMPARE(f.browser.filterBar()->searchEdit()->width(), ordinarySearch);
        auto *count = f.browser.filterBar()->findChild<QLabel *>(QStringLiteral("pageCountLabel"));
        QVERIFY(count);
        QVERIFY2(count->toolTip().contains(QLocale().toString(Q_INT64_C(1234567890123456))), qPrintable(count->toolTip()));

        auto *badge = f.browser.detail()->findChild<QLabel *>(QStringLiteral("pageTypeBadge"));
        QVERIFY(badge);
        QTRY_VERIFY(badge->isVisible());
        QCOMPARE(badge->toolTip(), longType);
        // Inside its column: elided, not cut.
        const QRect inDetail(badge->mapTo(f.browser.detail(), QPoint(0, 0)), badge->size());
        QVERIFY2(f.browser.detail()->rect().contains(inDetail), "the badge pokes out of the detail pane");
        QVERIFY2(badge->text().endsWith(QStringLiteral("…")), qPrintable(badge->text()));
    }

    void selectingARowShowsThePageWithItsPreviews()
    {
        Fixture f(4);
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 4);
        QSignalSpy itemChanged(&f.browser, &Ui::Place::currentItemChanged);
        f.browser.table()->setCurrentIndex(f.rows()->index(1, 0));
        QCOMPARE(itemChanged.count(), 1);
        QCOMPARE(itemChanged.at(0).at(0).toString(), Testing::pageId(2));
        QVERIFY(f.browser.detail()->isShowingPage());
        QCOMPARE(f.browser.detail()->overview()->shownTitle(), QStringLiteral("Landing page number 2"));
        Ui::SearchResultPreview *preview = f.browser.detail()->previews()->searchPreview();
        QCOMPARE(preview->shownTitle(), QStringLiteral("SEO title 2"));
        QCOMPARE(preview->shownUrl(), QStringLiteral("example.com › landing-2"));
        QCOMPARE(preview->shownDescription(), QStringLiteral("What page 2 offers."));
    }

    void opensAPageThatIsNotLoadedByItsId()
    {
        Fixture f(3);
        QJsonObject page = Testing::pageJson(77);
        f.fake.network.route("GET", QStringLiteral("/v0/pages/") + Testing::pageId(77), FakeResponse::json(200, page));
        f.connection.setConnected(true);
        QTRY_COMPARE(f.rows()->rowCount(), 3);
        f.browser.openItem(Testing::pageId(77));
        QCOMPARE(f.browser.currentItem(), Testing::pageId(77));
        QTRY_VERIFY(f.browser.detail()->isShowingPage());
        QCOMPARE(f.browser.detail()->overview()->shownTitle(), QStringLiteral("Landing page number 77"));
    }
};

} // namespace tst_pagesbrowser

AUDIENCE_TEST_MAIN(tst_pagesbrowser, TestPagesBrowser)
#include "tst_pagesbrowser.moc"
