// Audience Console: identity, translations and the command line; then the program itself
// (app/consoleprogram.h builds the parts and hands them to the Session, which wires them).
#include "app/catalogue.h"
#include "app/commandline.h"
#include "app/consoleprogram.h"
#include "ui/shell/consolestyle.h"

#include <QApplication>
#include <QDir>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <string_view>

namespace {

// The catalogues installed beside the program (translations/CMakeLists.txt), which come before the
// copies compiled in: a packager can update one without a rebuild. The build tree has none.
QString installedCatalogues()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(AUDIENCE_INSTALLED_CATALOGUES));
}

// Where the places that are plugins are looked for: beside the program (the build tree), then
// where the package installs them (ui/analytics/CMakeLists.txt).
QStringList placePluginFolders()
{
    const QDir programFolder(QCoreApplication::applicationDirPath());
    return {programFolder.path(), QDir::cleanPath(programFolder.filePath(QStringLiteral(AUDIENCE_INSTALLED_PLUGINS)))};
}

// --help and --version only print: they are answered without the window system, so that they work
// where there is no display (a server, a container, a check after installing the package).
bool onlyPrints(int argc, char *argv[])
{
    constexpr std::string_view printing[] = {"-h", "--help", "-?", "--help-all", "-v", "--version"};
    for (int i = 1; i < argc; ++i) {
        for (const std::string_view option : printing) {
            if (option == argv[i])
                return true;
        }
    }
    return false;
}

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("audience-console"));
    QCoreApplication::setOrganizationName(QStringLiteral("AudienceConsole"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AUDIENCE_VERSION_STRING));
}

// Loads our catalogue (English when none matches, for its plural forms) and Qt's own for the
// system locale.
void installTranslations(QCoreApplication &app)
{
    const QLocale locale;
    auto *ours = new QTranslator(&app);
    if (!Audience::App::loadConsoleCatalogue(*ours, locale, installedCatalogues()).isEmpty()
        || !Audience::App::loadConsoleCatalogue(*ours, locale).isEmpty())
        QCoreApplication::installTranslator(ours);
    auto *qts = new QTranslator(&app);
    if (qts->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qts);
}

void print(const QString &text, bool toStderr)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), toStderr ? stderr : stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace Audience;
    if (onlyPrints(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        installTranslations(app);
        const App::CommandLine::Result command = App::CommandLine::parse(QCoreApplication::arguments());
        if (command.outcome == App::CommandLine::Outcome::Exit) {
            print(command.output, command.error);
            return command.exitCode;
        }
        // Only "--profile --help" gets here: a profile called "--help", opened as usual below.
    }

    QApplication app(argc, argv);
    QApplication::setStyle(new Ui::ConsoleStyle); // before the first widget is made
    setIdentity();
    QApplication::setApplicationDisplayName(QStringLiteral("Audience Console"));
    QApplication::setDesktopFileName(QStringLiteral("org.audience.Console"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/audience-console.svg")));
    installTranslations(app);

    const App::CommandLine::Result command = App::CommandLine::parse(QApplication::arguments());
    if (command.outcome == App::CommandLine::Outcome::Exit) {
        print(command.output, command.error);
        return command.exitCode;
    }

    App::ConsoleProgram program(command.request, placePluginFolders());
    return program.run();
}
