#pragma once

#include <QAbstractTableModel>
#include <QPointer>

#include "models/release/releaseplan.h"

namespace Audience::Models {

// A release's confirmation as a table (one row per chosen audience, in the plan's order): its
// name, its draft, what goes live, its checks (with the box that acknowledges its warnings) and
// whether it is included. It only turns the plan's signals into the model's; the plan reads and
// decides. The run's rows show the same cells for the release's members (cell()).
class ReleasePlanModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { AudienceColumn, VersionColumn, ChangesColumn, ChecksColumn, StatusColumn, ActionColumn, ColumnCount };
    enum Roles {
        PageIdRole = Qt::UserRole + 460, // QString
        AudienceIdRole,                  // QString
        CanOpenRole,                     // bool: it cannot be included for an error; the row offers to open it
        OpenNameRole,                    // QString: the accessible name of the row's "Open audience" link
    };

    // Not owned: the plan outlives its model.
    explicit ReleasePlanModel(ReleasePlan &plan, QObject *parent = nullptr);

    ReleasePlan *plan() const { return m_plan; }
    // Once the release runs, acknowledging a warning changes nothing: the boxes no longer toggle.
    void setReadOnly(bool readOnly);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // One cell of an item, for any view of the plan's items (the confirmation's rows, the run's).
    static QVariant cell(const ReleasePlan::Item &item, int column, int role);
    // "Meta title, Description" — the fields that change, short enough for a row.
    static QString changesText(const ReleasePlan::Item &item);

private:
    static bool isReading(const ReleasePlan::Item &item);
    static bool offersAcknowledgement(const ReleasePlan::Item &item);
    void onItemChanged(int index);

    QPointer<ReleasePlan> m_plan;
    bool m_readOnly = false;
};

} // namespace Audience::Models
