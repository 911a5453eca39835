#include "models/workspace/publishhistory.h"

#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/conversationapi.h"

namespace Audience::Models {

PublishHistory::PublishHistory(ServiceLink &service, StoreLink &store, VersionFollower &versions, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_store(store)
    , m_versions(versions)
{
    connect(&versions, &VersionFollower::versionsChanged, this, [this](const QString &audienceId) {
        if (audienceId == m_audienceId && !m_audienceId.isEmpty())
            compute();
    });
}

bool PublishHistory::load(const QString &pageId, const QString &audienceId)
{
    if (audienceId != m_audienceId)
        m_conversation.reset();
    m_pageId = pageId;
    m_audienceId = audienceId;
    m_error.clear();
    const quint64 serial = ++m_serial;
    m_records.clear();
    if (ProfileDatabase *store = m_store.store())
        m_records = store->publishChangesOf(audienceId).value_or(QList<PublishChangeRecord>());
    Net::ApiClient *client = m_service.client();
    const bool canAsk = client && m_service.isConnected() && !pageId.isEmpty() && !audienceId.isEmpty();
    m_loading = canAsk;
    compute();
    if (!canAsk)
        return false;
    client->conversation().history(pageId, audienceId, this)->then(
        this,
        [this, serial](const Net::Conversation &conversation) {
            if (serial != m_serial)
                return;
            m_loading = false;
            m_conversation = conversation;
            compute();
        },
        [this, serial](const Net::ApiError &error) {
            if (serial != m_serial)
                return;
            m_loading = false;
            m_error = tr("The conversation could not be read: %1").arg(error.toString());
            compute();
        });
    return true;
}

void PublishHistory::clear()
{
    ++m_serial;
    m_pageId.clear();
    m_audienceId.clear();
    m_loading = false;
    m_error.clear();
    m_records.clear();
    m_conversation.reset();
    m_rows.clear();
    m_publishes.clear();
    emit changed();
}

void PublishHistory::compute()
{
    m_rows = m_conversation ? NetChanges::compute(m_conversation->context.value(), m_conversation->pendingChanges.value())
                            : QList<FieldNetChange>();
    m_publishes = PublishedChanges::history(m_versions.versions(m_audienceId), m_records, m_conversation);
    emit changed();
}

std::optional<PublishedChange> PublishHistory::publish(const QString &versionId) const
{
    for (const PublishedChange &publish : m_publishes) {
        if (publish.versionId == versionId)
            return publish;
    }
    return std::nullopt;
}

QList<PublishedChange> PublishHistory::laterThan(const QString &versionId) const
{
    const auto undone = publish(versionId);
    QList<PublishedChange> later;
    for (const PublishedChange &publish : m_publishes) {
        if (undone && publish.versionNumber > undone->versionNumber)
            later.append(publish);
    }
    return later;
}

} // namespace Audience::Models
