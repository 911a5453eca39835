#pragma once

#include "models/store/journalentry.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

namespace Audience::Net {
struct Message;
} // namespace Audience::Net

namespace Audience::Models {

class MessageOutbox;
class PublishActions;
class ServiceLink;

// The writes an earlier run left not confirmed, asked about once, in the background, when the
// store opens (issue 42: an outcome the full disk kept from the store, lost when the console quit
// before space came back). The service is asked, never written to:
// - a message (or an undo's instruction): its audience's conversation is read once, and a user
//   message with the same text written since the intent was journaled (allowing for the clocks
//   of console and service to differ by clockSkewMs) confirms it: journaled as done, with the line
//   confirmedLine() in its answer, and the conversation shows it as the service's own;
// - a publish: its version is read (PublishActions::check): published, it is done.
// Only what the service confirms is settled: what is not found (a message not in the conversation,
// a version still a draft) stays not confirmed, with Retry (the same key), Check and Discard as
// before; so does everything when the service cannot be read.
class StartCheck : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 clockSkewMs = 5 * 60 * 1000;

    StartCheck(ServiceLink &service, MessageOutbox &outbox, PublishActions &publishes, QObject *parent = nullptr);

    // Asks about `entry` unless it was asked about before in this connection.
    void ask(const JournalEntry &entry);
    // Forgets what was asked (another profile, or the store closed).
    void forget();
    int askingCount() const { return int(m_askingMessages.size() + m_askingPublishes.size()); }
    int confirmedCount() const { return m_confirmed; }

    // "Confirmed by the service at start: its conversation has this message (written 2026-…Z)."
    static QString confirmedLine(const QDateTime &writtenAt);
    // The history row that holds `entry`'s message: a user message with its text, written at or
    // after the intent (less clockSkewMs), none of `claimed`; -1 when none.
    static int rowHolding(const JournalEntry &entry, const QList<Net::Message> &history, const QSet<int> &claimed);

signals:
    // What the service said of a write asked about: confirmed (journaled as done), or not (a
    // publish found still a draft, or not readable), in words.
    void answered(qint64 journalId, bool confirmed, const QString &line);
    // Nothing is being asked any more.
    void idle();

private:
    void readConversation(const QString &pageId, const QString &audienceId);
    void onHistory(const QString &audienceKey, const QList<Net::Message> &history);
    void finishOne();

    ServiceLink &m_service;
    MessageOutbox &m_outbox;
    PublishActions &m_publishes;
    QSet<qint64> m_asked;
    QHash<QString, QList<JournalEntry>> m_askingMessages; // "<page>/<audience>" → its messages, oldest first
    QHash<QString, qint64> m_askingPublishes;             // versionId → journal entry
    int m_confirmed = 0;
    quint64 m_generation = 0;
};

} // namespace Audience::Models
