#pragma once

#include "models/workspace/netchanges.h"

#include <QAbstractListModel>

namespace Audience::Models {

class ConversationModel;

// "What goes live" as a list: one row per field the draft's pending changes touch, with the value
// live now, the value after publishing and the agent's steps between them (NetChanges). It follows
// a conversation: each time the conversation is read again, the rows are computed again.
class WhatGoesLiveModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles {
        FieldRole = Qt::UserRole + 300, // the wire name
        LiveRole,                       // QString: the value live now
        AfterRole,                      // QString: the value after publishing
        StepCountRole,                  // int: the agent's steps between them
        StepsRole,                      // QList<Net::Change>
        ChangesRole,                    // bool: the field ends up different
        NoNetChangeRole,                // bool: steps that end where they started
        KnownRole                       // bool: a field the console has words for
    };
    Q_ENUM(Roles)

    // Follows `conversation` when given (not owned; it must outlive this model).
    explicit WhatGoesLiveModel(ConversationModel *conversation = nullptr, QObject *parent = nullptr);

    // Computes the rows from this context and these pending changes (what following does).
    void setDraft(const Net::ConversationContext &context, const QList<Net::Change> &pendingChanges);

    // Every field, those without a pending change included (they are live as the context shows).
    const QList<FieldNetChange> &allFields() const { return m_all; }
    const FieldNetChange &rowAt(int row) const { return m_rows.at(row); }
    int changingCount() const { return NetChanges::changingCount(m_rows); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    QList<FieldNetChange> m_all;
    QList<FieldNetChange> m_rows;
};

} // namespace Audience::Models
