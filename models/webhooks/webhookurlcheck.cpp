#include "models/webhooks/webhookurlcheck.h"

#include <QHostAddress>
#include <QRegularExpression>
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

// The parts of an absolute http(s) address, as typed (RFC 3986 section 3), before QUrl reads it.
struct AddressParts
{
    QString scheme;
    QString authority; // between "//" and the first "/", "?" or "#"
    QString rest;      // path, query and fragment
};

// Quoted for a sentence: “x”.
QString quoted(const QString &text)
{
    return WebhookUrlCheck::tr("“%1”").arg(text);
}

bool isHexDigit(QChar c)
{
    return QStringView(u"0123456789abcdefABCDEF").contains(c);
}

// A character that cannot stand as it is after the host name (RFC 3986 allows it nowhere).
bool isForbiddenInRest(QChar c)
{
    return c.unicode() <= 0x20 || c.unicode() == 0x7f || QStringView(u"\"<>\\^`{|}").contains(c);
}

// What is wrong with the path, the query or the fragment, naming the part; empty when nothing.
QString restProblem(const QString &rest)
{
    for (qsizetype i = 0; i < rest.size(); ++i) {
        const QChar c = rest.at(i);
        const bool badPercent = c == u'%' && (i + 2 >= rest.size() || !isHexDigit(rest.at(i + 1)) || !isHexDigit(rest.at(i + 2)));
        if (!badPercent && !isForbiddenInRest(c))
            continue;
        const qsizetype query = rest.indexOf(u'?');
        const qsizetype fragment = rest.indexOf(u'#');
        QString part = WebhookUrlCheck::tr("The path after the host name");
        if (fragment >= 0 && i > fragment)
            part = WebhookUrlCheck::tr("The part after “#”");
        else if (query >= 0 && i > query)
            part = WebhookUrlCheck::tr("The query after “?”");
        if (badPercent)
            return WebhookUrlCheck::tr("%1 has a “%” that is not followed by two hexadecimal digits; a percent sign itself "
                                       "is written %25.").arg(part);
        const QString shown = c == u' ' ? WebhookUrlCheck::tr("a space") : quoted(QString(c));
        return WebhookUrlCheck::tr("%1 holds %2, which an address cannot hold as it is; write it percent-encoded (%3).")
            .arg(part, shown, QStringLiteral("%%1").arg(c.unicode(), 2, 16, QLatin1Char('0')).toUpper());
    }
    return {};
}

// What is wrong with a host name, in words; empty when nothing. The address standard (RFC 3986)
// allows "+", "!", "$", "&", "'", "(", ")", "*", ",", ";", "=" and "~" in a host, but no name with
// one can be looked up in DNS: such an address is refused, saying so, rather than accepted and
// never delivered to.
QString hostProblem(const QString &host)
{
    for (const QChar c : host) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'.' || c == u'_' || c.unicode() > 0x7f)
            continue;
        if (QStringView(u"+!$&'()*,;=~").contains(c))
            return WebhookUrlCheck::tr("The host name %1 holds %2. The address standard allows it, but no host name with it can "
                                       "be found in DNS (names hold only letters, digits, hyphens and dots), so the events "
                                       "could never be delivered there.").arg(quoted(host), quoted(QString(c)));
        const QString shown = c == u' ' ? WebhookUrlCheck::tr("a space") : quoted(QString(c));
        return WebhookUrlCheck::tr("The host name %1 holds %2, which no host name can hold.").arg(quoted(host), shown);
    }
    if (host.startsWith(u'.') || host.contains(QStringLiteral("..")))
        return WebhookUrlCheck::tr("The host name %1 has an empty part between dots.").arg(quoted(host));
    return {};
}

// What is wrong with "host:port" (or "[IPv6]:port"), after any "user@"; empty when nothing.
QString authorityProblem(const QString &scheme, const QString &authority)
{
    const QString hostPort = authority.mid(authority.lastIndexOf(u'@') + 1);
    QString host = hostPort;
    QString port;
    bool hasPort = false;
    if (hostPort.startsWith(u'[')) {
        const qsizetype close = hostPort.indexOf(u']');
        host = close < 0 ? hostPort.mid(1) : hostPort.mid(1, close - 1);
        if (close < 0 || QHostAddress(host).protocol() != QAbstractSocket::IPv6Protocol)
            return WebhookUrlCheck::tr("The address in brackets, %1, is not a valid IPv6 address.").arg(quoted(host));
        const QString after = hostPort.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(u':'))
            return WebhookUrlCheck::tr("After the IPv6 address in brackets only a colon and a port may follow, not %1.").arg(quoted(after));
        hasPort = !after.isEmpty();
        port = after.mid(1);
    } else {
        const qsizetype colon = hostPort.lastIndexOf(u':');
        hasPort = colon >= 0;
        host = hasPort ? hostPort.left(colon) : hostPort;
        port = hasPort ? hostPort.mid(colon + 1) : QString();
        if (host.isEmpty())
            return WebhookUrlCheck::tr("The address has no host name after %1://.").arg(scheme);
        if (const QString problem = hostProblem(host); !problem.isEmpty())
            return problem;
        // What the international-names rules refuse (a symbol among letters, say).
        QUrl probe;
        probe.setHost(host, QUrl::StrictMode);
        if (probe.host().isEmpty())
            return WebhookUrlCheck::tr("The host name %1 is not a name a computer can be found by: check it for a "
                                       "mistyped character.").arg(quoted(host));
    }
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,5}$"));
    // An empty port ("example.com:/") is allowed by the standard and means the default one.
    if (hasPort && !port.isEmpty() && (!digits.match(port).hasMatch() || port.toInt() < 1 || port.toInt() > 65535))
        return WebhookUrlCheck::tr("The port %1 after the host name must be a number from 1 to 65535.").arg(quoted(port));
    return {};
}

// What is wrong with an address, naming its wrong part; empty when nothing found (or when it is not
// an http or https address: check() says that itself).
QString addressProblem(const QString &text)
{
    static const QRegularExpression schemePattern(QStringLiteral("^([A-Za-z][A-Za-z0-9+.-]*):"));
    const QRegularExpressionMatch match = schemePattern.match(text);
    if (!match.hasMatch())
        return {};
    AddressParts parts;
    parts.scheme = match.captured(1).toLower();
    if (parts.scheme != u"https" && parts.scheme != u"http")
        return {};
    const QString afterScheme = text.mid(match.capturedLength());
    if (!afterScheme.startsWith(QStringLiteral("//")))
        return WebhookUrlCheck::tr("After %1 come two slashes, then the host name: %2//example.com/…")
            .arg(quoted(parts.scheme + u':'), parts.scheme + u':');
    const QString hierarchy = afterScheme.mid(2);
    static const QRegularExpression authorityEnd(QStringLiteral("[/?#]"));
    const qsizetype end = hierarchy.indexOf(authorityEnd);
    parts.authority = end < 0 ? hierarchy : hierarchy.left(end);
    parts.rest = end < 0 ? QString() : hierarchy.mid(end);
    if (const QString problem = authorityProblem(parts.scheme, parts.authority); !problem.isEmpty())
        return problem;
    return restProblem(parts.rest);
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
    // Said in words naming the part that is wrong; QUrl's own errorString() is for developers.
    if (const QString problem = addressProblem(text); !problem.isEmpty())
        return error(problem);
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return error(tr("This is not a valid address: check it for a mistyped or missing character."));
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
