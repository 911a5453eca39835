#include "app/commandline.h"

#include <QCommandLineParser>

namespace Audience::App {

CommandLine::Result CommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Desktop console for the Audience Pages Service."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption profile(QStringLiteral("profile"),
                                     tr("Open the profile called <name> (or with that id)."), tr("name"));
    const QCommandLineOption sandbox(QStringLiteral("sandbox"),
                                     tr("Open the local demo sandbox (starts audience-sandbox)."));
    parser.addOption(profile);
    parser.addOption(sandbox);

    Result result;
    const auto failWith = [&result](const QString &message) {
        result.outcome = Outcome::Exit;
        result.error = true;
        result.exitCode = 2;
        result.output = message + u'\n';
        return result;
    };

    if (!parser.parse(arguments))
        return failWith(parser.errorText() + u'\n' + tr("Try --help for the options."));
    if (parser.isSet(help)) {
        result.outcome = Outcome::Exit;
        result.output = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.outcome = Outcome::Exit;
        result.output = QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion() + u'\n';
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return failWith(tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst()));
    if (parser.isSet(profile) && parser.isSet(sandbox))
        return failWith(tr("Use either --profile or --sandbox, not both."));
    if (parser.isSet(sandbox)) {
        result.request.start = StartupRequest::Start::Sandbox;
    } else if (parser.isSet(profile)) {
        const QString name = parser.value(profile).trimmed();
        if (name.isEmpty())
            return failWith(tr("--profile needs the name of a profile."));
        result.request.start = StartupRequest::Start::Profile;
        result.request.profile = name;
    }
    return result;
}

} // namespace Audience::App
