#pragma once

#include "models/common/writetracker.h"
#include "models/webhooks/webhookurlcheck.h"
#include "net/webhooktypes.h"

#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

class WriteJournal;

class KnownWebhooks;

// Edits one webhook subscription: what was loaded, what the user changed, and the save.
// - Save sends only the fields that changed (PATCH), through a WriteTracker (per subscription: a
//   pending, done or failed state, the server's message). A failed save keeps the edits.
// - `events: null` (every event, including types added later) is its own choice, kept as long as
//   the user does not untick it; the interface cannot write null, so it can only be kept, not
//   chosen again once the subscription lists types. Unknown event types read are kept as they are.
// - The interface has no ETag, so before the PATCH the subscription is read again: when its
//   updatedAt moved since it was loaded, the save stops in Conflict with what changed on the
//   service, and the caller chooses overwrite() or reloadFromService().
class WebhookEditor : public QObject
{
    Q_OBJECT
public:
    enum class SaveState { Idle, Checking, Conflict, Saving, Failed, Saved };
    Q_ENUM(SaveState)
    enum Field { UrlField = 0x1, EventsField = 0x2, ActiveField = 0x4 };
    Q_DECLARE_FLAGS(Fields, Field)

    explicit WebhookEditor(QObject *parent = nullptr);
    ~WebhookEditor() override;

    void setClient(Net::ApiClient *client);
    // The profile's write journal (Connection::journal(); null: nothing journaled).
    void setJournal(WriteJournal *journal) { m_writes.setJournal(journal); }
    // The save's write, by subscription ID (its state, and its words when the store refused it).
    WriteTracker *tracker() { return &m_writes; }
    // Told of every subscription read or saved here (not owned; may be null).
    void setKnownWebhooks(KnownWebhooks *known);

    // Starts editing `subscription` as the service sent it; any edits are dropped.
    void load(const Net::WebhookSubscription &subscription);
    void clear();
    bool hasSubscription() const { return !m_loaded.subscriptionId.isEmpty(); }
    const Net::WebhookSubscription &loaded() const { return m_loaded; }
    QString subscriptionId() const { return m_loaded.subscriptionId; }

    QString url() const { return m_url; }
    void setUrl(const QString &url);
    WebhookUrlCheck urlCheck() const { return WebhookUrlCheck::check(m_url); }

    // True: every event, including types added later (events: null).
    bool allEvents() const { return m_allEvents; }
    // "All events" can be chosen only while the loaded subscription had it (see above).
    bool canChooseAllEvents() const { return !m_loaded.events.has_value(); }
    void setAllEvents(bool all);
    // The ticked types when not allEvents(): the known ones in the spec's order, then unknown ones.
    QStringList events() const { return m_events; }
    bool isEventChecked(const QString &type) const { return m_events.contains(type); }
    void setEventChecked(const QString &type, bool checked);
    // Types read from the service that this console does not know (shown raw, kept).
    QStringList unknownEvents() const;

    bool active() const { return m_active; }
    void setActive(bool active);

    Fields changedFields() const;
    bool isDirty() const { return changedFields() != Fields(); }
    // The PATCH body of a save now: only the changed fields.
    Net::WebhookUpdate pendingUpdate() const;
    void revert();

    // Reads the subscription again, then PATCHes the changed fields (or stops in Conflict). False
    // when there is nothing to save, a save is under way, the URL is refused, or not connected.
    bool save();
    // After a Conflict: sends the changed fields over the newer subscription (the fields not
    // changed here keep the service's values).
    bool overwrite();
    // After a Conflict: takes the service's subscription and drops the edits.
    void reloadFromService();

    SaveState saveState() const { return m_saveState; }
    bool isBusy() const { return m_saveState == SaveState::Checking || m_saveState == SaveState::Saving; }
    // The server's message of a failed save (or the check's); empty otherwise.
    QString errorText() const { return m_errorText; }
    Net::FieldProblems fieldProblems() const { return m_fieldProblems; }
    // In Conflict: the subscription as the service has it now, and what differs, one line each.
    const Net::WebhookSubscription &serviceVersion() const { return m_service; }
    QStringList conflictChanges() const;

    // "Active" / "Off — no events are sent while off".
    static QString activeMeaning(bool active);

signals:
    // Any field, the loaded subscription or the dirty state changed.
    void changed();
    void saveStateChanged(Audience::Models::WebhookEditor::SaveState state);
    void conflict();
    void saved(const Audience::Net::WebhookSubscription &subscription);
    void saveFailed(const QString &message);

private:
    void patch(const Net::WebhookUpdate &update);
    void fail(const QString &message, const Net::FieldProblems &problems = {});
    void setSaveState(SaveState state);
    QStringList orderedEvents(const QStringList &events) const;
    static bool sameEvents(const QStringList &a, const QStringList &b);

    QPointer<Net::ApiClient> m_client;
    QPointer<KnownWebhooks> m_known;
    WriteTracker m_writes;
    Net::WebhookSubscription m_loaded;
    Net::WebhookSubscription m_service;
    QString m_url;
    bool m_allEvents = false;
    QStringList m_events;
    bool m_active = false;
    SaveState m_saveState = SaveState::Idle;
    QString m_errorText;
    Net::FieldProblems m_fieldProblems;
    quint64 m_generation = 0;
};

} // namespace Audience::Models

Q_DECLARE_OPERATORS_FOR_FLAGS(Audience::Models::WebhookEditor::Fields)
