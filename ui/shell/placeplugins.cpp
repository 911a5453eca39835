#include "ui/shell/placeplugins.h"

#include "ui/shell/place.h"
#include "ui/shell/placeplugin.h"

#include <QDir>
#include <QJsonObject>
#include <QPluginLoader>

namespace Audience::Ui {

void PlacePlugins::addBuiltIn(const QString &placeId, Factory factory)
{
    m_builtIn.insert(placeId, std::move(factory));
}

QString PlacePlugins::baseName(const QString &placeId)
{
    return QStringLiteral("audience-") + placeId;
}

PlacePlugins::Built PlacePlugins::create(const QString &placeId, Models::Connection *connection, QWidget *parent) const
{
    if (const auto builtIn = m_builtIn.constFind(placeId); builtIn != m_builtIn.cend())
        return {(*builtIn)(connection, parent), {}};

    QStringList problems;
    for (const QString &folder : m_folders) {
        // QPluginLoader adds the platform's prefix and suffix (lib….so) to a name without them, and
        // says "not found" when no such file is in this folder: the next folder is tried then.
        QPluginLoader loader(QDir(folder).filePath(baseName(placeId)));
        // Every symbol is bound when the file is loaded: one the console lacks fails the load here,
        // with its name, rather than ending the console the first time the place calls it.
        loader.setLoadHints(QLibrary::ResolveAllSymbolsHint);
        if (loader.fileName().isEmpty())
            continue;
        // Read from the file without loading it: nothing of a plugin of another version runs.
        const QJsonObject about = loader.metaData().value(QStringLiteral("MetaData")).toObject();
        const QString version = about.value(QStringLiteral("consoleVersion")).toString();
        const QString file = QDir::toNativeSeparators(loader.fileName());
        if (about.value(QStringLiteral("placeId")).toString() != placeId) {
            problems << tr("%1 is not the plugin of this place.").arg(file);
            continue;
        }
        if (version != QStringLiteral(AUDIENCE_VERSION_STRING)) {
            problems << tr("%1 belongs to version %2 of the console, not to this one (%3).")
                            .arg(file, version, QStringLiteral(AUDIENCE_VERSION_STRING));
            continue;
        }
        QObject *instance = loader.instance(); // stays loaded: its place lives as long as the window
        if (!instance) {
            problems << loader.errorString();
            continue;
        }
        auto *plugin = qobject_cast<PlacePlugin *>(instance);
        if (!plugin) {
            problems << tr("%1 is not a place of the console.").arg(file);
            continue;
        }
        if (Place *place = plugin->createPlace(connection, parent))
            return {place, {}};
        problems << tr("%1 made no place.").arg(file);
    }
    if (problems.isEmpty()) {
        QStringList shown;
        for (const QString &folder : m_folders)
            shown << QDir::toNativeSeparators(folder);
        problems << tr("The file %1 is in none of these folders: %2.")
                        .arg(baseName(placeId), shown.isEmpty() ? QStringLiteral("-") : shown.join(QStringLiteral(", ")));
    }
    return {nullptr, problems.join(u'\n')};
}

} // namespace Audience::Ui
