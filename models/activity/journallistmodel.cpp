#include "models/activity/journallistmodel.h"

#include "models/activity/journalwords.h"
#include "models/common/datetimeformat.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

#include <QLocale>

#include <algorithm>

namespace Audience::Models {

JournalListModel::JournalListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

JournalListModel::~JournalListModel() = default;

void JournalListModel::setJournal(WriteJournal *journal)
{
    if (journal == m_journal)
        return;
    for (const QMetaObject::Connection &connection : std::as_const(m_journalConnections))
        disconnect(connection);
    m_journalConnections.clear();
    m_journal = journal;
    if (journal) {
        m_journalConnections = {
            connect(journal, &WriteJournal::entryAdded, this, &JournalListModel::follow),
            connect(journal, &WriteJournal::entryChanged, this, &JournalListModel::follow),
            connect(journal, &WriteJournal::entriesForgotten, this, &JournalListModel::reload),
            // Another console on the profile wrote, opened or went away: its rows change here too.
            connect(journal, &WriteJournal::changedElsewhere, this, &JournalListModel::reload),
            // The store goes with its profile: nothing is read from a journal that is gone.
            connect(journal, &QObject::destroyed, this, [this] { setJournal(nullptr); }),
        };
    }
    reload();
}

void JournalListModel::setNames(const KnownNames &names)
{
    m_names = names;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, WhereColumn), index(int(m_rows.size()) - 1, WhereColumn));
}

void JournalListModel::setFilter(const JournalFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    reload();
    emit filterChanged();
}

void JournalListModel::setPageSize(int rows)
{
    m_pageSize = qMax(1, rows);
}

LiveRuns JournalListModel::liveRuns() const
{
    return m_journal ? m_journal->liveRuns() : LiveRuns();
}

JournalSelection JournalListModel::selection() const
{
    const bool indexed = m_journal && m_journal->store().hasTextIndex();
    return {m_filter, liveRuns(), indexed ? JournalFilter::TextIndex::Available : JournalFilter::TextIndex::Missing};
}

void JournalListModel::reload()
{
    beginResetModel();
    ++m_generation;
    m_pageAsked = false;
    m_rows.clear();
    m_floorId = 0;
    m_started = false;
    m_atEnd = false;
    bool ok = true;
    if (m_journal) {
        m_started = true;
        ok = readPage(m_rows);
    }
    endResetModel();
    if (!m_journal)
        setState(LoadState::Idle);
    else if (ok)
        setState(m_atEnd ? LoadState::Complete : LoadState::Idle);
}

bool JournalListModel::readPage(QList<JournalEntry> &page)
{
    if (!m_journal->store().isOpen()) {
        setState(LoadState::Error, tr("The profile's store is closed."));
        return false;
    }
    const StoreResult<QList<JournalEntry>> read = m_journal->store().journalPage(selection(), m_floorId, m_pageSize);
    if (!read) {
        setState(LoadState::Error, tr("The activity could not be read: %1").arg(read.error().detail));
        return false;
    }
    page.append(*read);
    const qsizetype count = read->size();
    if (count > 0)
        m_floorId = page.constLast().id;
    m_atEnd = count < m_pageSize;
    return true;
}

bool JournalListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_journal && m_started && !m_atEnd && !m_pageAsked && m_state != LoadState::Error;
}

void JournalListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    m_pageAsked = true;
    QMetaObject::invokeMethod(
        this,
        [this, generation = m_generation] {
            if (generation != m_generation)
                return; // the model was read again meanwhile
            m_pageAsked = false;
            readNextPage();
        },
        Qt::QueuedConnection);
}

bool JournalListModel::readNextPage()
{
    if (!m_journal || !m_started || m_atEnd || m_state == LoadState::Error)
        return false;
    QList<JournalEntry> page;
    if (!readPage(page))
        return false;
    if (!page.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(page.size()) - 1);
        m_rows.append(page);
        endInsertRows();
        emit pageLoaded(first, int(page.size()));
    }
    setState(m_atEnd ? LoadState::Complete : LoadState::Idle);
    return !page.isEmpty();
}

StoreResult<std::optional<JournalEntry>> JournalListModel::readKept(qint64 id)
{
    return m_journal->store().journalEntryIfKept(selection(), id);
}

void JournalListModel::follow(qint64 id)
{
    // An entry older than the rows read so far comes with a later page, as it is then.
    if (!m_journal || !m_started || m_state == LoadState::Error || (!m_atEnd && id < m_floorId))
        return;
    const StoreResult<std::optional<JournalEntry>> read = readKept(id);
    if (!read)
        return;
    const std::optional<JournalEntry> &kept = *read;
    const int row = rowOf(id);
    if (row >= 0 && kept) {
        m_rows[row] = *kept;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else if (row >= 0) {
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    } else if (kept) {
        const int at = insertionRow(id);
        beginInsertRows({}, at, at);
        m_rows.insert(at, *kept);
        endInsertRows();
    }
}

int JournalListModel::insertionRow(qint64 id) const
{
    const auto at = std::lower_bound(m_rows.cbegin(), m_rows.cend(), id,
                                     [](const JournalEntry &entry, qint64 value) { return entry.id > value; });
    return int(at - m_rows.cbegin());
}

int JournalListModel::rowOf(qint64 id) const
{
    const int row = insertionRow(id);
    return row < m_rows.size() && m_rows.at(row).id == id ? row : -1;
}

std::optional<JournalEntry> JournalListModel::entryAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return std::nullopt;
    return m_rows.at(row);
}

qint64 JournalListModel::matchCount() const
{
    if (!m_journal || !m_journal->store().isOpen())
        return 0;
    return m_journal->store().journalMatchCount(selection()).value_or(0);
}

qint64 JournalListModel::forgettableBefore(const QDateTime &before) const
{
    if (!m_journal || !m_journal->store().isOpen())
        return 0;
    // The same rows WriteJournal::forgetOlderThan() deletes.
    return m_journal->store().forgettableJournalEntriesBefore(before).value_or(0);
}

int JournalListModel::forgetOlderThan(const QDateTime &before)
{
    // The journal says entriesForgotten(), and the model reads it again from there.
    return m_journal ? m_journal->forgetOlderThan(before) : 0;
}

void JournalListModel::setState(LoadState state, const QString &error)
{
    m_error = error;
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

int JournalListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JournalListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JournalListModel::display(const JournalEntry &entry, int column) const
{
    switch (column) {
    case WhenColumn:
        return DateTimeFormat::display(entry.startedAt);
    case WhatColumn:
        return JournalWords::what(entry);
    case WhereColumn:
        return JournalWords::where(entry, m_names);
    case OutcomeColumn: {
        const ActivityOutcome outcome = JournalWords::outcome(entry, liveRuns());
        const QString word = entry.isInOtherWindow(liveRuns()) ? JournalWords::inOtherWindow() : JournalWords::outcomeWord(outcome);
        return QStringLiteral("%1 %2").arg(JournalWords::outcomeSymbol(outcome), word);
    }
    case KeyColumn:
        return entry.idempotencyKey;
    }
    return {};
}

QVariant JournalListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const JournalEntry &entry = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(entry, index.column());
    case Qt::ToolTipRole:
        if (index.column() == WhenColumn)
            return QLocale().toString(entry.startedAt.toLocalTime(), QLocale::LongFormat);
        if (index.column() == OutcomeColumn && !entry.error.isEmpty())
            return entry.error;
        if (index.column() == WhereColumn)
            return JournalWords::whereIds(entry);
        return display(entry, index.column());
    case EntryRole:
        return QVariant::fromValue(entry);
    case IdRole:
        return entry.id;
    case StatusRole:
        return JournalWords::outcomeCode(JournalWords::outcome(entry, liveRuns()));
    case SortRole:
    case WhenRole:
        return entry.startedAt;
    case WhatRole:
        return JournalWords::what(entry);
    case WhereRole:
        return JournalWords::where(entry, m_names);
    case OutcomeRole:
        return int(JournalWords::outcome(entry, liveRuns()));
    case KeyRole:
        return entry.idempotencyKey;
    default:
        return {};
    }
}

QVariant JournalListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WhenColumn:
        return tr("When");
    case WhatColumn:
        return tr("What");
    case WhereColumn:
        return tr("Where");
    case OutcomeColumn:
        return tr("Outcome");
    case KeyColumn:
        return tr("Key");
    }
    return {};
}

} // namespace Audience::Models
