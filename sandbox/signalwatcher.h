#pragma once

#include <QObject>

class QSocketNotifier;

namespace Sandbox {

// Turns SIGINT and SIGTERM into a Qt signal on the main thread (POSIX self-pipe: the handler only
// writes a byte to a socketpair; a QSocketNotifier reads it in the event loop). Where POSIX signals
// do not exist the object is inert and the process stops the platform's usual way.
class SignalWatcher : public QObject
{
    Q_OBJECT
public:
    explicit SignalWatcher(QObject *parent = nullptr);
    ~SignalWatcher() override;

signals:
    void terminationRequested(int signalNumber);

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace Sandbox
