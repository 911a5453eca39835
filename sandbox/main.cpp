// Audience Sandbox: see docs/sandbox.md. main() only wires the command line, key, signals and app.
#include "options.h"
#include "parentwatcher.h"
#include "sandboxapp.h"
#include "signalwatcher.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cstdio>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

// glibc gives freed memory at the top of the heap back to the system as soon as 128 KB of it is
// free, and takes it again at the next allocation. Seeding the demo frees and allocates in waves,
// and on a virtual machine each give-back makes the kernel flush the other processors' TLBs: the
// demo took 2.4-3.9 s to be ready on two loaded cores, 0.7-1.0 s with this (docs/performance.md,
// "Sandbox start"). A sandbox keeps up to 64 MB of freed memory for later instead.
void keepFreedMemory()
{
#ifdef __GLIBC__
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
    mallopt(M_TOP_PAD, 16 * 1024 * 1024);
#endif
}

// The key: AUDIENCE_SANDBOX_API_KEY, else the first line of --key-file, else a fresh random one.
QByteArray resolveKey(const QString &keyFile, bool *generated, QString *error)
{
    *generated = false;
    QByteArray key = qgetenv("AUDIENCE_SANDBOX_API_KEY").trimmed();
    if (!key.isEmpty())
        return key;
    if (!keyFile.isEmpty()) {
        QFile file(keyFile);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("cannot read --key-file %1: %2").arg(keyFile, file.errorString());
            return {};
        }
        key = file.readLine().trimmed();
        if (key.isEmpty())
            *error = QStringLiteral("--key-file %1 has an empty first line").arg(keyFile);
        return key;
    }
    *generated = true;
    QByteArray random(24, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(random.data()), random.size() / 4);
    return QByteArrayLiteral("sbx_") + random.toHex();
}

// A JSON string literal, quotes and escapes included.
QByteArray jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

int main(int argc, char *argv[])
{
    keepFreedMemory();
    const qint64 originalParent = Sandbox::ParentWatcher::currentParent();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("audience-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AUDIENCE_VERSION_STRING));

    const auto options = Sandbox::Options::parse(QCoreApplication::arguments());
    if (!options)
        return 2;

    Sandbox::SignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &Sandbox::SignalWatcher::terminationRequested, &app, [](int) {
        QCoreApplication::quit();
    });
    Sandbox::ParentWatcher parentWatcher(originalParent);
    if (options->exitWithParent) {
        QObject::connect(&parentWatcher, &Sandbox::ParentWatcher::parentGone, &app, [] { QCoreApplication::quit(); });
        parentWatcher.start();
    }

    QString error;
    bool generated = false;
    const QByteArray key = resolveKey(options->keyFile, &generated, &error);
    if (key.isEmpty()) {
        std::fprintf(stderr, "audience-sandbox: %s\n", qPrintable(error));
        return 1;
    }

    Sandbox::SandboxApp sandbox(*options, key);
    if (!sandbox.start(&error)) {
        std::fprintf(stderr, "audience-sandbox: %s\n", qPrintable(error));
        return 1;
    }

    // Written by hand to keep the contract's key order (QJsonObject sorts keys).
    QByteArray line = R"({"event":"ready","url":)" + jsonString(sandbox.url().toString());
    if (generated)
        line += R"(,"apiKey":)" + jsonString(QString::fromLatin1(key));
    if (sandbox.seededAnchor().isValid())
        line += R"(,"seededAt":)" + jsonString(sandbox.seededAnchor().toUTC().toString(Qt::ISODateWithMs));
    line += "}\n";
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
    std::fprintf(stderr, "audience-sandbox: listening on %s, database %s\n", qPrintable(sandbox.url().toString()),
                 qPrintable(options->databasePath));

    return QCoreApplication::exec();
}
