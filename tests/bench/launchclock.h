#pragma once

// The launch benchmarks' clock: milliseconds since the moment the script recorded just before it
// started the process (BENCH_START_NS, nanoseconds of CLOCK_REALTIME as `date +%s%N` prints them).
#include <QApplication>
#include <QByteArray>
#include <QEvent>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QtGlobal>

#include <cstdio>
#include <ctime>
#include <functional>

namespace Audience::Bench {

inline double millisecondsSinceLaunch()
{
    const qint64 start = qEnvironmentVariable("BENCH_START_NS").toLongLong();
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    const qint64 nowNs = qint64(now.tv_sec) * 1000000000LL + now.tv_nsec;
    return start > 0 ? double(nowNs - start) / 1e6 : -1.0;
}

// The one line the script reads.
inline void reportFirstFrame(const char *what)
{
    std::printf("first-frame-ms %.2f %s\n", millisecondsSinceLaunch(), what);
    std::fflush(stdout);
}

// Installed on the widget whose paint counts: at its first paint event for which `ready` holds (any
// paint when it is empty), reports the frame once that paint has been handled, and quits.
class FirstPaintReporter : public QObject
{
public:
    explicit FirstPaintReporter(const char *what, std::function<bool()> ready = {}, QObject *parent = nullptr)
        : QObject(parent)
        , m_what(what)
        , m_ready(std::move(ready))
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_reported && (!m_ready || m_ready())) {
            m_reported = true;
            if (qEnvironmentVariableIsSet("BENCH_TRACE"))
                std::fprintf(stderr, "%8.1f ms  %s paint begins\n", millisecondsSinceLaunch(), m_what);
            // After this paint event has been handled: the frame is drawn.
            QTimer::singleShot(0, qApp, [what = m_what] {
                reportFirstFrame(what);
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const char *m_what;
    std::function<bool()> m_ready;
    bool m_reported = false;
};

} // namespace Audience::Bench
