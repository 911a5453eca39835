#include "models/webhooks/webhookeditor.h"

#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookevents.h"
#include "net/apiclient.h"

#include <QSet>

namespace Audience::Models {

WebhookEditor::WebhookEditor(QObject *parent)
    : QObject(parent)
{
    connect(&m_writes, &WriteTracker::failed, this, [this](const QString &item, const Net::ApiError &error) {
        if (error.kind == Net::ApiError::Kind::NotFound && m_known)
            m_known->noteGone(item); // deleted on the service: the place offers to forget it
        if (item == m_loaded.subscriptionId)
            fail(m_writes.errorText(item), error.fieldProblems);
    });
    connect(&m_writes, &WriteTracker::succeeded, this, [this](const QString &item, Net::ApiReply *reply) {
        if (item != m_loaded.subscriptionId)
            return;
        const Net::WebhookSubscription answer = static_cast<Net::Reply<Net::WebhookSubscription> *>(reply)->value();
        load(answer);
        setSaveState(SaveState::Saved);
        emit saved(answer);
    });
}

WebhookEditor::~WebhookEditor() = default;

void WebhookEditor::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    ++m_generation;
    m_client = client;
    m_writes.setClient(client);
    if (isBusy())
        setSaveState(SaveState::Idle);
}

void WebhookEditor::setKnownWebhooks(KnownWebhooks *known)
{
    m_known = known;
}

void WebhookEditor::load(const Net::WebhookSubscription &given)
{
    const Net::WebhookSubscription subscription = given; // it may be one of the members reset below
    ++m_generation; // a check still on its way belongs to what was edited before
    m_loaded = subscription;
    m_service = {};
    m_url = subscription.url;
    m_allEvents = !subscription.events.has_value();
    // Unticking "All events" starts from every known type ticked: the closest explicit choice.
    m_events = orderedEvents(subscription.events.value_or(WebhookEvents::knownTypes()));
    m_active = subscription.active;
    m_errorText.clear();
    m_fieldProblems.clear();
    setSaveState(SaveState::Idle);
    emit changed();
}

void WebhookEditor::clear()
{
    load({});
}

void WebhookEditor::setUrl(const QString &url)
{
    if (url == m_url)
        return;
    m_url = url;
    emit changed();
}

void WebhookEditor::setAllEvents(bool all)
{
    if (all == m_allEvents || (all && !canChooseAllEvents()))
        return;
    m_allEvents = all;
    emit changed();
}

void WebhookEditor::setEventChecked(const QString &type, bool checked)
{
    if (checked == m_events.contains(type))
        return;
    if (checked)
        m_events = orderedEvents(m_events + QStringList{type});
    else
        m_events.removeAll(type);
    emit changed();
}

QStringList WebhookEditor::unknownEvents() const
{
    QStringList unknown;
    const QStringList known = WebhookEvents::knownTypes();
    for (const QString &type : m_loaded.events.value_or(QStringList())) {
        if (!known.contains(type))
            unknown.append(type);
    }
    return unknown;
}

void WebhookEditor::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    emit changed();
}

QStringList WebhookEditor::orderedEvents(const QStringList &events) const
{
    QStringList ordered;
    for (const QString &type : WebhookEvents::knownTypes()) {
        if (events.contains(type))
            ordered.append(type);
    }
    for (const QString &type : events) {
        if (!ordered.contains(type))
            ordered.append(type);
    }
    return ordered;
}

bool WebhookEditor::sameEvents(const QStringList &a, const QStringList &b)
{
    return QSet<QString>(a.begin(), a.end()) == QSet<QString>(b.begin(), b.end());
}

WebhookEditor::Fields WebhookEditor::changedFields() const
{
    Fields fields;
    if (!hasSubscription())
        return fields;
    if (m_url != m_loaded.url)
        fields |= UrlField;
    const bool loadedAll = !m_loaded.events.has_value();
    if (m_allEvents != loadedAll || (!m_allEvents && !sameEvents(m_events, *m_loaded.events)))
        fields |= EventsField;
    if (m_active != m_loaded.active)
        fields |= ActiveField;
    return fields;
}

Net::WebhookUpdate WebhookEditor::pendingUpdate() const
{
    Net::WebhookUpdate update;
    const Fields fields = changedFields();
    if (fields & UrlField)
        update.url = m_url;
    if (fields & EventsField)
        update.events = m_events; // never null: the interface takes a list on write
    if (fields & ActiveField)
        update.active = m_active;
    return update;
}

void WebhookEditor::revert()
{
    if (isBusy())
        return;
    load(m_loaded);
}

bool WebhookEditor::save()
{
    if (!hasSubscription() || isBusy() || !isDirty())
        return false;
    if ((changedFields() & UrlField) && urlCheck().isError()) {
        fail(urlCheck().text, {{QStringLiteral("url"), urlCheck().text}});
        return false;
    }
    if (changedFields() & EventsField) {
        // Kept while the events are not changed; the interface accepts only the six types on write.
        QStringList unknown;
        for (const QString &type : m_events) {
            if (!WebhookEvents::knownTypes().contains(type))
                unknown.append(type);
        }
        if (!unknown.isEmpty()) {
            const QString text = tr("The service listed %1, which this console cannot send back. Untick it to save the "
                                    "other changes of the events, or leave the events as they were.")
                                     .arg(unknown.join(QStringLiteral(", ")));
            fail(text, {{QStringLiteral("events"), text}});
            return false;
        }
    }
    if (!m_client) {
        fail(tr("Not connected: the changes are kept until you save again."));
        return false;
    }
    m_errorText.clear();
    m_fieldProblems.clear();
    setSaveState(SaveState::Checking);
    // The lost-update guard: what is on the service now, before anything is written over it.
    const quint64 generation = ++m_generation;
    const QString id = m_loaded.subscriptionId;
    m_client->webhooks().get(id, this)->then(
        this,
        [this, generation](const Net::WebhookSubscription &current) {
            if (generation != m_generation)
                return;
            if (current.updatedAt != m_loaded.updatedAt) {
                m_service = current;
                if (m_known)
                    m_known->remember(current);
                setSaveState(SaveState::Conflict);
                emit conflict();
                return;
            }
            patch(pendingUpdate());
        },
        [this, generation, id](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            if (error.kind == Net::ApiError::Kind::NotFound && m_known)
                m_known->noteGone(id);
            fail(tr("Could not check the subscription before saving: %1").arg(error.toString()));
        });
    return true;
}

bool WebhookEditor::overwrite()
{
    if (m_saveState != SaveState::Conflict || !m_client)
        return false;
    // What the user changed goes over the newer subscription; from now on that is the one edited.
    const Net::WebhookUpdate update = pendingUpdate();
    m_loaded.updatedAt = m_service.updatedAt;
    patch(update);
    return true;
}

void WebhookEditor::reloadFromService()
{
    if (m_saveState != SaveState::Conflict)
        return;
    load(m_service);
}

void WebhookEditor::patch(const Net::WebhookUpdate &update)
{
    const QString id = m_loaded.subscriptionId;
    WriteTracker::Write write;
    write.note = {JournalOperation::updateWebhookSubscription, QStringLiteral("webhooks"), {}, {}, id, m_loaded.url, {}};
    // PATCH carries no idempotency key in the spec: sending the same fields twice is harmless.
    write.send = [id, update](Net::ApiClient &client, const QString &, QObject *context) -> Net::ApiReply * {
        return client.webhooks().update(id, update, context);
    };
    write.payload = QVariant::fromValue(update);
    // The list hears of the saved subscription even when the editor has moved on to another one.
    write.onAnswer = [known = m_known](Net::ApiReply &reply, bool current) {
        if (known && current)
            known->remember(static_cast<Net::Reply<Net::WebhookSubscription> &>(reply).value());
    };
    setSaveState(SaveState::Saving);
    // A save the journal refused has already failed with the store's words (the failed signal).
    if (!m_writes.start(id, std::move(write)) && !m_writes.isRefusedByStore(id))
        fail(tr("A save of this subscription is already under way."));
}

void WebhookEditor::fail(const QString &message, const Net::FieldProblems &problems)
{
    m_errorText = message;
    m_fieldProblems = problems;
    setSaveState(SaveState::Failed);
    emit saveFailed(message);
}

void WebhookEditor::setSaveState(SaveState state)
{
    if (state == m_saveState)
        return;
    m_saveState = state;
    emit saveStateChanged(state);
}

QStringList WebhookEditor::conflictChanges() const
{
    QStringList lines;
    if (m_saveState != SaveState::Conflict)
        return lines;
    if (m_service.url != m_loaded.url)
        lines.append(tr("URL: %1 → %2").arg(m_loaded.url, m_service.url));
    if (m_service.events != m_loaded.events)
        lines.append(tr("Events: %1 → %2").arg(WebhookEvents::summary(m_loaded.events), WebhookEvents::summary(m_service.events)));
    if (m_service.active != m_loaded.active)
        lines.append(tr("State: %1 → %2").arg(activeMeaning(m_loaded.active), activeMeaning(m_service.active)));
    if (lines.isEmpty())
        lines.append(tr("It was saved again (updated %1) with the same URL, events and state.").arg(m_service.updatedAt));
    return lines;
}

QString WebhookEditor::activeMeaning(bool active)
{
    return active ? tr("Active") : tr("Off");
}

} // namespace Audience::Models
