#pragma once

#include "models/shell/quicksearchindex.h"

#include <QFrame>
#include <QList>

#include <functional>

class QLabel;
class QLineEdit;
class QListView;
class QSortFilterProxyModel;
class QStandardItemModel;

namespace Audience::Ui {

// Ctrl+K: a popup with a filter line over everything loaded so far (pages and audiences); Enter
// opens the highlighted item, Escape closes. It asks its provider for the entries each time it
// opens, so it always searches what is loaded now and never sends a request.
class QuickSearchPopup : public QFrame
{
    Q_OBJECT
public:
    using Entry = Models::QuickSearchEntry;
    using Provider = std::function<QList<Entry>()>;

    explicit QuickSearchPopup(QWidget *parent);

    void setProvider(Provider provider) { m_provider = std::move(provider); }
    // Fills the list from the provider and shows the popup over the parent window.
    void popup();

    QLineEdit *filterEdit() const { return m_filter; }
    QListView *list() const { return m_list; }
    int shownCount() const;
    // Opens the highlighted entry (as Enter does); false when there is none.
    bool chooseCurrent();

signals:
    void chosen(const QString &place, const QString &item);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyFilter(const QString &text);

    Provider m_provider;
    QLineEdit *m_filter = nullptr;
    QListView *m_list = nullptr;
    QLabel *m_empty = nullptr;
    QStandardItemModel *m_entries = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
};

} // namespace Audience::Ui
