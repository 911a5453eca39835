// The page-link search model on the fake network: every filter goes out as its query parameter,
// pages follow the cursor, a deleted link is said in words, an unknown target type is kept as sent,
// and the model stays consistent under QAbstractItemModelTester throughout.
#include "fakeclient.h"

#include "models/common/modelroles.h"
#include "models/pagelinks/pagelinksearchmodel.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

namespace tst_pagelinksmodel {

using namespace Audience;
using Models::LoadState;
using Models::PageLinkSearchModel;

namespace {

QJsonObject link(int n, const QString &type, const QString &audienceId, const QString &deletedAt = {})
{
    return QJsonObject{
        {QStringLiteral("pageLinkId"), QStringLiteral("plink_%1").arg(n)},
        {QStringLiteral("tenantDomainId"), QStringLiteral("tdom_1")},
        {QStringLiteral("path"), QStringLiteral("/path-%1").arg(n)},
        {QStringLiteral("target"), QJsonObject{{QStringLiteral("targetType"), type},
                                               {QStringLiteral("audienceId"), audienceId.isEmpty() ? QJsonValue() : QJsonValue(audienceId)}}},
        {QStringLiteral("createdAt"), QStringLiteral("2024-03-0%1T10:00:00Z").arg(n)},
        {QStringLiteral("updatedAt"), QStringLiteral("2024-03-0%1T11:00:00Z").arg(n)},
        {QStringLiteral("deletedAt"), deletedAt.isEmpty() ? QJsonValue() : QJsonValue(deletedAt)},
    };
}

} // namespace

class TestPageLinksModel : public QObject
{
    Q_OBJECT

private slots:
    void filtersGoOutAndPagesFollowTheCursor()
    {
        Testing::FakeClient fake;
        QList<Testing::ReceivedRequest> asked;
        fake.network.setHandler([&asked](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
            if (request.path() != QLatin1StringView("/v0/page_links/search"))
                return std::nullopt;
            asked.append(request);
            const bool second = request.queryValue(QStringLiteral("cursor")) == u"c2";
            const QJsonArray items = second ? QJsonArray{link(3, QStringLiteral("page_routing"), {}),
                                                         link(4, QStringLiteral("teleport"), {})}
                                            : QJsonArray{link(1, QStringLiteral("audience"), QStringLiteral("aud_1")),
                                                         link(2, QStringLiteral("page"), {}, QStringLiteral("2024-04-01T00:00:00Z"))};
            return Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), items},
                                                                {QStringLiteral("hasMore"), !second},
                                                                {QStringLiteral("nextCursor"), second ? QJsonValue() : QJsonValue(QStringLiteral("c2"))},
                                                                {QStringLiteral("totalCount"), 4}});
        });

        PageLinkSearchModel model(nullptr);
        model.setPageSize(2);
        model.setFilter({QStringLiteral("page_7"), QStringLiteral("  spring "), QStringLiteral("audience"), QStringLiteral("tdom_1")});
        model.setClient(&fake.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload();
        // The tester asks for more rows as a view would: both pages come in.
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(asked.size() >= 2);
        const Testing::ReceivedRequest first = asked.at(asked.size() - 2); // the first page of the last search
        QCOMPARE(first.queryValue(QStringLiteral("pageId")), QStringLiteral("page_7"));
        QCOMPARE(first.queryValue(QStringLiteral("query")), QStringLiteral("spring")); // trimmed before sending
        QCOMPARE(first.queryValue(QStringLiteral("targetType")), QStringLiteral("audience"));
        QCOMPARE(first.queryValue(QStringLiteral("tenantDomainId")), QStringLiteral("tdom_1"));
        QCOMPARE(first.queryValue(QStringLiteral("limit")), QStringLiteral("2"));
        QVERIFY(!first.hasQuery(QStringLiteral("cursor")));

        // The audience link names its audience; with a page filter, every row leads to that page.
        QCOMPARE(model.index(0, 0).data(PageLinkSearchModel::TargetAudienceRole).toString(), QStringLiteral("aud_1"));
        QCOMPARE(model.index(0, 0).data(PageLinkSearchModel::TargetPageRole).toString(), QStringLiteral("page_7"));
        QCOMPARE(model.index(0, PageLinkSearchModel::StateColumn).data().toString(), QStringLiteral("Active"));
        // A deleted link says so in words.
        QVERIFY(model.index(1, 0).data(PageLinkSearchModel::DeletedRole).toBool());
        QVERIFY(model.index(1, PageLinkSearchModel::StateColumn).data().toString().startsWith(QStringLiteral("Deleted")));
        QCOMPARE(model.index(1, 0).data(Models::StatusRole).toString(), QStringLiteral("deleted"));

        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(asked.last().queryValue(QStringLiteral("cursor")), QStringLiteral("c2"));
        QCOMPARE(model.totalCount(), 4);
        QCOMPARE(model.index(2, PageLinkSearchModel::TargetColumn).data().toString(), QStringLiteral("Page routing"));
        // An unknown target type is shown as it came.
        QCOMPARE(model.index(3, PageLinkSearchModel::TargetColumn).data().toString(), QStringLiteral("teleport"));
        QCOMPARE(model.rowOf(QStringLiteral("plink_3")), 2);
        QCOMPARE(model.seenDomains(), QStringList{QStringLiteral("tdom_1")});

        // No filter: nothing but the paging parameters goes out.
        const qsizetype before = asked.size();
        model.setFilter({});
        QTRY_VERIFY(asked.size() > before);
        QVERIFY(!asked.at(before).hasQuery(QStringLiteral("pageId")));
        QVERIFY(!asked.at(before).hasQuery(QStringLiteral("query")));
        QVERIFY(!asked.at(before).hasQuery(QStringLiteral("targetType")));
        QVERIFY(!asked.at(before).hasQuery(QStringLiteral("tenantDomainId")));
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.index(0, 0).data(PageLinkSearchModel::TargetPageRole).toString(), QString());
    }

    // A later page points back at a page already sent: the rows of every page asked stay, and the
    // list says why it stopped.
    void aCursorThatComesBackKeepsTheRows()
    {
        Testing::FakeClient fake;
        fake.network.setHandler([](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
            if (request.path() != QLatin1StringView("/v0/page_links/search"))
                return std::nullopt;
            const bool second = request.queryValue(QStringLiteral("cursor")) == u"c2";
            const QJsonArray items = second ? QJsonArray{link(3, QStringLiteral("audience"), QStringLiteral("aud_3"))}
                                            : QJsonArray{link(1, QStringLiteral("audience"), QStringLiteral("aud_1")),
                                                         link(2, QStringLiteral("audience"), QStringLiteral("aud_2"))};
            // The second page's cursor leads back to itself.
            return Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), items},
                                                                {QStringLiteral("hasMore"), true},
                                                                {QStringLiteral("nextCursor"), QStringLiteral("c2")},
                                                                {QStringLiteral("totalCount"), 3}});
        });
        PageLinkSearchModel model(&fake.client);
        model.reload(); // before the tester, which then asks for the second page as a view would
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.errorMessage().isEmpty());
        QVERIFY2(model.notice().contains(QStringLiteral("already sent")), qPrintable(model.notice()));
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(fake.network.requests().size(), 2);
    }

    void typingIsDebouncedAndErrorsOfferRetry()
    {
        Testing::FakeClient fake;
        int served = 0;
        bool fail = true;
        fake.network.setHandler([&](const Testing::ReceivedRequest &) -> std::optional<Testing::FakeResponse> {
            ++served;
            if (fail)
                return Testing::FakeResponse::error(422, QStringLiteral("validation_failed"), QStringLiteral("bad target"));
            return Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), QJsonArray{link(1, QStringLiteral("page"), {})}},
                                                                {QStringLiteral("hasMore"), false},
                                                                {QStringLiteral("nextCursor"), QJsonValue()},
                                                                {QStringLiteral("totalCount"), 1}});
        });
        PageLinkSearchModel model(&fake.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setDebounceMs(30);
        model.setFilter({{}, QStringLiteral("s"), {}, {}});
        model.setFilter({{}, QStringLiteral("sp"), {}, {}});
        model.setFilter({{}, QStringLiteral("spr"), {}, {}});
        QTRY_COMPARE(model.state(), LoadState::Error);
        QCOMPARE(served, 1);
        QVERIFY(model.errorMessage().contains(QStringLiteral("bad target")));
        QVERIFY(!model.canFetchMore({}));
        fail = false;
        model.retry();
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(served, 2);
    }
};

} // namespace tst_pagelinksmodel

AUDIENCE_TEST_GUILESS_MAIN(tst_pagelinksmodel, TestPageLinksModel)
#include "tst_pagelinksmodel.moc"
