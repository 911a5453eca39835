#pragma once

#include <QByteArray>

namespace Audience::Net {

// Where the client gets the API key from, asked again before every attempt so a replaced key is
// picked up at once. app/ implements it over the OS keychain; tests use StaticApiKeyProvider.
// An empty key means "no key yet": requests then fail with ApiError::Kind::Unauthorized unsent.
class ApiKeyProvider
{
public:
    virtual ~ApiKeyProvider();
    virtual QByteArray apiKey() const = 0;

protected:
    ApiKeyProvider() = default;
    ApiKeyProvider(const ApiKeyProvider &) = default;
    ApiKeyProvider &operator=(const ApiKeyProvider &) = default;
};

// A key held in memory, e.g. one read from the keychain at start or given by a test.
class StaticApiKeyProvider final : public ApiKeyProvider
{
public:
    explicit StaticApiKeyProvider(QByteArray key = {})
        : m_key(std::move(key))
    {
    }
    QByteArray apiKey() const override { return m_key; }
    void setApiKey(QByteArray key) { m_key = std::move(key); }

private:
    QByteArray m_key;
};

} // namespace Audience::Net
