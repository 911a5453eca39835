#pragma once

#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QTableView;

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Models {
class PageFilterProxyModel;
class PageListModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ListStateWidget;
class PageDetailView;
class PageFilterBar;

// The Pages place: the pages table (loaded as it scrolls, filtered and searched over the loaded
// rows) beside the detail pane of the selected page.
class PagesBrowser : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit PagesBrowser(Models::Connection *connection, QWidget *parent = nullptr);
    ~PagesBrowser() override;

    QString placeId() const override { return Models::PlaceId::pages; }
    QString title() const override;
    // The title, before a browser exists (the sidebar lists places that are not built yet).
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &pageId) override;
    QString currentItem() const override;
    void focusSearch() override;

    QTableView *table() const { return m_table; }
    Models::PageFilterProxyModel *proxy() const { return m_proxy; }
    PageFilterBar *filterBar() const { return m_filters; }
    PageDetailView *detail() const { return m_detail; }

protected:
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    void buildTable();
    void sizeColumns();
    void buildFilters(Models::PageListModel *pages);
    void buildDetail(Models::Connection *connection);
    void addRowMenu();
    void followPages(Models::Connection *connection);
    void onCurrentRowChanged(const QModelIndex &current);
    void onRowsArrived();
    void onRowDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void fetchPage(const QString &pageId);
    void onPageFetched(const Net::Page &page);
    bool selectLoadedPage(const QString &pageId);

    Models::PageFilterProxyModel *m_proxy = nullptr;
    PageFilterBar *m_filters = nullptr;
    QTableView *m_table = nullptr;
    PageDetailView *m_detail = nullptr;
    QString m_currentId;  // the page the detail pane shows or is about to show
    QString m_fetchingId; // a page asked for by ID (not in the loaded rows), until it is answered
};

} // namespace Audience::Ui
