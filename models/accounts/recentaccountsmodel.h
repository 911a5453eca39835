#pragma once

#include <QAbstractListModel>
#include <QPointer>

namespace Audience::Models {

class AccountLookup;

// The accounts opened before in this profile (AccountLookup::recent()), newest first, as a list:
// the name (or the ID when it has none) with the domain; IdRole gives the accountId.
class RecentAccountsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit RecentAccountsModel(AccountLookup *lookup, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    int rowOf(const QString &accountId) const;

private:
    QPointer<AccountLookup> m_lookup;
    int m_rows = 0;
};

} // namespace Audience::Models
