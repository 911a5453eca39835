#pragma once

// Counts the requests an ApiClient starts (each start raises the number in flight by one): what a
// test or a benchmark of "only the days not cached are asked for" reads.
#include "net/apiclient.h"

#include <QObject>

namespace Audience::Testing {

class RequestCounter
{
public:
    explicit RequestCounter(Net::ApiClient *client)
    {
        QObject::connect(client, &Net::ApiClient::requestsInFlightChanged, &m_context, [this](int count) {
            if (count > m_last)
                m_started += count - m_last;
            m_last = count;
        });
    }
    int started() const { return m_started; }
    void reset() { m_started = 0; }

private:
    QObject m_context;
    int m_last = 0;
    int m_started = 0;
};

} // namespace Audience::Testing
