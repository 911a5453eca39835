#pragma once

#include "ui/common/detailsection.h"

class QPushButton;
class QTableView;

namespace Audience::Net {
struct Page;
} // namespace Audience::Net

namespace Audience::Models {
class Connection;
class PageLinkSearchModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ListStateWidget;
class PageLinkFilterBar;

// The links that lead to the page shown, in the page's detail: the page-link search filtered by
// this page, with the path, target type and domain filters. Enter (or the button) opens an
// audience link's audience.
class PageLinksSection : public DetailSection
{
    Q_OBJECT
public:
    explicit PageLinksSection(Models::Connection *connection, QWidget *parent = nullptr);
    ~PageLinksSection() override;

    void setPage(const Net::Page &page);
    void reload();

    Models::PageLinkSearchModel *model() const { return m_model; }
    PageLinkFilterBar *filterBar() const { return m_filters; }
    QTableView *view() const { return m_view; }
    ListStateWidget *state() const { return m_state; }

signals:
    void openAudienceRequested(const QString &audienceId);

private:
    void attachClient();
    void openCurrent();
    void updateTexts();

    Models::Connection *m_connection;
    Models::PageLinkSearchModel *m_model = nullptr;
    PageLinkFilterBar *m_filters = nullptr;
    QTableView *m_view = nullptr;
    ListStateWidget *m_state = nullptr;
    QPushButton *m_open = nullptr;
    QString m_pageId;
};

} // namespace Audience::Ui
