#include "models/common/servicelink.h"

#include "net/apiclient.h"

namespace Audience::Models {

Net::ApiClient *ServiceLink::client() const
{
    return m_client;
}

void ServiceLink::setClient(Net::ApiClient *client)
{
    m_client = client;
}

} // namespace Audience::Models
