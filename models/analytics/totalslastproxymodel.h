#pragma once

#include <QSortFilterProxyModel>

namespace Audience::Models {

// Sorts by SortRole and keeps a totals row (TotalsRowRole) last, in either order: the page's
// totals belong under the audiences, not between them.
class TotalsLastProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TotalsLastProxyModel(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace Audience::Models
