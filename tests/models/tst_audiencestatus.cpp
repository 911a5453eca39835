// AudienceStatus::derive: an audience's status from what the console has seen (versions, the last
// record), in words and a symbol; and the Audiences tree's status column and "drafts waiting"
// filter, read from the profile's store (versions_seen, known_audiences) and following it live.
#include "fakeaudienceserver.h"
#include "modeltesthelpers.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/knownaudiencestable.h"
#include "models/common/modelroles.h"
#include "models/review/audiencestatus.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/versionfollower.h"
#include "models/workspace/versionsseentable.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>

namespace tst_audiencestatus {

using namespace Audience;
using namespace Audience::Testing;
using Models::AudienceStatus;
using Models::AudienceTreeModel;
using Kind = Models::AudienceStatus::Kind;

namespace {

Net::AudienceVersion version(const QString &audienceId, qint64 number, const QString &status)
{
    Net::AudienceVersion v;
    v.audienceId = audienceId;
    v.versionId = QStringLiteral("ver_%1_%2").arg(audienceId).arg(number);
    v.versionNumber = number;
    v.status = status;
    v.createdAt = QStringLiteral("2026-11-%1T10:00:00Z").arg(10 + number, 2, 10, QLatin1Char('0'));
    return v;
}

Net::AudienceRecord record(const QString &audienceId, const QString &pageId, const QString &status,
                           const Net::AudienceVersion &live, const Net::AudienceVersion &latest)
{
    Net::AudienceRecord r;
    r.audienceId = audienceId;
    r.pageId = pageId;
    r.status = status;
    r.publishedVersion = live;
    r.latestVersion = latest;
    r.createdAt = QStringLiteral("2026-11-01T10:00:00Z");
    return r;
}

// "name=status" of every audience row, page by page.
QString statuses(const AudienceTreeModel &tree)
{
    QStringList rows;
    for (int p = 0; p < tree.rowCount(); ++p) {
        const QModelIndex page = tree.index(p, 0);
        for (int c = 0; c < tree.rowCount(page); ++c)
            rows << tree.index(c, 0, page).data().toString() + u'=' + tree.index(c, AudienceTreeModel::StatusColumn, page).data(Qt::AccessibleTextRole).toString();
    }
    return rows.join(QStringLiteral(", "));
}

} // namespace

class TestAudienceStatus : public QObject
{
    Q_OBJECT
private slots:
    void derivesFromVersionsSeen_data()
    {
        QTest::addColumn<QList<Net::AudienceVersion>>("versions");
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("number");
        QTest::addColumn<QString>("text");
        const QString a = QStringLiteral("aud_a");
        QTest::newRow("nothing seen") << QList<Net::AudienceVersion>{} << int(Kind::Unknown) << qint64(0) << QStringLiteral("—");
        QTest::newRow("live only") << QList{version(a, 3, QStringLiteral("published")), version(a, 2, QStringLiteral("archived"))}
                                   << int(Kind::Live) << qint64(3) << QStringLiteral("Live v3");
        QTest::newRow("draft above live") << QList{version(a, 3, QStringLiteral("published")), version(a, 4, QStringLiteral("draft"))}
                                          << int(Kind::DraftWaiting) << qint64(4) << QStringLiteral("Draft v4 waiting");
        QTest::newRow("newest of two drafts") << QList{version(a, 1, QStringLiteral("published")), version(a, 2, QStringLiteral("draft")),
                                                       version(a, 3, QStringLiteral("draft"))}
                                              << int(Kind::DraftWaiting) << qint64(3) << QStringLiteral("Draft v3 waiting");
        QTest::newRow("a draft below live is stale") << QList{version(a, 4, QStringLiteral("draft")), version(a, 5, QStringLiteral("published"))}
                                                     << int(Kind::Live) << qint64(5) << QStringLiteral("Live v5");
        QTest::newRow("processing above a draft")
            << QList{version(a, 3, QStringLiteral("published")), version(a, 4, QStringLiteral("draft")), version(a, 5, QStringLiteral("processing"))}
            << int(Kind::Processing) << qint64(5) << QStringLiteral("Processing v5");
        QTest::newRow("queued, known by ID only") << QList{version(a, 2, QStringLiteral("published")), version(a, 0, QStringLiteral("queued"))}
                                                  << int(Kind::Processing) << qint64(0) << QStringLiteral("Processing");
        QTest::newRow("cancelled after a draft")
            << QList{version(a, 1, QStringLiteral("published")), version(a, 2, QStringLiteral("draft")), version(a, 3, QStringLiteral("cancelled"))}
            << int(Kind::DraftWaiting) << qint64(2) << QStringLiteral("Draft v2 waiting");
        QTest::newRow("a draft with no live version seen") << QList{version(a, 2, QStringLiteral("draft"))} << int(Kind::DraftWaiting)
                                                           << qint64(2) << QStringLiteral("Draft v2 waiting");
        QTest::newRow("an unknown status is not a draft") << QList{version(a, 1, QStringLiteral("published")), version(a, 2, QStringLiteral("reviewing"))}
                                                          << int(Kind::Live) << qint64(1) << QStringLiteral("Live v1");
    }

    void derivesFromVersionsSeen()
    {
        QFETCH(QList<Net::AudienceVersion>, versions);
        QFETCH(int, kind);
        QFETCH(qint64, number);
        QFETCH(QString, text);
        const AudienceStatus status = AudienceStatus::derive(std::nullopt, versions);
        QCOMPARE(int(status.kind), kind);
        QCOMPARE(status.versionNumber, number);
        QCOMPARE(status.text(), text);
        QCOMPARE(status.hasDraftWaiting(), kind == int(Kind::DraftWaiting));
        // Words and a symbol, never a colour alone; "—" says what it means.
        QVERIFY(status.label().endsWith(text));
        QVERIFY(!status.toolTip().isEmpty());
        if (kind != int(Kind::Unknown))
            QVERIFY(!status.symbol().isEmpty());
    }

    void recordAddsItsVersionsAndArchived()
    {
        const QString a = QStringLiteral("aud_a");
        const auto live = version(a, 2, QStringLiteral("published"));
        const auto draft = version(a, 3, QStringLiteral("draft"));
        AudienceStatus status = AudienceStatus::derive(record(a, QStringLiteral("p"), QStringLiteral("draft"), live, draft), {});
        QCOMPARE(status.text(), QStringLiteral("Draft v3 waiting"));
        QCOMPARE(status.live->versionNumber, 2);
        // The follower's newer copy of the same version wins over the record's.
        auto published = draft;
        published.status = QStringLiteral("published");
        status = AudienceStatus::derive(record(a, QStringLiteral("p"), QStringLiteral("draft"), live, draft), {published});
        QCOMPARE(status.text(), QStringLiteral("Live v3"));
        Net::AudienceRecord archived = record(a, QStringLiteral("p"), QStringLiteral("published"), live, draft);
        archived.archivedAt = QStringLiteral("2026-11-20T10:00:00Z");
        status = AudienceStatus::derive(archived, {});
        QCOMPARE(status.kind, Kind::Archived);
        QCOMPARE(status.text(), QStringLiteral("Archived"));
        QCOMPARE(status.colourStatus(), QStringLiteral("archived"));
        QVERIFY(AudienceStatus{}.toolTip().contains(QStringLiteral("Not known to this console")));
    }

    // The tree's column and filter, from what the profile's store holds.
    void treeColumnAndFilterFromTheStore()
    {
        QTemporaryDir folder;
        const QString path = Models::ProfileDatabase::pathInFolder(folder.path());
        {
            Models::ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            // aud_1 Store managers: live v2 + draft v3; aud_3 Regional buyers: processing v4 above
            // live v3; aud_6 Retail analysts: archived (known record); aud_2 CTOs: live v1 only;
            // aud_5 Product leads: a draft v2; aud_4 Founders: nothing.
            const QString retail = QStringLiteral("page_retail");
            const QString saas = QStringLiteral("page_saas");
            QVERIFY(Models::VersionsSeenTable::upsert(store, version(QStringLiteral("aud_1"), 2, QStringLiteral("published")), retail));
            QVERIFY(Models::VersionsSeenTable::upsert(store, version(QStringLiteral("aud_1"), 3, QStringLiteral("draft")), retail));
            QVERIFY(Models::VersionsSeenTable::upsert(store, version(QStringLiteral("aud_3"), 3, QStringLiteral("published")), retail));
            QVERIFY(Models::VersionsSeenTable::upsert(store, version(QStringLiteral("aud_3"), 4, QStringLiteral("processing")), {}));
            QVERIFY(Models::VersionsSeenTable::upsert(store, version(QStringLiteral("aud_2"), 1, QStringLiteral("published")), saas));
            QVERIFY(Models::VersionsSeenTable::upsert(store, version(QStringLiteral("aud_5"), 2, QStringLiteral("draft")), saas));
            Net::AudienceRecord archived = record(QStringLiteral("aud_6"), retail, QStringLiteral("archived"),
                                                  version(QStringLiteral("aud_6"), 1, QStringLiteral("published")),
                                                  version(QStringLiteral("aud_6"), 1, QStringLiteral("published")));
            archived.archivedAt = QStringLiteral("2026-11-20T10:00:00Z");
            QVERIFY(Models::KnownAudiencesTable::upsert(store, archived));
        }

        Models::ProfileDatabase store;
        QVERIFY(store.open(path));
        Models::KnownAudiences known;
        Models::VersionFollower versions; // no client: nothing is asked, the store is read
        FakeClient api;
        FakeAudienceServer server(api.network, sampleAudiences());
        Models::AudienceSearchModel search(&api.client);
        AudienceTreeModel tree(&search);
        tree.setStatusSources(&known, &versions);
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(search.state(), Models::LoadState::Complete);
        QCOMPARE(statuses(tree), QStringLiteral("Store managers=—, Regional buyers=—, Retail analysts=—, CTOs=—, Product leads=—, Founders=—"));

        QSignalSpy changed(&tree, &QAbstractItemModel::dataChanged);
        versions.setStore(&store);
        known.setStore(&store);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(statuses(tree), QStringLiteral("Store managers=Draft v3 waiting, Regional buyers=Processing v4, Retail analysts=Archived, "
                                                "CTOs=Live v1, Product leads=Draft v2 waiting, Founders=—"));
        const QModelIndex managers = tree.indexOfAudience(QStringLiteral("aud_1")).siblingAtColumn(AudienceTreeModel::StatusColumn);
        QCOMPARE(managers.data().toString(), QStringLiteral("✎ Draft v3 waiting"));
        QCOMPARE(managers.data(Models::StatusRole).toString(), QStringLiteral("draft"));
        QVERIFY(managers.data(Qt::ToolTipRole).toString().contains(QStringLiteral("version 2 is live")));
        QCOMPARE(tree.headerData(AudienceTreeModel::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("Status"));

        tree.setOnlyDraftsWaiting(true);
        QCOMPARE(statuses(tree), QStringLiteral("Store managers=Draft v3 waiting, Product leads=Draft v2 waiting"));
        QVERIFY(!tree.indexOfPage(QStringLiteral("page_deck")).isValid());
        QVERIFY(!tree.indexOfAudience(QStringLiteral("aud_3")).isValid());

        // Live: aud_3's version becomes a draft, aud_1's draft is published.
        versions.remember(version(QStringLiteral("aud_3"), 4, QStringLiteral("draft")));
        QCOMPARE(statuses(tree), QStringLiteral("Store managers=Draft v3 waiting, Regional buyers=Draft v4 waiting, Product leads=Draft v2 waiting"));
        versions.remember(version(QStringLiteral("aud_1"), 3, QStringLiteral("published")));
        QCOMPARE(statuses(tree), QStringLiteral("Regional buyers=Draft v4 waiting, Product leads=Draft v2 waiting"));
        // What it learnt went to the store: another tree over a fresh reading agrees.
        Models::VersionFollower again;
        again.setStore(&store);
        QCOMPARE(AudienceStatus::derive(std::nullopt, again.versions(QStringLiteral("aud_1"))).text(), QStringLiteral("Live v3"));

        tree.setOnlyDraftsWaiting(false);
        QCOMPARE(statuses(tree), QStringLiteral("Store managers=Live v3, Regional buyers=Draft v4 waiting, Retail analysts=Archived, "
                                                "CTOs=Live v1, Product leads=Draft v2 waiting, Founders=—"));
        // Unfiltered, a change is one dataChanged on the status cell (no reset).
        QSignalSpy resets(&tree, &QAbstractItemModel::modelReset);
        changed.clear();
        versions.remember(version(QStringLiteral("aud_2"), 2, QStringLiteral("draft")));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).value<QModelIndex>(), tree.indexOfAudience(QStringLiteral("aud_2")).siblingAtColumn(AudienceTreeModel::StatusColumn));
        QCOMPARE(changed.first().at(0).value<QModelIndex>().data(Qt::AccessibleTextRole).toString(), QStringLiteral("Draft v2 waiting"));
    }
};

} // namespace tst_audiencestatus

AUDIENCE_TEST_GUILESS_MAIN(tst_audiencestatus, TestAudienceStatus)
#include "tst_audiencestatus.moc"
