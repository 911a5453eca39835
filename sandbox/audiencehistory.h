#pragma once

#include "editingagent.h"

#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace Sandbox {

class SeedWriter;

// A tool call the agent made before update_audience_draft (a knowledge-base search, say). `error`
// non-empty: the call failed (status "failed", result null).
struct SeedToolCall
{
    QString name;
    QJsonObject arguments;
    QJsonValue result;
    QString error;
};

// One message a seeded audience's conversation received, and what became of the version it asked for.
struct AudienceEdit
{
    enum class Outcome { Published, Draft, Cancelled, Queued, Processing };
    QString instruction;
    Outcome outcome = Outcome::Draft;
    QDateTime askedAt;
    // Answered edits (Published, Draft): calls made before update_audience_draft, in order, and what the
    // agent said about them ahead of its usual reply.
    QList<SeedToolCall> lookups;
    QString replyPreface;
    // Cancelled edits: the next message came while the agent was writing (the lifecycle's writing step),
    // so the interrupted message keeps its reasoning and partial reply instead of the "Stopped" note.
    bool interruptedWhileWriting = false;
};

// Everything needed to write one seeded audience with its history.
struct AudienceSeed
{
    QString id;       // "aud_demo_001"
    QString idStem;   // "demo_001": versions are ver_<stem>_<n>, messages msg_<stem>_<n>_u/_a, ...
    QString pageId;
    QString computedName;
    QString personId, personRouteKey, actionUrlOverride, actionFormIdOverride, actionFormInstructionsOverride;
    bool isNewPageAgent = false;
    AgentContext initial;        // version 1 as the agent sees it (metadata: the effective values)
    QJsonObject initialOverride; // version 1's metadata override ({} = the page's metadata applies)
    QDateTime createdAt;
    QDateTime archivedAt; // invalid = not archived
    QList<AudienceEdit> edits; // in time order; edit k asks for version k + 2
    bool conversationWithoutEdits = true; // false: no conversation row until the first edit (the store makes one)
};

// Writes an audience the way the live service would have left it after its edits: version 1 published
// at birth; each edit a user message, a new version built on the newest draft/published version by the
// editing agent, an assistant message with the tool call and its changes; then the version's fate.
// The states match the sandbox's lifecycle (versionlifecycle.cpp, messagesroutes.cpp, audiencestore.cpp):
// publishing archives and obsoletes the version that was live and older drafts and applies their pending
// changes; a queued version has only the user message; a processing one also an empty assistant message
// with a running tool call; a cancelled one (cancelled by the next message, so never the last edit) has
// that message interrupted, with the note or, when it came during the writing step, the partial reply.
// The sandbox resumes queued and processing versions when it starts.
class AudienceHistory
{
public:
    explicit AudienceHistory(SeedWriter &writer) : m_writer(writer) {}

    // Returns false when a row was refused (see SeedWriter::firstError()).
    bool write(const AudienceSeed &seed);

    // How many audiences write() has written so far.
    int audiencesWritten() const { return m_audiences; }

private:
    SeedWriter &m_writer;
    EditingAgent m_agent;
    int m_audiences = 0;
};

} // namespace Sandbox
