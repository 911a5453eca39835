#include "models/accounts/linkedpeoplemodel.h"

#include "models/common/modelroles.h"

namespace Audience::Models {

LinkedPeopleModel::LinkedPeopleModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void LinkedPeopleModel::setPeople(const QList<Net::Person> &people)
{
    beginResetModel();
    m_people = people;
    endResetModel();
}

int LinkedPeopleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_people.size());
}

int LinkedPeopleModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LinkedPeopleModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::Person &person = m_people.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case NameColumn: return person.name.isEmpty() ? person.personId : person.name;
        case EmailColumn: return person.email.value_or(QString());
        case DomainColumn: return person.domain.value_or(QString());
        case PhoneColumn: return person.phoneNumber.value_or(QString());
        }
        return {};
    case Qt::ToolTipRole:
        return tr("Person %1").arg(person.personId);
    case ObjectRole: return QVariant::fromValue(person);
    case IdRole: return person.personId;
    }
    return {};
}

QVariant LinkedPeopleModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Name");
    case EmailColumn: return tr("Email");
    case DomainColumn: return tr("Domain");
    case PhoneColumn: return tr("Phone");
    }
    return {};
}

} // namespace Audience::Models
