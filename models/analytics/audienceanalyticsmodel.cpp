#include "models/analytics/audienceanalyticsmodel.h"

#include "models/common/modelroles.h"

#include <QLocale>

#include <limits>

namespace Audience::Models {

using Metric = AnalyticsFigures::Metric;

AudienceAnalyticsModel::AudienceAnalyticsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

std::optional<Metric> AudienceAnalyticsModel::metricAt(int column)
{
    if (column < FirstMetricColumn || column >= IdColumn)
        return std::nullopt;
    return Metric(column - FirstMetricColumn);
}

void AudienceAnalyticsModel::setItems(const QList<Net::AudienceAnalytics> &items,
                                      const std::optional<QList<Net::AudienceAnalytics>> &previous)
{
    beginResetModel();
    m_items = items;
    m_rows.clear();
    m_rows.reserve(items.size());
    QHash<QString, AnalyticsFigures> before;
    if (previous) {
        for (const Net::AudienceAnalytics &item : *previous)
            before.insert(item.audienceId.value(), AnalyticsFigures::fromItem(item));
    }
    for (const Net::AudienceAnalytics &item : items) {
        Row row{item.audienceId.value(), AnalyticsFigures::fromItem(item), std::nullopt};
        if (const auto it = before.constFind(row.audienceId); it != before.constEnd())
            row.previous = *it;
        m_rows.append(row);
    }
    m_totals = AnalyticsFigures::total(items);
    m_comparing = previous.has_value();
    m_previousTotals = previous ? std::optional(AnalyticsFigures::total(*previous)) : std::nullopt;
    endResetModel();
}

void AudienceAnalyticsModel::clear()
{
    setItems({});
}

void AudienceAnalyticsModel::setNames(const QHash<QString, QString> &names)
{
    if (names == m_names)
        return;
    m_names = names;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, NameColumn), index(int(m_rows.size()) - 1, NameColumn));
}

QString AudienceAnalyticsModel::nameOf(const QString &audienceId) const
{
    const QString name = m_names.value(audienceId);
    return name.isEmpty() ? audienceId : name;
}

QString AudienceAnalyticsModel::audienceIdAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).audienceId : QString();
}

AnalyticsFigures AudienceAnalyticsModel::figuresAt(int row) const
{
    if (isTotalsRow(row))
        return m_totals;
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).figures : AnalyticsFigures{};
}

std::optional<AnalyticsFigures> AudienceAnalyticsModel::previousFiguresAt(int row) const
{
    if (isTotalsRow(row))
        return m_previousTotals;
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).previous : std::nullopt;
}

std::optional<AnalyticsFigures> AudienceAnalyticsModel::previousTotals() const
{
    return m_previousTotals;
}

int AudienceAnalyticsModel::rowCount(const QModelIndex &parent) const
{
    // The totals row follows the audiences; an empty answer has no totals to show.
    return parent.isValid() || m_rows.isEmpty() ? 0 : int(m_rows.size()) + 1;
}

int AudienceAnalyticsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AudienceAnalyticsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const bool totals = isTotalsRow(index.row());
    const Row row = totals ? Row{QString(), m_totals, m_previousTotals} : m_rows.at(index.row());
    if (role == TotalsRowRole)
        return totals;
    if (role == IdRole)
        return row.audienceId;
    if (const auto metric = metricAt(index.column()))
        return metricData(row, *metric, role);

    const bool nameColumn = index.column() == NameColumn;
    switch (role) {
    case Qt::DisplayRole:
        if (totals)
            return nameColumn ? tr("All audiences") : QString();
        return nameColumn ? nameOf(row.audienceId) : row.audienceId;
    case SortRole:
        return totals ? QString() : (nameColumn ? nameOf(row.audienceId) : row.audienceId);
    case Qt::ToolTipRole:
        if (totals)
            return tr("The page as a whole: counts summed, rates computed from the summed counts, averages weighted by sessions.");
        return nameColumn && m_names.contains(row.audienceId)
                   ? tr("%1\n%2").arg(m_names.value(row.audienceId), row.audienceId)
                   : row.audienceId;
    default:
        return {};
    }
}

QVariant AudienceAnalyticsModel::metricData(const Row &row, Metric metric, int role) const
{
    const std::optional<double> value = row.figures.value(metric);
    switch (role) {
    case Qt::DisplayRole:
        return FigureText::format(metric, value);
    case SortRole:
        return value ? *value : -std::numeric_limits<double>::infinity();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case BasisTextRole:
        return AnalyticsFigures::isRate(metric) ? FigureText::shortBasis(metric, row.figures) : QString();
    case FewSessionsRole:
        return AnalyticsFigures::isRate(metric) && row.figures.hasFewSessions(metric);
    case Qt::ToolTipRole:
        return toolTip(row, metric);
    case DeltaTextRole:
    case DeltaImprovedRole: {
        if (!m_comparing)
            return {};
        const std::optional<double> before = row.previous ? row.previous->value(metric) : std::nullopt;
        const FigureDelta delta = FigureDelta::between(value, before, metric);
        if (role == DeltaTextRole)
            return FigureText::delta(delta);
        return delta.improved ? (*delta.improved ? 1 : -1) : 0;
    }
    default:
        return {};
    }
}

QString AudienceAnalyticsModel::toolTip(const Row &row, Metric metric) const
{
    // A rate: its value with its n, and the interval in words, before what the figure is.
    QStringList lines;
    if (AnalyticsFigures::isRate(metric) && row.figures.value(metric)) {
        const QString basis = FigureText::basis(metric, row.figures);
        lines << FigureText::basisWithWarning(
            tr("%1 %2").arg(FigureText::format(metric, row.figures.value(metric)), basis).trimmed(),
            row.figures.hasFewSessions(metric));
        const QString interval = FigureText::interval(metric, row.figures);
        if (!interval.isEmpty())
            lines << interval;
    }
    if (m_comparing) {
        const std::optional<double> before = row.previous ? row.previous->value(metric) : std::nullopt;
        lines << tr("Previous period: %1").arg(FigureText::format(metric, before));
    }
    lines << FigureText::metricExplanation(metric);
    return lines.join(QLatin1Char('\n'));
}

QVariant AudienceAnalyticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const auto metric = metricAt(section);
    if (role == Qt::DisplayRole) {
        if (metric)
            return FigureText::metricName(*metric);
        return section == NameColumn ? tr("Audience") : tr("Audience ID");
    }
    if (role == Qt::ToolTipRole && metric)
        return FigureText::metricExplanation(*metric);
    if (role == Qt::TextAlignmentRole && metric)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    return {};
}

} // namespace Audience::Models
