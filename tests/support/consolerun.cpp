#include "support/consolerun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcessEnvironment>
#include <QTest>

#include <csignal>
#include <signal.h>
#include <sys/types.h>

namespace Audience::Testing {

namespace {

constexpr qsizetype errorTailLimit = 4000;

QByteArray procFile(qint64 pid, const char *name)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QString::fromLatin1(name)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A zombie has exited: only its parent's wait() is left.
bool alive(qint64 pid)
{
    const QByteArray stat = procFile(pid, "stat");
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && stat.mid(close + 2, 1) != "Z";
}

} // namespace

ConsoleRun::ConsoleRun(QString home)
    : m_home(std::move(home))
{
    QObject::connect(&m_process, &QProcess::readyReadStandardOutput, [this] { read(); });
    QObject::connect(&m_process, &QProcess::readyReadStandardError, [this] {
        m_errors += m_process.readAllStandardError();
        if (m_errors.size() > errorTailLimit)
            m_errors.remove(0, m_errors.size() - errorTailLimit);
    });
}

ConsoleRun::~ConsoleRun()
{
    kill();
}

bool ConsoleRun::start(const QString &sandboxArguments, const QStringList &steps)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), m_home);
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home + QStringLiteral("/.local/share"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home + QStringLiteral("/.config"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), m_home + QStringLiteral("/.cache"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The driver is not beside the sandbox as the console is: name it.
    environment.insert(QStringLiteral("AUDIENCE_SANDBOX_BIN"), QStringLiteral(AUDIENCE_SANDBOX_PATH));
    environment.insert(QStringLiteral("AUDIENCE_SANDBOX_ARGS"), sandboxArguments);
    m_process.setProcessEnvironment(environment);
    m_process.setStandardInputFile(QProcess::nullDevice());
    m_lines.clear();
    m_taken = 0;
    m_partial.clear();
    m_errors.clear();
    m_process.start(QStringLiteral(CONSOLE_DRIVER_PATH),
                    QStringList{QStringLiteral("--sandbox"), QStringLiteral("--script")} + steps);
    return m_process.waitForStarted(20000);
}

std::optional<QString> ConsoleRun::next(const QString &name, int timeoutMs)
{
    std::optional<QString> found;
    const bool ended = QTest::qWaitFor([&] {
        read();
        for (; m_taken < m_lines.size() && !found; ++m_taken) {
            const QString &line = m_lines.at(m_taken);
            if (line == name)
                found = QString();
            else if (line.startsWith(name + u'='))
                found = line.mid(name.size() + 1);
        }
        return found.has_value() || m_process.state() == QProcess::NotRunning;
    }, timeoutMs);
    return ended ? found : std::nullopt;
}

void ConsoleRun::kill()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.kill(); // SIGKILL: no handler, no flush, no clean shutdown
    m_process.waitForFinished(20000);
    read();
}

bool ConsoleRun::waitForExit(int timeoutMs)
{
    const bool ended = m_process.state() == QProcess::NotRunning || m_process.waitForFinished(timeoutMs);
    read();
    return ended;
}

QString ConsoleRun::transcript() const
{
    return QStringLiteral("\n--- console_driver stdout:\n%1\n--- stderr (end):\n%2")
        .arg(m_lines.join(u'\n'), QString::fromLocal8Bit(m_errors));
}

void ConsoleRun::read()
{
    m_partial += m_process.readAllStandardOutput();
    qsizetype newline;
    while ((newline = m_partial.indexOf('\n')) >= 0) {
        m_lines.append(QString::fromUtf8(m_partial.left(newline)));
        m_partial.remove(0, newline + 1);
    }
}

QList<qint64> sandboxesUnder(const QString &home)
{
    QList<qint64> found;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric || !alive(pid))
            continue;
        const QByteArray commandLine = procFile(pid, "cmdline");
        if (commandLine.contains("audience-sandbox") && commandLine.contains(home.toLocal8Bit()))
            found.append(pid);
    }
    return found;
}

QByteArray sandboxKey(qint64 pid)
{
    const QByteArray environ = procFile(pid, "environ");
    const QByteArray name = "AUDIENCE_SANDBOX_API_KEY=";
    const qsizetype at = environ.startsWith(name) ? 0 : environ.indexOf('\0' + name);
    if (at < 0)
        return {};
    const qsizetype start = at + (at == 0 ? name.size() : name.size() + 1);
    return environ.mid(start, environ.indexOf('\0', start) - start);
}

std::optional<TestHttp> serviceOf(const QString &home, const QString &url)
{
    const QList<qint64> sandboxes = sandboxesUnder(home);
    if (sandboxes.size() != 1 || url.isEmpty())
        return std::nullopt;
    const QByteArray key = sandboxKey(sandboxes.first());
    if (key.isEmpty())
        return std::nullopt;
    return std::make_optional<TestHttp>(QUrl(url), key);
}

// How many user messages with this text the audience's conversation holds on the service.
int userMessagesWith(const QJsonObject &conversation, const QString &text)
{
    int count = 0;
    for (const QJsonValue &message : conversation.value(QStringLiteral("messages")).toArray()) {
        if (message[QStringLiteral("role")].toString() == u"user" && message[QStringLiteral("content")].toString() == text)
            ++count;
    }
    return count;
}

QString ConsoleHome::cannotRun()
{
    return QFile::exists(QStringLiteral("/proc/self/environ")) ? QString() : QStringLiteral("needs /proc to find the console's sandbox");
}

bool ConsoleHome::sandboxFollowed(int timeoutMs) const
{
    return QTest::qWaitFor([this] { return sandboxesUnder(path()).isEmpty(); }, timeoutMs);
}

bool ConsoleHome::killStragglers(int timeoutMs) const
{
    killProcesses(sandboxesUnder(path()));
    return sandboxFollowed(timeoutMs);
}

bool goAhead(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly);
}

void killProcesses(const QList<qint64> &pids)
{
    for (const qint64 pid : pids)
        ::kill(pid_t(pid), SIGKILL);
}

} // namespace Audience::Testing
