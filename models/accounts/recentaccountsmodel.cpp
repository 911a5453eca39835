#include "models/accounts/recentaccountsmodel.h"

#include "models/accounts/accountlookup.h"
#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"

namespace Audience::Models {

RecentAccountsModel::RecentAccountsModel(AccountLookup *lookup, QObject *parent)
    : QAbstractListModel(parent)
    , m_lookup(lookup)
{
    m_rows = int(lookup->recent().size());
    connect(lookup, &AccountLookup::recentChanged, this, [this] {
        beginResetModel();
        m_rows = m_lookup ? int(m_lookup->recent().size()) : 0;
        endResetModel();
    });
}

int RecentAccountsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant RecentAccountsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_lookup)
        return {};
    const QList<RecentAccount> recent = m_lookup->recent();
    if (index.row() >= recent.size())
        return {};
    const RecentAccount &account = recent.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        const QString name = account.name.isEmpty() ? account.accountId : account.name;
        if (!account.openedAt.isValid() && account.name.isEmpty())
            return tr("%1 (not opened yet)").arg(name);
        return account.domain.isEmpty() ? name : tr("%1 — %2").arg(name, account.domain);
    }
    case Qt::ToolTipRole:
        if (!account.openedAt.isValid()) // one the demo profile starts with
            return tr("%1, not opened yet: open it to see its name, domain and people").arg(account.accountId);
        return tr("%1, opened %2").arg(account.accountId, DateTimeFormat::display(account.openedAt));
    case IdRole:
        return account.accountId;
    }
    return {};
}

int RecentAccountsModel::rowOf(const QString &accountId) const
{
    if (!m_lookup)
        return -1;
    const QList<RecentAccount> recent = m_lookup->recent();
    for (int row = 0; row < recent.size(); ++row) {
        if (recent.at(row).accountId == accountId)
            return row;
    }
    return -1;
}

} // namespace Audience::Models
