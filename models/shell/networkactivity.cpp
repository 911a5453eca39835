#include "models/shell/networkactivity.h"

#include "net/apiclient.h"

namespace Audience::Models {

NetworkActivity::NetworkActivity(QObject *parent)
    : QObject(parent)
{
}

NetworkActivity::~NetworkActivity() = default;

void NetworkActivity::setClient(Net::ApiClient *client)
{
    if (m_client == client)
        return;
    if (m_client)
        disconnect(m_client, nullptr, this, nullptr);
    m_client = client;
    if (client) {
        connect(client, &Net::ApiClient::requestsInFlightChanged, this, &NetworkActivity::requestsInFlightChanged);
        connect(client, &Net::ApiClient::retrying, this, &NetworkActivity::retrying);
    }
    emit requestsInFlightChanged(requestsInFlight());
}

int NetworkActivity::requestsInFlight() const
{
    return m_client ? m_client->requestsInFlight() : 0;
}

} // namespace Audience::Models
