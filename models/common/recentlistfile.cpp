#include "models/common/recentlistfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace Audience::Models::RecentListFile {

QJsonArray read(const QString &path)
{
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("recent")).toArray();
}

void write(const QString &path, const QJsonArray &entries)
{
    if (path.isEmpty())
        return;
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(QJsonObject{{QStringLiteral("format"), 1}, {QStringLiteral("recent"), entries}})
                       .toJson(QJsonDocument::Compact));
        file.commit();
    }
}

} // namespace Audience::Models::RecentListFile
