#pragma once

#include "models/common/pagedlistmodel.h"
#include "net/persontypes.h"

#include <QList>

namespace Audience::Models {

// One person's activity log, GET /v0/persons/{id}/logs, newest first. The service's order is not
// shown by the spec (the sandbox pages oldest first), so the model fetches every page by itself,
// up to maxEntries, and keeps the rows sorted by createdAt, newest on top: after each page the rows
// are put in order again (a layout change, so selections stay on their entries). setIncludeDeleted() asks again with includeDeleted; deleted entries carry
// StatusRole "deleted" and say so in their Status column, not by colour alone.
//
// Columns: Time, Type, Source, Payload (one line), Status. Roles: ObjectRole (Net::PersonLog),
// IdRole (personLogId), SortRole (QDateTime for Time), StatusRole ("deleted" or "").
class PersonLogModel : public ItemPagedListModel<Net::PersonLog>
{
    Q_OBJECT
public:
    enum Column { TimeColumn, TypeColumn, SourceColumn, PayloadColumn, StatusColumn, ColumnCount };
    Q_ENUM(Column)
    static constexpr int maxEntries = 2000;

    explicit PersonLogModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~PersonLogModel() override;

    QString personId() const { return m_personId; }
    // Another person: empties and loads theirs ("" empties and loads nothing).
    void setPersonId(const QString &personId);
    bool includeDeleted() const { return m_includeDeleted; }
    void setIncludeDeleted(bool include);

    bool canFetchMore(const QModelIndex &parent) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Net::PersonLog &logAt(int row) const { return m_rows.at(row); }
    int rowOf(const QString &personLogId) const;
    static bool isDeleted(const Net::PersonLog &log);
    // The payload as indented JSON ("" when there is none).
    QString payloadText(int row) const;
    // What the entry is about that the console can open, as its payload names them ({place id,
    // item}): the audience first, then the page; empty when it names neither.
    QList<QPair<QString, QString>> targets(int row) const;
    // True when every entry is here (or maxEntries were).
    bool isComplete() const { return state() == LoadState::Complete; }

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;
    void clearRows() override;

private:
    // Newest first, after a page went in at the end (a layout change: selections follow).
    void sortRows();
    void continueLoading();

    QString m_personId;
    bool m_includeDeleted = false;
    bool m_answered = false; // a page of this person arrived (the next ones are fetched by the model)
};

} // namespace Audience::Models
