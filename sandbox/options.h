#pragma once

#include "faultinjector.h"

#include <QHostAddress>
#include <QString>
#include <QStringList>

#include <optional>

namespace Sandbox {

// The command line of docs/sandbox.md ("Command line and environment"), parsed and checked.
struct Options
{
    QHostAddress host = QHostAddress::LocalHost;
    quint16 port = 0;
    QString databasePath = QStringLiteral("audience-sandbox.db");
    QString seed;              // "", "demo", "scale:N" or "wide:N"
    QString keyFile;
    int processingDelayMs = 300;
    bool exitWithParent = false;
    bool allowRemoteWebhooks = false;
    FaultOptions faults;

    // Parses QCoreApplication::arguments(). On a bad value prints the problem to stderr and returns
    // nullopt (the caller exits with status 2); --help and --version exit inside.
    static std::optional<Options> parse(const QStringList &arguments);
};

} // namespace Sandbox
