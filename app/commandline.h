#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace Audience::App {

// What the user asked for on the command line.
struct StartupRequest
{
    enum class Start { Default, Sandbox, Profile };
    Start start = Start::Default;
    QString profile; // name or id, with Start::Profile
};

// Reads the command line: --profile NAME, --sandbox, --version, --help. It prints nothing and never
// exits the process itself, so it can be tested; main() prints `output` and leaves with `exitCode`.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    enum class Outcome { Run, Exit };

    struct Result
    {
        Outcome outcome = Outcome::Run;
        StartupRequest request;
        QString output;     // help or version text (stdout), or an error (stderr)
        bool error = false; // output goes to stderr
        int exitCode = 0;
    };

    static Result parse(const QStringList &arguments);
};

} // namespace Audience::App
