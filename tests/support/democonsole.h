#pragma once

// The console's models on the demo profile, as a start makes them: the profile's folder, what the
// demo profile knows from its first start, the analytics clock on the sandbox's seed day, the
// watch's days in UTC. For the tests of the watch and of undone publishes. Header-only; the test
// links audience_models.
#include "models/analytics/analyticsdaycache.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profile.h"
#include "models/profiles/profilefolder.h"
#include "models/shell/connection.h"
#include "models/watch/publishwatcher.h"
#include "support/demosandboxclient.h"

#include <QTest>
#include <QTimeZone>

#include <algorithm>

namespace Audience::Testing {

struct DemoConsole
{
    Models::Connection connection;
    Models::DemoProfileSetup demo{*connection.webhooks(), *connection.versionFollower(), *connection.storeLink()};

    explicit DemoConsole(DemoSandboxClient &sandbox)
        : connection(sandbox.client())
    {
        demo.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
        connection.setProfileFolder(Models::ProfileFolder::of(Models::Profile::sandboxId()));
        connection.analyticsDays()->setClock(sandbox.sandbox().seedDayClock());
        watch()->setTimeZone(QTimeZone::utc());
    }

    Models::PublishWatcher *watch() const { return connection.publishWatcher(); }

    // The watch's last run looked at this publish.
    bool watches(const QString &versionId) const
    {
        const QList<Models::WatchedPublish> watched = watch()->watched();
        return std::any_of(watched.cbegin(), watched.cend(), [&](const Models::WatchedPublish &one) { return one.key() == versionId; });
    }

    // Waits (at most a minute) for a run of the watch that looked at this publish, and has finished.
    bool waitForTheWatchOf(const QString &versionId) const
    {
        return QTest::qWaitFor([&] { return watches(versionId) && !watch()->isRunning(); }, 60000);
    }
};

} // namespace Audience::Testing
