#pragma once

#include <QObject>

namespace Audience::Models {

class ProfileDatabase;
class WriteJournal;

// The profile's store and the journal of its writes, while they are open, for an area that reads
// or writes them (Activity's Retry and Discard, a release's log). The connection's hub
// (Connection) opens them, owns them and keeps this up to date; the areas take this instead of the
// hub.
class StoreLink : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Both null while the store is not open (not connected, no profile folder, or it failed).
    ProfileDatabase *store() const { return m_store; }
    WriteJournal *journal() const { return m_journal; }

    // The owner's: both when the store opened, null before it closes them.
    void setOpen(ProfileDatabase *store, WriteJournal *journal);

signals:
    // The store opened (journal() is set) or is about to close (null).
    void journalChanged(Audience::Models::WriteJournal *journal);

private:
    ProfileDatabase *m_store = nullptr;
    WriteJournal *m_journal = nullptr;
};

} // namespace Audience::Models
