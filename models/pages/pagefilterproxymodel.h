#pragma once

#include <QCollator>
#include <QSortFilterProxyModel>
#include <QString>

namespace Audience::Models {

// Sorting and filtering of the rows already loaded into a PageListModel (or any model that answers
// StatusRole, TypeRole and SearchTextRole). Sorting uses SortRole, so dates sort by time and counts
// numerically; text sorts locale-aware and case-insensitively. fetchMore() passes through to the
// source, so a view on the proxy still loads incrementally.
class PageFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_PROPERTY(QString statusFilter READ statusFilter WRITE setStatusFilter NOTIFY filtersChanged)
    Q_PROPERTY(QString typeFilter READ typeFilter WRITE setTypeFilter NOTIFY filtersChanged)
    Q_PROPERTY(QString searchText READ searchText WRITE setSearchText NOTIFY filtersChanged)
public:
    explicit PageFilterProxyModel(QObject *parent = nullptr);

    // Only rows whose StatusRole equals this wire value ("published"); empty shows every status.
    QString statusFilter() const { return m_status; }
    void setStatusFilter(const QString &status);
    // Only rows whose TypeRole equals this wire value ("inbound"); empty shows every type.
    QString typeFilter() const { return m_type; }
    void setTypeFilter(const QString &type);
    // Only rows whose SearchTextRole (name and title) contains every word of this text, ignoring
    // case; empty shows every row.
    QString searchText() const { return m_searchText; }
    void setSearchText(const QString &text);
    // True when any filter is set (a view then says "no pages match" rather than "no pages").
    bool isFiltering() const;

signals:
    void filtersChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_status;
    QString m_type;
    QString m_searchText;
    QStringList m_words; // m_searchText split on white space
    QCollator m_collator; // locale-aware, case-insensitive, "Page 2" before "Page 10"
};

} // namespace Audience::Models
