#include "app/terminationsignals.h"

#include <QSocketNotifier>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace Audience::App {

#ifdef Q_OS_UNIX
namespace {

// The self-pipe: the handler may only do async-signal-safe things, so it writes the signal's number
// into a socket that the event loop watches.
int pipeEnds[2] = {-1, -1};
const int watched[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void onTerminationSignal(int number)
{
    const char byte = char(number);
    [[maybe_unused]] const auto written = ::write(pipeEnds[0], &byte, 1);
}

void restoreDefaults()
{
    for (const int number : watched)
        std::signal(number, SIG_DFL);
}

} // namespace
#endif

TerminationSignals::TerminationSignals(QObject *parent)
    : QObject(parent)
{
#ifdef Q_OS_UNIX
    Q_ASSERT(pipeEnds[0] < 0);
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, pipeEnds) != 0)
        return;
    m_notifier = new QSocketNotifier(pipeEnds[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationSignals::readSignal);
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int number : watched)
        ::sigaction(number, &action, nullptr);
#endif
}

TerminationSignals::~TerminationSignals()
{
#ifdef Q_OS_UNIX
    if (pipeEnds[0] < 0)
        return;
    restoreDefaults();
    delete m_notifier;
    ::close(pipeEnds[0]);
    ::close(pipeEnds[1]);
    pipeEnds[0] = pipeEnds[1] = -1;
#endif
}

void TerminationSignals::readSignal()
{
#ifdef Q_OS_UNIX
    char byte = 0;
    if (::read(pipeEnds[1], &byte, 1) != 1)
        return;
    // Asked once, we shut down cleanly; asked again, the default action ends the process.
    restoreDefaults();
    emit terminationRequested(int(byte));
#endif
}

} // namespace Audience::App
