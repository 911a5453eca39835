#pragma once

// The GUI-thread stall meter of the analytics benchmarks, the same probe as bench_browse_pages: a
// Qt::PreciseTimer ticking every few milliseconds on the GUI thread; the largest gap between two
// ticks is the longest time the thread did not get back to its event loop. On a shared machine that
// gap also holds time the thread was runnable but got no CPU, so the meter also keeps each gap minus
// that wait (/proc/thread-self/schedstat) and the GUI-thread CPU time spent within it
// (CLOCK_THREAD_CPUTIME_ID): what the code itself costs.
//
// TimedApplication adds what a gap was made of: while armed it keeps the longest top-level event
// deliveries (a paint, a reply's slot, a layout request) with the class of their receiver.
// Figures are measurements for docs/performance.md, never assertions.
#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QMetaEnum>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <string>
#include <vector>

#ifdef Q_OS_UNIX
#include <time.h>
#endif
#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace Audience::Bench {

// CPU time this thread has used, in µs (0 where the platform has no per-thread clock).
inline qint64 threadCpuUs()
{
#ifdef Q_OS_UNIX
    timespec now {};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0)
        return qint64(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
#endif
    return 0;
}

// How long this thread has waited, runnable, for a CPU, in µs (Linux schedstat; 0 elsewhere).
class RunQueueWait
{
public:
    RunQueueWait()
    {
#ifdef Q_OS_LINUX
        m_fd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
#endif
    }
    ~RunQueueWait()
    {
#ifdef Q_OS_LINUX
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    RunQueueWait(const RunQueueWait &) = delete;
    RunQueueWait &operator=(const RunQueueWait &) = delete;
    bool available() const
    {
        return m_fd >= 0;
    }
    qint64 waitedUs() const
    {
#ifdef Q_OS_LINUX
        char buffer[128] = {};
        if (m_fd < 0 || ::pread(m_fd, buffer, sizeof buffer - 1, 0) <= 0)
            return 0;
        // "<on-cpu ns> <run-queue wait ns> <timeslices>"
        const QList<QByteArray> fields = QByteArray(buffer).trimmed().split(' ');
        return fields.value(1).toLongLong() / 1000;
#else
        return 0;
#endif
    }

private:
    int m_fd = -1;
};

class StallMeter
{
public:
    explicit StallMeter(int intervalMs = 5)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
    }

    void start()
    {
        m_gapsUs.clear();
        m_busyUs.clear();
        m_ownUs.clear();
        m_clock.start();
        m_lastTickNs = 0;
        m_lastCpuUs = threadCpuUs();
        m_lastWaitUs = m_runQueue.waitedUs();
        m_timer.start();
    }
    // Counts the gap up to now as well, so a stall at the very end is not lost.
    void stop()
    {
        if (!m_timer.isActive())
            return;
        tick();
        m_timer.stop();
    }

    int intervalMs() const { return m_timer.interval(); }
    size_t ticks() const { return m_gapsUs.size(); }
    double longestMs() const { return maxOf(m_gapsUs); }
    // The longest gap minus the time the thread waited for a CPU within it (-1 without schedstat).
    double longestWithoutCpuWaitMs() const { return m_runQueue.available() ? maxOf(m_ownUs) : -1; }
    // The most GUI-thread CPU time spent within one gap.
    double mostBusyMs() const { return maxOf(m_busyUs); }
    // The GUI-thread CPU time within each gap, in µs, in tick order (to find the busiest ticks).
    const std::vector<qint64> &busyUs() const { return m_busyUs; }
    double percentileMs(double p) const
    {
        std::vector<qint64> sorted = m_gapsUs;
        std::sort(sorted.begin(), sorted.end());
        return sorted.empty()
            ? 0.0
            : sorted[std::min(sorted.size() - 1, size_t(p * double(sorted.size())))] / 1000.0;
    }
    long gapsOver(double ms) const
    {
        return long(
            std::count_if(m_gapsUs.begin(), m_gapsUs.end(), [ms](qint64 gap) { return gap > ms * 1000; }));
    }

    // key=value lines with `prefix` (e.g. "stall"): <prefix>-ms, <prefix>-own-ms, <prefix>-busy-ms, ….
    void print(const char *prefix) const
    {
        std::printf(
            "%s-ms=%.2f\n%s-own-ms=%.2f\n%s-busy-ms=%.2f\n%s-p99-ms=%.2f\n%s-over-16ms=%ld\n%s-ticks=%zu\n",
            prefix, longestMs(), prefix, longestWithoutCpuWaitMs(), prefix, mostBusyMs(), prefix,
            percentileMs(0.99), prefix, gapsOver(16), prefix, ticks());
    }

private:
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        const qint64 cpu = threadCpuUs();
        const qint64 waited = m_runQueue.waitedUs();
        const qint64 gap = (now - m_lastTickNs) / 1000;
        m_gapsUs.push_back(gap);
        m_busyUs.push_back(cpu - m_lastCpuUs);
        m_ownUs.push_back(gap - (waited - m_lastWaitUs));
        m_lastTickNs = now;
        m_lastCpuUs = cpu;
        m_lastWaitUs = waited;
    }
    static double maxOf(const std::vector<qint64> &values)
    {
        return values.empty() ? 0.0 : *std::max_element(values.begin(), values.end()) / 1000.0;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    const RunQueueWait m_runQueue;
    std::vector<qint64> m_gapsUs;
    std::vector<qint64> m_busyUs;
    std::vector<qint64> m_ownUs;
    qint64 m_lastTickNs = 0;
    qint64 m_lastCpuUs = 0;
    qint64 m_lastWaitUs = 0;
};

// A QApplication that, while armed, times every event it delivers at the top level (not the ones
// sent from inside another) and keeps the longest: where a stall's time went.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;

    struct Delivery
    {
        qint64 ns = 0;
        qint64 startNs = 0; // since arm(true)
        std::string what;
    };

    // Call on the GUI thread, between events.
    void arm(bool on)
    {
        if (on) {
            m_longest.clear();
            m_sinceArm.start();
        }
        m_armed = on;
    }
    const std::vector<Delivery> &longest() const { return m_longest; }
    // "<ms>:<event>@<receiver class>[#objectName],…", longest first.
    std::string longestText(size_t count = 6) const
    {
        std::string text;
        for (size_t i = 0; i < std::min(count, m_longest.size()); ++i) {
            char ms[32];
            std::snprintf(ms, sizeof ms, "%.1f", m_longest[i].ns / 1e6);
            text += (i ? "," : "") + std::string(ms) + ':' + m_longest[i].what;
        }
        return text;
    }
    // The same deliveries in the order they happened: "<start ms>+<ms>:<event>@<receiver>", one a line.
    std::string timelineText() const
    {
        std::vector<Delivery> byStart = m_longest;
        std::sort(byStart.begin(), byStart.end(),
                  [](const Delivery &a, const Delivery &b) { return a.startNs < b.startNs; });
        std::string text;
        for (const Delivery &delivery : byStart) {
            char line[64];
            std::snprintf(line, sizeof line, "%8.2f ms +%.2f ms  ", delivery.startNs / 1e6,
                          delivery.ns / 1e6);
            text += line + delivery.what + '\n';
        }
        return text;
    }

    bool notify(QObject *receiver, QEvent *event) override
    {
        // notify() runs in every thread (Qt Network's HTTP thread too): only the GUI thread's count.
        if (!m_armed || m_depth > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++m_depth;
        // The receiver may be deleted by its own event (DeferredDelete, a slot): keep its class now.
        const QMetaObject *meta = receiver ? receiver->metaObject() : nullptr;
        const QPointer<QObject> guard(receiver);
        const qint64 startNs = m_sinceArm.nsecsElapsed();
        const int type = event->type();
        const bool result = QApplication::notify(receiver, event);
        const qint64 ns = m_sinceArm.nsecsElapsed() - startNs;
        --m_depth;
        if (ns > 2000000 && (m_longest.size() < keep || ns > m_longest.back().ns))
            remember(ns, startNs, type, meta, guard ? guard->objectName() : QString());
        return result;
    }

private:
    static constexpr size_t keep = 12;
    void remember(qint64 ns, qint64 startNs, int type, const QMetaObject *meta, const QString &objectName)
    {
        const char *name = QMetaEnum::fromType<QEvent::Type>().valueToKey(type);
        std::string what = name ? name : std::to_string(type);
        what += '@';
        what += meta ? meta->className() : "?";
        if (!objectName.isEmpty())
            what += '#' + objectName.toStdString();
        m_longest.push_back({ns, startNs, what});
        std::sort(m_longest.begin(), m_longest.end(),
                  [](const Delivery &a, const Delivery &b) { return a.ns > b.ns; });
        if (m_longest.size() > keep)
            m_longest.pop_back();
    }

    std::atomic<bool> m_armed = false; // read by notify() in every thread
    int m_depth = 0;
    QElapsedTimer m_sinceArm;
    std::vector<Delivery> m_longest;
};

} // namespace Audience::Bench
