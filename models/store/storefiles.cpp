#include "models/store/storefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QPair>

namespace Audience::Models::StoreFiles {

namespace {

// <folder>/<name>.<label>-<stamp>[-n].<suffix>, the first such name not taken.
QString freeAsideName(const QString &path, const QString &label, const QDateTime &when)
{
    const QFileInfo info(path);
    const QString stamp = when.toUTC().toString(QStringLiteral("yyyy-MM-dd'T'HH-mm-ss'Z'"));
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    const QString base = info.dir().filePath(info.completeBaseName() + QLatin1Char('.') + label + QLatin1Char('-') + stamp);
    for (int n = 1;; ++n) {
        const QString candidate = (n == 1 ? base : base + QStringLiteral("-%1").arg(n)) + suffix;
        bool taken = QFileInfo::exists(candidate);
        for (const QString &companion : companionSuffixes())
            taken = taken || QFileInfo::exists(candidate + companion);
        if (!taken)
            return candidate;
    }
}

void putBack(const QList<QPair<QString, QString>> &moved)
{
    for (const auto &[from, to] : moved)
        QFile::rename(to, from);
}

} // namespace

bool startsLikeADatabase(const QString &path)
{
    static const QByteArray sqliteHeader("SQLite format 3\0", 16);
    QFile file(path);
    if (path == QLatin1StringView(":memory:") || !file.open(QIODevice::ReadOnly))
        return true; // nothing to look at, or SQLite says why it cannot be read
    const QByteArray start = file.read(sqliteHeader.size());
    return start.isEmpty() || start == sqliteHeader;
}

QStringList companionSuffixes()
{
    return {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")};
}

QString moveAside(const QString &path, const QString &label, const QDateTime &when, QString *error)
{
    const QString aside = freeAsideName(path, label, when);
    QList<QPair<QString, QString>> moved;
    for (const QString &companion : companionSuffixes()) {
        if (!QFileInfo::exists(path + companion))
            continue;
        QFile file(path + companion);
        if (!file.rename(aside + companion)) {
            *error = file.errorString();
            putBack(moved);
            return {};
        }
        moved.append({path + companion, aside + companion});
    }
    QFile database(path);
    if (!database.rename(aside)) {
        *error = database.errorString();
        putBack(moved);
        return {};
    }
    return aside;
}

} // namespace Audience::Models::StoreFiles
