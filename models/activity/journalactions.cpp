#include "models/activity/journalactions.h"

#include "models/common/areawrites.h"
#include "models/common/writekinds.h"
#include "models/common/writetracker.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/writejournal.h"
#include "net/apiclient.h"
#include "net/queries.h"
#include "net/requestspec.h"
#include "net/topicsapi.h"
#include "net/topictypes.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Audience::Models {

namespace {

bool isUnsettled(const JournalEntry &entry, const LiveRuns &live)
{
    return entry.isNotConfirmed(live) || entry.outcome == JournalEntry::Outcome::Failed;
}

constexpr int topicEntryPagesToSearch = 20; // of 100 entries each: a topic larger than that is rare

} // namespace

JournalActions::JournalActions(ServiceLink &service, StoreLink &store, const AreaWriteHandlers &areas, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_store(store)
    , m_areas(areas)
    , m_resent(new WriteTracker(this))
{
    connect(m_resent, &WriteTracker::succeeded, this, [this](const QString &item) {
        emit finished(m_resent->journalId(item), true, tr("Done: the service took it."));
        m_resent->forget(item);
    });
    connect(m_resent, &WriteTracker::failed, this, [this](const QString &item) {
        emit finished(m_resent->journalId(item), false, m_resent->errorText(item));
        m_resent->forget(item);
    });
}

bool JournalActions::canRetry(const JournalEntry &entry)
{
    const WriteKindRow *row = entry.note.kind();
    if (!row)
        return false; // a newer console's write: this one cannot know how to send it
    // Sent again as recorded: it needs the request (an entry whose console died before making it
    // has none), unless its area rebuilds it.
    return row->retry == RetryWay::ThroughArea || (!entry.method.isEmpty() && !entry.path.isEmpty());
}

bool JournalActions::canCheck(const JournalEntry &entry)
{
    const WriteKindRow *row = entry.note.kind();
    return row && row->canCheck;
}

bool JournalActions::canDiscard(const JournalEntry &entry)
{
    return entry.outcome == JournalEntry::Outcome::Pending || entry.outcome == JournalEntry::Outcome::Failed;
}

bool JournalActions::retry(qint64 id)
{
    WriteJournal *journal = m_store.journal();
    const std::optional<JournalEntry> entry = journal ? journal->entry(id) : std::nullopt;
    if (!entry || !m_service.client() || !m_service.isConnected() || !isUnsettled(*entry, journal->liveRuns()) || !canRetry(*entry))
        return false;
    switch (entry->note.kind()->retry) {
    case RetryWay::ThroughArea:
        return retryThroughArea(*entry);
    case RetryWay::AsRecordedUnlessAlreadyThere:
        resendTopicEntryUnlessThere(*entry);
        return true;
    case RetryWay::AsRecorded:
        break;
    }
    return resend(*entry);
}

void JournalActions::discardInArea(const JournalEntry &entry)
{
    if (const AreaWriteHandler *area = m_areas.handlerOf(entry))
        area->discard(AreaWriteHandlers::itemOf(entry));
}

bool JournalActions::retryThroughArea(const JournalEntry &entry)
{
    const AreaWriteHandler *area = m_areas.handlerOf(entry);
    if (!area || !area->retry(AreaWriteHandlers::itemOf(entry)))
        return false;
    // The area journals the outcome in this entry; Activity hears of it through the journal.
    emit finished(entry.id, true, tr("Sent again with the same key; its outcome follows in the journal."));
    return true;
}

bool JournalActions::check(qint64 id)
{
    WriteJournal *journal = m_store.journal();
    const std::optional<JournalEntry> entry = journal ? journal->entry(id) : std::nullopt;
    if (!entry || !canCheck(*entry))
        return false;
    const AreaWriteHandler *area = m_areas.handlerOf(*entry);
    if (!area || !area->check)
        return false;
    return area->check(AreaWriteHandlers::itemOf(*entry), this, [this, id](bool happened, const QString &finding) {
        emit finished(id, happened, finding);
    });
}

bool JournalActions::discard(qint64 id)
{
    WriteJournal *journal = m_store.journal();
    const std::optional<JournalEntry> entry = journal ? journal->entry(id) : std::nullopt;
    if (!entry || !canDiscard(*entry) || !isUnsettled(*entry, journal->liveRuns()))
        return false;
    // The area's own copy goes too, so its place stops offering it.
    discardInArea(*entry);
    if (journal->entry(id)->outcome != JournalEntry::Outcome::Discarded)
        journal->recordDiscarded(id);
    emit finished(id, true, tr("Discarded: it will not be sent again."));
    return true;
}

bool JournalActions::resend(const JournalEntry &entry)
{
    const WriteKindRow &row = *entry.note.kind();
    WriteTracker::Write write;
    write.note = entry.note;
    // Sent as the journal recorded it. Only a key-carrying write may be retried by the request
    // core with its key: PATCHes and topic entries carry none in the spec.
    write.send = [entry, &row](Net::ApiClient &client, const QString &key, QObject *context) {
        Net::RequestSpec spec;
        spec.method = entry.method;
        spec.path = entry.path;
        if (!entry.body.isEmpty())
            spec.body = entry.body;
        if (row.safety == RepeatSafety::IdempotencyKey)
            spec.idempotencyKey = key;
        return row.sendAsRecorded(client, std::move(spec), context);
    };
    m_resent->setClient(m_service.client());
    m_resent->setJournal(m_store.journal());
    const QString item = AreaWriteHandlers::itemOf(entry);
    if (!m_resent->adopt(item, std::move(write), entry))
        return false;
    if (m_resent->retry(item))
        return true;
    // When the store refused to record the attempt, nothing was sent and `failed` already said why
    // (and forgot the item). Otherwise the request could not be made.
    if (m_resent->state(item) == WriteTracker::State::None)
        return true;
    m_resent->forget(item);
    emit finished(entry.id, false, tr("The request could not be made again from what the journal recorded."));
    return true;
}

void JournalActions::resendTopicEntryUnlessThere(const JournalEntry &entry)
{
    findTopicEntry(entry, QString(), topicEntryPagesToSearch);
}

void JournalActions::findTopicEntry(const JournalEntry &entry, const QString &cursor, int pagesLeft)
{
    const QJsonObject body = QJsonDocument::fromJson(entry.body).object();
    const QJsonObject content = body.value(QStringLiteral("content")).toObject();
    auto *reply = m_service.client()->topics().entries(entry.note.targetId, Net::CursorQuery{cursor, 100}, this);
    reply->then(
        this,
        [this, entry, body, content, pagesLeft](const Net::TopicEntryList &page) {
            for (const Net::TopicEntry &existing : page.items) {
                const bool sameSort = !body.contains(QStringLiteral("sortOrder")) || existing.sortOrder == body.value(QStringLiteral("sortOrder")).toDouble();
                if (existing.content.type == content.value(QStringLiteral("type")).toString()
                    && existing.content.content == content.value(QStringLiteral("content")).toString() && sameSort) {
                    m_store.journal()->recordDone(entry.id, QJsonDocument(QJsonObject{{QStringLiteral("topicEntryId"), existing.topicEntryId}})
                                                                      .toJson(QJsonDocument::Compact));
                    emit finished(entry.id, true, tr("An identical entry is already in the topic (%1): nothing was added again.")
                                                      .arg(existing.topicEntryId));
                    return;
                }
            }
            if (page.hasMore && page.nextCursor && !page.nextCursor->isEmpty() && pagesLeft > 1) {
                findTopicEntry(entry, *page.nextCursor, pagesLeft - 1);
                return;
            }
            if (resend(entry))
                emit finished(entry.id, true, tr("No identical entry is in the topic: it is being added."));
        },
        [this, entry](const Net::ApiError &error) {
            emit finished(entry.id, false, tr("The topic's entries could not be read to look for an identical one, so nothing was sent: %1")
                                               .arg(error.toString()));
        });
}

} // namespace Audience::Models
