#include "ui/workspace.h"

#include "models/audienceactions.h"
#include "models/audiencesearchmodel.h"
#include "models/knownaudiences.h"
#include "models/pagelistmodel.h"
#include "net/apiclient.h"

namespace Audience::Ui {

Workspace::Workspace(Net::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_known = new Models::KnownAudiences(this);
    // Nothing is asked before the connection is known to work: the models start without a client.
    m_pages = new Models::PageListModel(nullptr, this);
    m_pages->setKnownAudiences(m_known);
    m_actions = new Models::AudienceActions(nullptr, m_known, this);
}

Workspace::~Workspace() = default;

Net::ApiClient *Workspace::client() const
{
    return m_client;
}

void Workspace::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    setConnected(false);
    m_client = client;
}

void Workspace::setKnownAudiencesFile(const QString &path)
{
    m_knownFile = path;
    if (m_connected)
        m_known->setFilePath(path);
}

void Workspace::setConnected(bool connected, Net::Reply<Net::PageList> *firstPages)
{
    if (connected && !m_client)
        return;
    if (connected == m_connected && !connected)
        return;
    m_connected = connected;
    Net::ApiClient *client = connected ? m_client.data() : nullptr;
    if (!connected) {
        m_known->clear(); // what one profile taught us means nothing for the next (its file keeps it)
        m_seenAudiences.clear();
    } else {
        m_known->setFilePath(m_knownFile); // before the lists load, so they show what is known
    }
    m_pages->setClient(client);
    m_actions->setClient(client);
    if (connected && firstPages)
        m_pages->reloadWith(firstPages);
    else if (connected)
        m_pages->reload();
    emit connectedChanged(connected);
}

} // namespace Audience::Ui

namespace Audience::Ui {

void Workspace::watchAudienceSearch(Models::AudienceSearchModel *model)
{
    connect(model, &QAbstractItemModel::rowsInserted, this, [this, model](const QModelIndex &, int first, int last) {
        for (int row = first; row <= last; ++row) {
            const Net::AudienceSearchItem &item = model->itemAt(row);
            if (!item.audienceId.value().isEmpty())
                m_seenAudiences.insert(item.audienceId.value(), item);
        }
    });
}

std::optional<Net::AudienceSearchItem> Workspace::seenAudience(const QString &audienceId) const
{
    const auto found = m_seenAudiences.constFind(audienceId);
    if (found == m_seenAudiences.constEnd())
        return std::nullopt;
    return *found;
}

} // namespace Audience::Ui
