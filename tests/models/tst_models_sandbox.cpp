// The browsing models against a real audience-sandbox (seeded demo data): paging to the end under
// QAbstractItemModelTester, the filter proxy, the audience search and its tree, archive → restore
// through AudienceActions with the rows updating in place, and an error state that recovers.
#include "modeltesthelpers.h"
#include "support/sandboxprocess.h"

#include "models/audiences/audienceactions.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QNetworkAccessManager>
#include <QSet>

#include <memory>

namespace tst_models_sandbox {

using namespace Audience;
using namespace Audience::Testing;
using Models::LoadState;

class TestModelsSandbox : public QObject
{
    Q_OBJECT
private:
    SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                                  QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
    }

    void pagesLoadToTheEnd()
    {
        Models::PageListModel model(m_client.get());
        model.setPageSize(5);
        QSignalSpy loaded(&model, &Models::PageListModel::pageLoaded);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QCOMPARE(model.rowCount(), 12);
        QCOMPARE(model.totalCount(), 12);
        QCOMPARE(loaded.size(), 3); // 5 + 5 + 2
        QSet<QString> ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids.insert(model.pageAt(row).pageId);
        QCOMPARE(ids.size(), 12);
        for (int n = 1; n <= 12; ++n)
            QVERIFY(ids.contains(QStringLiteral("page_demo_%1").arg(n, 2, 10, QLatin1Char('0'))));
        // Every date the sandbox sends parses: none is shown raw.
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(model.index(row, Models::PageListModel::UpdatedColumn).data(Models::SortRole).toDateTime().isValid());
    }

    void reloadWhileLoadingEndsWithOneCopyOfEachPage()
    {
        Models::PageListModel model(m_client.get());
        model.setPageSize(4);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reload();
        model.reload();
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QCOMPARE(model.rowCount(), 12);
    }

    void proxyFiltersRealPages()
    {
        Models::PageListModel model(m_client.get());
        model.setPageSize(200);
        Models::PageFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        int published = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            published += model.pageAt(row).status == QLatin1String("published");
        proxy.setStatusFilter(QStringLiteral("published"));
        QCOMPARE(proxy.rowCount(), published);
        proxy.setStatusFilter({});
        proxy.sort(Models::PageListModel::UpdatedColumn, Qt::DescendingOrder);
        for (int row = 1; row < proxy.rowCount(); ++row)
            QVERIFY(proxy.index(row - 1, Models::PageListModel::UpdatedColumn).data(Models::SortRole).toDateTime()
                    >= proxy.index(row, Models::PageListModel::UpdatedColumn).data(Models::SortRole).toDateTime());
        const QString name = model.pageAt(0).name;
        proxy.setSearchText(name);
        QVERIFY(proxy.rowCount() >= 1);
        QCOMPARE(proxy.index(0, 0).data(Models::ObjectRole).value<Net::Page>().name.contains(name, Qt::CaseInsensitive)
                     || proxy.index(0, 0).data(Models::ObjectRole).value<Net::Page>().title.contains(name, Qt::CaseInsensitive),
                 true);
    }

    void searchAndTree()
    {
        Models::AudienceSearchModel search(m_client.get());
        Models::AudienceTreeModel tree(&search);
        QAbstractItemModelTester searchTester(&search, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester treeTester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(search.state(), LoadState::Complete, 20000);
        QCOMPARE(search.rowCount(), 61); // 60 by the pattern and aud_demo_061 (docs/sandbox.md)
        QVERIFY(!search.isTruncated());
        QCOMPARE(tree.rowCount(), 12);
        const QModelIndex first = tree.indexOfPage(QStringLiteral("page_demo_01"));
        QVERIFY(first.isValid());
        QCOMPARE(tree.rowCount(first), 6); // five, and the publish that hurt (aud_demo_061)
        QCOMPARE(tree.indexOfAudience(QStringLiteral("aud_demo_003")).parent(), first);

        // "The page's audiences": search by the page's name, keep only that page.
        const QString pageName = first.data(Models::PageNameRole).toString();
        QVERIFY(!pageName.isEmpty());
        search.setPageIdFilter(QStringLiteral("page_demo_01"));
        search.setQuery(pageName);
        QVERIFY(waitUntilSettled(search));
        QCOMPARE(search.state(), LoadState::Complete);
        QCOMPARE(search.rowCount(), 6);
        QCOMPARE(tree.rowCount(), 1);

        search.setPageSize(7);
        search.setPageIdFilter({});
        search.setQuery(QString());
        QVERIFY(waitUntilSettled(search));
        QCOMPARE(search.rowCount(), 7);
        QVERIFY(search.isTruncated());
        QCOMPARE(search.totalCount(), 61);
    }

    void archiveAndRestoreUpdateTheModels()
    {
        Models::KnownAudiences known;
        Models::AudienceActions actions(m_client.get(), &known);
        Models::PageListModel pages(m_client.get());
        pages.setKnownAudiences(&known);
        Models::AudienceSearchModel search(m_client.get());
        search.setKnownAudiences(&known);
        search.setAudienceActions(&actions);
        QAbstractItemModelTester pagesTester(&pages, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester searchTester(&search, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(pages.state(), LoadState::Complete, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(search.state(), LoadState::Complete, 20000);
        const QString audienceId = QStringLiteral("aud_demo_001");
        const QString pageId = QStringLiteral("page_demo_01");
        const int row = search.rowOf(audienceId);
        QVERIFY(row >= 0);
        const int pageRow = pages.rowOf(pageId);
        QVERIFY(pageRow >= 0);
        const qint64 countBefore = pages.pageAt(pageRow).audiencesCount;

        QSignalSpy pageRowChanged(&pages, &Models::PageListModel::dataChanged);
        QSignalSpy succeeded(&actions, &Models::AudienceActions::succeeded);
        QVERIFY(actions.archive(pageId, audienceId, search.index(row, 0).data().toString()));
        QCOMPARE(search.index(row, Models::AudienceSearchModel::StatusColumn).data().toString(), QStringLiteral("Archiving…"));
        QVERIFY(succeeded.wait(10000));
        QVERIFY(known.isArchived(audienceId));
        QCOMPARE(known.find(audienceId)->pageId, pageId);
        QVERIFY(search.index(row, 0).data(Models::ArchivedRole).toBool());
        QCOMPARE(search.index(row, Models::AudienceSearchModel::StatusColumn).data().toString(), QStringLiteral("Archived"));
        // The page's row was asked for again and replaced in place.
        QTRY_VERIFY_WITH_TIMEOUT(!pageRowChanged.isEmpty(), 10000);
        QCOMPARE(pageRowChanged.first().at(0).toModelIndex().row(), pageRow);
        QCOMPARE(pages.pageAt(pageRow).audiencesCount, countBefore); // archived ones count too (docs/sandbox.md)
        QCOMPARE(pages.rowCount(), 12);

        // A new search still lists it (the sandbox includes archived audiences) and the mark stays.
        search.reload();
        QVERIFY(waitUntilSettled(search));
        QVERIFY(search.rowOf(audienceId) >= 0);
        QVERIFY(search.index(search.rowOf(audienceId), 0).data(Models::ArchivedRole).toBool());

        // Archiving it twice is a conflict, shown as a failed action that leaves it archived.
        QSignalSpy failed(&actions, &Models::AudienceActions::failed);
        QVERIFY(actions.archive(pageId, audienceId));
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.first().at(3).value<Net::ApiError>().kind, Net::ApiError::Kind::Conflict);
        QVERIFY(known.isArchived(audienceId));

        // Undo (of the successful archive) brings it back.
        QVERIFY(actions.canUndo());
        QVERIFY(actions.undo());
        QVERIFY(succeeded.wait(10000));
        QCOMPARE(succeeded.last().at(0).value<Models::AudienceActions::Kind>(), Models::AudienceActions::Kind::Restore);
        QVERIFY(!known.isArchived(audienceId));
        QVERIFY(!search.index(search.rowOf(audienceId), 0).data(Models::ArchivedRole).toBool());
        QCOMPARE(search.index(search.rowOf(audienceId), Models::AudienceSearchModel::StatusColumn).data().toString(),
                 QStringLiteral("Restored"));
        QTRY_COMPARE_WITH_TIMEOUT(pages.pageAt(pageRow).audiencesCount, countBefore, 10000);
    }

    void refusedKeyIsAnErrorThatRecovers()
    {
        Net::StaticApiKeyProvider wrong(QByteArrayLiteral("not-the-key-at-all"));
        Net::ApiClient client(&m_network, &wrong);
        client.setBaseUrl(m_sandbox.baseUrl());
        Models::PageListModel model(&client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Error, 20000);
        QCOMPARE(model.error().kind, Net::ApiError::Kind::Unauthorized);
        QVERIFY(!model.errorMessage().isEmpty());
        QVERIFY(!model.canFetchMore({}));

        wrong.setApiKey(m_sandbox.apiKey());
        client.resetKeyRejection();
        model.reload();
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QCOMPARE(model.rowCount(), 12);
    }
};

} // namespace tst_models_sandbox

AUDIENCE_TEST_GUILESS_MAIN(tst_models_sandbox, TestModelsSandbox)
#include "tst_models_sandbox.moc"
