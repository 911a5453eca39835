#include "options.h"

#include "dictation.h"
#include "seeder.h"

#include <QCommandLineParser>

#include <cstdio>

namespace Sandbox {

namespace {

bool fail(const QString &message)
{
    std::fprintf(stderr, "audience-sandbox: %s\n", qPrintable(message));
    return false;
}

bool parseListen(const QString &text, Options &options)
{
    // HOST:PORT, with [v6]:PORT for IPv6; "localhost" means 127.0.0.1.
    const qsizetype colon = text.lastIndexOf(u':');
    if (colon <= 0)
        return fail(QStringLiteral("--listen expects HOST:PORT, got '%1'").arg(text));
    QString host = text.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const uint port = text.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return fail(QStringLiteral("--listen: '%1' is not a port number").arg(text.mid(colon + 1)));
    options.port = quint16(port);
    if (host == u"localhost")
        options.host = QHostAddress(QHostAddress::LocalHost);
    else if (!options.host.setAddress(host))
        return fail(QStringLiteral("--listen: '%1' is not an IP address").arg(host));
    return true;
}

bool parseNonNegative(const QString &text, const char *name, int &value)
{
    bool ok = false;
    value = text.toInt(&ok);
    if (!ok || value < 0)
        return fail(QStringLiteral("--%1 expects a whole number of milliseconds >= 0").arg(QLatin1String(name)));
    return true;
}

// The --fault-* options (docs/sandbox.md, "Fault injection").
struct FaultFlags
{
    const QCommandLineOption latency{QStringLiteral("fault-latency-ms"), QStringLiteral("Add latency to every answer."),
                                     QStringLiteral("N"), QStringLiteral("0")};
    const QCommandLineOption errorRate{QStringLiteral("fault-error-rate"),
                                       QStringLiteral("Share of requests answered 429/503 (0..1)."), QStringLiteral("R"),
                                       QStringLiteral("0")};
    const QCommandLineOption dropRate{QStringLiteral("fault-drop-rate"),
                                      QStringLiteral("Share of connections dropped without an answer (0..1)."),
                                      QStringLiteral("R"), QStringLiteral("0")};
    const QCommandLineOption dropAfterWriteRate{
        QStringLiteral("fault-drop-after-write-rate"),
        QStringLiteral("Share of applied writes whose answer is lost: the write is committed, then the connection "
                       "is closed without an answer (0..1; replays of an idempotency key are always answered)."),
        QStringLiteral("R"), QStringLiteral("0")};
    const QCommandLineOption failingPath{
        QStringLiteral("fault-failing-path"),
        QStringLiteral("Answer every request whose path starts with PREFIX with 500 internal_error (given once per "
                       "prefix, e.g. /v0/pages/page_demo_01/analytics)."),
        QStringLiteral("PREFIX")};
    const QCommandLineOption agentMiswrites{
        QStringLiteral("fault-agent-miswrites-field"),
        QStringLiteral("Test hook: the editing agent writes every value dictated for this draft field wrong on purpose "
                       "(metaTitle, metaDescription, metaKeywords, customName or supplementaryContext)."),
        QStringLiteral("FIELD")};
    const QCommandLineOption agentAdds{
        QStringLiteral("fault-agent-adds-field"),
        QStringLiteral("Test hook: whenever the editing agent obeys dictated values, it also changes this draft field, "
                       "unasked (metaTitle, metaDescription, metaKeywords, customName or supplementaryContext)."),
        QStringLiteral("FIELD")};
};

bool readFaults(const QCommandLineParser &parser, const FaultFlags &flags, FaultOptions &faults)
{
    if (!parseNonNegative(parser.value(flags.latency), "fault-latency-ms", faults.latencyMs))
        return false;
    const auto errors = FaultInjector::parseRate(parser.value(flags.errorRate));
    const auto drops = FaultInjector::parseRate(parser.value(flags.dropRate));
    const auto dropsAfterWrite = FaultInjector::parseRate(parser.value(flags.dropAfterWriteRate));
    if (!errors || !drops || !dropsAfterWrite)
        return fail(QStringLiteral("--fault-error-rate, --fault-drop-rate and --fault-drop-after-write-rate expect a "
                                   "number from 0 to 1"));
    faults.errorRate = *errors;
    faults.dropRate = *drops;
    faults.dropAfterWriteRate = *dropsAfterWrite;
    faults.failingPaths = parser.values(flags.failingPath);
    for (const QString &prefix : std::as_const(faults.failingPaths)) {
        if (!prefix.startsWith(u'/'))
            return fail(QStringLiteral("--fault-failing-path expects a path that starts with /, as /v0/pages"));
    }
    faults.agentMiswritesField = parser.value(flags.agentMiswrites);
    if (parser.isSet(flags.agentMiswrites) && !Dictation::fieldNames().contains(faults.agentMiswritesField))
        return fail(QStringLiteral("--fault-agent-miswrites-field expects one of %1")
                        .arg(Dictation::fieldNames().join(QStringLiteral(", "))));
    faults.agentAddsField = parser.value(flags.agentAdds);
    if (parser.isSet(flags.agentAdds) && !Dictation::fieldNames().contains(faults.agentAddsField))
        return fail(QStringLiteral("--fault-agent-adds-field expects one of %1").arg(Dictation::fieldNames().join(QStringLiteral(", "))));
    return true;
}

} // namespace

std::optional<Options> Options::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Audience Sandbox: a local implementation of the Audience Pages API v0.\n"
        "The API key comes from AUDIENCE_SANDBOX_API_KEY or --key-file; otherwise one is generated "
        "and printed in the ready line."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption listen(QStringLiteral("listen"), QStringLiteral("Address to listen on (0 = a free port)."),
                                    QStringLiteral("HOST:PORT"), QStringLiteral("127.0.0.1:0"));
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("SQLite file (\":memory:\" allowed)."),
                                QStringLiteral("PATH"), QStringLiteral("./audience-sandbox.db"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed an empty database: demo, scale:N (N pages, 1..1000000) or wide:N "
                                                 "(one page with N audiences and their sessions, 1..5000)."),
                                  QStringLiteral("demo|scale:N|wide:N"));
    const QCommandLineOption keyFile(QStringLiteral("key-file"), QStringLiteral("File whose first line is the API key."),
                                     QStringLiteral("PATH"));
    const QCommandLineOption delay(QStringLiteral("processing-delay-ms"),
                                   QStringLiteral("Delay of each version lifecycle step (default 300)."),
                                   QStringLiteral("N"), QStringLiteral("300"));
    const QCommandLineOption exitWithParent(QStringLiteral("exit-with-parent"),
                                            QStringLiteral("Exit when the parent process goes away."));
    const QCommandLineOption remoteWebhooks(QStringLiteral("allow-remote-webhooks"),
                                            QStringLiteral("Deliver webhooks to non-loopback targets too."));
    const FaultFlags faults;
    parser.addOptions({listen, db, seed, keyFile, delay, exitWithParent, remoteWebhooks, faults.latency,
                       faults.errorRate, faults.dropRate, faults.dropAfterWriteRate, faults.failingPath, faults.agentMiswrites, faults.agentAdds});
    parser.process(arguments);

    if (!parser.positionalArguments().isEmpty()) {
        fail(QStringLiteral("unexpected argument '%1' (the key is never given on the command line)")
                 .arg(parser.positionalArguments().first()));
        return std::nullopt;
    }
    Options options;
    if (!parseListen(parser.value(listen), options))
        return std::nullopt;
    options.databasePath = parser.value(db);
    options.seed = parser.value(seed);
    if (parser.isSet(seed)) {
        QString problem;
        if (!SeedRequest::parse(options.seed, &problem)) {
            fail(QStringLiteral("--seed: %1").arg(problem));
            return std::nullopt;
        }
    }
    options.keyFile = parser.value(keyFile);
    if (!parseNonNegative(parser.value(delay), "processing-delay-ms", options.processingDelayMs)
        || !readFaults(parser, faults, options.faults))
        return std::nullopt;
    options.exitWithParent = parser.isSet(exitWithParent);
    options.allowRemoteWebhooks = parser.isSet(remoteWebhooks);
    return options;
}

} // namespace Sandbox
