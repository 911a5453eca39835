#pragma once

// An ApiClient on the in-process fake network, with a fixed test key and retry waits shrunk to
// milliseconds: the starting point of the net/, models/ and ui/ tests.
#include "fakenetwork.h"

#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/retrypolicy.h"

#include <chrono>

namespace Audience::Testing {

struct FakeClient
{
    FakeNetwork network;
    Net::StaticApiKeyProvider keys{QByteArrayLiteral("secret-test-key-123")};
    Net::ApiClient client{&network, &keys};

    FakeClient()
    {
        client.setBaseUrl(FakeNetwork::baseUrl());
        Net::RetryPolicy policy;
        policy.baseDelay = std::chrono::milliseconds(2);
        policy.maxDelay = std::chrono::milliseconds(20);
        client.setRetryPolicy(policy);
    }
};

} // namespace Audience::Testing
