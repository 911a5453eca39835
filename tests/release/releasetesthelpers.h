#pragma once

// A connection of the console's models on a real audience-sandbox child process (`--seed wide:N`:
// N audiences of page_wide_0001, each with version 2 a draft waiting), with the profile's store in
// a temporary folder, for the release tests and benchmarks. Header-only.
#include "support/sandboxprocess.h"

#include "models/audiences/audiencekey.h"
#include "models/release/releaserun.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/versionsapi.h"

#include <QNetworkAccessManager>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace Audience::Testing {

inline QString wideAudienceId(int n)
{
    return QStringLiteral("aud_wide_%1").arg(n, 4, 10, QLatin1Char('0'));
}

inline QString wideDraftId(int n)
{
    return QStringLiteral("ver_wide_%1_2").arg(n, 4, 10, QLatin1Char('0'));
}

inline Models::AudienceKey wideKey(int n)
{
    return {QStringLiteral("page_wide_0001"), wideAudienceId(n), QStringLiteral("Audience %1").arg(n)};
}

// The first `count` audiences' waiting drafts (version 2), as a release's members.
inline QList<Models::ReleaseRun::Member> wideDrafts(int count)
{
    QList<Models::ReleaseRun::Member> result;
    for (int n = 1; n <= count; ++n)
        result.append({wideKey(n), wideDraftId(n), 2});
    return result;
}

// Audience n's waiting draft as the service has it now (empty when it could not be read).
inline Net::AudienceVersion readVersion(Net::ApiClient &client, int n)
{
    Net::AudienceVersion version;
    bool done = false;
    client.versions().get(QStringLiteral("page_wide_0001"), wideAudienceId(n), wideDraftId(n))->then(
        &client, [&](const Net::AudienceVersion &v) { version = v; done = true; }, [&](const Net::ApiError &) { done = true; });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        qWarning("the version was not read within 20 s: an empty version is returned");
    return version;
}

struct ReleaseWorld
{
    SandboxProcess sandbox;
    QNetworkAccessManager network;
    std::unique_ptr<Net::StaticApiKeyProvider> keys;
    std::unique_ptr<Net::ApiClient> client;
    std::unique_ptr<Models::Connection> connection;
    QTemporaryDir folder;

    // Starts the sandbox with `wide:audiences` and `extra` arguments, connects, waits for the store.
    bool start(int audiences, const QStringList &extra = {}, const QString &profileFolder = {})
    {
        QStringList arguments{QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"),
                              QStringLiteral("wide:%1").arg(audiences)};
        if (!sandbox.start(arguments + extra))
            return false;
        keys = std::make_unique<Net::StaticApiKeyProvider>(sandbox.apiKey());
        client = std::make_unique<Net::ApiClient>(&network, keys.get());
        client->setBaseUrl(sandbox.baseUrl());
        return connect(profileFolder);
    }

    bool connect(const QString &profileFolder = {})
    {
        connection = std::make_unique<Models::Connection>(client.get());
        connection->setProfileFolder(profileFolder.isEmpty() ? folder.filePath(QStringLiteral("profile")) : profileFolder);
        connection->setConnected(true);
        return QTest::qWaitFor([this] { return connection->journal() != nullptr; }, 20000);
    }

    // How many journal entries carry this idempotency key.
    int entriesWithKey(const QString &key) const
    {
        QSqlQuery query(connection->store()->database());
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM journal WHERE idempotency_key = ?"));
        query.addBindValue(key);
        return query.exec() && query.next() ? query.value(0).toInt() : -1;
    }
};

} // namespace Audience::Testing
