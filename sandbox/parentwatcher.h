#pragma once

#include <QObject>

namespace Sandbox {

// --exit-with-parent: notices when the process that started the sandbox goes away.
// Linux: prctl(PR_SET_PDEATHSIG, SIGTERM) makes the kernel send SIGTERM (handled by SignalWatcher
// as a clean stop), and getppid() is checked right after, in case the parent died before prctl.
// Other Unix systems: getppid() is polled once a second. Windows: a documented no-op.
class ParentWatcher : public QObject
{
    Q_OBJECT
public:
    // originalParent: getppid() read as early as possible in main().
    explicit ParentWatcher(qint64 originalParent, QObject *parent = nullptr);

    // Arms the watch. Emits parentGone() (possibly from inside this call's event-loop turn) when the
    // parent is already gone.
    void start();

    static qint64 currentParent();

signals:
    void parentGone();

private:
    qint64 m_originalParent;
};

} // namespace Sandbox
