// AudienceSearchModel against the fake network: one request per query with query and limit, the
// truncated flag, the client-side page filter, debouncing, a newer query winning over an older one,
// errors, and the marks that KnownAudiences and AudienceActions put on rows.
#include "fakeaudienceserver.h"
#include "modeltesthelpers.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>

namespace tst_audiencesearchmodel {

using namespace Audience;
using namespace Audience::Testing;
using Models::AudienceSearchModel;
using Models::LoadState;

namespace {

QStringList ids(const AudienceSearchModel &model)
{
    QStringList result;
    for (int row = 0; row < model.rowCount(); ++row)
        result.append(model.index(row, 0).data(Models::IdRole).toString());
    return result;
}

} // namespace

class TestAudienceSearchModel : public QObject
{
    Q_OBJECT
private slots:
    void searchesWithQueryAndLimit()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        AudienceSearchModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The tester's fetchMore() runs the empty query: every audience.
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 6);
        QVERIFY(!model.canFetchMore({}));
        QVERIFY(!model.isTruncated());

        QSignalSpy queries(&model, &AudienceSearchModel::queryChanged);
        model.setQuery(QStringLiteral("retail"));
        QCOMPARE(queries.size(), 1);
        QCOMPARE(model.state(), LoadState::Loading);
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(ids(model), QStringList({QStringLiteral("aud_1"), QStringLiteral("aud_3"), QStringLiteral("aud_6")}));
        QCOMPARE(model.totalCount(), 3);
        const auto requests = api.network.requestsTo("GET", QStringLiteral("/v0/audiences/search"));
        QCOMPARE(requests.last().queryValue(QStringLiteral("query")), QStringLiteral("retail"));
        QCOMPARE(requests.last().queryValue(QStringLiteral("limit")), QString::number(AudienceSearchModel::DefaultLimit));
        QVERIFY(!requests.last().hasQuery(QStringLiteral("cursor")));

        model.setQuery(QStringLiteral("retail")); // the same text: nothing happens
        QCOMPARE(queries.size(), 1);
        QCOMPARE(model.state(), LoadState::Complete);

        // Columns and roles.
        QCOMPARE(model.columnCount(), int(AudienceSearchModel::ColumnCount));
        QCOMPARE(model.index(0, AudienceSearchModel::NameColumn).data().toString(), QStringLiteral("Store managers"));
        QCOMPARE(model.index(0, AudienceSearchModel::PageColumn).data().toString(), QStringLiteral("Retail landing"));
        QCOMPARE(model.index(0, AudienceSearchModel::IdColumn).data().toString(), QStringLiteral("aud_1"));
        QCOMPARE(model.index(0, 0).data(Models::PageIdRole).toString(), QStringLiteral("page_retail"));
        QCOMPARE(model.index(0, 0).data(Models::ObjectRole).value<Net::AudienceSearchItem>().effectiveName.value(),
                 QStringLiteral("Store managers"));
        QCOMPARE(model.index(0, 0).data(Models::ArchivedRole).toBool(), false);
        QCOMPARE(model.rowOf(QStringLiteral("aud_6")), 2);
    }

    void truncatedWhenTheServiceHasMore()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        AudienceSearchModel model(&api.client);
        model.setPageSize(4);
        QSignalSpy truncated(&model, &AudienceSearchModel::truncatedChanged);
        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(model.isTruncated());
        QCOMPARE(truncated.size(), 1);
        QCOMPARE(model.totalCount(), 6);
        QVERIFY(!model.canFetchMore({})); // no cursor in the spec: refine the query instead
        model.setQuery(QStringLiteral("saas"));
        QVERIFY(waitUntilSettled(model));
        QVERIFY(!model.isTruncated());
        QCOMPARE(model.rowCount(), 2);
    }

    void pageFilterIsClientSide()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        AudienceSearchModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Complete);
        const qsizetype requestsBefore = api.network.requests().size();
        model.setPageIdFilter(QStringLiteral("page_saas"));
        QCOMPARE(ids(model), QStringList({QStringLiteral("aud_2"), QStringLiteral("aud_5")}));
        QCOMPARE(api.network.requests().size(), requestsBefore);
        // A new search keeps the filter.
        model.setQuery(QStringLiteral("o"));
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(ids(model), QStringList({QStringLiteral("aud_2"), QStringLiteral("aud_5")}));
        model.setPageIdFilter({});
        QVERIFY(model.rowCount() > 2);
    }

    void debounceSendsOnlyTheLastQuery()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        AudienceSearchModel model(&api.client);
        model.setDebounceMs(40);
        model.setQuery(QStringLiteral("r"));
        model.setQuery(QStringLiteral("re"));
        model.setQuery(QStringLiteral("ret"));
        QCOMPARE(api.network.requests().size(), 0);
        QTRY_COMPARE(model.state(), LoadState::Complete);
        const auto requests = api.network.requestsTo("GET", QStringLiteral("/v0/audiences/search"));
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.first().queryValue(QStringLiteral("query")), QStringLiteral("ret"));
        QCOMPARE(model.rowCount(), 3);
    }

    void newerQueryWinsOverASlowOlderOne()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        server.setDelay(100);
        AudienceSearchModel model(&api.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setQuery(QStringLiteral("retail"));
        QVERIFY(model.isFetching());
        model.setQuery(QStringLiteral("saas"));
        QVERIFY(waitUntilSettled(model));
        QTRY_COMPARE(api.network.openReplies(), 0);
        QTRY_COMPARE(api.client.requestsInFlight(), 0);
        drainEvents();
        QCOMPARE(ids(model), QStringList({QStringLiteral("aud_2"), QStringLiteral("aud_5")}));
        QCOMPARE(model.state(), LoadState::Complete);
    }

    void errorAndRecovery()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        server.failNextSearch(FakeResponse::error(400, QStringLiteral("invalid_parameter"), QStringLiteral("limit is out of range")));
        AudienceSearchModel model(&api.client);
        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Error);
        QVERIFY(model.errorMessage().contains(QStringLiteral("limit is out of range")));
        QVERIFY(!model.canFetchMore({}));
        model.retry();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 6);
    }

    void rowsShowKnownAndPendingStates()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        server.setDelay(30);
        Models::KnownAudiences known;
        Models::AudienceActions actions(&api.client, &known);
        AudienceSearchModel model(&api.client);
        model.setKnownAudiences(&known);
        model.setAudienceActions(&actions);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Complete);

        QSignalSpy changed(&model, &AudienceSearchModel::dataChanged);
        QVERIFY(actions.archive(QStringLiteral("page_saas"), QStringLiteral("aud_5"), QStringLiteral("Product leads")));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 4);
        const QModelIndex status = model.index(4, AudienceSearchModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("Archiving…"));
        QCOMPARE(status.data(Models::ActionStateRole).toInt(), int(Models::AudienceActions::State::Pending));

        QTRY_COMPARE(status.data(Models::ActionStateRole).toInt(), int(Models::AudienceActions::State::Done));
        QCOMPARE(status.data().toString(), QStringLiteral("Archived"));
        QVERIFY(status.data(Models::ArchivedRole).toBool());
        QCOMPARE(status.data(Models::StatusRole).toString(), QStringLiteral("archived"));
        QCOMPARE(model.rowCount(), 6);

        // A new search still finds it (it carries no status) and the mark stays.
        model.reload();
        QVERIFY(waitUntilSettled(model));
        QCOMPARE(model.rowCount(), 6);
        QVERIFY(model.index(model.rowOf(QStringLiteral("aud_5")), 0).data(Models::ArchivedRole).toBool());
        QVERIFY(!model.index(model.rowOf(QStringLiteral("aud_2")), 0).data(Models::ArchivedRole).toBool());
    }
};

} // namespace tst_audiencesearchmodel

AUDIENCE_TEST_GUILESS_MAIN(tst_audiencesearchmodel, TestAudienceSearchModel)
#include "tst_audiencesearchmodel.moc"
