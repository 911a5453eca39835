#include "models/audiences/audienceactions.h"

#include "models/audiences/knownaudiences.h"
#include "net/apiclient.h"

#include <utility>

namespace Audience::Models {

AudienceActions::AudienceActions(Net::ApiClient *client, KnownAudiences *known, QObject *parent)
    : QObject(parent)
    , m_known(known)
{
    m_writes.setClient(client);
    connect(&m_writes, &WriteTracker::stateChanged, this, &AudienceActions::stateChanged);
    connect(&m_writes, &WriteTracker::failed, this, [this](const QString &audienceId, const Net::ApiError &error) {
        const Action action = m_actions.value(audienceId);
        emit failed(action.kind, action.pageId, audienceId, error);
    });
    // Announced once the state is Done, with the Audience the service returned.
    connect(&m_writes, &WriteTracker::succeeded, this, [this](const QString &audienceId, Net::ApiReply *reply) {
        emit succeeded(m_actions.value(audienceId).kind, static_cast<Net::Reply<Net::AudienceRecord> *>(reply)->value());
    });
    connect(&m_writes, &WriteTracker::pendingCountChanged, this, &AudienceActions::pendingCountChanged);
    // describe() of a done action says when the store has not recorded it yet: the lines show it again.
    connect(&m_writes, &WriteTracker::outcomeRecordingChanged, this, [this](const QStringList &audienceIds) {
        for (const QString &audienceId : audienceIds)
            emit stateChanged(audienceId, state(audienceId));
    });
}

AudienceActions::~AudienceActions() = default;

void AudienceActions::setClient(Net::ApiClient *client)
{
    if (m_writes.client() == client)
        return;
    // Answers still on their way belong to the old connection: the tracker forgets their states
    // (only what the service did is still written down, for the profile that asked: onAnswer()).
    m_writes.setClient(client);
    m_actions.clear();
    if (m_undo) {
        m_undo.reset();
        emit undoChanged();
    }
}

bool AudienceActions::archive(const QString &pageId, const QString &audienceId, const QString &displayName)
{
    return start({Kind::Archive, pageId, audienceId, displayName});
}

bool AudienceActions::restore(const QString &pageId, const QString &audienceId, const QString &displayName)
{
    return start({Kind::Restore, pageId, audienceId, displayName});
}

bool AudienceActions::adopt(const JournalEntry &entry)
{
    const bool archiving = isKind(entry.note.kind(), WriteKind::ArchiveAudience);
    const Action action{archiving ? Kind::Archive : Kind::Restore, entry.note.pageId, entry.note.audienceId, entry.note.targetLabel};
    if (action.pageId.isEmpty() || action.audienceId.isEmpty() || m_writes.state(action.audienceId) != State::None)
        return false;
    m_actions.insert(action.audienceId, action);
    if (m_writes.adopt(action.audienceId, makeWrite(action), entry)) {
        // Told like a failure, so the audiences place offers Retry (it may not be built yet: the
        // audience's detail says it too, and Activity lists it).
        emit failed(action.kind, action.pageId, action.audienceId, m_writes.error(action.audienceId));
        return true;
    }
    m_actions.remove(action.audienceId);
    return false;
}

bool AudienceActions::retry(const QString &audienceId)
{
    return m_writes.retry(audienceId);
}

AudienceActions::State AudienceActions::state(const QString &audienceId) const
{
    return m_writes.state(audienceId);
}

std::optional<AudienceActions::Kind> AudienceActions::kind(const QString &audienceId) const
{
    const auto it = m_actions.constFind(audienceId);
    if (it == m_actions.constEnd() || m_writes.state(audienceId) == WriteTracker::State::None)
        return std::nullopt;
    return it->kind;
}

Net::ApiError AudienceActions::error(const QString &audienceId) const
{
    return m_writes.error(audienceId);
}

QString AudienceActions::describe(const QString &audienceId) const
{
    const auto it = m_actions.constFind(audienceId);
    if (it == m_actions.constEnd())
        return {};
    const bool archiving = it->kind == Kind::Archive;
    switch (state(audienceId)) {
    case State::None:
        return {};
    case State::Pending:
        return archiving ? tr("Archiving…") : tr("Restoring…");
    case State::Done: {
        const QString done = archiving ? tr("Archived") : tr("Restored");
        const QString notRecorded = m_writes.unrecordedText(audienceId);
        //: %1 is "Archived" or "Restored", %2 why the console has not recorded it yet
        return notRecorded.isEmpty() ? done : tr("%1. %2").arg(done, notRecorded);
    }
    case State::Failed:
        return archiving ? tr("Archive failed: %1").arg(m_writes.errorText(audienceId))
                         : tr("Restore failed: %1").arg(m_writes.errorText(audienceId));
    }
    return {};
}

QString AudienceActions::undoText() const
{
    if (!m_undo)
        return {};
    const QString name = m_undo->displayName.isEmpty() ? m_undo->audienceId : m_undo->displayName;
    // m_undo is the opposite of what was done.
    return m_undo->kind == Kind::Restore ? tr("Undo archive of “%1”").arg(name) : tr("Undo restore of “%1”").arg(name);
}

bool AudienceActions::undo()
{
    if (!m_undo)
        return false;
    const Action action = *m_undo;
    if (!start(action))
        return false;
    m_undo.reset();
    emit undoChanged();
    return true;
}

WriteTracker::Write AudienceActions::makeWrite(const Action &action)
{
    // Where this profile keeps what it knows, should the answer come after a switch of profile.
    const QString knownFile = m_known ? m_known->storePath() : QString();
    WriteTracker::Write write;
    write.note = {action.kind == Kind::Archive ? JournalOperation::archiveAudience : JournalOperation::restoreAudience,
                  QStringLiteral("audiences"), action.pageId, action.audienceId, action.audienceId, action.displayName, {}};
    write.send = [action](Net::ApiClient &client, const QString &, QObject *context) -> Net::ApiReply * {
        // Archive and restore carry no idempotency key in the spec: doing either twice is harmless.
        Net::AudiencesApi &audiences = client.audiences();
        return action.kind == Kind::Archive ? audiences.archive(action.pageId, action.audienceId, context)
                                            : audiences.restore(action.pageId, action.audienceId, context);
    };
    write.onAnswer = [this, action, knownFile](Net::ApiReply &reply, bool current) {
        onAnswer(action, static_cast<Net::Reply<Net::AudienceRecord> &>(reply).value(), current, knownFile);
    };
    return write;
}

bool AudienceActions::start(Action action)
{
    if (action.pageId.isEmpty() || action.audienceId.isEmpty())
        return false;
    WriteTracker::Write write = makeWrite(action);
    const Action previous = m_actions.value(action.audienceId);
    const bool hadPrevious = m_actions.contains(action.audienceId);
    m_actions.insert(action.audienceId, action); // before start(): stateChanged may ask kind()
    if (m_writes.start(action.audienceId, std::move(write)))
        return true;
    if (m_writes.isRefusedByStore(action.audienceId))
        return false; // Failed with the store's words: the action stays, for Retry
    if (hadPrevious)
        m_actions.insert(action.audienceId, previous);
    else
        m_actions.remove(action.audienceId);
    return false;
}

void AudienceActions::onAnswer(const Action &action, const Net::AudienceRecord &audience, bool current,
                               const QString &knownFile)
{
    if (!current) {
        // The service did it even though the console moved on: the profile that asked must still
        // know, or its audience would show its old status when that profile comes back.
        if (m_known)
            m_known->rememberFor(knownFile, audience);
        return;
    }
    Action done = action;
    if (done.displayName.isEmpty())
        done.displayName = audience.effectiveName;
    m_actions.insert(done.audienceId, done);
    // KnownAudiences first, so models that repaint on stateChanged already see the new status.
    if (m_known)
        m_known->remember(audience);
    Action opposite = done;
    opposite.kind = done.kind == Kind::Archive ? Kind::Restore : Kind::Archive;
    m_undo = opposite;
    emit undoChanged();
}

} // namespace Audience::Models
