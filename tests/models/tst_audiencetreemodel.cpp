// AudienceTreeModel: page → audiences built from an AudienceSearchModel's results, following its
// resets, appends and data changes, and passing fetchMore through.
#include "fakeaudienceserver.h"
#include "modeltesthelpers.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>

namespace tst_audiencetreemodel {

using namespace Audience;
using namespace Audience::Testing;
using Models::AudienceSearchModel;
using Models::AudienceTreeModel;
using Models::LoadState;

namespace {

// "Page: child, child | Page: child" for compact comparisons.
QString shape(const AudienceTreeModel &tree)
{
    QStringList pages;
    for (int row = 0; row < tree.rowCount(); ++row) {
        const QModelIndex page = tree.index(row, 0);
        QStringList children;
        for (int child = 0; child < tree.rowCount(page); ++child)
            children.append(tree.index(child, 0, page).data().toString());
        pages.append(page.data().toString() + QStringLiteral(": ") + children.join(QStringLiteral(", ")));
    }
    return pages.join(QStringLiteral(" | "));
}

} // namespace

class TestAudienceTreeModel : public QObject
{
    Q_OBJECT
private slots:
    void groupsSearchResultsByPage()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        AudienceSearchModel search(&api.client);
        AudienceTreeModel tree(&search);
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The tester's fetchMore() on the tree's root runs the search.
        QTRY_COMPARE(search.state(), LoadState::Complete);
        QCOMPARE(shape(tree), QStringLiteral("Retail landing: Store managers, Regional buyers, Retail analysts"
                                             " | SaaS webinar: CTOs, Product leads | Sales deck: Founders"));
        QVERIFY(!tree.canFetchMore({}));

        const QModelIndex saas = tree.indexOfPage(QStringLiteral("page_saas"));
        QVERIFY(saas.isValid());
        QCOMPARE(saas.row(), 1);
        QCOMPARE(saas.data(Models::NodeKindRole).toInt(), int(AudienceTreeModel::NodeKind::Page));
        QCOMPARE(saas.data(Models::CountRole).toLongLong(), 2);
        QCOMPARE(saas.siblingAtColumn(AudienceTreeModel::IdColumn).data().toString(), QStringLiteral("page_saas"));
        QVERIFY(!saas.parent().isValid());

        const QModelIndex leads = tree.indexOfAudience(QStringLiteral("aud_5"));
        QVERIFY(leads.isValid());
        QCOMPARE(leads.parent(), saas);
        QCOMPARE(leads.row(), 1);
        QCOMPARE(leads.data().toString(), QStringLiteral("Product leads"));
        QCOMPARE(leads.data(Models::NodeKindRole).toInt(), int(AudienceTreeModel::NodeKind::Audience));
        QCOMPARE(leads.siblingAtColumn(AudienceTreeModel::IdColumn).data().toString(), QStringLiteral("aud_5"));
        QCOMPARE(leads.data(Models::PageIdRole).toString(), QStringLiteral("page_saas"));
        QCOMPARE(leads.data(Models::ObjectRole).value<Net::AudienceSearchItem>().audienceId.value(), QStringLiteral("aud_5"));
        QCOMPARE(tree.sourceRow(leads), 4);
        QCOMPARE(tree.sourceRow(saas), -1);
    }

    void followsNewSearchesAndFilters()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        AudienceSearchModel search(&api.client);
        AudienceTreeModel tree(&search);
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(search.state(), LoadState::Complete);

        search.setQuery(QStringLiteral("saas"));
        QCOMPARE(tree.rowCount(), 0); // reset at once
        QVERIFY(waitUntilSettled(search));
        QCOMPARE(shape(tree), QStringLiteral("SaaS webinar: CTOs, Product leads"));

        search.setQuery({});
        QVERIFY(waitUntilSettled(search));
        search.setPageIdFilter(QStringLiteral("page_deck"));
        QCOMPARE(shape(tree), QStringLiteral("Sales deck: Founders"));
        search.setPageIdFilter({});
        QCOMPARE(tree.rowCount(), 3);
    }

    void pagesWithoutANameAndForeignIds()
    {
        FakeClient api;
        QList<FakeAudience> audiences = {
            {QStringLiteral("aud_a"), QStringLiteral("A"), QStringLiteral("page_x"), QString()},
            {QStringLiteral("aud_b"), QStringLiteral("B"), QStringLiteral("page_x"), QString()},
        };
        FakeAudienceServer server(api.network, audiences);
        AudienceSearchModel search(&api.client);
        AudienceTreeModel tree(&search);
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(search.state(), LoadState::Complete);
        QCOMPARE(shape(tree), QStringLiteral("page_x: A, B")); // the ID stands in for a missing name
        QVERIFY(!tree.indexOfPage(QStringLiteral("page_unknown")).isValid());
        QVERIFY(!tree.indexOfAudience(QStringLiteral("aud_unknown")).isValid());
    }

    void archiveMarksTheTreeRow()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        Models::KnownAudiences known;
        Models::AudienceActions actions(&api.client, &known);
        AudienceSearchModel search(&api.client);
        search.setKnownAudiences(&known);
        search.setAudienceActions(&actions);
        AudienceTreeModel tree(&search);
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(search.state(), LoadState::Complete);

        QSignalSpy changed(&tree, &AudienceTreeModel::dataChanged);
        QVERIFY(actions.archive(QStringLiteral("page_retail"), QStringLiteral("aud_3")));
        const QModelIndex buyers = tree.indexOfAudience(QStringLiteral("aud_3"));
        QTRY_VERIFY(buyers.data(Models::ArchivedRole).toBool());
        bool sawRow = false;
        for (const auto &args : changed)
            sawRow = sawRow || args.at(0).toModelIndex() == buyers;
        QVERIFY(sawRow);
    }

    void sourceCanGoAway()
    {
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        auto *search = new AudienceSearchModel(&api.client);
        AudienceTreeModel tree(search);
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(search->state(), LoadState::Complete);
        QCOMPARE(tree.rowCount(), 3);
        delete search;
        QCOMPARE(tree.rowCount(), 0);
        QVERIFY(!tree.canFetchMore({}));
    }
};

} // namespace tst_audiencetreemodel

AUDIENCE_TEST_GUILESS_MAIN(tst_audiencetreemodel, TestAudienceTreeModel)
#include "tst_audiencetreemodel.moc"
