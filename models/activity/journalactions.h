#pragma once

#include "models/store/journalentry.h"

#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class AreaWriteHandlers;
class ServiceLink;
class StoreLink;
class WriteTracker;

// What the user can do with a write the journal lists as not confirmed (or failed), from Activity
// or the main window's bar: Retry, Check (a publish: did it go live?) and Discard. How, for each
// kind of write, is its row in the write table (models/common/writekinds.h):
// - ThroughArea (a message, a publish, an archive or a restore): taken in by its own area when the
//   store opened (the connection's hub), so Retry, Discard and Check go through the handler of
//   that area the row names (AreaWriteHandlers) and its place shows the new state.
// - AsRecorded (a person's update, a log entry, a webhook subscription's update): sent again as the
//   journal recorded it (method, path, body, idempotency key) through a WriteTracker, the outcome
//   journaled in the same entry.
// - AsRecordedUnlessAlreadyThere (a topic entry, which carries no idempotency key in the spec):
//   Retry first reads the topic's entries and adds nothing when an identical one (type, content,
//   sort order) is already there, saying so.
class JournalActions : public QObject
{
    Q_OBJECT
public:
    // The client and the journal, and the areas that take their own writes back. Not owned: they
    // must outlive this object.
    JournalActions(ServiceLink &service, StoreLink &store, const AreaWriteHandlers &areas, QObject *parent = nullptr);

    static bool canRetry(const JournalEntry &entry);
    static bool canCheck(const JournalEntry &entry);
    static bool canDiscard(const JournalEntry &entry);

    // Each answers with finished(); false when nothing was started (not connected, unknown entry,
    // a write this console cannot send again, one already under way).
    bool retry(qint64 id);
    bool check(qint64 id);
    bool discard(qint64 id);

signals:
    // What became of it, in words for the user.
    void finished(qint64 id, bool ok, const QString &outcome);

private:
    // RetryWay::ThroughArea: the area that took the write in retries or forgets it.
    bool retryThroughArea(const JournalEntry &entry);
    void discardInArea(const JournalEntry &entry);
    // RetryWay::AsRecorded: sent again through m_resent, its outcome journaled in the same entry.
    bool resend(const JournalEntry &entry);
    void resendTopicEntryUnlessThere(const JournalEntry &entry);
    void findTopicEntry(const JournalEntry &entry, const QString &cursor, int pagesLeft);

    ServiceLink &m_service;
    StoreLink &m_store;
    const AreaWriteHandlers &m_areas;
    // The writes sent again as recorded, each adopted from its journal entry (item "journal:<id>").
    WriteTracker *m_resent;
};

} // namespace Audience::Models
