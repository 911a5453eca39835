#pragma once

#include "models/common/loadstate.h"
#include "ui/common/listcolumnwidths.h"
#include "ui/shell/place.h"

class QAbstractItemModel;
class QAbstractItemView;
class QSettings;
class QSplitter;
class QVBoxLayout;

namespace Audience::Models {
class Connection;
class PagedListModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ListStateWidget;

// How a ListDetailPlace's two panes share the width: the splitter's stretch factors and first
// sizes, and whether the list is then given the width its columns need.
struct PaneProportions
{
    int list = 1;
    int detail = 1;
    bool listFitsItsColumns = false;
    // The share of its rows a fitted list shows whole (ListColumnWidths): a short list (Review's)
    // asks for all of them, as the room allows.
    int rowsShownWholePercent = 80;
};

// The shape most places share: a searchable, paged list on the left (with its loading, empty and
// error states), the selected item's detail on the right, a splitter between them. A subclass
// builds its list view and detail pane, hands them to setUpListAndDetail() and keeps only what is
// its own (its search, its columns, what a selection shows).
//
// With PaneProportions::listFitsItsColumns, as a mail client or a file manager does, the list gets
// the width its columns need for a typical row as its rows come (wider as more come or the place
// widens, never narrower, so a search does not make it jump) (ListColumnWidths; at most
// listShareMostPercent of the place, and never so much that the detail pane goes below its
// minimum), its columns that share the width in proportion to what each needs, the detail pane
// the rest, and a wider window widens the detail pane. Once the user
// drags the splitter, their width is kept, per place, across restarts (and never fitted again); a
// width never dragged is not kept, so the next start fits the list again.
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
    // An item opened from elsewhere: the focus on the list, on its row (Up and Down go on from it).
    void focusOpenedItem() override;
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

    // With a list fitted to its columns: these columns (in this order, at the widths they have
    // now) narrow before the shared ones (names, titles) go below a readable width in a narrow
    // place (ListColumnWidths::shareWidth). Call after setUpListAndDetail().
    void setColumnsThatGiveWay(const QList<int> &columns);

    // Sets the empty-state texts; a subclass calls showNotConnected() first and returns if it did.
    virtual void updateListTexts() = 0;
    // While not connected, says so in the list (the same words in every place) and returns true.
    bool showNotConnected();

    virtual void saveExtraState(QSettings &settings) const { Q_UNUSED(settings) }
    virtual void restoreExtraState(QSettings &settings) { Q_UNUSED(settings) }

    void showEvent(QShowEvent *event) override;
    // A wider place lets a list that wanted more than it had grow (until the user drags).
    void resizeEvent(QResizeEvent *event) override;

public:
    // The most of the place's width a list fitted to its columns takes.
    static constexpr int listShareMostPercent = 72;

private:
    // Once the first rows came (after the view laid them out): the list's width for its columns.
    void fitListSoon();
    // Fits the list again as rows come to its view's model (once connected, whoever asks first).
    void fitAsRowsCome();
    void fitList();
    // The list keeps its width as the place grows or shrinks: the detail pane takes the change.
    void keepListWidth();

    Models::Connection *m_connection;
    ListStateWidget *m_state = nullptr;
    QSplitter *m_splitter = nullptr;
    QAbstractItemView *m_view = nullptr; // the list, when fitted to its columns
    QWidget *m_list = nullptr;
    QList<int> m_sharedColumns; // the list's columns that share its width, as they were first
    QList<std::pair<int, int>> m_givingWay; // setColumnsThatGiveWay(): column and its own width
    bool m_sizedByUser = false;
    bool m_fitted = false;
    bool m_fitScheduled = false;
    bool m_fitsAsRowsCome = false;
    int m_rowsShownWholePercent = ListColumnWidths::typicalPercentile;
};

} // namespace Audience::Ui
