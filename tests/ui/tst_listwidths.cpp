// Lists give way to nothing (issue 34, item 2), against a real sandbox (demo data): in Pages,
// Audiences, People and Page Links the list first gets the width its columns need for a typical
// row (the detail pane keeps a sensible share), a splitter the user dragged keeps its place, per
// place, across restarts (and one never dragged is fitted again), and Page Links names an
// audience it leads to by the audience's name where the console knows it.
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/loadstate.h"
#include "models/pagelinks/pagelinksearchmodel.h"
#include "models/shell/connection.h"
#include "support/demosandboxclient.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/pagelinks/pagelinkfilterbar.h"
#include "ui/pagelinks/pagelinksplace.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/people/peopleplace.h"
#include "support/testmain.h"

#include <QComboBox>
#include <QHeaderView>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTest>
#include <QTreeView>

#include <functional>
#include <memory>

namespace tst_listwidths {

using namespace Audience;

namespace {

// The place area of a 1440 px window and of the first window (1200 px), less the sidebar.
constexpr int placeWidth = 1260;
constexpr int narrowPlaceWidth = 1020;
constexpr int placeHeight = 700;

struct Built
{
    std::unique_ptr<Ui::ListDetailPlace> place;
    QAbstractItemView *view = nullptr;
};

Built build(const QString &which, Models::Connection *connection)
{
    Built built;
    if (which == u"pages") {
        auto *place = new Ui::PagesBrowser(connection);
        built.view = place->table();
        built.place.reset(place);
    } else if (which == u"audiences") {
        auto *place = new Ui::AudienceBrowser(connection);
        built.view = place->tree();
        built.place.reset(place);
    } else if (which == u"people") {
        auto *place = new Ui::PeoplePlace(connection);
        built.view = place->table();
        built.place.reset(place);
    } else {
        auto *place = new Ui::PageLinksPlace(connection);
        built.view = place->table();
        built.place.reset(place);
    }
    return built;
}

QHeaderView *headerOf(const QAbstractItemView *view)
{
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->header();
    return qobject_cast<const QTableView *>(view)->horizontalHeader();
}

// Every row the view shows (the children of open tree rows too), up to 200.
QModelIndexList shownRows(const QAbstractItemView *view)
{
    QModelIndexList rows;
    const auto *tree = qobject_cast<const QTreeView *>(view);
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int row = 0; row < view->model()->rowCount(parent) && rows.size() < 200; ++row) {
            const QModelIndex index = view->model()->index(row, 0, parent);
            rows.append(index);
            if (tree && tree->isExpanded(index))
                walk(index);
        }
    };
    walk({});
    return rows;
}

// What keeps a typical row from being read whole: a column cut for more than a quarter of the
// rows, a header cut, a horizontal scroll bar, a detail pane squeezed below a third of the place.
QStringList widthProblems(const Built &built)
{
    QStringList problems;
    const QAbstractItemView *view = built.view;
    const QHeaderView *header = headerOf(view);
    const QModelIndexList rows = shownRows(view);
    if (rows.isEmpty())
        return {QStringLiteral("no rows yet")};
    if (view->horizontalScrollBar()->maximum() > 0)
        problems.append(QStringLiteral("a horizontal scroll bar (%1 px more)").arg(view->horizontalScrollBar()->maximum()));
    for (int column = 0; column < view->model()->columnCount(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        const QString title = view->model()->headerData(column, Qt::Horizontal).toString();
        if (header->sectionSize(column) < header->sectionSizeHint(column))
            problems.append(QStringLiteral("the header \"%1\" is cut").arg(title));
        int cut = 0;
        for (const QModelIndex &row : rows) {
            const QModelIndex index = row.siblingAtColumn(column);
            if (view->visualRect(index).width() + 1 < view->sizeHintForIndex(index).width())
                ++cut;
        }
        if (cut * 4 > rows.size())
            problems.append(QStringLiteral("\"%1\" cut in %2 of %3 rows").arg(title).arg(cut).arg(rows.size()));
    }
    const QList<int> sizes = built.place->splitter()->sizes();
    const int available = sizes.at(0) + sizes.at(1);
    if (sizes.at(1) * 100 < available * (100 - Ui::ListDetailPlace::listShareMostPercent) - 100)
        problems.append(QStringLiteral("the detail pane has %1 px of %2").arg(sizes.at(1)).arg(available));
    if (!problems.isEmpty())
        problems.append(QStringLiteral("(list %1 px, detail %2 px, the detail's least %3 px)")
                            .arg(sizes.at(0)).arg(sizes.at(1)).arg(built.place->splitter()->widget(1)->minimumSizeHint().width()));
    return problems;
}

// Drags the splitter's handle by `by` pixels, as a user does (splitterMoved is said).
void dragSplitter(QSplitter *splitter, int by)
{
    QWidget *handle = splitter->handle(1);
    const QPoint from(handle->width() / 2, handle->height() / 2);
    const QPoint origin = handle->mapToGlobal(QPoint(0, 0)); // where the handle was: it moves as it is dragged
    const auto send = [handle, origin](QEvent::Type type, const QPoint &at, Qt::MouseButtons buttons) {
        QMouseEvent event(type, QPointF(at), QPointF(origin + at), Qt::LeftButton, buttons, Qt::NoModifier);
        QCoreApplication::sendEvent(handle, &event);
    };
    send(QEvent::MouseButtonPress, from, Qt::LeftButton);
    send(QEvent::MouseMove, from + QPoint(by / 2, 0), Qt::LeftButton);
    send(QEvent::MouseMove, from + QPoint(by, 0), Qt::LeftButton);
    send(QEvent::MouseButtonRelease, from + QPoint(by, 0), Qt::NoButton);
}

} // namespace

class TestListWidths : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void eachListGetsTheWidthItsColumnsNeed_data()
    {
        QTest::addColumn<QString>("place");
        QTest::addColumn<int>("width");
        for (const char *place : {"pages", "audiences", "people", "pagelinks"}) {
            QTest::addRow("%s", place) << QString::fromLatin1(place) << placeWidth;
            QTest::addRow("%s, narrow", place) << QString::fromLatin1(place) << narrowPlaceWidth;
        }
    }

    void eachListGetsTheWidthItsColumnsNeed()
    {
        QFETCH(QString, place);
        QFETCH(int, width);
        QSettings().clear();
        Models::Connection connection(m_demo.client());
        const Built built = build(place, &connection);
        built.place->resize(width, placeHeight);
        built.place->show();
        QVERIFY(QTest::qWaitForWindowExposed(built.place.get()));
        connection.setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(built.view->model()->rowCount() > 3, 15000);
        // A list that needs more than it may take takes all it may (the detail pane keeps its
        // share, or its least), and its columns still fit it: nothing scrolls sideways.
        QSplitter *splitter = built.place->splitter();
        const int available = splitter->width() - splitter->handleWidth();
        const int detailLeast = std::max(splitter->widget(1)->minimumSizeHint().width(),
                                         available * (100 - Ui::ListDetailPlace::listShareMostPercent) / 100);
        const int most = available - detailLeast;
        QTRY_VERIFY2(widthProblems(built).isEmpty() || splitter->sizes().at(0) >= most - 1,
                     qPrintable(widthProblems(built).join(QStringLiteral("; "))));
        QCOMPARE(built.view->horizontalScrollBar()->maximum(), 0);
        QVERIFY(splitter->sizes().at(1) * 100 >= available * (100 - Ui::ListDetailPlace::listShareMostPercent) - 100);
    }

    void aDraggedSplitterKeepsItsPlaceAcrossRestarts()
    {
        QSettings().clear();
        const QString group = QStringLiteral("places/people");
        int dragged = 0;
        int fitted = 0;
        {
            Models::Connection connection(m_demo.client());
            const Built built = build(QStringLiteral("people"), &connection);
            built.place->restoreState(group);
            built.place->resize(placeWidth, placeHeight);
            built.place->show();
            QVERIFY(QTest::qWaitForWindowExposed(built.place.get()));
            connection.setConnected(true);
            QTRY_VERIFY_WITH_TIMEOUT(built.view->model()->rowCount() > 3, 15000);
            QTRY_VERIFY(widthProblems(built).isEmpty());
            fitted = built.place->splitter()->sizes().at(0);
            // Never dragged: nothing kept, so the next start fits the list again.
            built.place->saveState(group);
            QVERIFY(!QSettings().contains(group + QStringLiteral("/splitter")));
            dragSplitter(built.place->splitter(), -90);
            dragged = built.place->splitter()->sizes().at(0);
            QVERIFY2(qAbs(dragged - (fitted - 90)) <= 2, qPrintable(QStringLiteral("%1 → %2").arg(fitted).arg(dragged)));
            built.place->saveState(group);
        }
        // The next start: the dragged width, and rows arriving do not fit it again.
        Models::Connection connection(m_demo.client());
        const Built built = build(QStringLiteral("people"), &connection);
        built.place->restoreState(group);
        built.place->resize(placeWidth, placeHeight);
        built.place->show();
        QVERIFY(QTest::qWaitForWindowExposed(built.place.get()));
        connection.setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(built.view->model()->rowCount() > 3, 15000);
        QTRY_COMPARE(built.place->splitter()->sizes().at(0), dragged);
        // A wider window gives the room to the detail pane: the list keeps its width.
        built.place->resize(placeWidth + 200, placeHeight);
        QTRY_COMPARE(built.place->splitter()->sizes().at(0), dragged);
    }

    void pageLinksNameTheAudiencesTheyLeadTo()
    {
        QSettings().clear();
        Models::Connection connection(m_demo.client());
        connection.setConnected(true);
        // An audience search of this connection has shown the audiences (as the Audiences place does).
        Models::AudienceSearchModel search(connection.client());
        connection.seenAudiences()->watch(&search);
        search.setPageSize(200);
        search.reload();
        QTRY_VERIFY_WITH_TIMEOUT(search.state() == Models::LoadState::Complete && search.rowCount() > 0, 15000);

        Ui::PageLinksPlace place(&connection);
        place.resize(placeWidth, placeHeight);
        place.show();
        Models::PageLinkSearchModel *model = place.model();
        place.filterBar()->domainCombo()->setCurrentText(QStringLiteral("tdom_demo_lumen"));
        QComboBox *target = place.filterBar()->targetCombo();
        QTRY_VERIFY(target->findData(QStringLiteral("audience")) >= 0);
        target->setCurrentIndex(target->findData(QStringLiteral("audience")));
        QTRY_VERIFY_WITH_TIMEOUT(model->filter().targetType == u"audience" && model->state() == Models::LoadState::Complete
                                     && model->rowCount() > 0 && !model->isSearching(),
                                 15000);
        int named = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, Models::PageLinkSearchModel::TargetColumn);
            const QString audienceId = index.data(Models::PageLinkSearchModel::TargetAudienceRole).toString();
            const auto seen = connection.seenAudiences()->find(audienceId);
            if (!seen || seen->effectiveName.value().isEmpty())
                continue;
            ++named;
            QVERIFY2(index.data().toString().contains(seen->effectiveName.value()), qPrintable(index.data().toString()));
            QVERIFY2(!index.data().toString().contains(audienceId), qPrintable(index.data().toString()));
            QVERIFY2(index.data(Qt::ToolTipRole).toString().contains(audienceId), qPrintable(index.data(Qt::ToolTipRole).toString()));
        }
        QVERIFY(named > 0);
    }
};

} // namespace tst_listwidths

AUDIENCE_TEST_MAIN(tst_listwidths, TestListWidths)
#include "tst_listwidths.moc"
