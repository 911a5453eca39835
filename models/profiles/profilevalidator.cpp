#include "models/profiles/profilevalidator.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace Audience::Models {

ProfileValidator::ProfileValidator(QStringList takenNames)
    : m_takenNames(std::move(takenNames))
{
}

QString ProfileValidator::nameProblem(const QString &name) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return tr("Give the profile a name.");
    if (trimmed.size() > maxNameLength)
        return tr("The name is too long: at most %1 characters.").arg(maxNameLength);
    for (const QString &taken : m_takenNames) {
        if (taken.compare(trimmed, Qt::CaseInsensitive) == 0)
            return tr("Another profile is already called “%1”.").arg(taken);
    }
    return {};
}

QString ProfileValidator::urlProblem(const QString &urlText, bool allowPlainHttp) const
{
    const QString trimmed = urlText.trimmed();
    if (trimmed.isEmpty())
        return tr("Enter the service’s address, for example https://api.example.com.");
    const QUrl url(trimmed, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QStringLiteral("https") && scheme != QStringLiteral("http")))
        return tr("The address must start with https:// (or http:// for a local service).");
    if (url.host().isEmpty())
        return tr("The address has no host name.");
    if (!url.userInfo().isEmpty())
        return tr("Leave user names and passwords out of the address; the key field is for the key.");
    if (url.hasQuery() || url.hasFragment())
        return tr("The address must not contain “?” or “#”.");
    if (scheme == QStringLiteral("http") && !allowPlainHttp && !isLoopbackHost(url.host()))
        return tr("Plain HTTP would send the key unencrypted to %1. Use https://, or allow plain HTTP "
                  "to this host if you trust the network.").arg(url.host());
    return {};
}

QString ProfileValidator::labelProblem(const QString &label) const
{
    const QString trimmed = label.trimmed();
    if (trimmed.isEmpty())
        return tr("Give the profile a label such as Production or Staging, so you can always tell it apart.");
    if (trimmed.size() > maxLabelLength)
        return tr("The label is too long: at most %1 characters.").arg(maxLabelLength);
    return {};
}

QString ProfileValidator::colourProblem(const QString &colour) const
{
    static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    if (!pattern.match(colour).hasMatch())
        return tr("Choose a colour for the profile.");
    return {};
}

QString ProfileValidator::keyProblem(const QString &key, bool required) const
{
    if (key.isEmpty())
        return required ? tr("Enter the API key.") : QString();
    if (key.size() > maxKeyLength)
        return tr("The key is too long to be an API key (%1 characters).").arg(key.size());
    for (const QChar c : key) {
        if (c.isSpace())
            return tr("The key contains spaces or line breaks; paste it again as one piece.");
        if (c.unicode() < 0x21 || c.unicode() > 0x7e)
            return tr("The key contains characters an API key cannot have (only visible ASCII characters).");
    }
    return {};
}

QStringList ProfileValidator::problems(const Profile &profile) const
{
    QStringList found;
    for (const QString &problem : {nameProblem(profile.name),
                                   urlProblem(profile.baseUrl.toString(), profile.allowPlainHttp),
                                   labelProblem(profile.label), colourProblem(profile.colour)}) {
        if (!problem.isEmpty())
            found.append(problem);
    }
    return found;
}

QUrl ProfileValidator::normalisedUrl(const QString &urlText)
{
    QUrl url(urlText.trimmed(), QUrl::StrictMode);
    if (!url.isValid())
        return {};
    url.setScheme(url.scheme().toLower());
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path);
    return url;
}

bool ProfileValidator::isLoopbackHost(const QString &host)
{
    const QString lower = host.toLower();
    if (lower == QStringLiteral("localhost") || lower.endsWith(QStringLiteral(".localhost")))
        return true;
    const QHostAddress address(lower);
    return !address.isNull() && address.isLoopback();
}

bool ProfileValidator::sameOrigin(const QUrl &a, const QUrl &b)
{
    const auto defaultPort = [](const QUrl &url) { return url.scheme() == QStringLiteral("https") ? 443 : 80; };
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(defaultPort(a)) == b.port(defaultPort(b));
}

} // namespace Audience::Models
