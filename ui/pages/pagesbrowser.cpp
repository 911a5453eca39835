#include "ui/pages/pagesbrowser.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "ui/common/liststatewidget.h"
#include "ui/pages/pagedetailview.h"
#include "ui/pages/pageaudiencessection.h"
#include "ui/pages/pagefilterbar.h"
#include "ui/common/statusdelegate.h"
#include "ui/common/rowtable.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QMenu>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::PageListModel;

PagesBrowser::PagesBrowser(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("pagesBrowser"));
    PageListModel *pages = connection->pages();
    m_proxy = new Models::PageFilterProxyModel(this);
    m_proxy->setSourceModel(pages);
    buildTable();
    sizeColumns();
    buildFilters(pages);
    buildDetail(connection);
    addRowMenu();

    // The list gets the width its columns need for a typical page, the detail pane the rest.
    setUpListAndDetail(m_table, m_detail, {m_filters}, {}, {3, 2, true});
    // Narrow (1024 px in German), Type and then Status narrow before the names and titles are
    // unreadable (the detail pane shows both whole); Updated and Audiences stay whole.
    setColumnsThatGiveWay({PageListModel::TypeColumn, PageListModel::StatusColumn});
    listState()->setLoadingText(tr("Loading pages…"));
    followListModel(pages, tr("Could not load the pages"), m_proxy);
    connect(listState(), &ListStateWidget::emptyActionTriggered, m_filters, &PageFilterBar::clearFilters);
    followPages(connection);

    // Keyboard order as the eye reads it: search, filters, the table, then the detail pane.
    setTabOrder(m_filters->searchEdit(), m_filters->statusCombo());
    setTabOrder(m_filters->statusCombo(), m_filters->typeCombo());
    setTabOrder(m_filters->typeCombo(), m_table);
    setTabOrder(m_table, m_detail);
    updateListTexts();
}

void PagesBrowser::buildTable()
{
    m_table = makeRowTable(QStringLiteral("pagesTable"), tr("Pages"), m_proxy, this);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setItemDelegateForColumn(PageListModel::StatusColumn, new StatusDelegate(m_table));
    QHeaderView *header = m_table->horizontalHeader();
    header->setSortIndicatorClearable(true);
    header->setSortIndicator(-1, Qt::AscendingOrder); // the service's order until a header is clicked
    m_table->setSortingEnabled(true);
    header->setStretchLastSection(false);
    // Name and title share what the fixed columns leave, so neither vanishes in a narrow window.
    header->setSectionResizeMode(PageListModel::NameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(PageListModel::TitleColumn, QHeaderView::Stretch);
}

// Widths from what the columns hold, in this font and language (fixed, so 10 000 rows cost
// nothing), and no wider: at 1024 px in German, what they leave is all Name and Title get.
void PagesBrowser::sizeColumns()
{
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics(m_table->font());
    // The cell's text and the delegate's margins (its focus frame's, each side).
    const int margins = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1) + 4;
    const auto fit = [&](const QString &sample) { return metrics.horizontalAdvance(sample) + margins; };
    // A header whole, with room for the sort indicator.
    const auto headerFit = [header](int column) { return header->sectionSizeHint(column); };
    int typeWidth = headerFit(PageListModel::TypeColumn);
    for (const QString &type : PageListModel::knownTypes())
        typeWidth = qMax(typeWidth, fit(PageListModel::typeLabel(type)));
    int statusWidth = headerFit(PageListModel::StatusColumn);
    const QFontMetrics statusMetrics(StatusDelegate::statusFont(m_table->font()));
    for (const QString &status : PageListModel::knownStatuses())
        statusWidth = qMax(statusWidth, statusMetrics.horizontalAdvance(PageListModel::statusLabel(status)) + margins);
    // Every form a date takes here whole ("vor 23 Stunden" was "vor 13 Stu…").
    int updatedWidth = headerFit(PageListModel::UpdatedColumn);
    for (const QString &sample : Models::DateTimeFormat::compactLongest())
        updatedWidth = qMax(updatedWidth, fit(sample));
    header->resizeSection(PageListModel::TypeColumn, typeWidth);
    header->resizeSection(PageListModel::StatusColumn, statusWidth);
    header->resizeSection(PageListModel::AudiencesColumn, headerFit(PageListModel::AudiencesColumn));
    header->resizeSection(PageListModel::UpdatedColumn, updatedWidth);
}

void PagesBrowser::buildFilters(Models::PageListModel *pages)
{
    m_filters = new PageFilterBar(pages, m_proxy, this);
    connect(m_filters, &PageFilterBar::moveToResults, this, [this] {
        m_table->setFocus();
        if (!m_table->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_table->setCurrentIndex(m_proxy->index(0, 0));
    });
    connect(m_proxy, &Models::PageFilterProxyModel::filtersChanged, this, &PagesBrowser::updateListTexts);
}

void PagesBrowser::buildDetail(Models::Connection *connection)
{
    m_detail = new PageDetailView(connection, this);
    connect(m_detail, &PageDetailView::openAudienceRequested, this,
            [this](const QString &audienceId) { emit navigationRequested(Models::PlaceId::audiences, audienceId); });
    connect(m_detail, &PageDetailView::openAnalyticsRequested, this,
            [this](const QString &pageId) { emit navigationRequested(Models::PlaceId::analytics, pageId); });
    connect(m_detail, &PageDetailView::retryRequested, this, &PagesBrowser::fetchPage);
}

void PagesBrowser::addRowMenu()
{
    // The page's actions on its row too (right click, or the menu key).
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &position) {
        const QModelIndex index = m_table->indexAt(position);
        if (!index.isValid())
            return;
        const QString pageId = index.data(Models::IdRole).toString();
        QMenu menu(this);
        menu.addAction(tr("Open &Analytics"), this,
                       [this, pageId] { emit navigationRequested(Models::PlaceId::analytics, pageId); });
        menu.addAction(tr("Copy Page &ID"), this, [pageId] { QGuiApplication::clipboard()->setText(pageId); });
        menu.exec(m_table->viewport()->mapToGlobal(position));
    });
}

// The page fetched for the detail, the rows as they arrive and change, the connection.
void PagesBrowser::followPages(Models::Connection *connection)
{
    PageListModel *pages = connection->pages();
    connect(pages, &PageListModel::pageFetched, this, &PagesBrowser::onPageFetched);
    // Analytics opened without a page starts at the one chosen here last.
    connect(this, &Place::currentItemChanged, connection, &Models::Connection::setLastOpenedPageId);
    connect(pages, &PageListModel::fetchFailed, this, [this](const QString &pageId, const Net::ApiError &error) {
        if (pageId != m_fetchingId)
            return;
        m_fetchingId.clear();
        if (m_currentId == pageId)
            m_detail->showError(pageId, error.toString());
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PagesBrowser::onCurrentRowChanged);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &PagesBrowser::onRowsArrived);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &PagesBrowser::onRowDataChanged);
    connect(connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (!connected) {
            m_currentId.clear();
            m_fetchingId.clear();
            m_detail->clear();
        }
    });
}

PagesBrowser::~PagesBrowser()
{
    // Children die after this destructor; what they emit on the way out must not reach us.
    disconnect(m_proxy, nullptr, this, nullptr);
    disconnect(this->connection()->pages(), nullptr, this, nullptr);
    disconnect(m_table->selectionModel(), nullptr, this, nullptr);
}

QString PagesBrowser::title() const
{
    return displayTitle();
}

QString PagesBrowser::displayTitle()
{
    return tr("Pages");
}

void PagesBrowser::reload()
{
    if (!this->connection()->isConnected())
        return;
    // The selection comes back when its row arrives again (onRowsArrived).
    this->connection()->pages()->refresh(); // the rows stay until the answer replaces them
    if (!m_currentId.isEmpty() && this->connection()->pages()->rowOf(m_currentId) < 0 && m_detail->audiences())
        m_detail->audiences()->reload();
}

void PagesBrowser::openItem(const QString &pageId)
{
    if (pageId.isEmpty()) {
        m_table->clearSelection();
        m_table->setCurrentIndex({});
        m_currentId.clear();
        m_detail->clear();
        return;
    }
    if (pageId == m_currentId && (m_detail->isShowingPage() || m_fetchingId == pageId))
        return;
    m_currentId = pageId;
    connection()->setLastOpenedPageId(pageId); // opened by ID (the history, the quick search)
    if (selectLoadedPage(pageId))
        return;
    // Not among the loaded rows (or filtered out): show it from the service.
    const int sourceRow = this->connection()->pages()->rowOf(pageId);
    if (sourceRow >= 0) {
        m_table->setCurrentIndex({});
        m_detail->setPage(this->connection()->pages()->pageAt(sourceRow));
        return;
    }
    fetchPage(pageId);
}

QString PagesBrowser::currentItem() const
{
    return m_currentId;
}

void PagesBrowser::focusSearch()
{
    m_filters->searchEdit()->setFocus(Qt::ShortcutFocusReason);
    m_filters->searchEdit()->selectAll();
}

void PagesBrowser::saveExtraState(QSettings &settings) const
{
    settings.setValue(QStringLiteral("columns"), m_table->horizontalHeader()->saveState());
}

void PagesBrowser::restoreExtraState(QSettings &settings)
{
    m_table->horizontalHeader()->restoreState(settings.value(QStringLiteral("columns")).toByteArray());
}

void PagesBrowser::onCurrentRowChanged(const QModelIndex &current)
{
    if (!current.isValid())
        return; // a reset or a filter hid the row: keep showing the page until another is chosen
    const auto page = current.siblingAtColumn(0).data(Models::ObjectRole).value<Net::Page>();
    m_fetchingId.clear(); // an answer for a page asked for by ID no longer goes to the pane
    const bool changed = page.pageId != m_currentId;
    m_currentId = page.pageId;
    m_detail->setPage(page);
    if (changed)
        emit currentItemChanged(m_currentId);
}

void PagesBrowser::onRowsArrived()
{
    // After a reload, or when the page asked for by ID arrives with a later batch.
    if (!m_currentId.isEmpty() && !m_table->currentIndex().isValid())
        selectLoadedPage(m_currentId);
}

void PagesBrowser::onRowDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid() && current.row() >= topLeft.row() && current.row() <= bottomRight.row())
        m_detail->setPage(current.siblingAtColumn(0).data(Models::ObjectRole).value<Net::Page>());
}

bool PagesBrowser::selectLoadedPage(const QString &pageId)
{
    const int sourceRow = this->connection()->pages()->rowOf(pageId);
    if (sourceRow < 0)
        return false;
    const QModelIndex proxyIndex = m_proxy->mapFromSource(this->connection()->pages()->index(sourceRow, 0));
    if (!proxyIndex.isValid())
        return false;
    m_fetchingId.clear();
    m_table->setCurrentIndex(proxyIndex);
    m_table->scrollTo(proxyIndex);
    return true;
}

void PagesBrowser::fetchPage(const QString &pageId)
{
    if (!this->connection()->isConnected() || pageId.isEmpty())
        return;
    m_table->setCurrentIndex({});
    m_detail->showLoading(pageId);
    m_fetchingId = pageId;
    this->connection()->pages()->fetchPage(pageId);
}

void PagesBrowser::onPageFetched(const Net::Page &page)
{
    if (page.pageId != m_fetchingId)
        return;
    m_fetchingId.clear();
    if (m_currentId == page.pageId)
        m_detail->setPage(page);
}

void PagesBrowser::updateListTexts()
{
    if (showNotConnected())
        return;
    if (m_proxy->isFiltering()) {
        listState()->setEmptyText(tr("No page matches"),
                              tr("None of the loaded pages matches the search and filters. More pages may load as you scroll once the filters are cleared."),
                              tr("Clear filters"));
    } else {
        listState()->setEmptyText(tr("No pages yet"), tr("This workspace has no landing pages. Pages created in the service appear here after a reload (F5)."));
    }
}

} // namespace Audience::Ui
