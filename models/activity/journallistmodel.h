#pragma once

#include "models/activity/journalfilter.h"
#include "models/audiences/knownnames.h"
#include "models/common/loadstate.h"
#include "models/common/modelroles.h"
#include "models/store/journalentry.h"
#include "models/store/storeresult.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include <optional>

namespace Audience::Models {

class WriteJournal;

// The journal as a table for the Activity place, newest first, read from the profile's store a
// page at a time (Qt's fetchmore pattern: canFetchMore() cheap and const; fetchMore() only asks for
// the next page, which is read and inserted when the event loop comes back to the model, so rows
// never go in from inside another model signal's handler, such as a view's or a tester's reaction
// to a reset). Pages are read by keyset (`WHERE id < last ORDER BY id DESC LIMIT n`), so
// the thousandth page costs what the first does, and 100 000 entries open as fast as 10. The
// filter is applied in SQL.
//
// It follows the journal: an entry added or changed that the filter keeps appears (or changes) in
// its place among the rows read so far; one the filter no longer keeps leaves; entries forgotten
// make it read the journal again. The first page is read as soon as there is a journal or a new
// filter (inside the reset), so a view never shows "empty" before it asked.
class JournalListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { WhenColumn, WhatColumn, WhereColumn, OutcomeColumn, KeyColumn, ColumnCount };
    enum Role {
        EntryRole = ObjectRole,        // the JournalEntry
        WhenRole = Qt::UserRole + 64, // QDateTime (UTC) it started
        WhatRole,                      // JournalWords::what()
        WhereRole,                     // JournalWords::where()
        OutcomeRole,                   // int (ActivityOutcome)
        KeyRole,                       // the idempotency key
    };
    static constexpr int DefaultPageSize = 200;

    explicit JournalListModel(QObject *parent = nullptr);
    ~JournalListModel() override;

    // Not owned; null shows nothing (no profile store yet). Reads the first page.
    void setJournal(WriteJournal *journal);
    WriteJournal *journal() const { return m_journal; }
    // The names the "Where" column shows where known (the IDs are in its tooltip).
    void setNames(const KnownNames &names);
    void setFilter(const JournalFilter &filter);
    const JournalFilter &filter() const { return m_filter; }
    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows);

    // Idle without a journal; Complete once every row the filter keeps is read; Error (with
    // errorMessage()) when the store could not be read.
    LoadState state() const { return m_state; }
    QString errorMessage() const { return m_error; }

    std::optional<JournalEntry> entryAt(int row) const;
    // The row of the entry with this id among the rows read so far, or -1.
    int rowOf(qint64 id) const;
    // How many rows the filter keeps in the whole journal (a count in SQL; not only the rows read).
    qint64 matchCount() const;

    // "Forget entries older than…": how many finished entries started before `before`, and
    // forgetting them (pending ones stay: they are still the user's to decide).
    qint64 forgettableBefore(const QDateTime &before) const;
    int forgetOlderThan(const QDateTime &before);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // Reads and inserts the next page now (what fetchMore() asks for); false when there is none
    // or the store failed. For a caller that must reach an entry (ActivityPlace::openItem()).
    bool readNextPage();

public slots:
    // Reads the journal again from the newest entry.
    void reload();

signals:
    void stateChanged(Audience::Models::LoadState state);
    void filterChanged();
    // A page of `count` rows went in at `firstRow` (after rowsInserted).
    void pageLoaded(int firstRow, int count);

private:
    LiveRuns liveRuns() const;
    KnownNames m_names;
    // The filter as the store reads it, with the text index when the store has one.
    JournalSelection selection() const;
    // Reads the page after the rows read so far into `page`; false when the store failed.
    bool readPage(QList<JournalEntry> &page);
    // The entry with this id if the filter keeps it (nullopt when not).
    StoreResult<std::optional<JournalEntry>> readKept(qint64 id);
    // An entry was added or changed: shown, updated or taken away where it belongs.
    void follow(qint64 id);
    // Where an entry with this id goes among the rows (they are in descending id order).
    int insertionRow(qint64 id) const;
    void setState(LoadState state, const QString &error = {});
    QVariant display(const JournalEntry &entry, int column) const;

    QPointer<WriteJournal> m_journal;
    JournalFilter m_filter;
    QList<JournalEntry> m_rows; // newest first
    QList<QMetaObject::Connection> m_journalConnections;
    qint64 m_floorId = 0;   // the keyset cursor: every kept entry with a larger id has been read
    bool m_started = false; // a first page was asked for
    bool m_atEnd = false;   // nothing older is left to read
    bool m_pageAsked = false; // fetchMore() asked for a page not read yet
    quint64 m_generation = 0; // reloads so far: a page asked for before one is not read after it
    int m_pageSize = DefaultPageSize;
    LoadState m_state = LoadState::Idle;
    QString m_error;
};

} // namespace Audience::Models
