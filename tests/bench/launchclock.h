#pragma once

// The launch benchmarks' clock: milliseconds since the moment the script recorded just before it
// started the process (BENCH_START_NS, nanoseconds of CLOCK_REALTIME as `date +%s%N` prints them).
#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <cstdio>
#include <ctime>

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

} // namespace Audience::Bench
