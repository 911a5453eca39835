#include "models/profiles/profilefolder.h"

#include <QDir>
#include <QStandardPaths>
#include <QUrl>

namespace Audience::Models {

namespace {

QString dataLocation()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

} // namespace

QString ProfileFolder::of(const QString &profileId)
{
    if (profileId.isEmpty() || profileId == QLatin1StringView(".") || profileId == QLatin1StringView(".."))
        return {};
    return dataLocation() + QLatin1StringView("/profiles/") + QString::fromLatin1(QUrl::toPercentEncoding(profileId));
}

void ProfileFolder::remove(const QString &profileId)
{
    const QString folder = of(profileId);
    if (folder.isEmpty() || dataLocation().isEmpty())
        return;
    QDir(folder).removeRecursively();
}

} // namespace Audience::Models
