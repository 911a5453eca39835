#include "ui/common/symboliconstore.h"

#include "ui/common/symbolicons.h"

#include <QColor>
#include <QCoreApplication>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPixmap>
#include <QPixmapCache>
#include <QSaveFile>
#include <QStandardPaths>

namespace Audience::Ui {

namespace {

constexpr char magic[] = "audience-symbols-1";
// The sizes looked for when saving, in device pixels: every size a tool bar, a list or a menu
// asks for at any screen scale the console supports.
constexpr int smallestSide = 8;
constexpr int largestSide = 96;
constexpr int mostEntries = 4096;

} // namespace

SymbolIconStore::SymbolIconStore(QString path)
    : m_path(std::move(path))
{
}

QString SymbolIconStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)).filePath(QStringLiteral("symbol-icons.bin"));
}

QByteArray SymbolIconStore::stamp()
{
    const QFileInfo program(QCoreApplication::applicationFilePath());
    QByteArray stamp = QByteArray(magic) + ' ' + QByteArray::number(program.size()) + ' '
                       + QByteArray::number(program.lastModified().toMSecsSinceEpoch()) + ' ' + qVersion();
    for (const QColor &colour : symbolColours())
        stamp += ' ' + QByteArray::number(colour.rgba(), 16);
    return stamp;
}

bool SymbolIconStore::load()
{
    m_current = false;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_4);
    QByteArray fileStamp;
    qint32 count = 0;
    in >> fileStamp >> count;
    if (in.status() != QDataStream::Ok || fileStamp != stamp() || count < 0 || count > mostEntries)
        return false;
    QList<std::pair<QString, QPixmap>> read;
    read.reserve(count);
    for (qint32 entry = 0; entry < count; ++entry) {
        QString key;
        qint32 width = 0;
        qint32 height = 0;
        QByteArray pixels;
        in >> key >> width >> height >> pixels;
        if (in.status() != QDataStream::Ok || !key.startsWith(QLatin1StringView("audience-symbol-")) || width < smallestSide || height < smallestSide || width > largestSide
            || height > largestSide || pixels.size() != qsizetype(width) * height * 4)
            return false; // damaged: nothing of it is used
        const QImage image(reinterpret_cast<const uchar *>(pixels.constData()), width, height, width * 4,
                           QImage::Format_ARGB32_Premultiplied);
        read.append({key, QPixmap::fromImage(image.copy())});
    }
    for (const auto &[key, pixmap] : std::as_const(read))
        QPixmapCache::insert(key, pixmap);
    m_current = true;
    return true;
}

bool SymbolIconStore::saveIfStale() const
{
    if (m_current)
        return true;
    QList<std::pair<QString, QImage>> drawn;
    const QList<QColor> colours = symbolColours();
    for (Symbol symbol : everySymbol()) {
        for (const QColor &colour : colours) {
            for (int side = smallestSide; side <= largestSide; ++side) {
                const QString key = symbolPixmapKey(symbol, QSize(side, side), colour);
                QPixmap pixmap;
                if (QPixmapCache::find(key, &pixmap))
                    drawn.append({key, pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied)});
            }
        }
    }
    if (drawn.isEmpty())
        return false;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QDataStream out(&file);
    out.setVersion(QDataStream::Qt_6_4);
    out << stamp() << qint32(drawn.size());
    for (const auto &[key, image] : std::as_const(drawn)) {
        QByteArray pixels;
        pixels.reserve(qsizetype(image.width()) * image.height() * 4);
        for (int y = 0; y < image.height(); ++y)
            pixels.append(reinterpret_cast<const char *>(image.constScanLine(y)), qsizetype(image.width()) * 4);
        out << key << qint32(image.width()) << qint32(image.height()) << pixels;
    }
    return out.status() == QDataStream::Ok && file.commit();
}

} // namespace Audience::Ui
