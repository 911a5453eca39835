#pragma once

#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QTableView;

namespace Audience::Models {
class PageLinkSearchModel;
} // namespace Audience::Models

namespace Audience::Ui {

class PageLinkDetailView;
class PageLinkFilterBar;

// The Page links place: the page-link search with every filter the interface has (path text, page,
// target type, tenant domain), loaded as it scrolls, beside the chosen link. Enter on a row (or the
// detail's buttons) opens what it leads to: an audience link its audience, a link of a page chosen
// in the filter that page. Its item in the history is a link ID.
class PageLinksPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit PageLinksPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~PageLinksPlace() override;

    QString placeId() const override { return Models::PlaceId::pageLinks; }
    QString title() const override { return displayTitle(); }
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &pageLinkId) override;
    QString currentItem() const override { return m_currentId; }
    void focusSearch() override;

    Models::PageLinkSearchModel *model() const { return m_model; }
    PageLinkFilterBar *filterBar() const { return m_filters; }
    QTableView *table() const { return m_table; }
    PageLinkDetailView *detail() const { return m_detail; }

protected:
    void updateListTexts() override;
    void saveExtraState(QSettings &settings) const override;
    void restoreExtraState(QSettings &settings) override;

private:
    void attachClient();
    void onCurrentRowChanged(const QModelIndex &current);
    void openTarget(const QModelIndex &index);

    Models::PageLinkSearchModel *m_model = nullptr;
    PageLinkFilterBar *m_filters = nullptr;
    QTableView *m_table = nullptr;
    PageLinkDetailView *m_detail = nullptr;
    QString m_currentId;
};

} // namespace Audience::Ui
