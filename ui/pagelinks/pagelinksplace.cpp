#include "ui/pagelinks/pagelinksplace.h"

#include "models/audiences/audiencenames.h"
#include "models/common/modelroles.h"
#include "models/pagelinks/pagelinksearchmodel.h"
#include "models/shell/connection.h"
#include "ui/common/columnmenu.h"
#include "ui/common/liststatewidget.h"
#include "ui/pagelinks/pagelinkdetailview.h"
#include "ui/pagelinks/pagelinkfilterbar.h"
#include "ui/common/rowtable.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QTableView>

namespace Audience::Ui {

using Models::PageLinkSearchModel;

PageLinksPlace::PageLinksPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("pageLinksPlace"));
    m_model = new PageLinkSearchModel(nullptr, this);
    m_model->setDebounceMs(250); // typing in the path box asks once, after a pause
    m_model->setAudienceNames({connection->seenAudiences(), connection->knownAudiences()});

    m_table = makeRowTable(QStringLiteral("pageLinksTable"), tr("Page links"), m_model, this);
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    // Path and target share the width the list gets (ListDetailPlace fits it to a typical row);
    // the domain is the filter's (every row is on it), shown from the header's menu.
    header->setSectionResizeMode(PageLinkSearchModel::PathColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PageLinkSearchModel::TargetColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PageLinkSearchModel::CreatedColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(PageLinkSearchModel::StateColumn, QHeaderView::ResizeToContents);
    header->resizeSection(PageLinkSearchModel::DomainColumn, 150);
    m_table->setColumnHidden(PageLinkSearchModel::UpdatedColumn, true); // in the detail pane
    m_table->setColumnHidden(PageLinkSearchModel::DomainColumn, true);
    ColumnMenu::install(header);
    connect(m_table, &QTableView::activated, this, &PageLinksPlace::openTarget);

    m_filters = new PageLinkFilterBar(m_model, connection->pages(), this);
    connect(m_filters, &PageLinkFilterBar::moveToResults, this, [this] {
        m_table->setFocus();
        if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0)
            m_table->setCurrentIndex(m_model->index(0, 0));
    });
    m_detail = new PageLinkDetailView(this);
    connect(m_detail, &PageLinkDetailView::openAudienceRequested, this,
            [this](const QString &audienceId) { emit navigationRequested(Models::PlaceId::audiences, audienceId); });
    connect(m_detail, &PageLinkDetailView::openPageRequested, this,
            [this](const QString &pageId) { emit navigationRequested(Models::PlaceId::pages, pageId); });

    setUpListAndDetail(m_table, m_detail, {m_filters}, {}, {3, 2, true});
    listState()->setLoadingText(tr("Searching page links…"));
    followListModel(m_model, tr("Could not search the page links"));
    connect(listState(), &ListStateWidget::emptyActionTriggered, m_filters, &PageLinkFilterBar::clearFilters);

    setTabOrder(m_filters->searchEdit(), m_filters->pageCombo());
    setTabOrder(m_filters->pageCombo(), m_filters->targetCombo());
    setTabOrder(m_filters->targetCombo(), m_filters->domainCombo());
    setTabOrder(m_filters->domainCombo(), m_table);
    setTabOrder(m_table, m_detail);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PageLinksPlace::onCurrentRowChanged);
    connect(m_model, &PageLinkSearchModel::filterChanged, this, &PageLinksPlace::updateListTexts);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_currentId.isEmpty() && !m_table->currentIndex().isValid()) {
            const int row = m_model->rowOf(m_currentId);
            if (row >= 0)
                m_table->setCurrentIndex(m_model->index(row, 0));
        }
    });
    connect(connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (!connected) {
            m_currentId.clear();
            m_detail->clear();
        }
        attachClient();
    });
    attachClient();
    updateListTexts();
}

PageLinksPlace::~PageLinksPlace()
{
    disconnect(m_model, nullptr, this, nullptr);
    disconnect(m_table->selectionModel(), nullptr, this, nullptr);
}

QString PageLinksPlace::displayTitle()
{
    return tr("Page Links");
}

void PageLinksPlace::attachClient()
{
    // The table asks for the first page itself (fetchMore) once it has a client and is shown.
    m_model->setClient(connection()->isConnected() ? connection()->client() : nullptr);
}

void PageLinksPlace::reload()
{
    if (connection()->isConnected())
        m_model->refresh(); // the rows stay until the answer replaces them
}

void PageLinksPlace::openItem(const QString &pageLinkId)
{
    m_currentId = pageLinkId;
    if (pageLinkId.isEmpty()) {
        m_table->setCurrentIndex({});
        m_detail->clear();
        return;
    }
    const int row = m_model->rowOf(pageLinkId);
    if (row >= 0)
        m_table->setCurrentIndex(m_model->index(row, 0));
    // Links cannot be fetched by ID (the interface only searches them): one not among the results
    // is selected when a search shows it.
}

void PageLinksPlace::focusSearch()
{
    m_filters->searchEdit()->setFocus(Qt::ShortcutFocusReason);
    m_filters->searchEdit()->selectAll();
}

void PageLinksPlace::onCurrentRowChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    const auto link = current.siblingAtColumn(0).data(Models::ObjectRole).value<Net::PageLink>();
    m_detail->setLink(link, current.data(PageLinkSearchModel::TargetPageRole).toString(),
                      current.data(PageLinkSearchModel::TargetAudienceNameRole).toString());
    if (link.pageLinkId.value() != m_currentId) {
        m_currentId = link.pageLinkId.value();
        emit currentItemChanged(m_currentId);
    }
}

void PageLinksPlace::openTarget(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString audienceId = index.data(PageLinkSearchModel::TargetAudienceRole).toString();
    const QString pageId = index.data(PageLinkSearchModel::TargetPageRole).toString();
    if (!audienceId.isEmpty())
        emit navigationRequested(Models::PlaceId::audiences, audienceId);
    else if (!pageId.isEmpty())
        emit navigationRequested(Models::PlaceId::pages, pageId);
    else
        m_detail->setFocus(); // nothing to open: the detail says why
}

void PageLinksPlace::updateListTexts()
{
    if (showNotConnected())
        return;
    const Models::PageLinkFilter filter = m_model->filter();
    if (filter.query.isEmpty() && filter.pageId.isEmpty() && filter.targetType.isEmpty() && filter.tenantDomainId.isEmpty())
        listState()->setEmptyText(tr("No page links"),
                                  tr("No links on the fallback subdomain. Links on a custom domain are found with its "
                                     "domain ID in the Domain box."));
    else
        listState()->setEmptyText(tr("No link matches"),
                                  filter.tenantDomainId.isEmpty()
                                      ? tr("No link on the fallback subdomain matches these filters.")
                                      : tr("No link on the domain %1 matches these filters (an unknown domain ID finds "
                                           "nothing).")
                                            .arg(filter.tenantDomainId),
                                  tr("Clear filters"));
}

void PageLinksPlace::saveExtraState(QSettings &settings) const
{
    // Under a key of its own since the columns' modes changed (older states would bring them back).
    settings.setValue(QStringLiteral("linkColumns"), m_table->horizontalHeader()->saveState());
}

void PageLinksPlace::restoreExtraState(QSettings &settings)
{
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("linkColumns")).toByteArray());
}

} // namespace Audience::Ui
