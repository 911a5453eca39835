#pragma once

#include "models/pagelinks/pagelinksearchmodel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace Audience::Models {
class PageListModel;
} // namespace Audience::Models

namespace Audience::Ui {

// The filters of the page-link search, as the interface has them: text in the path, the page the
// links lead to (from the loaded pages; optional), the target type and the tenant domain (an ID;
// empty searches the service's fallback subdomain). Every change goes straight to the model, which
// debounces typing. `pages` may be null: no page chooser (the page's own section).
class PageLinkFilterBar : public QWidget
{
    Q_OBJECT
public:
    PageLinkFilterBar(Models::PageLinkSearchModel *model, Models::PageListModel *pages, QWidget *parent = nullptr);

    QLineEdit *searchEdit() const { return m_search; }
    QComboBox *pageCombo() const { return m_page; }
    QComboBox *targetCombo() const { return m_target; }
    QComboBox *domainCombo() const { return m_domain; }

    // Shows the links that lead to this page ("" for any page).
    void setPageId(const QString &pageId);
    void clearFilters();

signals:
    // Down arrow in the search box: the list should take the focus.
    void moveToResults();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();
    void fillPages();
    void fillDomains();
    void updateCount();

    Models::PageLinkSearchModel *m_model;
    Models::PageListModel *m_pages;
    QLineEdit *m_search = nullptr;
    QComboBox *m_page = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_domain = nullptr;
    QLabel *m_count = nullptr;
    QString m_pageId;
    bool m_filling = false;
};

} // namespace Audience::Ui
