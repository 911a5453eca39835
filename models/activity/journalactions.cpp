#include "models/activity/journalactions.h"

#include "models/audiences/audienceactions.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/writejournal.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "net/apiclient.h"
#include "net/persontypes.h"
#include "net/queries.h"
#include "net/requestspec.h"
#include "net/topicsapi.h"
#include "net/topictypes.h"
#include "net/webhooktypes.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Audience::Models {

namespace {

bool isAdoptedByArea(const QString &operation)
{
    return operation == JournalOperation::sendMessage || operation == JournalOperation::publishVersion
        || operation == JournalOperation::archiveAudience || operation == JournalOperation::restoreAudience;
}

bool isUnsettled(const JournalEntry &entry, const LiveRuns &live)
{
    return entry.isNotConfirmed(live) || entry.outcome == JournalEntry::Outcome::Failed;
}

constexpr int topicEntryPagesToSearch = 20; // of 100 entries each: a topic larger than that is rare

} // namespace

JournalActions::JournalActions(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, PublishActions &publishes,
                               AudienceActions &audienceActions, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_store(store)
    , m_outbox(outbox)
    , m_publishes(publishes)
    , m_audienceActions(audienceActions)
{
}

bool JournalActions::canRetry(const JournalEntry &entry)
{
    // Sent again as recorded: it needs the request (an entry whose console died before making it
    // has none), unless its area rebuilds it.
    return isAdoptedByArea(entry.note.operation) || (!entry.method.isEmpty() && !entry.path.isEmpty());
}

bool JournalActions::canCheck(const JournalEntry &entry)
{
    return entry.note.operation == JournalOperation::publishVersion;
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
    if (isAdoptedByArea(entry->note.operation) && retryThroughArea(*entry))
        return true;
    if (entry->note.operation == JournalOperation::createTopicEntry) {
        resendTopicEntryUnlessThere(*entry);
        return true;
    }
    return resend(*entry);
}

bool JournalActions::retryThroughArea(const JournalEntry &entry)
{
    const QString &operation = entry.note.operation;
    bool started = false;
    if (operation == JournalOperation::sendMessage)
        started = m_outbox.retry(entry.idempotencyKey);
    else if (operation == JournalOperation::publishVersion)
        started = m_publishes.retry(entry.note.targetId);
    else
        started = m_audienceActions.retry(entry.note.audienceId);
    if (!started)
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
    PublishActions *publishes = &m_publishes;
    const QString versionId = entry->note.targetId;
    auto *once = new QObject(this);
    connect(publishes, &PublishActions::checked, once, [this, once, id, versionId](const QString &checkedId, bool published, const QString &finding) {
        if (checkedId != versionId)
            return;
        once->deleteLater();
        emit finished(id, published, finding);
    });
    if (publishes->check(versionId))
        return true;
    delete once;
    return false;
}

bool JournalActions::discard(qint64 id)
{
    WriteJournal *journal = m_store.journal();
    const std::optional<JournalEntry> entry = journal ? journal->entry(id) : std::nullopt;
    if (!entry || !canDiscard(*entry) || !isUnsettled(*entry, journal->liveRuns()))
        return false;
    // The area's own copy goes too, so its place stops offering it.
    const QString &operation = entry->note.operation;
    if (operation == JournalOperation::sendMessage)
        m_outbox.discard(entry->idempotencyKey);
    else if (operation == JournalOperation::publishVersion)
        m_publishes.discard(entry->note.targetId);
    else if (operation == JournalOperation::archiveAudience || operation == JournalOperation::restoreAudience)
        m_audienceActions.discard(entry->note.audienceId);
    if (journal->entry(id)->outcome != JournalEntry::Outcome::Discarded)
        journal->recordDiscarded(id);
    emit finished(id, true, tr("Discarded: it will not be sent again."));
    return true;
}

Net::ApiReply *JournalActions::sendAsRecorded(const JournalEntry &entry)
{
    Net::RequestSpec spec;
    spec.method = entry.method;
    spec.path = entry.path;
    if (!entry.body.isEmpty())
        spec.body = entry.body;
    spec.idempotencyKey = entry.idempotencyKey;
    // Only the key-carrying writes may be retried by the request core: PATCHes carry none.
    if (entry.note.operation == JournalOperation::updatePerson || entry.note.operation == JournalOperation::updateWebhookSubscription
        || entry.note.operation == JournalOperation::createTopicEntry)
        spec.idempotencyKey.clear();
    Net::ApiClient &client = *m_service.client();
    const QString &operation = entry.note.operation;
    if (operation == JournalOperation::updatePerson)
        return client.send<Net::Person>(std::move(spec), this);
    if (operation == JournalOperation::createPersonLog)
        return client.send<Net::PersonLogCreated>(std::move(spec), this);
    if (operation == JournalOperation::createTopicEntry)
        return client.send<Net::TopicEntry>(std::move(spec), this);
    if (operation == JournalOperation::updateWebhookSubscription)
        return client.send<Net::WebhookSubscription>(std::move(spec), this);
    return nullptr;
}

bool JournalActions::resend(const JournalEntry &entry)
{
    Net::ApiReply *reply = sendAsRecorded(entry);
    if (!reply)
        return false;
    m_store.journal()->recordAttempt(entry.id);
    followAnswer(entry.id, reply);
    return true;
}

void JournalActions::followAnswer(qint64 id, Net::ApiReply *reply)
{
    const QPointer<WriteJournal> journal = m_store.journal();
    connect(reply, &Net::ApiReply::finished, this, [this, id, reply, journal] {
        if (!journal)
            return; // the profile's store closed meanwhile: the entry stays pending for its next run
        if (reply->isError()) {
            journal->recordFailed(id, reply->error().toString());
            emit finished(id, false, reply->error().toString());
            return;
        }
        journal->recordDone(id, reply->answerBody());
        emit finished(id, true, tr("Done: the service took it."));
    });
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
