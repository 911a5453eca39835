// PageListModel and its PagedListModel base against the fake network: incremental paging under
// QAbstractItemModelTester (which itself calls fetchMore), one request at a time, the generation
// counter, errors and recovery, columns and roles, refreshing one row.
#include "modeltesthelpers.h"

#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "models/pages/pagelistmodel.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>

namespace tst_pagelistmodel {

using namespace Audience;
using namespace Audience::Testing;
using Models::LoadState;
using Models::PageListModel;

class TestPageListModel : public QObject
{
    Q_OBJECT
private slots:
    void startsIdleAndFetchesNothingByItself()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(3));
        PageListModel model(&api.client);
        QCOMPARE(model.state(), LoadState::Idle);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.canFetchMore({}));
        drainEvents();
        QCOMPARE(server.served(), 0);
    }

    void testerDrivesPagingToCompletion()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(23));
        PageListModel model(&api.client);
        model.setPageSize(5);
        QSignalSpy pages(&model, &PageListModel::pageLoaded);
        // The tester calls fetchMore() on construction and after every change, like a view would.
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 10000);
        QCOMPARE(model.rowCount(), 23);
        QCOMPARE(server.served(), 5);
        QCOMPARE(pages.size(), 5);
        QCOMPARE(pages.last().at(0).toInt(), 20);
        QCOMPARE(pages.last().at(1).toInt(), 3);
        QCOMPARE(model.totalCount(), 23);
        QVERIFY(!model.canFetchMore({}));
        for (int row = 0; row < 23; ++row)
            QCOMPARE(model.pageAt(row).pageId, numberedPage(row + 1).pageId);
        QCOMPARE(model.rowOf(QStringLiteral("page_0017")), 16);

        const auto requests = api.network.requestsTo("GET", QStringLiteral("/v0/pages"));
        QVERIFY(!requests.at(0).hasQuery(QStringLiteral("cursor")));
        QCOMPARE(requests.at(0).queryValue(QStringLiteral("limit")), QStringLiteral("5"));
        QCOMPARE(requests.at(1).queryValue(QStringLiteral("cursor")), QStringLiteral("5"));
        QCOMPARE(requests.at(4).queryValue(QStringLiteral("cursor")), QStringLiteral("20"));
    }

    void aFirstPageAlreadyAnsweredIsTakenWithoutAskingAgain()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(12));
        PageListModel model(&api.client);
        model.setPageSize(5);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        drainEvents();
        const qsizetype askedByTheTester = api.network.requestsTo("GET", QStringLiteral("/v0/pages")).size();
        QSignalSpy pages(&model, &PageListModel::pageLoaded);
        // The caller (the session's connection test) asked for the first page itself, and hands the
        // answer over when it is in, as Session does from its finished() handler.
        Net::Reply<Net::PageList> *first = api.client.pages().list({QString(), model.pageSize()});
        bool handedOver = false;
        connect(first, &Net::ApiReply::finished, this, [&] {
            model.reloadWith(first);
            handedOver = true;
            QCOMPARE(first->parent(), &model);
            QCOMPARE(pages.size(), 1); // at once: no second round trip
            QCOMPARE(model.rowCount(), 5);
            QCOMPARE(model.pageAt(0).pageId, numberedPage(1).pageId);
            QCOMPARE(model.totalCount(), 12);
        });
        QTRY_VERIFY(handedOver);
        // The tester goes on from the first page's cursor, not from the start.
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 12);
        const auto requests = api.network.requestsTo("GET", QStringLiteral("/v0/pages")).mid(askedByTheTester);
        QCOMPARE(requests.size(), 3); // the handed-over first page, then pages 2 and 3
        QVERIFY(!requests.at(0).hasQuery(QStringLiteral("cursor")));
        QCOMPARE(requests.at(1).queryValue(QStringLiteral("cursor")), QStringLiteral("5"));
        QCOMPARE(requests.at(2).queryValue(QStringLiteral("cursor")), QStringLiteral("10"));
    }

    void aFirstPageStillOnItsWayIsWaitedFor()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(3), 20);
        PageListModel model(&api.client);
        Net::Reply<Net::PageList> *first = api.client.pages().list({QString(), model.pageSize()});
        QVERIFY(!first->isFinished());
        model.reloadWith(first);
        QCOMPARE(model.state(), LoadState::Loading);
        QVERIFY(!model.canFetchMore({})); // one request at a time, this one included
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(server.served(), 1);
    }

    void neverTwoRequestsAtOnce()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(12), 20);
        int maxOpenAtRequest = 0;
        connect(&api.network, &FakeNetwork::requestReceived, this,
                [&] { maxOpenAtRequest = qMax(maxOpenAtRequest, api.network.openReplies()); });
        PageListModel model(&api.client);
        model.setPageSize(4);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.state(), LoadState::Loading);
        QVERIFY(model.isFetching());
        QVERIFY(!model.canFetchMore({}));
        for (int i = 0; i < 5; ++i)
            model.fetchMore({});
        QCOMPARE(api.network.requests().size(), 1);
        QVERIFY(fetchAll(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 12);
        QCOMPARE(server.served(), 3);
        QCOMPARE(maxOpenAtRequest, 0); // each request started only after the previous one ended
    }

    void reloadDropsTheStaleReply()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(6));
        // The first answer is slow and would bring a page that no longer exists.
        server.setOverride([](const ReceivedRequest &, int number) -> std::optional<FakeResponse> {
            if (number != 1)
                return std::nullopt;
            Wire::Page stale = numberedPage(99);
            stale.pageId = QStringLiteral("page_stale");
            return FakeResponse::json(200, QJsonValue(Wire::List{.items = {stale.toJson()}}.toJson()))
                .withDelay(150);
        });
        PageListModel model(&api.client);
        model.setPageSize(10);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.state(), LoadState::Loading);
        const quint64 before = model.generation();
        model.reload(); // while the first reply is in flight
        QCOMPARE(model.generation(), before + 1);
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 6);
        // Once the network side is idle, nothing stale may show up or turn into an error.
        QTRY_COMPARE(api.network.openReplies(), 0);
        QTRY_COMPARE(api.client.requestsInFlight(), 0);
        drainEvents();
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.rowOf(QStringLiteral("page_stale")), -1);
        QCOMPARE(model.state(), LoadState::Complete);
    }

    void resetWhileAnAnswerIsBeingInsertedWins()
    {
        // A view resets the model while it hears of the first page's rows: the rest of that answer's
        // handling belongs to the old generation and must not touch the state or announce the page.
        FakeClient api;
        FakePageServer server(api.network, numberedPages(3));
        PageListModel model(&api.client);
        QSignalSpy pages(&model, &PageListModel::pageLoaded);
        bool resetDone = false;
        connect(&model, &PageListModel::rowsInserted, this, [&] {
            if (!resetDone) {
                resetDone = true;
                model.reset(); // a reset right inside the first page's insertion
            }
        });
        model.fetchMore({});
        QTRY_VERIFY(resetDone);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.state(), LoadState::Idle);
        QTRY_COMPARE(api.client.requestsInFlight(), 0);
        drainEvents();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.state(), LoadState::Idle);
        QCOMPARE(pages.size(), 0);
        QVERIFY(model.canFetchMore({}));
    }

    void errorStateAndRecoveryWithReload()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(4));
        server.setOverride([](const ReceivedRequest &, int number) -> std::optional<FakeResponse> {
            if (number == 1)
                return FakeResponse::error(403, QStringLiteral("forbidden"), QStringLiteral("This key may not list pages"));
            return std::nullopt;
        });
        PageListModel model(&api.client);
        QSignalSpy states(&model, &PageListModel::stateChanged);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Error);
        QCOMPARE(model.error().kind, Net::ApiError::Kind::Forbidden);
        QVERIFY2(model.errorMessage().contains(QStringLiteral("This key may not list pages")), qPrintable(model.errorMessage()));
        QVERIFY(!model.canFetchMore({})); // a view must not hammer the server on its own
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(states.last().at(0).value<LoadState>(), LoadState::Error);

        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.errorMessage().isEmpty());
    }

    void errorOnALaterPageKeepsRowsAndRetryContinues()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(9));
        server.setOverride([](const ReceivedRequest &, int number) -> std::optional<FakeResponse> {
            if (number == 2)
                return FakeResponse::error(422, QStringLiteral("invalid_parameter"), QStringLiteral("bad cursor"));
            return std::nullopt;
        });
        PageListModel model(&api.client);
        model.setPageSize(4);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Error);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.error().kind, Net::ApiError::Kind::Validation);
        model.retry();
        QVERIFY(fetchAll(model));
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 9);
        const auto requests = api.network.requestsTo("GET", QStringLiteral("/v0/pages"));
        QCOMPARE(requests.at(1).queryValue(QStringLiteral("cursor")), QStringLiteral("4"));
        QCOMPARE(requests.at(2).queryValue(QStringLiteral("cursor")), QStringLiteral("4")); // the same page again
    }

    // "nextCursor: string or null" with hasMore: a valid answer whose rows are valid rows. The list
    // keeps them, ends (it cannot ask for more), and says why: no error, no second request.
    void moreWithoutCursorKeepsTheRowsAndSaysWhy()
    {
        FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/pages"),
                          FakeResponse::json(200, QJsonValue(Wire::List{.items = {numberedPage(1).toJson(), numberedPage(2).toJson()},
                                                                        .hasMore = true, .totalCount = 5}.toJson())));
        PageListModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.pageAt(1).pageId, numberedPage(2).pageId);
        QVERIFY(model.errorMessage().isEmpty());
        QVERIFY2(model.notice().contains(QStringLiteral("no cursor")), qPrintable(model.notice()));
        QCOMPARE(model.totalCount(), 5);
        QVERIFY(!model.canFetchMore({}));
        drainEvents();
        QCOMPARE(api.network.requests().size(), 1);

        // The next listing starts clean: no notice from the last one.
        api.network.route("GET", QStringLiteral("/v0/pages"),
                          FakeResponse::json(200, QJsonValue(Wire::List{.items = {numberedPage(1).toJson()}}.toJson())));
        model.reload();
        QVERIFY(model.notice().isEmpty());
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QVERIFY(model.notice().isEmpty());
    }

    // A service that sends cursors A -> B -> A would be followed forever: the list stops, with the
    // rows of the three pages it got, and says why.
    void aCursorThatComesBackEndsTheListing()
    {
        FakeClient api;
        api.network.setHandler([](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            const QString cursor = request.queryValue(QStringLiteral("cursor"));
            const int page = cursor == u"B" ? 3 : cursor == u"A" ? 2 : 1;
            const QString next = page == 1 ? QStringLiteral("A") : page == 2 ? QStringLiteral("B") : QStringLiteral("A");
            return FakeResponse::json(200, QJsonValue(Wire::List{.items = {numberedPage(page).toJson()}, .hasMore = true,
                                                                  .nextCursor = next}.toJson()));
        });
        PageListModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(fetchAll(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QVERIFY(model.errorMessage().isEmpty());
        QVERIFY2(model.notice().contains(QStringLiteral("already sent")), qPrintable(model.notice()));
        QCOMPARE(model.rowCount(), 3); // page 3 was asked with a new cursor: its rows are real
        QCOMPARE(model.pageAt(2).pageId, numberedPage(3).pageId);
        QCOMPARE(api.network.requests().size(), 3);
        QVERIFY(!model.canFetchMore({}));
        drainEvents();
        QCOMPARE(api.network.requests().size(), 3);
    }

    // A service that always has more ends at the page limit, with every row it sent.
    void thePageLimitEndsTheListingWithItsRows()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(40));
        PageListModel model(&api.client);
        model.setPageSize(2);
        model.setPageLimit(3);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(fetchAll(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(server.served(), 3);
        QVERIFY(model.errorMessage().isEmpty());
        QVERIFY2(model.notice().contains(QStringLiteral("after 3 page")), qPrintable(model.notice()));
        QVERIFY(!model.canFetchMore({}));
    }

    void malformedResponseIsAnError()
    {
        FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, QByteArray("{\"items\": 3}")));
        PageListModel model(&api.client);
        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Error);
        QCOMPARE(model.error().kind, Net::ApiError::Kind::BadResponse);
        QVERIFY(!model.errorMessage().isEmpty());
    }

    void emptyListIsComplete()
    {
        FakeClient api;
        FakePageServer server(api.network, {});
        PageListModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.totalCount(), 0);
    }

    void columnsAndRoles()
    {
        FakeClient api;
        Wire::Page recent = numberedPage(1);
        recent.pageType = QStringLiteral("call_followup");
        recent.status = QStringLiteral("draft");
        recent.audiencesCount = 1234;
        recent.updatedAt = isoUtc(QDateTime::currentDateTimeUtc().addSecs(-3 * 3600 - 60));
        Wire::Page old = numberedPage(2);
        old.pageType = QStringLiteral("brand_new_type");
        old.status = QStringLiteral("published");
        old.updatedAt = QStringLiteral("2023-02-03T04:05:06Z");
        Wire::Page odd = numberedPage(3);
        odd.updatedAt = QStringLiteral("+14155550100"); // the spec's pattern for ...At fields
        FakePageServer server(api.network, {recent, old, odd});
        PageListModel model(&api.client);
        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.columnCount(), int(PageListModel::ColumnCount));
        QCOMPARE(model.headerData(PageListModel::AudiencesColumn, Qt::Horizontal).toString(), QStringLiteral("Audiences"));

        const auto cell = [&](int row, int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role); };
        QCOMPARE(cell(0, PageListModel::NameColumn).toString(), QStringLiteral("Page 1"));
        QCOMPARE(cell(0, PageListModel::TitleColumn).toString(), QStringLiteral("Title 1"));
        QCOMPARE(cell(0, PageListModel::TypeColumn).toString(), QStringLiteral("Call follow-up"));
        QCOMPARE(cell(1, PageListModel::TypeColumn).toString(), QStringLiteral("brand_new_type")); // shown as it came
        QCOMPARE(cell(0, PageListModel::StatusColumn).toString(), QStringLiteral("Draft"));
        QCOMPARE(cell(0, PageListModel::AudiencesColumn).toString(), QLocale().toString(1234));
        QCOMPARE(cell(0, PageListModel::AudiencesColumn, Models::SortRole).metaType().id(), QMetaType::LongLong);
        QCOMPARE(cell(0, PageListModel::AudiencesColumn, Models::SortRole).toLongLong(), 1234);
        const QString relative = cell(0, PageListModel::UpdatedColumn).toString();
        QVERIFY2(relative.contains(QStringLiteral("3 hour")), qPrintable(relative));
        QCOMPARE(cell(1, PageListModel::UpdatedColumn).toString(),
                 QLocale().toString(QDateTime(QDate(2023, 2, 3), QTime(4, 5, 6), QTimeZone::utc()).toLocalTime().date(),
                                    QLocale::ShortFormat)); // the date alone; the tooltip has the time
        QCOMPARE(cell(1, PageListModel::UpdatedColumn, Models::SortRole).toDateTime(),
                 QDateTime(QDate(2023, 2, 3), QTime(4, 5, 6), QTimeZone::utc()));
        QCOMPARE(cell(2, PageListModel::UpdatedColumn).toString(), QStringLiteral("+14155550100")); // raw when it does not parse
        QVERIFY(!cell(2, PageListModel::UpdatedColumn, Models::SortRole).toDateTime().isValid());

        const auto page = cell(0, 0, Models::ObjectRole).value<Net::Page>();
        QCOMPARE(page.pageId, QStringLiteral("page_0001"));
        QCOMPARE(page.audiencesCount, 1234);
        QCOMPARE(cell(0, 3, Models::IdRole).toString(), QStringLiteral("page_0001"));
        QCOMPARE(cell(0, 0, Models::StatusRole).toString(), QStringLiteral("draft"));
        QCOMPARE(cell(0, 0, Models::TypeRole).toString(), QStringLiteral("call_followup"));
        QCOMPARE(cell(0, 0, Models::SearchTextRole).toString(), QStringLiteral("Page 1 Title 1"));
        QVERIFY(model.roleNames().values().contains("object"));
    }

    void knownAudienceChangeRefreshesItsPageRow()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(3));
        PageListModel model(&api.client);
        Models::KnownAudiences known;
        model.setKnownAudiences(&known);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Complete);

        Wire::Page changed = numberedPage(2);
        changed.audiencesCount = 4;
        api.network.route("GET", QStringLiteral("/v0/pages/page_0002"), FakeResponse::json(200, QJsonValue(changed.toJson())));
        QSignalSpy dataChanged(&model, &PageListModel::dataChanged);
        Net::AudienceRecord audience;
        audience.audienceId = QStringLiteral("aud_1");
        audience.pageId = QStringLiteral("page_0002");
        known.remember(audience);
        QVERIFY(dataChanged.wait());
        QCOMPARE(dataChanged.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(model.pageAt(1).audiencesCount, 4);
        QCOMPARE(model.rowCount(), 3);

        // A page that is not loaded is not fetched.
        audience.pageId = QStringLiteral("page_elsewhere");
        known.remember(audience);
        drainEvents();
        QCOMPARE(api.client.requestsInFlight(), 0);
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/pages/page_elsewhere")).size(), 0);
    }

    void refreshFailureKeepsTheRow()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(2));
        PageListModel model(&api.client);
        model.reload();
        QVERIFY(waitUntilSettled(model));
        api.network.route("GET", QStringLiteral("/v0/pages/page_0001"), FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("gone")));
        QSignalSpy failed(&model, &PageListModel::fetchFailed);
        model.fetchPage(QStringLiteral("page_0001"));
        QVERIFY(failed.wait());
        QCOMPARE(failed.first().at(0).toString(), QStringLiteral("page_0001"));
        QCOMPARE(model.pageAt(0).name, QStringLiteral("Page 1"));
    }

    void clientCanBeReplaced()
    {
        FakeClient first;
        FakePageServer firstServer(first.network, numberedPages(2));
        FakeClient second;
        FakePageServer secondServer(second.network, numberedPages(5));
        PageListModel model(&first.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 2);
        QSignalSpy resets(&model, &PageListModel::modelReset);
        model.setClient(&second.client);
        QCOMPARE(resets.size(), 1);
        // The tester, like a view, asked for the first page as soon as it heard of the reset.
        QCOMPARE(model.state(), LoadState::Loading);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(fetchAll(model));
        QCOMPARE(second.network.requests().size(), 1);
        QCOMPARE(model.rowCount(), 5);
    }
};

} // namespace tst_pagelistmodel

AUDIENCE_TEST_GUILESS_MAIN(tst_pagelistmodel, TestPageListModel)
#include "tst_pagelistmodel.moc"
