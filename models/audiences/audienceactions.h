#pragma once

#include "models/common/writetracker.h"
#include "net/apierror.h"
#include "net/audiencetypes.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class KnownAudiences;

// The view state of archiving and restoring audiences (spec 4.9, 4.10). A view calls archive() or
// restore(); each audience then goes Pending → Done or Failed (stateChanged), the Audience the
// service returns goes into KnownAudiences (so models showing the audience update in place), and
// the last successful action can be undone (restore after archive, archive after restore).
// At most one action per audience runs at a time. No widgets: the view asks for confirmation.
// The states, errors and retries are a WriteTracker's, keyed by audienceId.
class AudienceActions : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)
    Q_PROPERTY(int pendingCount READ pendingCount NOTIFY pendingCountChanged)
public:
    enum class Kind { Archive, Restore };
    Q_ENUM(Kind)
    // The tracker's states, as they are: None, Pending, Done, Failed.
    using State = WriteTracker::State;

    // Neither is owned. `known` may be null (nothing is remembered then).
    AudienceActions(Net::ApiClient *client, KnownAudiences *known, QObject *parent = nullptr);
    ~AudienceActions() override;

    void setClient(Net::ApiClient *client);

    // Start the call; false (and nothing sent) when an action on this audience is still pending or
    // an ID is empty. `displayName` is only used for the undo text ("Undo archive of “Retail”").
    bool archive(const QString &pageId, const QString &audienceId, const QString &displayName = {});
    bool restore(const QString &pageId, const QString &audienceId, const QString &displayName = {});
    // Runs the last failed action on this audience again.
    bool retry(const QString &audienceId);
    // Takes in an archive or restore an earlier run journaled and never saw answered: Failed, not
    // confirmed, for Retry or discard().
    bool adopt(const JournalEntry &entry);
    void discard(const QString &audienceId) { m_writes.discard(audienceId); }
    bool isNotConfirmed(const QString &audienceId) const { return m_writes.isNotConfirmed(audienceId); }
    // Failed because the journal refused it (nothing sent); errorText() has the store's words.
    bool isRefusedByStore(const QString &audienceId) const { return m_writes.isRefusedByStore(audienceId); }
    QString refusalText(const QString &audienceId) const { return isRefusedByStore(audienceId) ? m_writes.errorText(audienceId) : QString(); }
    WriteTracker *tracker() { return &m_writes; }

    // The state of the action running or last run on this audience (None when there was none).
    State state(const QString &audienceId) const;
    std::optional<Kind> kind(const QString &audienceId) const;
    bool isPending(const QString &audienceId) const { return state(audienceId) == State::Pending; }
    // The error of a Failed action.
    Net::ApiError error(const QString &audienceId) const;
    // A translated line for a status column: "Archiving…", "Restored", "Archive failed: …"; empty
    // for None.
    QString describe(const QString &audienceId) const;
    int pendingCount() const { return m_writes.pendingCount(); }

    // Undo of the last action that succeeded: the opposite call on the same audience.
    bool canUndo() const { return m_undo.has_value(); }
    QString undoText() const;
    bool undo();

signals:
    void stateChanged(const QString &audienceId, Audience::Models::WriteTracker::State state);
    void succeeded(Audience::Models::AudienceActions::Kind kind, const Audience::Net::AudienceRecord &audience);
    void failed(Audience::Models::AudienceActions::Kind kind, const QString &pageId, const QString &audienceId,
                const Audience::Net::ApiError &error);
    void undoChanged();
    void pendingCountChanged(int count);

private:
    struct Action
    {
        Kind kind = Kind::Archive;
        QString pageId;
        QString audienceId;
        QString displayName;
    };
    bool start(Action action);
    WriteTracker::Write makeWrite(const Action &action);
    void onAnswer(const Action &action, const Net::AudienceRecord &audience, bool current, const QString &knownFile);

    WriteTracker m_writes;                 // by audienceId
    QPointer<KnownAudiences> m_known;
    QHash<QString, Action> m_actions;      // by audienceId: what the last write on it was
    std::optional<Action> m_undo;          // the opposite of the last success
};

} // namespace Audience::Models
