#pragma once

#include "models/common/loadstate.h"
#include "ui/shell/place.h"

class QAbstractItemModel;
class QSettings;
class QSplitter;
class QVBoxLayout;

namespace Audience::Models {
class Connection;
class PagedListModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ListStateWidget;

// The proportions of a ListDetailPlace's two panes: the splitter's stretch factors and first sizes.
struct PaneProportions
{
    int list = 1;
    int detail = 1;
};

// The shape most places share: a searchable, paged list on the left (with its loading, empty and
// error states), the selected item's detail on the right, a splitter between them that is saved
// with the place. A subclass builds its list view and detail pane, hands them to setUpListAndDetail()
// and keeps only what is its own (its search, its columns, what a selection shows).
class ListDetailPlace : public Place
{
    Q_OBJECT
public:
    explicit ListDetailPlace(Models::Connection *connection, QWidget *parent = nullptr);

    Models::Connection *connection() const { return m_connection; }
    ListStateWidget *listState() const { return m_state; }
    QSplitter *splitter() const { return m_splitter; }

    // Saves the splitter, then what the subclass adds (saveExtraState).
    void saveState(const QString &group) const final;
    void restoreState(const QString &group) final;

protected:
    // Builds the place: `view` (the list or table) inside a ListStateWidget, the widgets of
    // `aboveList` over it and of `belowList` under it in the list column, `detail` beside it, and
    // `banner` (may be null) across the top of the place. Call once, from the constructor.
    void setUpListAndDetail(QWidget *view, QWidget *detail, const QList<QWidget *> &aboveList,
                            const QList<QWidget *> &belowList = {}, PaneProportions proportions = {},
                            QWidget *banner = nullptr);

    // The list's state follows `model` (ListStateWidget::follow): its load state, its error (titled
    // `errorTitle`), its notice, Retry.
    // updateListTexts() runs after each change, and when the connection changes. `rows` is what the
    // view shows, when that is not `model` itself (a filter, a tree over it).
    void followListModel(Models::PagedListModel *model, const QString &errorTitle, QAbstractItemModel *rows = nullptr);

    // Sets the empty-state texts; a subclass calls showNotConnected() first and returns if it did.
    virtual void updateListTexts() = 0;
    // While not connected, says so in the list (the same words in every place) and returns true.
    bool showNotConnected();

    virtual void saveExtraState(QSettings &settings) const { Q_UNUSED(settings) }
    virtual void restoreExtraState(QSettings &settings) { Q_UNUSED(settings) }

private:
    Models::Connection *m_connection;
    ListStateWidget *m_state = nullptr;
    QSplitter *m_splitter = nullptr;
};

} // namespace Audience::Ui
