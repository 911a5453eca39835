#include "ui/mainwindow.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {

// Loads our catalogue and Qt's own for the system locale; a missing one just leaves English.
void installTranslations(QApplication &app)
{
    const QLocale locale;
    auto *ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("audience-console"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(ours);
    auto *qts = new QTranslator(&app);
    if (qts->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qts);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("audience-console"));
    QApplication::setApplicationDisplayName(QStringLiteral("Audience Console"));
    QApplication::setOrganizationName(QStringLiteral("AudienceConsole"));
    QApplication::setApplicationVersion(QStringLiteral(AUDIENCE_VERSION_STRING));
    QApplication::setDesktopFileName(QStringLiteral("org.audience.Console"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/audience-console.svg")));
    installTranslations(app);

    Audience::Ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
