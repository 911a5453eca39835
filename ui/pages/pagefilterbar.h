#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace Audience::Models {
class PageFilterProxyModel;
class PageListModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ElidedLabel;

// The row above the pages table: a search box over the loaded rows, status and type filters, and
// how many rows show out of how many the service has.
class PageFilterBar : public QWidget
{
    Q_OBJECT
public:
    PageFilterBar(Models::PageListModel *pages, Models::PageFilterProxyModel *proxy, QWidget *parent = nullptr);

    QLineEdit *searchEdit() const { return m_search; }
    QComboBox *statusCombo() const { return m_status; }
    QComboBox *typeCombo() const { return m_type; }
    QString countText() const;

    void clearFilters();

signals:
    // Down arrow in the search box: the table should take the focus.
    void moveToResults();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCount();

    Models::PageListModel *m_pages;
    Models::PageFilterProxyModel *m_proxy;
    QLineEdit *m_search = nullptr;
    QComboBox *m_status = nullptr;
    QComboBox *m_type = nullptr;
    ElidedLabel *m_count = nullptr;
};

} // namespace Audience::Ui
