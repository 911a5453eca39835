// "What goes live": the draft's pending changes read as one net change per field (NetChanges,
// WhatGoesLiveModel). Chains A→B→C and A→B→A, fields interleaved, no pending change, a field the
// console does not know, keywords compared as lists.
#include "support/changes.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/whatgoeslivemodel.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QTest>

namespace tst_netchanges {

using namespace Audience;
using Testing::pendingChange;
using Models::FieldNetChange;
using Models::NetChanges;

namespace {

Net::ConversationContext context()
{
    Net::ConversationContext result;
    result.currentSupplementaryContext = QStringLiteral("Speak to finance leads.");
    result.currentMetaTitle = QStringLiteral("C");
    result.currentMetaDescription = QStringLiteral("A description.");
    result.currentMetaKeywords = QStringLiteral("fp&a, planning");
    return result;
}

const FieldNetChange &rowOf(const QList<FieldNetChange> &rows, const QString &field)
{
    static const FieldNetChange none;
    for (const FieldNetChange &row : rows) {
        if (row.field == field)
            return row;
    }
    return none;
}

} // namespace

class TestNetChanges : public QObject
{
    Q_OBJECT

private slots:
    void aChainShowsAsOneDifference()
    {
        const auto rows = NetChanges::compute(context(), {pendingChange(QStringLiteral("metaTitle"), QStringLiteral("A"), QStringLiteral("B")),
                                                          pendingChange(QStringLiteral("metaTitle"), QStringLiteral("B"), QStringLiteral("C"))});
        const FieldNetChange &title = rowOf(rows, QStringLiteral("metaTitle"));
        QCOMPARE(title.live, QStringLiteral("A"));
        QCOMPARE(title.after, QStringLiteral("C"));
        QCOMPARE(title.steps.size(), 2);
        QCOMPARE(title.steps.at(0).newValue.value(), QStringLiteral("B")); // each step stays available
        QVERIFY(title.changes());
        QVERIFY(!title.noNetChange());
        QCOMPARE(title.label, QStringLiteral("Meta title"));
        QCOMPARE(NetChanges::changingCount(rows), 1);
    }

    void aChainBackToItsStartIsNoNetChange()
    {
        const auto rows = NetChanges::compute(context(), {pendingChange(QStringLiteral("metaTitle"), QStringLiteral("A"), QStringLiteral("B")),
                                                          pendingChange(QStringLiteral("metaTitle"), QStringLiteral("B"), QStringLiteral("A"))});
        const FieldNetChange &title = rowOf(rows, QStringLiteral("metaTitle"));
        QVERIFY(title.noNetChange());
        QVERIFY(!title.changes());
        QCOMPARE(title.steps.size(), 2);
        QCOMPARE(NetChanges::changingCount(rows), 0);
    }

    void interleavedFieldsKeepTheirOwnChains()
    {
        const auto rows = NetChanges::compute(
            context(), {pendingChange(QStringLiteral("metaTitle"), QStringLiteral("A"), QStringLiteral("B")),
                        pendingChange(QStringLiteral("supplementaryContext"), QStringLiteral("Speak to finance leads at agencies"),
                               QStringLiteral("Speak to finance leads at agencies two")),
                        pendingChange(QStringLiteral("metaTitle"), QStringLiteral("B"), QStringLiteral("C")),
                        pendingChange(QStringLiteral("supplementaryContext"), QStringLiteral("Speak to finance leads at agencies two"),
                               QStringLiteral("Speak to finance leads at agencies two three")),
                        pendingChange(QStringLiteral("metaDescription"), QStringLiteral("x"), QStringLiteral("y"))});
        QCOMPARE(rowOf(rows, QStringLiteral("metaTitle")).live, QStringLiteral("A"));
        QCOMPARE(rowOf(rows, QStringLiteral("metaTitle")).after, QStringLiteral("C"));
        QCOMPARE(rowOf(rows, QStringLiteral("supplementaryContext")).live, QStringLiteral("Speak to finance leads at agencies"));
        QCOMPARE(rowOf(rows, QStringLiteral("supplementaryContext")).after, QStringLiteral("Speak to finance leads at agencies two three"));
        QCOMPARE(rowOf(rows, QStringLiteral("supplementaryContext")).steps.size(), 2);
        QCOMPARE(rowOf(rows, QStringLiteral("metaDescription")).steps.size(), 1);
        QCOMPARE(NetChanges::changingCount(rows), 3);
        // The word diff is of live → after, not of the last step.
        const auto pieces = NetChanges::textDiff(rowOf(rows, QStringLiteral("supplementaryContext")));
        QString added;
        for (const auto &piece : pieces) {
            if (piece.kind == Models::WordDiff::Kind::Added)
                added += piece.text;
        }
        QCOMPARE(added.simplified(), QStringLiteral("two three"));
    }

    void withoutPendingChangesTheContextIsLive()
    {
        const auto rows = NetChanges::compute(context(), {});
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rowOf(rows, QStringLiteral("metaTitle")).live, QStringLiteral("C"));
        QCOMPARE(rowOf(rows, QStringLiteral("metaTitle")).after, QStringLiteral("C"));
        QCOMPARE(rowOf(rows, QStringLiteral("metaKeywords")).live, QStringLiteral("fp&a, planning"));
        for (const FieldNetChange &row : rows) {
            QVERIFY(row.steps.isEmpty());
            QVERIFY(!row.noNetChange()); // no steps: unchanged, not "no net change"
        }
        QCOMPARE(NetChanges::changingCount(rows), 0);
    }

    void anUnknownFieldIsShownRaw()
    {
        const auto rows = NetChanges::compute(context(), {pendingChange(QStringLiteral("heroColour"), QStringLiteral("#fff"), QStringLiteral("#000"))});
        QCOMPARE(rows.size(), 5);
        const FieldNetChange &unknown = rows.last();
        QCOMPARE(unknown.field, QStringLiteral("heroColour"));
        QCOMPARE(unknown.label, QStringLiteral("heroColour"));
        QVERIFY(!unknown.known);
        QCOMPARE(unknown.live, QStringLiteral("#fff"));
        QCOMPARE(unknown.after, QStringLiteral("#000"));
        QVERIFY(rowOf(rows, QStringLiteral("metaTitle")).known);
    }

    void keywordsAreComparedAsLists()
    {
        const auto rows = NetChanges::compute(context(), {pendingChange(QStringLiteral("metaKeywords"), QStringLiteral("fp&a, planning, budgets"),
                                                                 QStringLiteral("fp&a, budgets, forecasting")),
                                                          pendingChange(QStringLiteral("metaKeywords"), QStringLiteral("fp&a, budgets, forecasting"),
                                                                 QStringLiteral("forecasting,fp&a , agencies"))});
        const FieldNetChange &keywords = rowOf(rows, QStringLiteral("metaKeywords"));
        QVERIFY(keywords.keywords);
        const auto diff = NetChanges::keywordDiff(keywords.live, keywords.after);
        QCOMPARE(diff.added, (QStringList{QStringLiteral("forecasting"), QStringLiteral("agencies")}));
        QCOMPARE(diff.removed, (QStringList{QStringLiteral("planning"), QStringLiteral("budgets")}));
        QCOMPARE(diff.kept, (QStringList{QStringLiteral("fp&a")}));
        // Only spacing differs: the same list, nothing added or removed.
        const auto same = NetChanges::keywordDiff(QStringLiteral("a, b"), QStringLiteral("a,b"));
        QVERIFY(same.added.isEmpty() && same.removed.isEmpty());
        QCOMPARE(NetChanges::splitKeywords(QStringLiteral("a, ,b")), (QStringList{QStringLiteral("a"), QString(), QStringLiteral("b")}));
        QVERIFY(NetChanges::splitKeywords(QStringLiteral("  ")).isEmpty());
    }

    void theModelListsTheFieldsThatHaveSteps()
    {
        Models::WhatGoesLiveModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setDraft(context(), {pendingChange(QStringLiteral("metaTitle"), QStringLiteral("A"), QStringLiteral("B")),
                                   pendingChange(QStringLiteral("metaTitle"), QStringLiteral("B"), QStringLiteral("A")),
                                   pendingChange(QStringLiteral("metaDescription"), QStringLiteral("x"), QStringLiteral("y"))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.allFields().size(), 4);
        QCOMPARE(model.changingCount(), 1);
        const QModelIndex title = model.index(0);
        QCOMPARE(title.data().toString(), QStringLiteral("Meta title"));
        QCOMPARE(title.data(Models::WhatGoesLiveModel::StepCountRole).toInt(), 2);
        QVERIFY(title.data(Models::WhatGoesLiveModel::NoNetChangeRole).toBool());
        QCOMPARE(model.index(1).data(Models::WhatGoesLiveModel::AfterRole).toString(), QStringLiteral("y"));
        QVERIFY(model.index(1).data(Models::WhatGoesLiveModel::ChangesRole).toBool());
    }
};

} // namespace tst_netchanges

AUDIENCE_TEST_GUILESS_MAIN(tst_netchanges, TestNetChanges)
#include "tst_netchanges.moc"
