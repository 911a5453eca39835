#pragma once

#include <QCoreApplication>
#include <QString>

namespace Audience::Models {

// What the console says about a subscription's URL before it is sent. The service requires an
// absolute http or https URI with a host, at most 2048 characters (docs/sandbox.md "Webhooks"); a
// URL that breaks that is refused here, in words, instead of by a 400. Plain http to another
// computer and private or link-local addresses are allowed but warned about: the events would
// travel unencrypted, or the service may not be able to reach the address. Pure: no network.
class WebhookUrlCheck
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::WebhookUrlCheck)
public:
    enum class Level { Fine, Warning, Error };
    static constexpr int maxLength = 2048;

    Level level = Level::Fine;
    QString text; // empty when Fine; may hold two sentences when two warnings apply

    bool isError() const { return level == Level::Error; }
    bool isWarning() const { return level == Level::Warning; }

    static WebhookUrlCheck check(const QString &url);
    // localhost, 127.0.0.0/8, ::1 (and their names): the sandbox's only delivery targets by default.
    static bool isLoopbackHost(const QString &host);
};

} // namespace Audience::Models
