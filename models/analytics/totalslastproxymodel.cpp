#include "models/analytics/totalslastproxymodel.h"

#include "models/common/modelroles.h"

namespace Audience::Models {

TotalsLastProxyModel::TotalsLastProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

bool TotalsLastProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftTotals = left.data(TotalsRowRole).toBool();
    const bool rightTotals = right.data(TotalsRowRole).toBool();
    if (leftTotals != rightTotals) {
        // The proxy reverses lessThan for a descending sort; answer so the totals end last anyway.
        const bool totalsLast = sortOrder() == Qt::AscendingOrder;
        return leftTotals ? !totalsLast : totalsLast;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace Audience::Models
