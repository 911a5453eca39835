#include "ui/pages/pageaudiencessection.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/modelroles.h"
#include "net/pagetypes.h"
#include "ui/common/columnmenu.h"
#include "ui/common/liststatewidget.h"
#include "models/shell/connection.h"
#include "ui/common/rowtable.h"

#include <QVBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QTableView>

namespace Audience::Ui {

using Models::AudienceSearchModel;

PageAudiencesSection::PageAudiencesSection(Models::Connection *connection, QWidget *parent)
    : DetailSection(tr("Audiences"), parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("pageAudiencesSection"));
    m_model = new AudienceSearchModel(nullptr, this);
    m_model->setPageSize(200); // the most the service gives in one answer; this search has no cursor
    m_model->setKnownAudiences(connection->knownAudiences());
    m_model->setAudienceActions(connection->audienceActions());
    connection->seenAudiences()->watch(m_model);

    m_view = makeRowTable(QStringLiteral("pageAudiencesView"), tr("Audiences of the page"), m_model, this);
    m_view->setColumnHidden(AudienceSearchModel::PageColumn, true);
    m_view->horizontalHeader()->setSectionResizeMode(AudienceSearchModel::NameColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(AudienceSearchModel::StatusColumn, QHeaderView::ResizeToContents);
    // Names before IDs: the ID column is hidden until shown from the header's menu.
    m_view->horizontalHeader()->setSectionResizeMode(AudienceSearchModel::IdColumn, QHeaderView::Interactive);
    ColumnMenu::install(m_view->horizontalHeader(), AudienceSearchModel::IdColumn);
    ColumnMenu::remember(m_view->horizontalHeader(), QStringLiteral("pageDetail/audienceColumns"));
    m_view->setMinimumHeight(150);
    m_view->setMaximumHeight(230);
    connect(m_view, &QTableView::activated, this, &PageAudiencesSection::openCurrent);

    m_state = new ListStateWidget(m_view, this);
    m_state->setRowModel(m_model);
    m_state->setLoadingText(tr("Looking for the page’s audiences…"));
    m_state->follow(m_model, tr("Could not load the audiences"));
    connect(m_model, &AudienceSearchModel::stateChanged, this, &PageAudiencesSection::updateEmptyText);
    body()->addWidget(m_state);

    m_open = new QPushButton(tr("Open in Audiences"), this);
    m_open->setObjectName(QStringLiteral("openAudienceButton"));
    m_open->setEnabled(false);
    connect(m_open, &QPushButton::clicked, this, &PageAudiencesSection::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { m_open->setEnabled(current.isValid()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_open->setEnabled(false); });
    body()->addWidget(m_open, 0, Qt::AlignLeft);

    connect(connection, &Models::Connection::connectedChanged, this, &PageAudiencesSection::attachClient);
    updateEmptyText();
}

PageAudiencesSection::~PageAudiencesSection()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_view->selectionModel(), nullptr, this, nullptr);
}

void PageAudiencesSection::attachClient()
{
    m_model->setClient(m_connection->isConnected() ? m_connection->client() : nullptr);
}

void PageAudiencesSection::setPage(const Net::Page &page)
{
    const bool samePage = page.pageId == m_pageId;
    m_pageId = page.pageId;
    m_pageName = page.name;
    setTitle(tr("Audiences (%1)").arg(QLocale().toString(page.audiencesCount)));
    if (samePage && m_model->state() != Models::LoadState::Idle)
        return; // the same page again (a refresh of its row): keep the list and its selection
    if (!m_model->client())
        attachClient();
    m_model->setPageIdFilter(page.pageId);
    if (m_model->query() == page.name)
        m_model->reload();
    else
        m_model->setQuery(page.name);
    updateEmptyText();
}

void PageAudiencesSection::clear()
{
    m_pageId.clear();
    m_pageName.clear();
    m_model->reset();
}

void PageAudiencesSection::reload()
{
    if (!m_pageId.isEmpty())
        m_model->refresh();
}

void PageAudiencesSection::openCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    emit openAudienceRequested(current.siblingAtColumn(0).data(Models::IdRole).toString());
}

void PageAudiencesSection::updateEmptyText()
{
    if (!m_connection->isConnected()) {
        m_state->setEmptyText(tr("Not connected"), tr("Connect to a profile to see the page’s audiences."));
        return;
    }
    m_state->setEmptyText(tr("No audiences"),
                          m_model->isTruncated()
                              ? tr("The search for “%1” found too many audiences to list; open the Audiences browser to search by name.").arg(m_pageName)
                              : tr("The audience search found no audiences of this page."));
}

} // namespace Audience::Ui
