#include "models/people/personsearchmodel.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "models/people/knownpeople.h"
#include "net/apiclient.h"
#include "net/peopleapi.h"

#include <QSet>

#include <limits>

namespace Audience::Models {

PersonSearchModel::PersonSearchModel(Net::ApiClient *client, QObject *parent)
    : PagedListModel(client, parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(0);
    connect(&m_debounce, &QTimer::timeout, this, &PersonSearchModel::reload);
    connect(this, &PagedListModel::totalCountChanged, this, &PersonSearchModel::countChanged);
    connect(this, &PagedListModel::pageLoaded, this, &PersonSearchModel::countChanged);
    // The list's end makes an uncounted search's count exact (see countText()).
    connect(this, &PagedListModel::stateChanged, this, &PersonSearchModel::countChanged);
    // Registered once the rows are in (never from inside an insertion): KnownPeople::changed comes
    // back here and finds them.
    connect(this, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        if (!m_known)
            return;
        for (int row = first; row <= last; ++row)
            m_known->remember(m_people.at(row));
    });
}

PersonSearchModel::~PersonSearchModel() = default;

void PersonSearchModel::setQuery(const QString &text)
{
    if (m_query == text)
        return;
    m_query = text;
    emit queryChanged(m_query);
    if (m_debounce.interval() > 0)
        m_debounce.start();
    else
        reload();
}

void PersonSearchModel::setDebounceMs(int ms)
{
    m_debounce.setInterval(qMax(0, ms));
}

void PersonSearchModel::setKnownPeople(KnownPeople *known)
{
    if (m_known == known)
        return;
    if (m_known)
        disconnect(m_known, nullptr, this, nullptr);
    m_known = known;
    if (m_known) {
        connect(m_known, &KnownPeople::changed, this, &PersonSearchModel::personChanged);
        for (const Net::Person &person : std::as_const(m_people))
            m_known->remember(person);
    }
}

QString PersonSearchModel::countText() const
{
    if (!m_answered)
        return {};
    if (m_exactCount)
        return tr("%n people", nullptr, int(qMin<qint64>(totalCount(), std::numeric_limits<int>::max())));
    // Not counted, but the service said there are no more: the rows are all of them.
    if (isCountedByRows())
        return tr("%n people", nullptr, int(m_people.size()));
    // The service did not count and there may be more: never show 0 for "not counted".
    return tr("many people (%n shown)", nullptr, int(m_people.size()));
}

bool PersonSearchModel::isCountedByRows() const
{
    // A list that stopped early (notice()) may have had more.
    return state() == LoadState::Complete && !isFetching() && notice().isEmpty();
}

int PersonSearchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PersonSearchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::Person &person = m_people.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return person.name.isEmpty() ? person.personId : person.name;
        case EmailColumn:
            return person.email.value_or(QString());
        case DomainColumn:
            return person.domain.value_or(QString());
        case PhoneColumn:
            return person.phoneNumber.value_or(QString());
        case UpdatedColumn: {
            // As the Pages list shows it (relative within a week, else the date alone; the time is
            // in the tooltip): never "4 days ago" above "7 Nov 2026 12:22:30".
            const QDateTime when = DateTimeFormat::parse(person.updatedAt);
            return when.isValid() ? DateTimeFormat::compact(when) : person.updatedAt;
        }
        default:
            return {};
        }
    case SortRole:
        if (index.column() == UpdatedColumn)
            return DateTimeFormat::parse(person.updatedAt);
        return data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        if (index.column() == UpdatedColumn)
            return DateTimeFormat::full(person.updatedAt);
        if (index.column() == NameColumn)
            return person.personId;
        return {};
    case Qt::AccessibleTextRole:
        if (data(index, Qt::DisplayRole).toString().isEmpty())
            return tr("none");
        return {};
    case ObjectRole:
        return QVariant::fromValue(person);
    case IdRole:
        return person.personId;
    default:
        return {};
    }
}

QVariant PersonSearchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return PagedListModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case EmailColumn:
        return tr("Email");
    case DomainColumn:
        return tr("Domain");
    case PhoneColumn:
        return tr("Phone");
    case UpdatedColumn:
        return tr("Updated");
    default:
        return {};
    }
}

Net::ApiReply *PersonSearchModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    m_debounce.stop();
    return client.people().search({.query = m_query.trimmed(), .cursor = cursor, .limit = limit}, this);
}

PagedListModel::PageOutcome PersonSearchModel::stagePage(Net::ApiReply *reply)
{
    const Net::PersonSearchResult &result = static_cast<Net::Reply<Net::PersonSearchResult> *>(reply)->value();
    QSet<QString> staged;
    for (const Net::Person &person : result.items) {
        // A cursor should never repeat a person; if a server does, one row per person.
        if (person.personId.isEmpty() || m_rowOf.contains(person.personId) || staged.contains(person.personId))
            continue;
        staged.insert(person.personId);
        m_staged.append(person);
    }
    m_answered = true;
    m_exactCount = result.totalCount.has_value();
    if (m_staged.isEmpty())
        emit countChanged();
    // More without a cursor to fetch it ends the list with a notice, as in every list.
    return envelopeOutcome(result, m_staged.size());
}

void PersonSearchModel::commitStagedRows()
{
    for (const Net::Person &person : std::as_const(m_staged)) {
        m_rowOf.insert(person.personId, int(m_people.size()));
        m_people.append(person);
    }
    m_staged.clear();
}

void PersonSearchModel::discardStagedRows()
{
    m_staged.clear();
}

void PersonSearchModel::clearRows()
{
    m_people.clear();
    m_rowOf.clear();
    m_staged.clear();
    m_answered = false;
    m_exactCount = false;
    emit countChanged();
}

int PersonSearchModel::loadedRowCount() const
{
    return int(m_people.size());
}

void PersonSearchModel::personChanged(const QString &personId)
{
    const int row = rowOf(personId);
    if (row < 0 || !m_known)
        return;
    if (const auto person = m_known->find(personId)) {
        m_people[row] = *person;
        notifyRowChanged(row);
    }
}

} // namespace Audience::Models
