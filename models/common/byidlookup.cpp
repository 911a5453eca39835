#include "models/common/byidlookup.h"

#include "models/store/keptlist.h"
#include "models/store/profiledatabase.h"
#include "net/apiclient.h"

namespace Audience::Models {

void ByIdLookup::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    ++m_generation;
    if (m_reply)
        m_reply->abort();
    m_client = client;
    m_error = {};
    clearShown();
    setState(LoadState::Idle);
}

Net::ApiClient *ByIdLookup::client() const
{
    return m_client;
}

void ByIdLookup::setStore(ProfileDatabase *store, const QString &listName)
{
    if (store == m_store && listName == m_listName)
        return;
    m_store = store;
    m_listName = listName;
    clearRecent();
    if (m_store && !m_seeds.isEmpty() && !KeptList(*m_store, m_listName).exists()) {
        readRecent(m_seeds);
        saveRecent(); // kept: seeded once, then the user's
    } else if (m_store) {
        QJsonArray entries;
        for (const KeptList::Item &item : KeptList(*m_store, m_listName).read())
            entries.append(item.entry);
        readRecent(entries);
    }
    emit recentChanged();
}

void ByIdLookup::forgetRecent()
{
    if (!hasRecent())
        return;
    clearRecent();
    saveRecent();
    emit recentChanged();
}

bool ByIdLookup::begin(const QString &problem)
{
    ++m_generation;
    if (m_reply)
        m_reply->abort();
    QString refused = problem;
    if (refused.isEmpty() && !m_client)
        refused = tr("Not connected.");
    if (!refused.isEmpty()) {
        m_error = Net::ApiError::make(Net::ApiError::Kind::Validation, refused);
        setState(LoadState::Error);
        return false;
    }
    m_error = {};
    setState(LoadState::Loading);
    return true;
}

void ByIdLookup::saveRecent() const
{
    if (!m_store)
        return;
    // The list is written whole (it is short), so an item's ID is its place in it.
    QList<KeptList::Item> items;
    const QJsonArray entries = recentEntries();
    for (qsizetype i = 0; i < entries.size(); ++i)
        items.append({QString::number(i), entries.at(i).toObject()});
    KeptList(*m_store, m_listName).write(items);
}

void ByIdLookup::setState(LoadState state)
{
    m_state = state;
    emit stateChanged(state);
}

} // namespace Audience::Models
