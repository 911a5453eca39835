#include "models/audienceactions.h"

#include "models/knownaudiences.h"
#include "net/apiclient.h"

#include <utility>

namespace Audience::Models {

AudienceActions::AudienceActions(Net::ApiClient *client, KnownAudiences *known, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_known(known)
{
}

AudienceActions::~AudienceActions() = default;

void AudienceActions::setClient(Net::ApiClient *client)
{
    if (m_client == client)
        return;
    m_client = client;
    // Answers still on their way belong to the old connection: forget them and what they were for
    // (only what the service did is still written down, for the profile that asked: start()).
    m_serials.clear();
    const auto actions = std::exchange(m_actions, {});
    for (auto it = actions.cbegin(); it != actions.cend(); ++it) {
        if (it->state != State::None)
            emit stateChanged(it.key(), State::None);
    }
    if (m_pending != 0) {
        m_pending = 0;
        emit pendingCountChanged(m_pending);
    }
    if (m_undo) {
        m_undo.reset();
        emit undoChanged();
    }
}

bool AudienceActions::archive(const QString &pageId, const QString &audienceId, const QString &displayName)
{
    return start({Kind::Archive, pageId, audienceId, displayName, State::None, {}});
}

bool AudienceActions::restore(const QString &pageId, const QString &audienceId, const QString &displayName)
{
    return start({Kind::Restore, pageId, audienceId, displayName, State::None, {}});
}

bool AudienceActions::retry(const QString &audienceId)
{
    if (state(audienceId) != State::Failed)
        return false;
    return start(m_actions.value(audienceId));
}

AudienceActions::State AudienceActions::state(const QString &audienceId) const
{
    const auto it = m_actions.constFind(audienceId);
    return it == m_actions.constEnd() ? State::None : it->state;
}

std::optional<AudienceActions::Kind> AudienceActions::kind(const QString &audienceId) const
{
    const auto it = m_actions.constFind(audienceId);
    if (it == m_actions.constEnd())
        return std::nullopt;
    return it->kind;
}

Net::ApiError AudienceActions::error(const QString &audienceId) const
{
    const auto it = m_actions.constFind(audienceId);
    return it == m_actions.constEnd() ? Net::ApiError{} : it->error;
}

QString AudienceActions::describe(const QString &audienceId) const
{
    const auto it = m_actions.constFind(audienceId);
    if (it == m_actions.constEnd())
        return {};
    const bool archiving = it->kind == Kind::Archive;
    switch (it->state) {
    case State::None:
        return {};
    case State::Pending:
        return archiving ? tr("Archiving…") : tr("Restoring…");
    case State::Done:
        return archiving ? tr("Archived") : tr("Restored");
    case State::Failed:
        return archiving ? tr("Archive failed: %1").arg(it->error.toString())
                         : tr("Restore failed: %1").arg(it->error.toString());
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

bool AudienceActions::start(Action action)
{
    if (!m_client || action.pageId.isEmpty() || action.audienceId.isEmpty() || isPending(action.audienceId))
        return false;
    const QString audienceId = action.audienceId;
    const quint64 serial = ++m_nextSerial;
    m_serials.insert(audienceId, serial);
    action.state = State::Pending;
    action.error = {};

    Net::AudiencesApi &audiences = m_client->audiences();
    Net::Reply<Net::AudienceRecord> *reply = action.kind == Kind::Archive
                                                 ? audiences.archive(action.pageId, audienceId, this)
                                                 : audiences.restore(action.pageId, audienceId, this);
    m_actions.insert(audienceId, std::move(action));
    // Where this profile keeps what it knows, should the answer come after a switch of profile.
    const QString knownFile = m_known ? m_known->filePath() : QString();
    connect(reply, &Net::ApiReply::finished, this, [this, reply, audienceId, serial, knownFile] {
        if (m_serials.value(audienceId) != serial) { // forgotten by setClient()
            // The service did it even though the console moved on: the profile that asked must
            // still know, or its audience would show its old status when that profile comes back.
            if (!reply->isError() && m_known)
                m_known->rememberFor(knownFile, reply->value());
            return;
        }
        if (reply->isError())
            finish(audienceId, nullptr, &reply->error());
        else
            finish(audienceId, &reply->value(), nullptr);
    });

    ++m_pending;
    emit pendingCountChanged(m_pending);
    emit stateChanged(audienceId, State::Pending);
    return true;
}

void AudienceActions::finish(const QString &audienceId, const Net::AudienceRecord *audience, const Net::ApiError *error)
{
    m_serials.remove(audienceId);
    --m_pending;
    emit pendingCountChanged(m_pending);

    Action &action = m_actions[audienceId];
    if (error) {
        action.state = State::Failed;
        action.error = *error;
        const Action failedAction = action;
        emit stateChanged(audienceId, State::Failed);
        emit failed(failedAction.kind, failedAction.pageId, audienceId, failedAction.error);
        return;
    }

    action.state = State::Done;
    if (action.displayName.isEmpty())
        action.displayName = audience->effectiveName;
    const Action done = action;
    // KnownAudiences first, so models that repaint on stateChanged already see the new status.
    if (m_known)
        m_known->remember(*audience);
    Action opposite = done;
    opposite.kind = done.kind == Kind::Archive ? Kind::Restore : Kind::Archive;
    opposite.state = State::None;
    m_undo = opposite;
    emit undoChanged();
    emit stateChanged(audienceId, State::Done);
    emit succeeded(done.kind, *audience);
}

} // namespace Audience::Models
