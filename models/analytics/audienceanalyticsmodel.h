#pragma once

#include "models/analytics/analyticsfigures.h"

#include <QAbstractTableModel>
#include <QHash>

namespace Audience::Models {

// The table of a page's audiences in a range (GET /v0/pages/{id}/analytics/audiences): one row per
// item with every field of it, then a totals row computed from the counts (AnalyticsFigures::total).
// With a previous period set, each figure carries its change (DeltaTextRole, DeltaImprovedRole)
// and the previous value in its tooltip.
//
// Columns: Audience (its name, or its ID until the name is known), one per AnalyticsFigures::Metric,
// Audience ID. Roles: DisplayRole (formatted for the locale, "–" for no value), SortRole (the raw
// number; no value sorts lowest), Qt::TextAlignmentRole (numbers right), Qt::ToolTipRole, IdRole
// (the audienceId, empty on the totals row), TotalsRowRole, DeltaTextRole, DeltaImprovedRole, and for
// a rate BasisTextRole (its n: "of 1,234") and FewSessionsRole; a rate's tooltip gives its n and its
// Wilson 95 % interval in words.
class AudienceAnalyticsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int NameColumn = 0;
    static constexpr int FirstMetricColumn = 1;
    static constexpr int IdColumn = FirstMetricColumn + AnalyticsFigures::metricCount;
    static constexpr int ColumnCount = IdColumn + 1;
    static int columnOf(AnalyticsFigures::Metric metric) { return FirstMetricColumn + int(metric); }
    static std::optional<AnalyticsFigures::Metric> metricAt(int column);

    explicit AudienceAnalyticsModel(QObject *parent = nullptr);

    // The answer for the range, and the answer for the previous period when comparing (nullopt: no
    // comparison). Audiences are matched by audienceId; one absent from the previous answer has no
    // previous figures.
    void setItems(const QList<Net::AudienceAnalytics> &items,
                  const std::optional<QList<Net::AudienceAnalytics>> &previous = std::nullopt);
    void clear();
    // audienceId → name, for the Audience column (IDs stand in until a name is known).
    void setNames(const QHash<QString, QString> &names);
    QString nameOf(const QString &audienceId) const;

    int audienceCount() const { return int(m_rows.size()); }
    bool hasComparison() const { return m_comparing; }
    const QList<Net::AudienceAnalytics> &items() const { return m_items; }
    QString audienceIdAt(int row) const;
    AnalyticsFigures figuresAt(int row) const; // the totals for the totals row
    std::optional<AnalyticsFigures> previousFiguresAt(int row) const;
    const AnalyticsFigures &totals() const { return m_totals; }
    std::optional<AnalyticsFigures> previousTotals() const;
    bool isTotalsRow(int row) const { return !m_rows.isEmpty() && row == m_rows.size(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString audienceId;
        AnalyticsFigures figures;
        std::optional<AnalyticsFigures> previous;
    };
    QVariant metricData(const Row &row, AnalyticsFigures::Metric metric, int role) const;
    QString toolTip(const Row &row, AnalyticsFigures::Metric metric) const;

    QList<Net::AudienceAnalytics> m_items;
    QList<Row> m_rows;
    AnalyticsFigures m_totals;
    std::optional<AnalyticsFigures> m_previousTotals;
    QHash<QString, QString> m_names;
    bool m_comparing = false;
};

} // namespace Audience::Models
