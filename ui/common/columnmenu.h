#pragma once

#include <QObject>

class QHeaderView;
class QMenu;
class QWidget;

namespace Audience::Ui {

// Names before IDs. In a list where people read names, the ID column is narrow and hidden at
// first (the ID is in the name's tooltip and in the details); the header's context menu shows or
// hides any column, so whoever needs IDs can have them, and the place remembers the header's state
// (QHeaderView::saveState: widths, order and hidden columns) with its own.
class ColumnMenu : public QObject
{
    Q_OBJECT
public:
    // Gives `header` the menu (a child of the header; its context-menu policy is set). `idColumn`,
    // when given, is hidden and sized for a short ID until the user says otherwise; shown from the
    // menu, it takes at most a third of the header.
    static ColumnMenu *install(QHeaderView *header, int idColumn = -1);
    // For a header outside a place (a section of a detail pane): its state comes back from the
    // settings' `key` now, and goes there whenever a column is resized, moved, hidden or shown.
    static void remember(QHeaderView *header, const QString &key);

    // The menu the header shows: one checkable entry per column, named by its header text; the
    // only column left shown cannot be hidden.
    QMenu *makeMenu(QWidget *parent) const;

private:
    ColumnMenu(QHeaderView *header, int idColumn);
    void setShown(int section, bool shown) const;

    QHeaderView *m_header;
    int m_idColumn;
};

} // namespace Audience::Ui
