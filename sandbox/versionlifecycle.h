#pragma once

#include "editingagent.h"
#include "eventsink.h"

#include <QObject>
#include <QString>

#include <optional>

namespace Sandbox {

class AudienceStore;
class ConversationStore;
class EditingAgent;
class PageStore;
class Sql;

// Moves a version queued -> processing -> draft on timers, each step `delayMs` after the previous
// one (0 = on the next event-loop turn, still after the 202 answer went out).
//   processing: the conversation gains an assistant message whose tool call is "running".
//   writing:    still processing; the message shows the reasoning and the first part of the reply
//               (EditingAgent::partialText), as a streaming agent's message does when polled.
//   draft:      the editing agent's reply fills that message (content, reasoning, contentParts,
//               tool call "completed"), its changes are stored as pending, the version gets its new
//               content, becameDraftAt and queueDurationMs (= becameDraftAt - queuedAt), and
//               page.version.processed is emitted.
// A version cancelled meanwhile is left alone when its timer fires.
class VersionLifecycle : public QObject
{
    Q_OBJECT
public:
    VersionLifecycle(Sql &sql, AudienceStore &audiences, ConversationStore &conversations, PageStore &pages,
                     const EditingAgent &agent, EventSink events, int delayMs, QObject *parent = nullptr);

    void schedule(const QString &versionId, const QString &audienceId);
    // Picks up versions a previous run left queued or processing.
    void resumeInFlight();

    // The AgentContext-like view the conversation shows as `context` (strings, keywords joined).
    QJsonObject context(const QString &audienceId, const QString &pageId);

private:
    void startProcessing(const QString &versionId, const QString &audienceId);
    void writePartial(const QString &versionId, const QString &audienceId);
    void finish(const QString &versionId, const QString &audienceId);
    void runSafely(const char *what, const std::function<void()> &step);
    void after(const char *what, void (VersionLifecycle::*step)(const QString &, const QString &),
               const QString &versionId, const QString &audienceId);
    // The agent's reply for a version, from the instruction that asked for it and the settled version.
    std::optional<AgentReply> replyFor(const QString &versionId, const QString &audienceId);

    Sql &m_sql;
    AudienceStore &m_audiences;
    ConversationStore &m_conversations;
    PageStore &m_pages;
    const EditingAgent &m_agent;
    EventSink m_events;
    int m_delayMs;
};

} // namespace Sandbox
