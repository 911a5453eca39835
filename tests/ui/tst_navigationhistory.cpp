#include "ui/shell/navigationhistory.h"
#include "support/testmain.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_navigationhistory {

using Audience::Ui::Location;
using Audience::Ui::NavigationHistory;

class TestNavigationHistory : public QObject
{
    Q_OBJECT
private slots:
    void startsEmpty()
    {
        NavigationHistory history;
        QVERIFY(!history.current().isValid());
        QVERIFY(!history.canGoBack());
        QVERIFY(!history.canGoForward());
        QVERIFY(!history.back());
        QVERIFY(!history.forward());
    }

    void goesBackAndForwardThroughVisits()
    {
        NavigationHistory history;
        QSignalSpy changed(&history, &NavigationHistory::changed);
        history.visit({QStringLiteral("pages"), QStringLiteral("p1")});
        history.visit({QStringLiteral("audiences"), QStringLiteral("a1")});
        history.visit({QStringLiteral("pages"), QStringLiteral("p2")});
        QCOMPARE(history.size(), 3);
        QCOMPARE(changed.count(), 3);
        QVERIFY(history.canGoBack());
        QVERIFY(!history.canGoForward());

        QCOMPARE(history.back(), (Location{QStringLiteral("audiences"), QStringLiteral("a1")}));
        QCOMPARE(history.back(), (Location{QStringLiteral("pages"), QStringLiteral("p1")}));
        QVERIFY(!history.canGoBack());
        QVERIFY(!history.back());
        QCOMPARE(history.forward(), (Location{QStringLiteral("audiences"), QStringLiteral("a1")}));
        QCOMPARE(history.current(), (Location{QStringLiteral("audiences"), QStringLiteral("a1")}));
        QVERIFY(history.canGoForward());
    }

    void visitingAfterGoingBackDropsWhatWasAhead()
    {
        NavigationHistory history;
        history.visit({QStringLiteral("pages"), QStringLiteral("p1")});
        history.visit({QStringLiteral("pages"), QStringLiteral("p2")});
        history.visit({QStringLiteral("pages"), QStringLiteral("p3")});
        history.back();
        history.back();
        history.visit({QStringLiteral("audiences"), QStringLiteral("a9")});
        QCOMPARE(history.size(), 2);
        QVERIFY(!history.canGoForward());
        QCOMPARE(history.back(), (Location{QStringLiteral("pages"), QStringLiteral("p1")}));
    }

    void visitingTheCurrentStopAgainChangesNothing()
    {
        NavigationHistory history;
        history.visit({QStringLiteral("pages"), QStringLiteral("p1")});
        QSignalSpy changed(&history, &NavigationHistory::changed);
        history.visit({QStringLiteral("pages"), QStringLiteral("p1")});
        history.visit({});
        QCOMPARE(history.size(), 1);
        QCOMPARE(changed.count(), 0);
    }

    void openingAnItemInAFreshPlaceIsOneStep()
    {
        NavigationHistory history;
        history.visit({QStringLiteral("audiences"), QString()});
        history.visit({QStringLiteral("pages"), QString()});
        history.visit({QStringLiteral("pages"), QStringLiteral("p4")});
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.back(), (Location{QStringLiteral("audiences"), QString()}));
    }

    void selectionUpdatesTheCurrentStopInPlace()
    {
        NavigationHistory history;
        history.visit({QStringLiteral("pages"), QStringLiteral("p1")});
        history.visit({QStringLiteral("audiences"), QString()});
        history.updateCurrentItem(QStringLiteral("a2"));
        QCOMPARE(history.size(), 2);
        history.back();
        QCOMPARE(history.forward(), (Location{QStringLiteral("audiences"), QStringLiteral("a2")}));
    }

    void keepsAtMostTheNewestEntries()
    {
        NavigationHistory history;
        for (int i = 0; i < NavigationHistory::maximumEntries + 20; ++i)
            history.visit({QStringLiteral("pages"), QString::number(i)});
        QCOMPARE(history.size(), NavigationHistory::maximumEntries);
        QCOMPARE(history.currentIndex(), NavigationHistory::maximumEntries - 1);
        while (history.canGoBack())
            history.back();
        QCOMPARE(history.current().item, QString::number(20));
    }

    void clearForgetsEverything()
    {
        NavigationHistory history;
        history.visit({QStringLiteral("pages"), QStringLiteral("p1")});
        history.clear();
        QCOMPARE(history.size(), 0);
        QVERIFY(!history.current().isValid());
    }
};

} // namespace tst_navigationhistory

AUDIENCE_TEST_GUILESS_MAIN(tst_navigationhistory, TestNavigationHistory)
#include "tst_navigationhistory.moc"
