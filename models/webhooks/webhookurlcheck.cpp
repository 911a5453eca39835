#include "models/webhooks/webhookurlcheck.h"

#include <QHostAddress>
#include <QUrl>

namespace Audience::Models {

namespace {

WebhookUrlCheck error(const QString &text)
{
    return {WebhookUrlCheck::Level::Error, text};
}

// True for 10/8, 172.16/12, 192.168/16, 100.64/10 (carrier-grade NAT) and fc00::/7.
bool isPrivate(const QHostAddress &address)
{
    return address.isInSubnet(QHostAddress(QStringLiteral("10.0.0.0")), 8)
           || address.isInSubnet(QHostAddress(QStringLiteral("172.16.0.0")), 12)
           || address.isInSubnet(QHostAddress(QStringLiteral("192.168.0.0")), 16)
           || address.isInSubnet(QHostAddress(QStringLiteral("100.64.0.0")), 10)
           || address.isInSubnet(QHostAddress(QStringLiteral("fc00::")), 7);
}

} // namespace

bool WebhookUrlCheck::isLoopbackHost(const QString &host)
{
    const QString name = host.toLower();
    if (name == u"localhost" || name.endsWith(u".localhost"))
        return true;
    const QHostAddress address(name);
    return !address.isNull() && address.isLoopback();
}

WebhookUrlCheck WebhookUrlCheck::check(const QString &text)
{
    if (text.trimmed().isEmpty())
        return error(tr("Enter the address the events are sent to, such as https://example.com/webhooks."));
    if (text != text.trimmed())
        return error(tr("The address starts or ends with a space: remove it."));
    if (text.size() > maxLength)
        return error(tr("The address is %1 characters long; the service accepts at most %2.").arg(text.size()).arg(maxLength));
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return error(tr("This is not a valid address: %1").arg(url.errorString()));
    if (url.isRelative())
        return error(tr("The address must be complete, starting with https:// or http://."));
    const QString scheme = url.scheme().toLower();
    if (scheme != u"https" && scheme != u"http")
        return error(tr("The address must start with https:// or http://, not %1:.").arg(url.scheme()));
    if (url.host().isEmpty())
        return error(tr("The address has no host name after %1://.").arg(scheme));

    QStringList warnings;
    const bool loopback = isLoopbackHost(url.host());
    if (scheme == u"http" && !loopback)
        warnings.append(tr("Plain http: the events, and their signatures, travel unencrypted to another computer. "
                           "Use https unless this is a test."));
    const QHostAddress address(url.host());
    if (!address.isNull() && !loopback) {
        if (address.isLinkLocal())
            warnings.append(tr("%1 is a link-local address: it only means something on one network segment, "
                               "so the service will most likely not reach it.").arg(url.host()));
        else if (isPrivate(address))
            warnings.append(tr("%1 is a private network address: a service on the internet cannot reach it.")
                                .arg(url.host()));
    }
    if (warnings.isEmpty())
        return {};
    return {Level::Warning, warnings.join(u' ')};
}

} // namespace Audience::Models
