#include "parentwatcher.h"

#include <QTimer>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace Sandbox {

ParentWatcher::ParentWatcher(qint64 originalParent, QObject *parent)
    : QObject(parent), m_originalParent(originalParent)
{
}

qint64 ParentWatcher::currentParent()
{
#ifdef Q_OS_UNIX
    return qint64(::getppid());
#else
    return 0;
#endif
}

void ParentWatcher::start()
{
#if defined(Q_OS_LINUX)
    ::prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (currentParent() != m_originalParent)
        QTimer::singleShot(0, this, &ParentWatcher::parentGone);
#elif defined(Q_OS_UNIX)
    auto *poll = new QTimer(this);
    connect(poll, &QTimer::timeout, this, [this, poll]() {
        if (currentParent() != m_originalParent) {
            poll->stop();
            emit parentGone();
        }
    });
    poll->start(1000);
    if (currentParent() != m_originalParent)
        QTimer::singleShot(0, this, &ParentWatcher::parentGone);
#endif
}

} // namespace Sandbox
