#pragma once

#include "ui/common/listdetailplace.h"

class QLineEdit;
class QListView;

namespace Audience::Models {
class PageFilterProxyModel;
} // namespace Audience::Models

namespace Audience::Ui {

class AnalyticsView;

// The Analytics place: the pages on the left (the same list as the Pages place, searchable), the
// chosen page's analytics on the right. Its item is a page ID. Shown with no page chosen, it opens
// the page the user last opened elsewhere (a page, or an audience's page).
class AnalyticsPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit AnalyticsPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~AnalyticsPlace() override;

    static QString displayTitle();
    QString placeId() const override;
    QString title() const override;
    void reload() override;
    void openItem(const QString &pageId) override;
    QString currentItem() const override { return m_currentId; }
    void focusSearch() override;

    AnalyticsView *view() const { return m_view; }
    QListView *pageList() const { return m_list; }

protected:
    void showEvent(QShowEvent *event) override;
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    void onCurrentRowChanged(const QModelIndex &current);
    bool selectPage(const QString &pageId);
    void showPage(const QString &pageId);

    Models::PageFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_search = nullptr;
    QListView *m_list = nullptr;
    AnalyticsView *m_view = nullptr;
    QString m_currentId;
};

} // namespace Audience::Ui
