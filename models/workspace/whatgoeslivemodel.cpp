#include "models/workspace/whatgoeslivemodel.h"

#include "models/workspace/conversationmodel.h"

namespace Audience::Models {

WhatGoesLiveModel::WhatGoesLiveModel(ConversationModel *conversation, QObject *parent)
    : QAbstractListModel(parent)
{
    if (!conversation)
        return;
    connect(conversation, &ConversationModel::contextChanged, this, [this, conversation] {
        setDraft(conversation->context(), conversation->pendingChanges());
    });
    setDraft(conversation->context(), conversation->pendingChanges());
}

void WhatGoesLiveModel::setDraft(const Net::ConversationContext &context, const QList<Net::Change> &pendingChanges)
{
    // A handful of rows, computed whole: a reset is simpler than matching rows and costs nothing.
    beginResetModel();
    m_all = NetChanges::compute(context, pendingChanges);
    m_rows.clear();
    for (const FieldNetChange &row : std::as_const(m_all)) {
        if (!row.steps.isEmpty())
            m_rows.append(row);
    }
    endResetModel();
}

int WhatGoesLiveModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant WhatGoesLiveModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FieldNetChange &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return row.label;
    case FieldRole:
        return row.field;
    case LiveRole:
        return row.live;
    case AfterRole:
        return row.after;
    case StepCountRole:
        return int(row.steps.size());
    case StepsRole:
        return QVariant::fromValue(row.steps);
    case ChangesRole:
        return row.changes();
    case NoNetChangeRole:
        return row.noNetChange();
    case KnownRole:
        return row.known;
    default:
        return {};
    }
}

QHash<int, QByteArray> WhatGoesLiveModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(FieldRole, "field");
    names.insert(LiveRole, "live");
    names.insert(AfterRole, "after");
    names.insert(StepCountRole, "stepCount");
    names.insert(StepsRole, "steps");
    names.insert(ChangesRole, "changes");
    names.insert(NoNetChangeRole, "noNetChange");
    names.insert(KnownRole, "known");
    return names;
}

} // namespace Audience::Models
