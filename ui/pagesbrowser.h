#pragma once

#include "ui/place.h"

#include <QPointer>

class QSplitter;
class QTableView;

namespace Audience::Net {
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {
class PageFilterProxyModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ListStateWidget;
class PageDetailView;
class PageFilterBar;
class Workspace;

// The Pages place: the pages table (loaded as it scrolls, filtered and searched over the loaded
// rows) beside the detail pane of the selected page.
class PagesBrowser : public Place
{
    Q_OBJECT
public:
    explicit PagesBrowser(Workspace *workspace, QWidget *parent = nullptr);
    ~PagesBrowser() override;

    QString placeId() const override { return QStringLiteral("pages"); }
    QString title() const override;
    // The title, before a browser exists (the sidebar lists places that are not built yet).
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &pageId) override;
    QString currentItem() const override;
    void focusSearch() override;
    void saveState(const QString &group) const override;
    void restoreState(const QString &group) override;

    QTableView *table() const { return m_table; }
    Models::PageFilterProxyModel *proxy() const { return m_proxy; }
    PageFilterBar *filterBar() const { return m_filters; }
    ListStateWidget *listState() const { return m_state; }
    PageDetailView *detail() const { return m_detail; }

private:
    void onCurrentRowChanged(const QModelIndex &current);
    void onRowsArrived();
    void onRowDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void fetchPage(const QString &pageId);
    bool selectLoadedPage(const QString &pageId);
    void updateListTexts();

    Workspace *m_workspace;
    Models::PageFilterProxyModel *m_proxy = nullptr;
    PageFilterBar *m_filters = nullptr;
    QTableView *m_table = nullptr;
    ListStateWidget *m_state = nullptr;
    PageDetailView *m_detail = nullptr;
    QSplitter *m_splitter = nullptr;
    QString m_currentId;              // the page the detail pane shows or is about to show
    QPointer<Net::ApiReply> m_pageReply; // a page fetched by ID (not in the loaded rows)
};

} // namespace Audience::Ui
