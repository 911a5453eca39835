#include "ui/common/listdetailplace.h"

#include "models/common/pagedlistmodel.h"
#include "models/shell/connection.h"
#include "ui/common/liststatewidget.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

// The most of the place the list takes by itself: the detail pane keeps the larger share.
constexpr int listShareMaxPercent = 55;

// The width the view's visible columns need to show their widest cells and headers unelided, with
// its frame and a vertical scroll bar.
int widthOfColumns(const QAbstractItemView &view)
{
    const QHeaderView *header = nullptr;
    if (const auto *tree = qobject_cast<const QTreeView *>(&view))
        header = tree->header();
    else if (const auto *table = qobject_cast<const QTableView *>(&view))
        header = table->horizontalHeader();
    int width = 0;
    if (header && view.model()) {
        for (int column = 0; column < view.model()->columnCount(); ++column) {
            if (!header->isSectionHidden(column))
                width += qMax(header->sectionSizeHint(column), view.sizeHintForColumn(column));
        }
    } else {
        width = view.sizeHintForColumn(0);
    }
    return width + 2 * view.frameWidth() + view.verticalScrollBar()->sizeHint().width();
}

} // namespace

ListDetailPlace::ListDetailPlace(Models::Connection *connection, QWidget *parent)
    : Place(parent)
    , m_connection(connection)
{
}

void ListDetailPlace::setUpListAndDetail(QWidget *view, QWidget *detail, const QList<QWidget *> &aboveList,
                                         const QList<QWidget *> &belowList, PaneProportions proportions, QWidget *banner)
{
    Q_ASSERT(!m_splitter);
    m_state = new ListStateWidget(view, this);
    m_state->setObjectName(objectName() + QStringLiteral("ListState"));

    auto *listColumn = new QWidget(this);
    auto *listLayout = new QVBoxLayout(listColumn);
    listLayout->setContentsMargins(8, 8, 0, 8);
    listLayout->setSpacing(6);
    for (QWidget *widget : aboveList)
        listLayout->addWidget(widget);
    listLayout->addWidget(m_state, 1);
    for (QWidget *widget : belowList)
        listLayout->addWidget(widget);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(objectName() + QStringLiteral("Splitter"));
    m_splitter->addWidget(listColumn);
    m_splitter->addWidget(detail);
    m_splitter->setStretchFactor(0, proportions.list);
    m_splitter->setStretchFactor(1, proportions.detail);
    // Proportions until the window has its size; the stretch factors keep them as it grows.
    m_splitter->setSizes({200 * proportions.list, 200 * proportions.detail});
    m_splitter->setChildrenCollapsible(false);
    // A width the user chose is theirs: kept, and never fitted again.
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_sizedByUser = true; });
    m_view = qobject_cast<QAbstractItemView *>(view);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    if (banner)
        layout->addWidget(banner);
    layout->addWidget(m_splitter, 1);

    connect(m_connection, &Models::Connection::connectedChanged, this, [this] { updateListTexts(); });
}

void ListDetailPlace::followListModel(Models::PagedListModel *model, const QString &errorTitle, QAbstractItemModel *rows)
{
    Q_ASSERT(m_state);
    m_state->setRowModel(rows ? rows : model);
    m_state->follow(model, errorTitle);
    connect(model, &Models::PagedListModel::stateChanged, this, [this] { updateListTexts(); });
    // The columns' widths depend on the rows: the first rows (and a new search's) fit the list.
    QAbstractItemModel *shown = rows ? rows : model;
    connect(shown, &QAbstractItemModel::rowsInserted, this, &ListDetailPlace::fitListToColumnsSoon);
    connect(shown, &QAbstractItemModel::modelReset, this, &ListDetailPlace::fitListToColumnsSoon);
}

void ListDetailPlace::showEvent(QShowEvent *event)
{
    Place::showEvent(event);
    fitListToColumnsSoon();
}

void ListDetailPlace::fitListToColumnsSoon()
{
    // Once for a burst of rows, after the view laid them out.
    if (m_sizedByUser || m_fitScheduled)
        return;
    m_fitScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_fitScheduled = false;
        fitListToColumns();
    });
}

void ListDetailPlace::fitListToColumns()
{
    if (m_sizedByUser || !m_view || !isVisible() || m_splitter->width() <= 0)
        return;
    QWidget *listColumn = m_splitter->widget(0);
    const int margins = listColumn->contentsMargins().left() + listColumn->contentsMargins().right()
        + listColumn->layout()->contentsMargins().left() + listColumn->layout()->contentsMargins().right();
    const int available = m_splitter->width() - m_splitter->handleWidth();
    const int most = available * listShareMaxPercent / 100;
    const int list = qBound(qMin(listColumn->minimumSizeHint().width(), most), widthOfColumns(*m_view) + margins, most);
    m_splitter->setSizes({list, available - list});
}

bool ListDetailPlace::showNotConnected()
{
    if (m_connection->isConnected())
        return false;
    m_state->setEmptyText(tr("Not connected"),
                          tr("Choose a profile with the profile button in the tool bar, or start the demo sandbox."));
    return true;
}

void ListDetailPlace::saveState(const QString &group) const
{
    QSettings settings;
    settings.beginGroup(group);
    // Only a width the user chose: otherwise the list is fitted to its columns again next time.
    if (m_sizedByUser)
        settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    else
        settings.remove(QStringLiteral("splitter"));
    saveExtraState(settings);
    settings.endGroup();
}

void ListDetailPlace::restoreState(const QString &group)
{
    QSettings settings;
    settings.beginGroup(group);
    const QByteArray sized = settings.value(QStringLiteral("splitter")).toByteArray();
    m_sizedByUser = !sized.isEmpty() && m_splitter->restoreState(sized);
    restoreExtraState(settings);
    settings.endGroup();
}

} // namespace Audience::Ui
