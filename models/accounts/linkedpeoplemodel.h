#pragma once

#include "net/persontypes.h"

#include <QAbstractTableModel>

namespace Audience::Models {

// An account's linked people as a table: Name, Email, Domain, Phone (a null value is an empty
// cell). ObjectRole gives the Net::Person, IdRole its personId.
class LinkedPeopleModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, EmailColumn, DomainColumn, PhoneColumn, ColumnCount };
    Q_ENUM(Column)

    explicit LinkedPeopleModel(QObject *parent = nullptr);

    void setPeople(const QList<Net::Person> &people);
    const Net::Person &personAt(int row) const { return m_people.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<Net::Person> m_people;
};

} // namespace Audience::Models
