// The release plan as a table (models/release/releaseplanmodel): against a real audience-sandbox
// (`--seed wide:3`), under QAbstractItemModelTester, the rows follow the plan from its load to its
// checks; each cell says what the confirmation shows; the box of an audience with warnings
// acknowledges them, and stops toggling once the release runs; an audience that cannot be included
// offers to be opened.
#include "releasetesthelpers.h"

#include "models/release/releaseplan.h"
#include "models/release/releaseplanmodel.h"
#include "models/workspace/versionfollower.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

namespace tst_releaseplanmodel {

using namespace Audience;
using namespace Audience::Testing;
using Models::ReleasePlan;
using Models::ReleasePlanModel;

class TestReleasePlanModel : public QObject
{
    Q_OBJECT
private slots:
    void theRowsFollowThePlanAndItsBoxesAcknowledge()
    {
        ReleaseWorld world;
        QVERIFY2(world.start(3), qPrintable(world.sandbox.errorString()));
        // The console knows the drafts of audiences 1 and 2; audience 3's it has not seen.
        for (int n = 1; n <= 2; ++n)
            world.connection->versionFollower()->open(QStringLiteral("page_wide_0001"), wideAudienceId(n), wideDraftId(n));
        QTRY_VERIFY_WITH_TIMEOUT(world.connection->versionFollower()->version(wideDraftId(1)).has_value()
                                     && world.connection->versionFollower()->version(wideDraftId(2)).has_value(), 20000);
        ReleasePlan plan(*world.connection->serviceLink(), *world.connection->versionFollower(), *world.connection->knownAudiences());
        ReleasePlanModel model(plan);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), int(ReleasePlanModel::ColumnCount));
        QCOMPARE(model.headerData(ReleasePlanModel::ChangesColumn, Qt::Horizontal).toString(), QStringLiteral("What goes live"));
        QCOMPARE(model.headerData(ReleasePlanModel::ActionColumn, Qt::Horizontal).toString(), QString());

        plan.load({wideKey(1), wideKey(2), wideKey(3)});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 3);
        const auto text = [&model](int row, int column, int role = Qt::DisplayRole) { return model.index(row, column).data(role).toString(); };
        QCOMPARE(text(0, ReleasePlanModel::ChecksColumn), QStringLiteral("Reading what goes live…"));
        QCOMPARE(text(0, ReleasePlanModel::StatusColumn), QString()); // nothing said while reading
        QTRY_VERIFY_WITH_TIMEOUT(plan.isLoaded(), 20000);

        QCOMPARE(text(0, ReleasePlanModel::AudienceColumn), QStringLiteral("Audience 1"));
        QCOMPARE(text(0, ReleasePlanModel::AudienceColumn, Qt::ToolTipRole), wideAudienceId(1));
        QCOMPARE(text(1, ReleasePlanModel::VersionColumn), QStringLiteral("v2"));
        QVERIFY2(text(0, ReleasePlanModel::ChangesColumn).contains(QStringLiteral("Meta title")), qPrintable(text(0, ReleasePlanModel::ChangesColumn)));
        QCOMPARE(text(0, ReleasePlanModel::ChecksColumn), ReleasePlan::verdictText(plan.item(0)));
        QCOMPARE(text(0, ReleasePlanModel::ChecksColumn, Qt::ToolTipRole), text(0, ReleasePlanModel::ChecksColumn));
        QVERIFY(!model.index(0, ReleasePlanModel::ActionColumn).data(ReleasePlanModel::CanOpenRole).toBool());

        // Audience 3: no draft seen, not included, and the row offers to open it.
        QCOMPARE(text(2, ReleasePlanModel::VersionColumn), QStringLiteral("—"));
        QCOMPARE(text(2, ReleasePlanModel::StatusColumn), QStringLiteral("Not included"));
        QCOMPARE(text(2, ReleasePlanModel::ChecksColumn), plan.item(2).problem);
        const QModelIndex open = model.index(2, ReleasePlanModel::ActionColumn);
        QVERIFY(open.data(ReleasePlanModel::CanOpenRole).toBool());
        QCOMPARE(open.data(ReleasePlanModel::OpenNameRole).toString(), QStringLiteral("Open Audience 3"));
        QCOMPARE(open.data(ReleasePlanModel::PageIdRole).toString(), QStringLiteral("page_wide_0001"));
        QCOMPARE(open.data(ReleasePlanModel::AudienceIdRole).toString(), wideAudienceId(3));
        QVERIFY(!(model.flags(model.index(2, ReleasePlanModel::ChecksColumn)) & Qt::ItemIsUserCheckable));
        QVERIFY(!model.setData(model.index(2, ReleasePlanModel::ChecksColumn), int(Qt::Checked), Qt::CheckStateRole));

        // The two drafts set the same meta title: the release's checks warn, and each box acknowledges its own.
        QVERIFY2(plan.item(0).warningCount() > 0, qPrintable(ReleasePlan::verdictText(plan.item(0))));
        const QModelIndex box = model.index(0, ReleasePlanModel::ChecksColumn);
        QVERIFY(model.flags(box) & Qt::ItemIsUserCheckable);
        QCOMPARE(box.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QCOMPARE(text(0, ReleasePlanModel::StatusColumn), QStringLiteral("Not included until acknowledged"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(model.setData(box, int(Qt::Checked), Qt::CheckStateRole));
        QVERIFY(plan.item(0).acknowledged);
        QVERIFY(!plan.item(1).acknowledged);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(box.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
        QCOMPARE(text(0, ReleasePlanModel::StatusColumn), QStringLiteral("Included"));
        QVERIFY2(text(0, ReleasePlanModel::ChecksColumn).endsWith(QStringLiteral("acknowledged")), qPrintable(text(0, ReleasePlanModel::ChecksColumn)));

        // Once the release runs, the boxes stay as they are.
        model.setReadOnly(true);
        QVERIFY(!(model.flags(box) & Qt::ItemIsUserCheckable));
        QVERIFY(!model.setData(box, int(Qt::Unchecked), Qt::CheckStateRole));
        QVERIFY(plan.item(0).acknowledged);

        // A new load replaces the rows.
        plan.load({wideKey(2)});
        QCOMPARE(reset.count(), 2);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(text(0, ReleasePlanModel::AudienceColumn), QStringLiteral("Audience 2"));
    }
};

} // namespace tst_releaseplanmodel

AUDIENCE_TEST_MAIN(tst_releaseplanmodel, TestReleasePlanModel)
#include "tst_releaseplanmodel.moc"
