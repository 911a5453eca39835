#include "ui/pagelinks/pagelinkssection.h"

#include "models/pagelinks/pagelinksearchmodel.h"
#include "models/shell/connection.h"
#include "net/pagetypes.h"
#include "ui/common/liststatewidget.h"
#include "ui/pagelinks/pagelinkfilterbar.h"
#include "ui/common/rowtable.h"

#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::PageLinkSearchModel;

PageLinksSection::PageLinksSection(Models::Connection *connection, QWidget *parent)
    : DetailSection(tr("Page links"), parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("pageLinksSection"));
    m_model = new PageLinkSearchModel(nullptr, this);
    m_model->setAudienceNames({connection->seenAudiences(), connection->knownAudiences()});
    m_model->setDebounceMs(250);
    m_filters = new PageLinkFilterBar(m_model, nullptr, this);
    body()->addWidget(m_filters);

    m_view = makeRowTable(QStringLiteral("pageLinksSectionView"), tr("Links to the page"), m_model, this);
    m_view->setColumnHidden(PageLinkSearchModel::CreatedColumn, true);
    m_view->setColumnHidden(PageLinkSearchModel::UpdatedColumn, true);
    m_view->setColumnHidden(PageLinkSearchModel::DomainColumn, true); // every row is on the domain in the filter
    m_view->horizontalHeader()->setSectionResizeMode(PageLinkSearchModel::StateColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(PageLinkSearchModel::PathColumn, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(PageLinkSearchModel::TargetColumn, QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(150);
    m_view->setMaximumHeight(230);
    connect(m_view, &QTableView::activated, this, &PageLinksSection::openCurrent);

    m_state = new ListStateWidget(m_view, this);
    m_state->setRowModel(m_model);
    m_state->setLoadingText(tr("Looking for links to the page…"));
    m_state->follow(m_model, tr("Could not search the page links"));
    connect(m_state, &ListStateWidget::emptyActionTriggered, this, [this] {
        m_filters->clearFilters();
        m_filters->setPageId(m_pageId);
    });
    connect(m_model, &PageLinkSearchModel::stateChanged, this, &PageLinksSection::updateTexts);
    body()->addWidget(m_state);
    connect(m_model, &PageLinkSearchModel::filterChanged, this, &PageLinksSection::updateTexts);

    m_open = new QPushButton(tr("Open Linked Audience"), this);
    m_open->setObjectName(QStringLiteral("openLinkedAudienceButton"));
    m_open->setEnabled(false);
    connect(m_open, &QPushButton::clicked, this, &PageLinksSection::openCurrent);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        m_open->setEnabled(current.isValid() && !current.data(PageLinkSearchModel::TargetAudienceRole).toString().isEmpty());
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_open->setEnabled(false); });
    body()->addWidget(m_open, 0, Qt::AlignLeft);

    connect(connection, &Models::Connection::connectedChanged, this, &PageLinksSection::attachClient);
    updateTexts();
}

PageLinksSection::~PageLinksSection()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_view->selectionModel(), nullptr, this, nullptr);
}

void PageLinksSection::attachClient()
{
    m_model->setClient(m_connection->isConnected() ? m_connection->client() : nullptr);
    updateTexts();
}

void PageLinksSection::setPage(const Net::Page &page)
{
    if (page.pageId == m_pageId && m_model->state() != Models::LoadState::Idle)
        return; // the same page again (its row refreshed): keep the list and its selection
    m_pageId = page.pageId;
    if (!m_model->client())
        attachClient();
    m_filters->setPageId(page.pageId);
    updateTexts();
}

void PageLinksSection::reload()
{
    if (!m_pageId.isEmpty())
        m_model->refresh();
}

void PageLinksSection::openCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const QString audienceId = current.data(PageLinkSearchModel::TargetAudienceRole).toString();
    if (!audienceId.isEmpty())
        emit openAudienceRequested(audienceId);
}

void PageLinksSection::updateTexts()
{
    if (!m_connection->isConnected()) {
        m_state->setEmptyText(tr("Not connected"), tr("Connect to a profile to see the links to the page."));
        return;
    }
    const Models::PageLinkFilter filter = m_model->filter();
    const bool filtered = !filter.query.isEmpty() || !filter.targetType.isEmpty();
    m_state->setEmptyText(tr("No links"),
                          filter.tenantDomainId.isEmpty()
                              ? tr("No link on the fallback subdomain leads to this page. Links on a custom domain "
                                   "are found with its domain ID.")
                              : tr("No link on the domain %1 leads to this page.").arg(filter.tenantDomainId),
                          filtered ? tr("Clear filters") : QString());
}

} // namespace Audience::Ui
