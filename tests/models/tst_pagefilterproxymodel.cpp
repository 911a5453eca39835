// PageFilterProxyModel over a PageListModel loaded from the fake network: status, type and text
// filters, sorting by the raw values (dates by time, counts numerically, names naturally), and
// fetchMore passing through.
#include "modeltesthelpers.h"

#include "models/common/modelroles.h"
#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>

namespace tst_pagefilterproxymodel {

using namespace Audience;
using namespace Audience::Testing;
using Models::LoadState;
using Models::PageFilterProxyModel;
using Models::PageListModel;

namespace {

QList<Wire::Page> catalogue()
{
    const auto page = [](int n, const char *name, const char *title, const char *type, const char *status, qint64 count,
                         const char *updated) {
        Wire::Page spec = numberedPage(n);
        spec.name = QString::fromUtf8(name);
        spec.title = QString::fromUtf8(title);
        spec.pageType = QString::fromLatin1(type);
        spec.status = QString::fromLatin1(status);
        spec.audiencesCount = count;
        spec.updatedAt = QString::fromLatin1(updated);
        return spec;
    };
    return {
        page(1, "Spring sale", "Save big in spring", "inbound", "published", 10, "2024-03-05T09:00:00Z"),
        page(2, "Webinar 2", "Growth webinar", "outbound", "draft", 2, "2024-01-10T09:00:00Z"),
        page(3, "Webinar 10", "Retention webinar", "outbound", "published", 0, "2024-02-01T09:00:00+05:00"),
        page(4, "call notes", "Follow-up after the call", "call_followup", "archived", 100, "not a date"),
        page(5, "Deck for ACME", "Sales deck spring", "sales_deck", "published", 7, "2023-12-24T18:30:00Z"),
    };
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList values;
    for (int row = 0; row < model.rowCount(); ++row)
        values.append(model.index(row, column).data().toString());
    return values;
}

} // namespace

class TestPageFilterProxyModel : public QObject
{
    Q_OBJECT
private slots:
    void filtersAndSorts()
    {
        FakeClient api;
        FakePageServer server(api.network, catalogue());
        PageListModel pages(&api.client);
        pages.setPageSize(2);
        PageFilterProxyModel proxy;
        proxy.setSourceModel(&pages);
        QAbstractItemModelTester sourceTester(&pages, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(fetchAll(pages));
        QTRY_COMPARE(pages.state(), LoadState::Complete);
        QCOMPARE(proxy.rowCount(), 5);
        QVERIFY(!proxy.isFiltering());

        QSignalSpy filters(&proxy, &PageFilterProxyModel::filtersChanged);
        proxy.setStatusFilter(QStringLiteral("published"));
        QCOMPARE(filters.size(), 1);
        QCOMPARE(column(proxy, PageListModel::NameColumn),
                 QStringList({QStringLiteral("Spring sale"), QStringLiteral("Webinar 10"), QStringLiteral("Deck for ACME")}));
        proxy.setTypeFilter(QStringLiteral("outbound"));
        QCOMPARE(column(proxy, PageListModel::NameColumn), QStringList({QStringLiteral("Webinar 10")}));
        proxy.setStatusFilter({});
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setTypeFilter({});
        QVERIFY(!proxy.isFiltering());

        // Text search: every word, in name or title, any case.
        proxy.setSearchText(QStringLiteral("  SPRING "));
        QCOMPARE(column(proxy, PageListModel::NameColumn),
                 QStringList({QStringLiteral("Spring sale"), QStringLiteral("Deck for ACME")}));
        proxy.setSearchText(QStringLiteral("webinar retention"));
        QCOMPARE(column(proxy, PageListModel::NameColumn), QStringList({QStringLiteral("Webinar 10")}));
        proxy.setSearchText(QStringLiteral("nothing like this"));
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(proxy.isFiltering());
        proxy.setSearchText({});
        QCOMPARE(proxy.rowCount(), 5);

        // Counts numerically: 0 < 2 < 7 < 10 < 100 (as text, "100" < "2").
        proxy.sort(PageListModel::AudiencesColumn, Qt::AscendingOrder);
        QCOMPARE(column(proxy, PageListModel::NameColumn),
                 QStringList({QStringLiteral("Webinar 10"), QStringLiteral("Webinar 2"), QStringLiteral("Deck for ACME"),
                              QStringLiteral("Spring sale"), QStringLiteral("call notes")}));

        // Dates by time (the +05:00 one is 2024-02-01T04:00Z), the one that does not parse first.
        proxy.sort(PageListModel::UpdatedColumn, Qt::AscendingOrder);
        QCOMPARE(column(proxy, PageListModel::NameColumn),
                 QStringList({QStringLiteral("call notes"), QStringLiteral("Deck for ACME"), QStringLiteral("Webinar 2"),
                              QStringLiteral("Webinar 10"), QStringLiteral("Spring sale")}));
        proxy.sort(PageListModel::UpdatedColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, PageListModel::NameColumn).data().toString(), QStringLiteral("Spring sale"));

        // Names: case-insensitive and numbers in natural order ("Webinar 2" before "Webinar 10").
        proxy.sort(PageListModel::NameColumn, Qt::AscendingOrder);
        QCOMPARE(column(proxy, PageListModel::NameColumn),
                 QStringList({QStringLiteral("call notes"), QStringLiteral("Deck for ACME"), QStringLiteral("Spring sale"),
                              QStringLiteral("Webinar 2"), QStringLiteral("Webinar 10")}));

        // Sorting and filtering together, and the proxy still hands out the wire object.
        proxy.setSearchText(QStringLiteral("webinar"));
        proxy.sort(PageListModel::AudiencesColumn, Qt::DescendingOrder);
        QCOMPARE(column(proxy, PageListModel::NameColumn), QStringList({QStringLiteral("Webinar 2"), QStringLiteral("Webinar 10")}));
        QCOMPARE(proxy.index(0, 0).data(Models::ObjectRole).value<Net::Page>().pageId, QStringLiteral("page_0002"));
    }

    void fetchMorePassesThroughAndNewRowsAreFiltered()
    {
        FakeClient api;
        FakePageServer server(api.network, numberedPages(30));
        for (int i = 0; i < 30; ++i)
            server.pages()[i].status = i % 3 == 0 ? QStringLiteral("draft") : QStringLiteral("published");
        PageListModel pages(&api.client);
        pages.setPageSize(7);
        PageFilterProxyModel proxy;
        proxy.setSourceModel(&pages);
        proxy.setStatusFilter(QStringLiteral("draft"));
        proxy.sort(PageListModel::NameColumn, Qt::DescendingOrder);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The tester calls fetchMore() on the proxy only; the source must load through it.
        QTRY_COMPARE_WITH_TIMEOUT(pages.state(), LoadState::Complete, 10000);
        QCOMPARE(pages.rowCount(), 30);
        QCOMPARE(proxy.rowCount(), 10);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("Page 28"));
        QCOMPARE(proxy.index(9, 0).data().toString(), QStringLiteral("Page 1"));
    }
};

} // namespace tst_pagefilterproxymodel

AUDIENCE_TEST_GUILESS_MAIN(tst_pagefilterproxymodel, TestPageFilterProxyModel)
#include "tst_pagefilterproxymodel.moc"
