#include "ui/common/listdetailplace.h"

#include "models/common/pagedlistmodel.h"
#include "models/shell/connection.h"
#include "ui/common/currentfollowsselection.h"
#include "ui/common/liststatewidget.h"

#include <QAbstractItemView>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

namespace Audience::Ui {

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
    settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    saveExtraState(settings);
    settings.endGroup();
}

void ListDetailPlace::restoreState(const QString &group)
{
    QSettings settings;
    settings.beginGroup(group);
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    restoreExtraState(settings);
    settings.endGroup();
}

} // namespace Audience::Ui
