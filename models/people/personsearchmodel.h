#pragma once

#include "models/common/pagedlistmodel.h"
#include "net/persontypes.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QTimer>

namespace Audience::Models {

class KnownPeople;

// GET /v0/persons/search as a paged table: setQuery() searches again (at once, or after debounceMs
// of quiet), more rows come with fetchMore() (the cursor). totalCount may be null for a person
// search (counting would cost the service too much): until the service says there are no more,
// hasExactCount() is false and countText() says "many" rather than a wrong 0. Rows seen go to
// KnownPeople, and a person saved elsewhere (KnownPeople::changed) updates their row in place.
//
// Columns: Name, Email, Domain, Phone, Updated. Roles (modelroles.h): ObjectRole (Net::Person),
// IdRole (personId), SortRole (QDateTime for Updated, text otherwise).
class PersonSearchModel : public PagedListModel
{
    Q_OBJECT
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
public:
    enum Column { NameColumn, EmailColumn, DomainColumn, PhoneColumn, UpdatedColumn, ColumnCount };
    Q_ENUM(Column)

    explicit PersonSearchModel(Net::ApiClient *client, QObject *parent = nullptr);
    ~PersonSearchModel() override;

    QString query() const { return m_query; }
    // A new text searches again (a reset, then the first page); the same text does nothing.
    void setQuery(const QString &text);
    int debounceMs() const { return m_debounce.interval(); }
    void setDebounceMs(int ms);

    // Not owned; rows are registered there and follow its changes.
    void setKnownPeople(KnownPeople *known);

    // True when the count is known: the last page said how many people match, or the service
    // said there are no more (every match is a row).
    bool hasExactCount() const { return m_exactCount || isCountedByRows(); }
    // "3 people", "many people (120 shown)", "" before the first answer.
    QString countText() const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Net::Person &personAt(int row) const { return m_people.at(row); }
    int rowOf(const QString &personId) const { return m_rowOf.value(personId, -1); }

signals:
    void queryChanged(const QString &query);
    void countChanged();

protected:
    Net::ApiReply *requestPage(Net::ApiClient &client, const QString &cursor, int limit) override;
    PageOutcome stagePage(Net::ApiReply *reply) override;
    void commitStagedRows() override;
    void discardStagedRows() override;
    void clearRows() override;
    int loadedRowCount() const override;

private:
    void personChanged(const QString &personId);
    // Not counted by the service, but complete: the rows are the count.
    bool isCountedByRows() const;

    QString m_query;
    QTimer m_debounce;
    QList<Net::Person> m_people;
    QList<Net::Person> m_staged;
    QHash<QString, int> m_rowOf;
    QPointer<KnownPeople> m_known;
    bool m_exactCount = false;
    bool m_answered = false;
};

} // namespace Audience::Models
