#pragma once

#include <QObject>

class QSocketNotifier;

namespace Audience::App {

// Turns SIGINT, SIGTERM and SIGHUP into a Qt signal so a console quit from a terminal or by a session
// manager shuts down like a closed window (the sandbox stopped first). A second signal ends the process
// at once, as usual. POSIX only; on other systems terminationRequested() is never emitted.
// Signal handlers are process-wide, so at most one instance may exist at a time.
class TerminationSignals : public QObject
{
    Q_OBJECT
public:
    explicit TerminationSignals(QObject *parent = nullptr);
    ~TerminationSignals() override;

signals:
    void terminationRequested(int signalNumber);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace Audience::App
