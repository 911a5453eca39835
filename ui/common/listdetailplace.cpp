#include "ui/common/listdetailplace.h"

#include "models/common/pagedlistmodel.h"
#include "models/shell/connection.h"
#include "ui/common/currentfollowsselection.h"
#include "ui/common/listcolumnwidths.h"
#include "ui/common/liststatewidget.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QHeaderView>
#include <QLayout>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace Audience::Ui {

namespace {

// Calls `resized` each time its widget changes size.
class ResizeWatcher : public QObject
{
public:
    ResizeWatcher(QWidget *widget, std::function<void()> resized)
        : QObject(widget)
        , m_resized(std::move(resized))
    {
        widget->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && watched == parent())
            m_resized();
        return false;
    }

private:
    std::function<void()> m_resized;
};

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
    if (auto *itemView = qobject_cast<QAbstractItemView *>(view))
        makeCurrentFollowSelection(itemView);
    m_list = view;
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
    if (proportions.listFitsItsColumns)
        m_view = qobject_cast<QAbstractItemView *>(view);
    m_rowsShownWholePercent = proportions.rowsShownWholePercent;
    // A list whose rows do not come through followListModel (Review's) is fitted as they come too.
    if (m_view && m_view->model())
        fitAsRowsCome();
    // The list narrowed (the detail pane asked for more, a smaller window): its columns share what
    // it has left, in proportion to what each needs, rather than the last ones being cut.
    new ResizeWatcher(listColumn, [this, listColumn] {
        if (!m_view || !m_fitted || m_sizedByUser)
            return;
        const QMargins margins = listColumn->layout()->contentsMargins();
        ListColumnWidths::shareWidth(*m_view, listColumn->width() - margins.left() - margins.right(), m_sharedColumns, m_givingWay);
    });
    // A width the user chose is theirs: kept, and never fitted again.
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] {
        m_sizedByUser = true;
        keepListWidth();
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    if (banner)
        layout->addWidget(banner);
    layout->addWidget(m_splitter, 1);

    connect(m_connection, &Models::Connection::connectedChanged, this, [this] { updateListTexts(); });
    connect(m_connection, &Models::Connection::profileFolderChanged, this, [this] { updateListTexts(); });
}

void ListDetailPlace::followListModel(Models::PagedListModel *model, const QString &errorTitle, QAbstractItemModel *rows)
{
    Q_ASSERT(m_state);
    m_state->setRowModel(rows ? rows : model);
    m_state->follow(model, errorTitle);
    connect(model, &Models::PagedListModel::stateChanged, this, [this] { updateListTexts(); });
    if (m_view)
        fitAsRowsCome();
}

void ListDetailPlace::fitAsRowsCome()
{
    if (m_fitsAsRowsCome)
        return;
    m_fitsAsRowsCome = true;
    connect(m_view->model(), &QAbstractItemModel::rowsInserted, this, &ListDetailPlace::fitListSoon);
    connect(m_view->model(), &QAbstractItemModel::modelReset, this, &ListDetailPlace::fitListSoon);
}

void ListDetailPlace::showEvent(QShowEvent *event)
{
    Place::showEvent(event);
    fitListSoon();
}

void ListDetailPlace::resizeEvent(QResizeEvent *event)
{
    Place::resizeEvent(event);
    fitListSoon();
}

void ListDetailPlace::fitListSoon()
{
    // Once per burst of rows, after the view laid them out.
    if (!m_view || m_sizedByUser || m_fitScheduled)
        return;
    m_fitScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_fitScheduled = false;
        fitList();
    });
}

void ListDetailPlace::fitList()
{
    if (m_sizedByUser || !isVisible() || m_splitter->width() <= 0)
        return;
    if (!m_fitted)
        m_sharedColumns = ListColumnWidths::sharedColumns(*m_view);
    // What the list needs with every column at its own width (one that gave way in a narrower place too).
    QHeaderView *header = ListColumnWidths::headerOf(*m_view);
    for (const auto &[column, natural] : std::as_const(m_givingWay))
        header->resizeSection(column, natural);
    const int columns = ListColumnWidths::listWidth(*m_view, m_sharedColumns, m_rowsShownWholePercent);
    if (columns <= 0)
        return; // no rows yet: the first ones fit the list
    QWidget *listColumn = m_splitter->widget(0);
    const QMargins margins = listColumn->layout()->contentsMargins();
    const int available = m_splitter->width() - m_splitter->handleWidth();
    const int detailLeast = std::max(m_splitter->widget(1)->minimumSizeHint().width(), available * (100 - listShareMostPercent) / 100);
    const int listLeast = listColumn->minimumSizeHint().width();
    const int list = std::clamp(columns + margins.left() + margins.right(), listLeast, std::max(listLeast, available - detailLeast));
    if (m_fitted && list <= m_splitter->sizes().constFirst())
        return; // never narrower: the list does not jump as a search narrows it
    m_splitter->setSizes({list, available - list});
    ListColumnWidths::shareWidth(*m_view, list - margins.left() - margins.right(), m_sharedColumns, m_givingWay);
    m_fitted = true;
    keepListWidth();
}

void ListDetailPlace::setColumnsThatGiveWay(const QList<int> &columns)
{
    Q_ASSERT(m_view);
    m_givingWay.clear();
    for (int column : columns)
        m_givingWay.append({column, ListColumnWidths::headerOf(*m_view)->sectionSize(column)});
}

void ListDetailPlace::keepListWidth()
{
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
}

void ListDetailPlace::focusOpenedItem()
{
    if (m_list && m_list->isVisible())
        m_list->setFocus(Qt::OtherFocusReason);
}

bool ListDetailPlace::showNotConnected()
{
    if (m_connection->isConnected())
        return false;
    // "Choose a profile" only when none is chosen: a chosen one that did not connect says so.
    if (m_connection->profileFolder().isEmpty())
        m_state->setEmptyText(tr("Not connected"),
                              tr("Choose a profile with the profile button in the tool bar, or start the demo sandbox."));
    else
        m_state->setEmptyText(tr("Not connected"), tr("The chosen profile is not connected: the status bar says why. The profile "
                                                      "button in the tool bar edits it or chooses another."));
    return true;
}

void ListDetailPlace::saveState(const QString &group) const
{
    QSettings settings;
    settings.beginGroup(group);
    // A list fitted to its columns keeps only a width the user chose: otherwise it is fitted again
    // next time, to the rows and the window it has then. (Kept under a key of its own: what older
    // consoles kept under "splitter" was never the user's choice.)
    if (!m_view)
        settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    else if (m_sizedByUser)
        settings.setValue(QStringLiteral("splitterByUser"), m_splitter->saveState());
    else
        settings.remove(QStringLiteral("splitterByUser"));
    if (m_view)
        settings.remove(QStringLiteral("splitter"));
    saveExtraState(settings);
    settings.endGroup();
}

void ListDetailPlace::restoreState(const QString &group)
{
    QSettings settings;
    settings.beginGroup(group);
    if (!m_view) {
        m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    } else {
        const QByteArray byUser = settings.value(QStringLiteral("splitterByUser")).toByteArray();
        if (!byUser.isEmpty() && m_splitter->restoreState(byUser)) {
            m_sizedByUser = true;
            keepListWidth();
        }
    }
    restoreExtraState(settings);
    settings.endGroup();
}

} // namespace Audience::Ui
