#pragma once

#include "ui/shell/placeplugin.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>

namespace Audience::Ui {

// Finds and builds the places whose code is a plugin (ui/shell/placeplugin.h). The plugin of place
// "analytics" is the file audience-analytics (libaudience-analytics.so on Linux), looked for in the
// folders given, in order: the composition root names them (beside the program, then where the
// package installs it). Tests and benchmarks that link a place's code add it as built in instead.
class PlacePlugins
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Ui::PlacePlugins)

public:
    using Factory = std::function<Place *(Models::Connection *connection, QWidget *parent)>;

    struct Built
    {
        Place *place = nullptr;
        QString error; // why there is no place, in words, with the loader's own message
    };

    void setFolders(const QStringList &folders) { m_folders = folders; }
    QStringList folders() const { return m_folders; }
    // A place whose code the program links: used before any plugin file.
    void addBuiltIn(const QString &placeId, Factory factory);

    Built create(const QString &placeId, Models::Connection *connection, QWidget *parent) const;

    // The file's name without the platform's prefix and suffix ("audience-analytics").
    static QString baseName(const QString &placeId);

private:
    QStringList m_folders;
    QHash<QString, Factory> m_builtIn;
};

} // namespace Audience::Ui
