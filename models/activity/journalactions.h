#pragma once

#include "models/store/journalentry.h"

#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

class AudienceActions;
class MessageOutbox;
class PublishActions;
class ServiceLink;
class StoreLink;

// What the user can do with a write the journal lists as not confirmed (or failed), from Activity
// or the main window's bar: Retry, Check (a publish: did it go live?) and Discard.
// - A message, a publish, an archive or a restore was taken in by its own area when the store
//   opened (the connection's hub): Retry goes through that area, so its place shows the new state.
// - A person's update, a log entry, a topic entry and a webhook subscription's update are sent
//   again as the journal recorded them (method, path, body, idempotency key), their outcome
//   journaled in the same entry.
// - A topic entry carries no idempotency key in the spec: Retry first reads the topic's entries and
//   adds nothing when an identical one (type, content, sort order) is already there, saying so.
class JournalActions : public QObject
{
    Q_OBJECT
public:
    // The client and the journal, and the areas that take their own writes back. Not owned: they
    // must outlive this object.
    JournalActions(ServiceLink &service, StoreLink &store, MessageOutbox &outbox, PublishActions &publishes,
                   AudienceActions &audienceActions, QObject *parent = nullptr);

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
    bool retryThroughArea(const JournalEntry &entry);
    bool resend(const JournalEntry &entry);
    void resendTopicEntryUnlessThere(const JournalEntry &entry);
    void findTopicEntry(const JournalEntry &entry, const QString &cursor, int pagesLeft);
    Net::ApiReply *sendAsRecorded(const JournalEntry &entry);
    void followAnswer(qint64 id, Net::ApiReply *reply);

    ServiceLink &m_service;
    StoreLink &m_store;
    MessageOutbox &m_outbox;
    PublishActions &m_publishes;
    AudienceActions &m_audienceActions;
};

} // namespace Audience::Models
