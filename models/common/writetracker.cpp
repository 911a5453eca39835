#include "models/common/writetracker.h"

#include "models/store/profiledatabase.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/store/writejournal.h"
#include "net/apiclient.h"
#include "net/apireply.h"

#include <utility>

namespace Audience::Models {

WriteTracker::WriteTracker(QObject *parent)
    : QObject(parent)
{
}

WriteTracker::~WriteTracker() = default;

void WriteTracker::setClient(Net::ApiClient *client)
{
    if (m_client == client)
        return;
    m_client = client;
    const auto writes = std::exchange(m_writes, {});
    for (auto it = writes.cbegin(); it != writes.cend(); ++it) {
        if (it->state != State::None)
            emit stateChanged(it.key(), State::None);
    }
    setPending(0);
}

Net::ApiClient *WriteTracker::client() const
{
    return m_client;
}

void WriteTracker::setJournal(WriteJournal *journal)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_journalConnections))
        disconnect(connection);
    m_journalConnections.clear();
    m_journal = journal;
    if (!journal)
        return;
    m_journalConnections.append(connect(journal->unrecordedOutcomes(), &UnrecordedOutcomes::countChanged, this, [this](int count) {
        QStringList journaled;
        for (auto it = m_writes.cbegin(); it != m_writes.cend(); ++it) {
            if (it->journalId != 0)
                journaled.append(it.key());
        }
        if (!journaled.isEmpty())
            emit outcomeRecordingChanged(journaled);
        if (count == 0)
            onStoreTookWrites();
    }));
    m_journalConnections.append(connect(journal, &WriteJournal::entryAdded, this, &WriteTracker::onStoreTookWrites));
    m_journalConnections.append(connect(journal, &WriteJournal::entryChanged, this, &WriteTracker::onStoreTookWrites));
}

QString WriteTracker::writableAgainText()
{
    return tr("Not sent: the profile's store refused it then; it takes writes again, so Retry sends it.");
}

void WriteTracker::onStoreTookWrites()
{
    // A write the store refused says why ("Not sent: the disk holding the profile is full."),
    // which is no longer true: it says so, and that Retry sends it now (nothing was sent: still
    // no Check). Its state does not change: only its words (outcomeRecordingChanged).
    const QString writableAgain = writableAgainText();
    QStringList reworded;
    for (auto it = m_writes.begin(); it != m_writes.end(); ++it) {
        if (it->state != State::Failed || it->storeRefusal.isEmpty() || it->storeRefusal == writableAgain)
            continue;
        it->storeRefusal = writableAgain;
        it->error = Net::ApiError::make(Net::ApiError::Kind::Blocked, writableAgain);
        reworded.append(it.key());
    }
    if (!reworded.isEmpty())
        emit outcomeRecordingChanged(reworded);
    emit storeTookWrites();
}

QString WriteTracker::unrecordedText(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    if (!m_journal || it == m_writes.constEnd() || it->journalId == 0 || it->state == State::Pending)
        return {};
    const UnrecordedOutcomes *unrecorded = m_journal->unrecordedOutcomes();
    return unrecorded->isWaiting(it->journalId) ? unrecorded->why().notRecordedText() : QString();
}

WriteJournal *WriteTracker::journal() const
{
    return m_journal;
}

QString WriteTracker::notConfirmedText()
{
    return tr("Not confirmed: the console closed before the service answered.");
}

bool WriteTracker::start(const QString &item, Write write)
{
    return start(item, std::move(write), Net::ApiClient::makeIdempotencyKey());
}

bool WriteTracker::start(const QString &item, Write write, const QString &idempotencyKey)
{
    if (!m_client || item.isEmpty() || isPending(item) || idempotencyKey.isEmpty())
        return false;
    Entry entry{std::move(write), idempotencyKey, State::None, {}, 0, 0, false, {}};
    return send(item, m_writes.insert(item, std::move(entry)).value());
}

bool WriteTracker::retry(const QString &item)
{
    const auto it = m_writes.find(item);
    if (it == m_writes.end() || it->state != State::Failed || !m_client)
        return false;
    return send(item, *it);
}

bool WriteTracker::adopt(const QString &item, Write write, const JournalEntry &journaled)
{
    if (item.isEmpty() || isPending(item) || journaled.idempotencyKey.isEmpty())
        return false;
    // As an error it reads "The service did not answer in time: the console closed before…".
    const Net::ApiError unknown = Net::ApiError::make(Net::ApiError::Kind::Timeout,
                                                      tr("the console closed before the service answered; whether it was applied is not known"));
    Entry entry{std::move(write), journaled.idempotencyKey, State::Failed, unknown, 0, journaled.id, true, {}};
    m_writes.insert(item, std::move(entry));
    emit stateChanged(item, State::Failed);
    return true;
}

void WriteTracker::discard(const QString &item)
{
    const auto it = m_writes.constFind(item);
    if (it == m_writes.constEnd() || it->state == State::Pending)
        return;
    if (m_journal && it->journalId)
        m_journal->recordDiscarded(it->journalId);
    forget(item);
}

bool WriteTracker::isNotConfirmed(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    return it != m_writes.constEnd() && it->notConfirmed && it->state == State::Failed;
}

qint64 WriteTracker::journalId(const QString &item) const
{
    return m_writes.value(item).journalId;
}

void WriteTracker::forget(const QString &item)
{
    const auto it = m_writes.constFind(item);
    if (it == m_writes.constEnd() || it->state == State::Pending)
        return;
    const bool hadState = it->state != State::None;
    m_writes.erase(it);
    if (hadState)
        emit stateChanged(item, State::None);
}

bool WriteTracker::isRefusedByStore(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    return it != m_writes.constEnd() && it->state == State::Failed && !it->storeRefusal.isEmpty();
}

StoreResult<void> WriteTracker::journalAttempt(Entry &entry)
{
    if (!m_journal || entry.write.note.isEmpty())
        return {};
    if (entry.journalId != 0)
        return m_journal->recordAttempt(entry.journalId);
    const StoreResult<qint64> id = m_journal->recordIntent(entry.write.note, entry.idempotencyKey, entry.write.alongside);
    if (!id)
        return id.error(); // `alongside` runs again with the next attempt (its transaction was undone)
    entry.journalId = *id;
    entry.write.alongside = {}; // once, with the first recorded attempt
    return {};
}

bool WriteTracker::refuse(const QString &item, Entry &entry, const StoreError &why)
{
    entry.storeRefusal = why.notSentText();
    entry.state = State::Failed;
    entry.error = Net::ApiError::make(Net::ApiError::Kind::Blocked, entry.storeRefusal);
    entry.notConfirmed = false;
    const Net::ApiError error = entry.error;
    emit stateChanged(item, State::Failed);
    emit failed(item, error);
    return false;
}

bool WriteTracker::send(const QString &item, Entry &entry)
{
    // The intent is committed before the request exists: a request without a body may leave at
    // once, and a crash after that must find the write in the journal. When the store refuses it
    // (or `alongside` does), nothing is sent unrecorded, and the item says why.
    if (const StoreResult<void> journaled = journalAttempt(entry); !journaled)
        return refuse(item, entry, journaled.error());
    entry.storeRefusal.clear();
    if (!entry.write.beforeSend) {
        if (!request(item, entry))
            return false;
    } else {
        // Pending from now, journaled; its request is made when beforeSend says so.
        entry.notConfirmed = false;
        entry.error = {};
        entry.state = State::Pending;
        entry.serial = ++m_nextSerial;
        entry.write.beforeSend([this, item, serial = entry.serial, self = QPointer<WriteTracker>(this)] {
            if (!self)
                return;
            const auto it = m_writes.find(item);
            if (it == m_writes.end() || it->serial != serial || it->state != State::Pending)
                return; // sent already, or the connection changed (its journal entry stays: not confirmed)
            if (!m_client || !request(item, *it))
                finishUnsent(item, *it);
        });
    }
    setPending(m_pending + 1);
    emit stateChanged(item, State::Pending);
    return true;
}

void WriteTracker::finishUnsent(const QString &item, Entry &entry)
{
    entry.serial = 0;
    entry.state = State::Failed;
    entry.error = Net::ApiError::make(Net::ApiError::Kind::Offline, tr("The request could not be made."));
    if (m_journal && entry.journalId && !m_client)
        m_journal->recordFailed(entry.journalId, entry.error.message); // request() records its own failure
    setPending(m_pending - 1);
    emit stateChanged(item, State::Failed);
    emit failed(item, entry.error);
}

bool WriteTracker::request(const QString &item, Entry &entry)
{
    const qint64 journalId = m_journal ? entry.journalId : 0;
    Net::ApiReply *reply = entry.write.send(*m_client, entry.idempotencyKey, this);
    if (!reply) {
        if (journalId)
            m_journal->recordFailed(journalId, tr("The request could not be made."));
        return false;
    }
    if (journalId)
        m_journal->recordRequest(journalId, reply->method(), reply->path(), reply->requestBody());
    entry.notConfirmed = false;
    entry.serial = ++m_nextSerial;
    entry.state = State::Pending;
    entry.error = {};
    const quint64 serial = entry.serial;
    // Kept beside the reply, so a success after setClient() still reaches it (the service did it).
    const AnswerHandler onAnswer = entry.write.onAnswer;
    const QPointer<WriteJournal> journal = m_journal;
    // An answer after the profile was switched goes to the journal it was sent from, by its file.
    const QString storePath = m_journal ? m_journal->store().path() : QString();
    connect(reply, &Net::ApiReply::finished, this, [this, reply, item, serial, onAnswer, journal, journalId, storePath] {
        // The outcome is journaled whatever became of the views (another connection, a new try).
        if (journalId)
            recordOutcome(journal, storePath, journalId, *reply);
        const auto it = m_writes.constFind(item);
        if (it == m_writes.constEnd() || it->serial != serial) {
            if (!reply->isError() && onAnswer)
                onAnswer(*reply, false);
            return;
        }
        finish(item, *reply);
    });
    return true;
}

void WriteTracker::recordOutcome(WriteJournal *journal, const QString &storePath, qint64 journalId, const Net::ApiReply &reply)
{
    if (journal) {
        if (reply.isError())
            journal->recordFailed(journalId, reply.error().toString());
        else
            journal->recordDone(journalId, reply.answerBody());
        return;
    }
    if (storePath.isEmpty())
        return;
    // The journal closed with its profile: a connection of its own, for this one statement.
    const UnrecordedOutcomes::Outcome outcome{journalId, reply.isError() ? JournalEntry::Outcome::Failed : JournalEntry::Outcome::Done,
                                              reply.isError() ? QByteArray() : reply.answerBody(),
                                              reply.isError() ? reply.error().toString() : QString()};
    UnrecordedOutcomes::recordInStoreAt(storePath, outcome);
}

void WriteTracker::finish(const QString &item, Net::ApiReply &reply)
{
    Entry &entry = m_writes[item];
    entry.serial = 0;
    setPending(m_pending - 1);
    if (reply.isError()) {
        entry.state = State::Failed;
        entry.error = reply.error();
        const Net::ApiError error = entry.error;
        emit stateChanged(item, State::Failed);
        emit failed(item, error);
        return;
    }
    entry.state = State::Done;
    // The handler first, so views that repaint on stateChanged already see what was written.
    if (const AnswerHandler onAnswer = entry.write.onAnswer)
        onAnswer(reply, true);
    emit stateChanged(item, State::Done);
    emit succeeded(item, &reply);
}

void WriteTracker::setPending(int count)
{
    if (count == m_pending)
        return;
    m_pending = count;
    emit pendingCountChanged(m_pending);
}

WriteTracker::State WriteTracker::state(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    return it == m_writes.constEnd() ? State::None : it->state;
}

Net::ApiError WriteTracker::error(const QString &item) const
{
    const auto it = m_writes.constFind(item);
    return it == m_writes.constEnd() ? Net::ApiError{} : it->error;
}

QString WriteTracker::errorText(const QString &item) const
{
    if (isNotConfirmed(item))
        return notConfirmedText();
    if (isRefusedByStore(item))
        return m_writes.value(item).storeRefusal;
    return state(item) == State::Failed ? error(item).toString() : QString();
}

QString WriteTracker::idempotencyKey(const QString &item) const
{
    return m_writes.value(item).idempotencyKey;
}

QVariant WriteTracker::payload(const QString &item) const
{
    return m_writes.value(item).write.payload;
}

} // namespace Audience::Models
