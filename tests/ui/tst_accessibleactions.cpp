// What the accessibility bus's actions do, in process (the journey tests, tests/journeys, do it
// through the real bus): a row chosen with its cell's action opens what a click opens, and a button
// that opens its menu when pressed opens it through its action, with the menu among its children.
#include "ui/common/currentfollowsselection.h"
#include "ui/common/reachablemenubutton.h"
#include "support/testmain.h"

#include <QAccessible>
#include <QListWidget>
#include <QMenu>
#include <QStandardItemModel>
#include <QTableView>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace tst_accessibleactions {

using namespace Audience::Ui;

namespace {

// The accessible cell of a view's row (first column), as the bridge hands it to a screen reader.
QAccessibleInterface *cellOf(QAbstractItemView *view, int row)
{
    QAccessibleInterface *table = QAccessible::queryAccessibleInterface(view);
    if (!table || !table->tableInterface())
        return nullptr;
    return table->tableInterface()->cellAt(row, 0);
}

} // namespace

class TestAccessibleActions : public QObject
{
    Q_OBJECT

private slots:
    void rowChosenThroughItsActionBecomesCurrent_data();
    void rowChosenThroughItsActionBecomesCurrent();
    void severalRowsChosenLeaveTheCurrentRow();
    void menuButtonOpensItsMenuThroughItsAction();
};

void TestAccessibleActions::rowChosenThroughItsActionBecomesCurrent_data()
{
    QTest::addColumn<bool>("follows");
    QTest::newRow("plain view: selected, not current") << false;
    QTest::newRow("makeCurrentFollowSelection: current") << true;
}

void TestAccessibleActions::rowChosenThroughItsActionBecomesCurrent()
{
    QFETCH(bool, follows);
    QStandardItemModel model(3, 2);
    for (int row = 0; row < 3; ++row)
        model.setItem(row, 0, new QStandardItem(QStringLiteral("row %1").arg(row)));
    QTableView view;
    view.setModel(&model);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setSelectionMode(QAbstractItemView::SingleSelection);
    if (follows)
        makeCurrentFollowSelection(&view);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    QAccessibleInterface *cell = cellOf(&view, 2);
    QVERIFY(cell && cell->actionInterface());
    QVERIFY(cell->actionInterface()->actionNames().contains(QAccessibleActionInterface::toggleAction()));
    cell->actionInterface()->doAction(QAccessibleActionInterface::toggleAction());

    QVERIFY(view.selectionModel()->isRowSelected(2, {}));
    // Qt's action selects the row and leaves the current row where it was: a place that opens
    // its detail on the current row opened nothing.
    QCOMPARE(view.currentIndex().row() == 2, follows);
}

void TestAccessibleActions::severalRowsChosenLeaveTheCurrentRow()
{
    QListWidget list;
    list.addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    list.setSelectionMode(QAbstractItemView::ExtendedSelection);
    makeCurrentFollowSelection(&list);
    list.setCurrentRow(0);
    list.item(1)->setSelected(true);
    list.item(2)->setSelected(true);
    QCOMPARE(list.selectedItems().size(), 3);
    QCOMPARE(list.currentRow(), 0); // a selection of several rows is the user's: left as it is
}

void TestAccessibleActions::menuButtonOpensItsMenuThroughItsAction()
{
    QWidget window;
    auto *button = new ReachableMenuButton(&window);
    button->setText(QStringLiteral("&Actions"));
    auto *menu = new QMenu(button);
    QAction *exportCsv = menu->addAction(QStringLiteral("Export as CSV…"));
    button->setMenu(menu);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(button);
    QVERIFY(accessible);
    QCOMPARE(accessible->text(QAccessible::Name), QStringLiteral("Actions"));
    QCOMPARE(accessible->childCount(), 1);
    QCOMPARE(accessible->child(0)->object(), menu);
    QVERIFY(accessible->actionInterface());
    QVERIFY(accessible->actionInterface()->actionNames().contains(QAccessibleActionInterface::showMenuAction()));

    // The action answers at once; the menu opens right after, in an event loop of its own, where
    // an item is chosen through the bus: that closes the menu, as a click does.
    bool shown = false;
    connect(menu, &QMenu::aboutToShow, menu, [&] {
        QTimer::singleShot(0, menu, [&] {
            shown = menu->isVisible();
            QAccessibleInterface *item = accessible->child(0)->child(0);
            if (item && item->actionInterface())
                item->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        });
    });
    QSignalSpy triggered(exportCsv, &QAction::triggered);
    accessible->actionInterface()->doAction(QAccessibleActionInterface::showMenuAction());
    QVERIFY(!menu->isVisible()); // not while the caller waits for the action's answer
    QVERIFY(triggered.wait(5000));
    QVERIFY(shown);
    QTRY_VERIFY(!menu->isVisible());
}

} // namespace tst_accessibleactions

AUDIENCE_TEST_MAIN(tst_accessibleactions, TestAccessibleActions)
#include "tst_accessibleactions.moc"
