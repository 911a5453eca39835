#include "models/pages/pagefilterproxymodel.h"

#include "models/common/modelroles.h"

#include <QDateTime>
#include <QRegularExpression>

namespace Audience::Models {

namespace {

// The next run of digits or of non-digits in `text` from `pos`.
QStringView nextRun(QStringView text, qsizetype &pos)
{
    const qsizetype start = pos;
    const bool digits = text.at(pos).isDigit();
    while (pos < text.size() && text.at(pos).isDigit() == digits)
        ++pos;
    return text.mid(start, pos - start);
}

// Natural order: digit runs compare as numbers ("Page 2" < "Page 10"), the rest through the collator.
// QCollator's numeric mode does the same but not in every locale (not in "C", where tests run).
int naturalCompare(const QCollator &collator, QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        const QStringView runA = nextRun(a, i);
        const QStringView runB = nextRun(b, j);
        const bool numberA = runA.front().isDigit();
        const bool numberB = runB.front().isDigit();
        int order = 0;
        if (numberA && numberB) {
            // Compare by value without converting (numbers may be longer than any integer type).
            const auto significant = [](QStringView run) {
                qsizetype zeros = 0;
                while (zeros < run.size() - 1 && run.at(zeros) == QLatin1Char('0'))
                    ++zeros;
                return run.mid(zeros);
            };
            const QStringView valueA = significant(runA);
            const QStringView valueB = significant(runB);
            order = valueA.size() != valueB.size() ? (valueA.size() < valueB.size() ? -1 : 1) : valueA.compare(valueB);
        } else {
            order = collator.compare(runA, runB);
        }
        if (order != 0)
            return order;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return collator.compare(a, b);
}

} // namespace

PageFilterProxyModel::PageFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setDynamicSortFilter(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
}

void PageFilterProxyModel::setStatusFilter(const QString &status)
{
    if (m_status == status)
        return;
    m_status = status;
    invalidateRowsFilter();
    emit filtersChanged();
}

void PageFilterProxyModel::setTypeFilter(const QString &type)
{
    if (m_type == type)
        return;
    m_type = type;
    invalidateRowsFilter();
    emit filtersChanged();
}

void PageFilterProxyModel::setSearchText(const QString &text)
{
    if (m_searchText == text)
        return;
    m_searchText = text;
    static const QRegularExpression whiteSpace(QStringLiteral("\\s+"));
    m_words = text.split(whiteSpace, Qt::SkipEmptyParts);
    invalidateRowsFilter();
    emit filtersChanged();
}

bool PageFilterProxyModel::isFiltering() const
{
    return !m_status.isEmpty() || !m_type.isEmpty() || !m_words.isEmpty();
}

bool PageFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_status.isEmpty() && row.data(StatusRole).toString() != m_status)
        return false;
    if (!m_type.isEmpty() && row.data(TypeRole).toString() != m_type)
        return false;
    if (!m_words.isEmpty()) {
        const QString text = row.data(SearchTextRole).toString();
        for (const QString &word : m_words) {
            if (!text.contains(word, Qt::CaseInsensitive))
                return false;
        }
    }
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

bool PageFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    const int typeA = a.metaType().id();
    const int typeB = b.metaType().id();
    if (typeA == QMetaType::QDateTime && typeB == QMetaType::QDateTime) {
        // Dates that did not parse go first, among themselves by their order in the source.
        const QDateTime da = a.toDateTime();
        const QDateTime db = b.toDateTime();
        if (da.isValid() != db.isValid())
            return !da.isValid();
        return da < db;
    }
    if (typeA == QMetaType::QString && typeB == QMetaType::QString)
        return naturalCompare(m_collator, a.toString(), b.toString()) < 0;
    const QPartialOrdering order = QVariant::compare(a, b);
    if (order == QPartialOrdering::Unordered)
        return m_collator.compare(a.toString(), b.toString()) < 0;
    return order == QPartialOrdering::Less;
}

} // namespace Audience::Models
