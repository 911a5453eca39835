// The console's drawn symbol icons and ConsoleStyle's deferred standard icons.
#include "ui/shell/consolestyle.h"
#include "ui/common/symbolicons.h"
#include "ui/common/symboliconstore.h"
#include "support/testmain.h"

#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPixmapCache>
#include <QTemporaryDir>
#include <QPixmap>
#include <QStyleFactory>
#include <QTest>

namespace tst_icons {

using namespace Audience::Ui;

namespace {

const QList<Symbol> allSymbols{Symbol::Back,     Symbol::Forward,   Symbol::Reload, Symbol::Search,
                               Symbol::Page,     Symbol::Audience,  Symbol::Audiences, Symbol::Close,
                               Symbol::Analytics, Symbol::Person, Symbol::Account, Symbol::Topic,
                               Symbol::Link,     Symbol::Webhook, Symbol::Activity, Symbol::Review};

int opaquePixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) > 128 ? 1 : 0;
    }
    return count;
}

// The colour of the most opaque pixel: the stroke's.
QRgb strokeColour(const QImage &image)
{
    QRgb best = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qAlpha(image.pixel(x, y)) > qAlpha(best))
                best = image.pixel(x, y);
        }
    }
    return best;
}

} // namespace

class TestIcons : public QObject
{
    Q_OBJECT

private slots:
    void everySymbolDrawsSomethingAtEverySize()
    {
        for (Symbol symbol : allSymbols) {
            const QIcon icon = symbolIcon(symbol);
            QVERIFY(!icon.isNull());
            for (int side : {16, 20, 24, 48}) {
                const QImage image = icon.pixmap(QSize(side, side)).toImage();
                QCOMPARE(image.size(), QSize(side, side));
                const int drawn = opaquePixels(image);
                QVERIFY2(drawn > side / 2, qPrintable(QStringLiteral("symbol %1 at %2 px").arg(int(symbol)).arg(side)));
                QVERIFY2(drawn < side * side / 2, "a line drawing, not a filled square");
            }
        }
    }

    void symbolsDifferFromEachOther()
    {
        QList<QImage> seen;
        for (Symbol symbol : allSymbols) {
            const QImage image = symbolIcon(symbol).pixmap(QSize(24, 24)).toImage();
            QVERIFY2(!seen.contains(image), qPrintable(QStringLiteral("symbol %1 repeats another").arg(int(symbol))));
            seen.append(image);
        }
    }

    void theColourFollowsThePaletteAndTheMode()
    {
        const QIcon icon = symbolIcon(Symbol::Reload);
        const QPalette palette = QGuiApplication::palette();
        const QRgb normal = strokeColour(icon.pixmap(QSize(24, 24), QIcon::Normal).toImage());
        const QRgb disabled = strokeColour(icon.pixmap(QSize(24, 24), QIcon::Disabled).toImage());
        QCOMPARE(QColor(normal).rgb(), palette.color(QPalette::Active, QPalette::WindowText).rgb());
        QCOMPARE(QColor(disabled).rgb(), palette.color(QPalette::Disabled, QPalette::WindowText).rgb());
        QVERIFY(QColor(normal).rgb() != QColor(disabled).rgb());
    }

    void highDpiPixmapsHaveDevicePixels()
    {
        const QPixmap pixmap = symbolIcon(Symbol::Search).pixmap(QSize(16, 16), 2.0);
        QCOMPARE(pixmap.size(), QSize(32, 32));
        QCOMPARE(pixmap.devicePixelRatio(), 2.0);
    }

    // What one run drew, the next finds without drawing: the same pixels, from the store's file.
    void theStoreKeepsTheDrawnIconsForTheNextRun()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("icons.bin"));
        QPixmapCache::clear();
        SymbolIconStore first(path);
        QVERIFY(!first.load()); // no file yet
        const QImage drawn = symbolIcon(Symbol::Review).pixmap(QSize(20, 20)).toImage();
        const QImage disabled = symbolIcon(Symbol::Page).pixmap(QSize(24, 24), QIcon::Disabled).toImage();
        QVERIFY(first.saveIfStale());

        QPixmapCache::clear();
        const QString key = symbolPixmapKey(Symbol::Review, QSize(20, 20), QGuiApplication::palette().color(QPalette::WindowText));
        QPixmap found;
        QVERIFY(!QPixmapCache::find(key, &found));
        SymbolIconStore next(path);
        QVERIFY(next.load());
        QVERIFY(QPixmapCache::find(key, &found));
        QCOMPARE(found.toImage().convertToFormat(drawn.format()), drawn);
        QCOMPARE(symbolIcon(Symbol::Review).pixmap(QSize(20, 20)).toImage(), drawn);
        QCOMPARE(symbolIcon(Symbol::Page).pixmap(QSize(24, 24), QIcon::Disabled).toImage(), disabled);
        // A current file is not written again.
        QFile::remove(path);
        QVERIFY(next.saveIfStale());
        QVERIFY(!QFile::exists(path));
    }

    void aDamagedOrForeignStoreIsIgnored()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString path = folder.filePath(QStringLiteral("icons.bin"));
        QPixmapCache::clear();
        symbolIcon(Symbol::Search).pixmap(QSize(16, 16));
        QVERIFY(SymbolIconStore(path).saveIfStale());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray whole = file.readAll();
        file.close();

        // Cut short: nothing of it is used.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(whole.left(whole.size() - 10));
        file.close();
        QPixmapCache::clear();
        QVERIFY(!SymbolIconStore(path).load());
        const QString key = symbolPixmapKey(Symbol::Search, QSize(16, 16), QGuiApplication::palette().color(QPalette::WindowText));
        QPixmap found;
        QVERIFY(!QPixmapCache::find(key, &found));

        // Written by another program (or another build of this one, or for another palette).
        QByteArray foreign = whole;
        const qsizetype at = foreign.indexOf(qVersion());
        QVERIFY(at > 0);
        foreign[at] = foreign.at(at) == '9' ? '8' : '9';
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(foreign);
        file.close();
        QVERIFY(!SymbolIconStore(path).load());
        QVERIFY(!QPixmapCache::find(key, &found));
    }

    void deferredStandardIconsMatchTheBaseStyle()
    {
        ConsoleStyle style;
        QStyle *base = style.baseStyle();
        for (QStyle::StandardPixmap which : {QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_LineEditClearButton}) {
            QVERIFY(ConsoleStyle::isDeferred(which));
            const QIcon deferred = style.standardIcon(which);
            QVERIFY(!deferred.isNull());
            const QIcon direct = base->standardIcon(which);
            QCOMPARE(deferred.pixmap(QSize(16, 16)).toImage(), direct.pixmap(QSize(16, 16)).toImage());
            QCOMPARE(deferred.availableSizes(), direct.availableSizes());
        }
    }

    void otherStandardIconsComeStraightFromTheBaseStyle()
    {
        ConsoleStyle style;
        QVERIFY(!ConsoleStyle::isDeferred(QStyle::SP_MessageBoxWarning));
        const QIcon icon = style.standardIcon(QStyle::SP_MessageBoxWarning);
        QCOMPARE(icon.isNull(), style.baseStyle()->standardIcon(QStyle::SP_MessageBoxWarning).isNull());
        QCOMPARE(icon.pixmap(QSize(32, 32)).toImage(),
                 style.baseStyle()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(QSize(32, 32)).toImage());
    }
};

} // namespace tst_icons

AUDIENCE_TEST_MAIN(tst_icons, TestIcons)
#include "tst_icons.moc"
