#include "models/release/releaseplanmodel.h"

namespace Audience::Models {

ReleasePlanModel::ReleasePlanModel(ReleasePlan &plan, QObject *parent)
    : QAbstractTableModel(parent)
    , m_plan(&plan)
{
    connect(&plan, &ReleasePlan::aboutToReplaceItems, this, &ReleasePlanModel::beginResetModel);
    connect(&plan, &ReleasePlan::itemsReplaced, this, &ReleasePlanModel::endResetModel);
    connect(&plan, &ReleasePlan::itemChanged, this, &ReleasePlanModel::onItemChanged);
}

void ReleasePlanModel::setReadOnly(bool readOnly)
{
    if (m_readOnly == readOnly)
        return;
    m_readOnly = readOnly;
    if (rowCount() > 0)
        emit dataChanged(index(0, ChecksColumn), index(rowCount() - 1, ChecksColumn), {Qt::CheckStateRole});
}

int ReleasePlanModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_plan ? 0 : m_plan->count();
}

int ReleasePlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReleasePlanModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_plan)
        return {};
    return cell(m_plan->item(index.row()), index.column(), role);
}

bool ReleasePlanModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_plan || m_readOnly
        || role != Qt::CheckStateRole || index.column() != ChecksColumn || !offersAcknowledgement(m_plan->item(index.row())))
        return false;
    m_plan->setAcknowledged(index.row(), value.toInt() == Qt::Checked); // the plan's itemChanged updates the row
    return true;
}

Qt::ItemFlags ReleasePlanModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ChecksColumn && m_plan && !m_readOnly && offersAcknowledgement(m_plan->item(index.row())))
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant ReleasePlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case AudienceColumn:
        return tr("Audience");
    case VersionColumn:
        return tr("Draft");
    case ChangesColumn:
        return tr("What goes live");
    case ChecksColumn:
        return tr("Checks");
    case StatusColumn:
        return tr("Status");
    case ActionColumn:
        return QString();
    }
    return {};
}

QVariant ReleasePlanModel::cell(const ReleasePlan::Item &item, int column, int role)
{
    switch (role) {
    case PageIdRole:
        return item.audience.pageId;
    case AudienceIdRole:
        return item.audience.audienceId;
    case CanOpenRole:
        return !isReading(item) && item.hasError();
    case OpenNameRole:
        return tr("Open %1").arg(item.audience.label);
    default:
        break;
    }
    switch (column) {
    case AudienceColumn:
        if (role == Qt::DisplayRole)
            return item.audience.label;
        if (role == Qt::ToolTipRole)
            return item.audience.audienceId;
        break;
    case VersionColumn:
        if (role == Qt::DisplayRole)
            return item.versionNumber > 0 ? tr("v%1").arg(item.versionNumber) : tr("—");
        break;
    case ChangesColumn:
        if (role == Qt::DisplayRole)
            return changesText(item);
        break;
    case ChecksColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return ReleasePlan::verdictText(item);
        // The acknowledgement of an audience's warnings is the row's own box.
        if (role == Qt::CheckStateRole && offersAcknowledgement(item))
            return int(item.acknowledged ? Qt::Checked : Qt::Unchecked);
        break;
    case StatusColumn:
        if (role == Qt::DisplayRole) {
            if (isReading(item))
                return QString();
            return item.canPublish() ? tr("Included") : item.hasError() ? tr("Not included") : tr("Not included until acknowledged");
        }
        break;
    default:
        break;
    }
    return {};
}

QString ReleasePlanModel::changesText(const ReleasePlan::Item &item)
{
    if (item.reading != ReleasePlan::Item::Reading::Ready)
        return {};
    QStringList parts;
    for (const FieldNetChange &field : item.fields) {
        if (field.changes())
            parts.append(field.label);
    }
    return parts.isEmpty() ? tr("No net change") : parts.join(QStringLiteral(", "));
}

bool ReleasePlanModel::isReading(const ReleasePlan::Item &item)
{
    return item.reading == ReleasePlan::Item::Reading::Waiting || item.reading == ReleasePlan::Item::Reading::Loading;
}

bool ReleasePlanModel::offersAcknowledgement(const ReleasePlan::Item &item)
{
    return !isReading(item) && !item.hasError() && item.warningCount() > 0;
}

void ReleasePlanModel::onItemChanged(int row)
{
    if (row >= 0 && row < rowCount())
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

} // namespace Audience::Models
