#pragma once

#include <QByteArray>
#include <QString>

namespace Audience::Ui {

// The drawn symbol icons (symbolicons.h) kept from one run to the next. Drawing them is the
// largest part of painting the first frame that is ours (the sidebar's and the tool bar's 14
// symbols, each stroked with antialiasing: 3.2 M instructions, docs/performance.md "Launch, wave 5
// third session"); reading them back is a small file. The file belongs to one program file, one Qt
// and one palette (its stamp): anything else, or a damaged file, is ignored and written anew when
// the window closes, from what that run drew.
class SymbolIconStore
{
public:
    explicit SymbolIconStore(QString path = defaultPath());

    // Puts the kept icons into QPixmapCache, where the icons look first. True when the file was
    // written by this program for this palette; false when it was missing, stale or damaged.
    bool load();
    // The icons drawn so far (found in QPixmapCache) written for the next run, unless the file
    // loaded was current already. False when it could not be written (the next run draws them).
    bool saveIfStale() const;

    // In the user's cache folder.
    static QString defaultPath();
    // What a file must carry to be read: the program file's size and time, Qt's version, the
    // palette's symbol colours and the format's revision.
    static QByteArray stamp();

private:
    QString m_path;
    bool m_current = false;
};

} // namespace Audience::Ui
