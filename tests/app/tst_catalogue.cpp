// Which catalogue the console loads for a locale: its own language where we ship one, and English
// (for the plural forms) where none matches, the C/POSIX locale of a fresh container included.
#include "app/catalogue.h"
#include "net/errormapping.h"
#include "support/testmain.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

namespace tst_catalogue {

using namespace Audience;

class TestCatalogue : public QObject
{
    Q_OBJECT
private slots:
    void languageChosenForLocale_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral("de");
        QTest::newRow("French (Canada)") << QLocale(QLocale::French, QLocale::Canada) << QStringLiteral("fr");
        QTest::newRow("C/POSIX") << QLocale::c() << QStringLiteral("en");
        QTest::newRow("a language we do not ship") << QLocale(QLocale::Japanese) << QStringLiteral("en");
        QTest::newRow("English (UK)") << QLocale(QLocale::English, QLocale::UnitedKingdom) << QStringLiteral("en");
    }
    void languageChosenForLocale()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, language);
        QTranslator translator;
        QCOMPARE(App::loadConsoleCatalogue(translator, locale, QStringLiteral(AUDIENCE_QM_DIR)), language);
    }

    // What the fallback is for: the English catalogue turns "%n page(s)" into real plural forms.
    void underTheCLocaleTheEnglishPluralsApply()
    {
        QTranslator translator;
        QVERIFY(!App::loadConsoleCatalogue(translator, QLocale::c(), QStringLiteral(AUDIENCE_QM_DIR)).isEmpty());
        QCoreApplication::installTranslator(&translator);
        const QString one = QCoreApplication::translate("Audience::App::SandboxLauncher",
                                                        "The sandbox did not report that it was ready within %n second(s).",
                                                        nullptr, 1);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(one, QStringLiteral("The sandbox did not report that it was ready within 1 second."));
    }

    // The client's own error texts (net/errormapping.cpp) come out in the user's language.
    void theClientsErrorTextsAreTranslated()
    {
        QTranslator translator;
        QCOMPARE(App::loadConsoleCatalogue(translator, QLocale(QLocale::German), QStringLiteral(AUDIENCE_QM_DIR)), QStringLiteral("de"));
        QCoreApplication::installTranslator(&translator);
        const QString message = Net::errorFromHttpResponse(418, QByteArray(), QByteArray()).message;
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(message, QStringLiteral("HTTP-Status 418"));
    }

    void nothingToLoadIsSaid()
    {
        QTranslator translator;
        QCOMPARE(App::loadConsoleCatalogue(translator, QLocale::c(), QStringLiteral("/nonexistent-folder")), QString());
    }
};

} // namespace tst_catalogue

AUDIENCE_TEST_GUILESS_MAIN(tst_catalogue, TestCatalogue)
#include "tst_catalogue.moc"
