#pragma once

// The start of every integration test of models/ and ui/: a real sandbox seeded with the demo data,
// and an API client pointed at it with the sandbox's fresh key. Header-only, for tests that link
// audience_net (the sandbox's own tests do not).
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/sandboxprocess.h"

#include <QNetworkAccessManager>

#include <memory>

namespace Audience::Testing {

class DemoSandboxClient
{
public:
    // Starts `audience-sandbox --db :memory: --seed demo` plus `extraArguments`; false with
    // errorString() when it does not come up.
    bool start(const QStringList &extraArguments = {})
    {
        QStringList arguments{QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo")};
        arguments += extraArguments;
        if (!m_sandbox.start(arguments))
            return false;
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
        return true;
    }

    QString errorString() const { return m_sandbox.errorString(); }
    Net::ApiClient *client() const { return m_client.get(); }
    SandboxProcess &sandbox() { return m_sandbox; }

private:
    SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;
};

} // namespace Audience::Testing
