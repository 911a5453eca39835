// console_driver: the real console, built from the same App::ConsoleProgram as main.cpp and started
// the same way, plus a script of user actions on its widgets (consolescript.h) whose progress it
// prints on stdout, one line per step. Only for tst_crashrestore, which kills it with SIGKILL and
// starts it again on the same HOME.
// Usage: console_driver [console options, e.g. --sandbox] --script STEP...
#include "consolescript.h"

#include "app/catalogue.h"
#include "app/commandline.h"
#include "app/consoleprogram.h"
#include "ui/shell/consolestyle.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char *argv[])
{
    using namespace Audience;
    QApplication app(argc, argv);
    QApplication::setStyle(new Ui::ConsoleStyle);
    // main.cpp's identity: the same names give the same settings, data folder, sandbox database and
    // profile store, which is what a restart must find again.
    QCoreApplication::setApplicationName(QStringLiteral("audience-console"));
    QCoreApplication::setOrganizationName(QStringLiteral("AudienceConsole"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AUDIENCE_VERSION_STRING));
    QApplication::setApplicationDisplayName(QStringLiteral("Audience Console"));
    auto *catalogue = new QTranslator(&app); // the copies compiled in (there is no installed one here)
    if (!App::loadConsoleCatalogue(*catalogue, QLocale()).isEmpty())
        QCoreApplication::installTranslator(catalogue);

    QStringList arguments = QApplication::arguments();
    const qsizetype scriptAt = arguments.indexOf(QStringLiteral("--script"));
    const QStringList steps = scriptAt < 0 ? QStringList() : arguments.mid(scriptAt + 1);
    if (scriptAt >= 0)
        arguments = arguments.first(scriptAt);
    const App::CommandLine::Result command = App::CommandLine::parse(arguments);
    if (command.outcome == App::CommandLine::Outcome::Exit) {
        std::fputs(qPrintable(command.output), command.error ? stderr : stdout);
        return command.exitCode;
    }

    // The place plugins are beside the real console (the analytics place is one).
    App::ConsoleProgram program(command.request, {QStringLiteral(AUDIENCE_CONSOLE_DIR)});
    Testing::ConsoleScript script(program, steps);
    script.start();
    return program.run();
}
