#include "models/common/byidlookup.h"

#include "models/common/recentlistfile.h"
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

void ByIdLookup::setFilePath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    clearRecent();
    readRecent(RecentListFile::read(m_path));
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
    RecentListFile::write(m_path, recentEntries());
}

void ByIdLookup::setState(LoadState state)
{
    m_state = state;
    emit stateChanged(state);
}

} // namespace Audience::Models
