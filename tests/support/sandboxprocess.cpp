#include "support/sandboxprocess.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QRandomGenerator>

namespace Audience::Testing {

SandboxProcess::SandboxProcess()
{
    m_process.setProgram(executablePath());
}

SandboxProcess::~SandboxProcess()
{
    stop();
}

QString SandboxProcess::executablePath()
{
    const QByteArray overridden = qgetenv("AUDIENCE_SANDBOX_BIN");
    return overridden.isEmpty() ? QStringLiteral(AUDIENCE_SANDBOX_PATH) : QString::fromLocal8Bit(overridden);
}

bool SandboxProcess::start(const QStringList &arguments, int timeoutMs)
{
    m_apiKey = "test-" + QByteArray::number(QRandomGenerator::global()->generate64(), 16);
    return launch(QStringLiteral("127.0.0.1:0"), arguments, timeoutMs);
}

bool SandboxProcess::startAgain(const QStringList &arguments, int timeoutMs)
{
    const int port = m_baseUrl.port();
    stop();
    return launch(QStringLiteral("127.0.0.1:%1").arg(port), arguments, timeoutMs);
}

bool SandboxProcess::launch(const QString &listen, const QStringList &arguments, int timeoutMs)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("AUDIENCE_SANDBOX_API_KEY"), QString::fromLatin1(m_apiKey));
    m_process.setProcessEnvironment(env);
    // --exit-with-parent: a test that crashes must not leave its sandbox behind (holding the
    // test's output pipe, ctest would wait for it until the timeout).
    QStringList args{QStringLiteral("--listen"), listen, QStringLiteral("--exit-with-parent")};
    args += arguments;
    m_process.setArguments(args);
    m_process.start();
    if (!m_process.waitForStarted(timeoutMs)) {
        m_error = m_process.errorString();
        return false;
    }
    // Tests may block here: the rule against waitFor… is for production code on the GUI thread.
    const QDeadlineTimer deadline(timeoutMs);
    QByteArray buffer;
    while (!deadline.hasExpired()) {
        if (!m_process.canReadLine() && !m_process.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime()))))
            break;
        while (m_process.canReadLine()) {
            const QJsonObject line = QJsonDocument::fromJson(m_process.readLine()).object();
            if (line.value(QStringLiteral("event")).toString() == QStringLiteral("ready")) {
                m_baseUrl = QUrl(line.value(QStringLiteral("url")).toString());
                m_seededAt = QDateTime::fromString(line.value(QStringLiteral("seededAt")).toString(), Qt::ISODateWithMs);
                return m_baseUrl.isValid();
            }
        }
    }
    m_error = QStringLiteral("sandbox did not print its ready line: ") + QString::fromLocal8Bit(standardError());
    return false;
}

std::function<QDateTime()> SandboxProcess::seedDayClock() const
{
    return [seedDay = m_seededAt.toUTC().date()] {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        return seedDay.isValid() ? now.addDays(-seedDay.daysTo(now.date())) : now;
    };
}

void SandboxProcess::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate();
    if (!m_process.waitForFinished(5000)) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

QByteArray SandboxProcess::standardError()
{
    return m_process.readAllStandardError();
}

} // namespace Audience::Testing
