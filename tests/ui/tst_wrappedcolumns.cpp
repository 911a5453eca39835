// Columns that wrap (ui/common/wrappedcolumns): in a narrow tree, a long cell of a wrapped column
// is read whole on several lines (its row as tall as they are), the columns fill the view's width
// and no more (no sideways scrolling), a row whose first column spans the row is measured at the
// row's width, and a wider view takes fewer lines. Fails when Qt's row heights leave the wrap out
// (the cell is cut to one line) or the last column pushes past the edge.
#include "support/testmain.h"
#include "ui/common/wrappedcolumns.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTest>
#include <QTreeWidget>

namespace tst_wrappedcolumns {

using namespace Audience;

namespace {

const QString longResult = QStringLiteral("Too short to judge: not one whole day live yet.");
const QString longField = QStringLiteral("Meta title: “Thanks for joining | for Controllers” → “Close the books faster with clean supplier data”");

} // namespace

class TestWrappedColumns : public QObject
{
    Q_OBJECT
private slots:
    void aLongCellWrapsAndTheColumnsFillTheWidth()
    {
        QTreeWidget tree;
        tree.setHeaderLabels({QStringLiteral("Version"), QStringLiteral("Status"), QStringLiteral("Results while live")});
        tree.header()->setSectionResizeMode(QHeaderView::ResizeToContents);
        Ui::wrapColumns(&tree, {2});
        auto *row = new QTreeWidgetItem(&tree, {QStringLiteral("4"), QStringLiteral("Published"), longResult});
        auto *short_ = new QTreeWidgetItem(&tree, {QStringLiteral("3"), QStringLiteral("Archived"), QStringLiteral("—")});
        auto *field = new QTreeWidgetItem(row, {longField});
        field->setFirstColumnSpanned(true);
        tree.expandAll();
        tree.resize(260, 300);
        tree.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tree));

        const QFontMetrics metrics(tree.font());
        QTRY_COMPARE(tree.header()->length(), tree.viewport()->width()); // no sideways scrolling
        QVERIFY(!tree.horizontalScrollBar()->isVisible());
        QTRY_VERIFY2(tree.visualItemRect(row).height() >= 3 * metrics.height(),
                     qPrintable(QStringLiteral("the row is %1 px tall in a %2 px column").arg(tree.visualItemRect(row).height()).arg(tree.columnWidth(2))));
        QVERIFY(tree.visualItemRect(short_).height() < 2 * metrics.height());
        // The spanning row wraps at the row's width, not at its first column's.
        const int fieldLines = tree.visualItemRect(field).height() / metrics.height();
        QVERIFY2(fieldLines >= 2 && fieldLines < 6, qPrintable(QString::number(fieldLines)));

        // Wider: fewer lines.
        const int narrowHeight = tree.visualItemRect(row).height();
        tree.resize(700, 300);
        QTRY_VERIFY(tree.visualItemRect(row).height() < narrowHeight);
        QTRY_COMPARE(tree.header()->length(), tree.viewport()->width());
    }
};

} // namespace tst_wrappedcolumns

AUDIENCE_TEST_MAIN(tst_wrappedcolumns, TestWrappedColumns)
#include "tst_wrappedcolumns.moc"
