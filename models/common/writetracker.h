#pragma once

#include "models/store/journalentry.h"
#include "models/store/storeresult.h"
#include "net/apierror.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariant>

#include <functional>

namespace Audience::Net {
class ApiClient;
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class WriteJournal;

// The one mechanism behind every write the console makes (archive, restore, send a message,
// publish, save a form): per item (an audience, a message, a subscription…) a state Pending → Done
// or Failed, the error in words, and what was being written, kept until it is written. A user
// action gets its idempotency key once, when it starts; retry() sends the same write with the same
// key, so a retry after a lost answer cannot apply twice. No widget: a view shows the states and
// offers Retry. An area's write is a few lines on top: an item key, a Sender, what to do with the
// answer.
//
// With a journal (setJournal), every write is recorded in the profile's store before it is sent
// and its outcome after, whatever happens to the views meanwhile; a write an earlier run sent and
// never saw answered comes back through adopt(), as Failed with the words "not confirmed", for
// the user to retry (the same key, the same journal entry) or discard.
class WriteTracker : public QObject
{
    Q_OBJECT
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY pendingCountChanged)
public:
    enum class State { None, Pending, Done, Failed };
    Q_ENUM(State)

    // Makes the call for one attempt, with the action's idempotency key (an operation that has none
    // ignores it), the reply parented to `context`.
    using Sender = std::function<Net::ApiReply *(Net::ApiClient &client, const QString &idempotencyKey, QObject *context)>;
    // Reads a successful answer; `current` is false when it arrived after the connection changed
    // (setClient): the service did the write all the same, but the views moved on.
    using AnswerHandler = std::function<void(Net::ApiReply &reply, bool current)>;

    struct Write
    {
        Sender send;
        AnswerHandler onAnswer; // may be empty
        QVariant payload;       // what is being written (a message's text, a form), for the view
        JournalNote note;       // what it is, for the journal (nothing is journaled without one)
        // Runs in the journal's transaction that records the first attempt (a sent message leaves
        // its composer draft in the same commit); a failure refuses the write. May be empty.
        std::function<StoreResult<void>()> alongside;
        // Runs at every attempt (the first and each retry) once it is journaled, before its request
        // is made: it calls `send` when the attempt may go (once; a later call, or one after the
        // connection changed, does nothing). The item is Pending meanwhile. A publish reads here
        // what it puts live, as it stands at this attempt. May be empty: the request goes at once.
        std::function<void(std::function<void()> send)> beforeSend;
    };

    explicit WriteTracker(QObject *parent = nullptr);
    ~WriteTracker() override;

    // Not owned. Another client (or none) forgets every state: answers still on their way are
    // dropped from the states, though their handlers still hear of a success (current = false).
    void setClient(Net::ApiClient *client);
    Net::ApiClient *client() const;
    // Not owned (the connection's, while the profile's store is open); null journals nothing.
    void setJournal(WriteJournal *journal);
    WriteJournal *journal() const;

    // Starts a new user action on `item` with a fresh idempotency key. False (nothing sent) when a
    // write on the item is pending, `item` is empty or there is no client; also when the journal
    // refused to record its intent (the store is locked, full, read-only or damaged): then the
    // item is Failed, errorText() says why ("Not sent: the disk holding the profile is full."),
    // and retry() tries again.
    bool start(const QString &item, Write write);
    // The same, with a key the caller already made (a message's clientMessageId shown before send).
    bool start(const QString &item, Write write, const QString &idempotencyKey);
    // Sends the failed write on `item` again: the same key, the same payload. False when nothing
    // was sent (the journal refused the attempt: the item stays Failed with the store's words).
    bool retry(const QString &item);
    // Forgets a write that is not pending (the user gave up on it, or took its content back).
    void forget(const QString &item);
    // Takes in a write an earlier run journaled and never saw answered: Failed (not confirmed),
    // keeping its key and journal entry, so retry() sends it again as it was.
    bool adopt(const QString &item, Write write, const JournalEntry &entry);
    // The user gives up on a failed or not-confirmed write: journaled as discarded, then forgotten.
    void discard(const QString &item);
    // True when the item failed because the journal refused it, so nothing was sent.
    bool isRefusedByStore(const QString &item) const;
    // True for an adopted write not retried yet.
    bool isNotConfirmed(const QString &item) const;
    // When the service answered the item's write but the store refused to record the outcome (it
    // is kept and recorded as soon as the store takes writes again): the reason, to follow "Sent."
    // or "Published." ("The profile's disk is full, so this console has not recorded it yet.");
    // empty otherwise. outcomeRecordingChanged() says when it changes.
    QString unrecordedText(const QString &item) const;
    // The journal entry of the item's write (0 when none).
    qint64 journalId(const QString &item) const;

    State state(const QString &item) const;
    bool isPending(const QString &item) const { return state(item) == State::Pending; }
    Net::ApiError error(const QString &item) const;
    // The words of a write not confirmed (adopt()).
    static QString notConfirmedText();
    // A write the store refused, once it takes writes again: nothing was sent, Retry sends it.
    static QString writableAgainText();
    // The error of a failed write as a sentence for the user ("Conflict: the version is not a
    // draft"); empty unless Failed.
    QString errorText(const QString &item) const;
    QString idempotencyKey(const QString &item) const;
    QVariant payload(const QString &item) const;
    // Every item with a state, in no order.
    QStringList items() const { return m_writes.keys(); }
    int pendingCount() const { return m_pending; }

signals:
    void stateChanged(const QString &item, Audience::Models::WriteTracker::State state);
    // The reply is valid while the signal is handled.
    void succeeded(const QString &item, Audience::Net::ApiReply *reply);
    void failed(const QString &item, const Audience::Net::ApiError &error);
    void pendingCountChanged(int count);
    // The outcomes waiting to be recorded changed, or the store takes writes again: unrecordedText()
    // and errorText() of these items may differ (their state did not change).
    void outcomeRecordingChanged(const QStringList &items);
    // The journal took a write again (an entry added or changed, or the last outcome that waited
    // recorded): a refusal by the store said earlier is stale now. The items the store refused
    // say so first (errorText(): "…it takes writes again, so Retry sends it.").
    void storeTookWrites();

private:
    struct Entry
    {
        Write write;
        QString idempotencyKey;
        State state = State::None;
        Net::ApiError error;
        quint64 serial = 0; // of the attempt in flight; an answer to an older one is not read
        qint64 journalId = 0;
        bool notConfirmed = false;
        QString storeRefusal; // why the journal refused the last attempt, in words
    };
    bool send(const QString &item, Entry &entry);
    // Makes the attempt's request (journaled already); false when it could not be made.
    bool request(const QString &item, Entry &entry);
    // An attempt whose request could not be made after beforeSend: Failed.
    void finishUnsent(const QString &item, Entry &entry);
    // The journal refused to record the attempt: Failed, with the store's words, nothing sent.
    bool refuse(const QString &item, Entry &entry, const StoreError &why);
    void finish(const QString &item, Net::ApiReply &reply);
    // Journals the answer in `journal`, or, when it closed meanwhile, in the store at `storePath`.
    static void recordOutcome(WriteJournal *journal, const QString &storePath, qint64 journalId, const Net::ApiReply &reply);
    void setPending(int count);
    void onStoreTookWrites();
    // Records the attempt in the journal before it is sent; why not when the store refused it.
    StoreResult<void> journalAttempt(Entry &entry);

    QPointer<Net::ApiClient> m_client;
    QPointer<WriteJournal> m_journal;
    QList<QMetaObject::Connection> m_journalConnections;
    QHash<QString, Entry> m_writes;
    quint64 m_nextSerial = 0;
    int m_pending = 0;
};

} // namespace Audience::Models
