#pragma once

// The resident memory of this process (VmRSS in /proc/self/status) in MB, -1 where there is none
// (not Linux), for the benchmarks that report memory. Header-only.
#include <QByteArray>
#include <QFile>

namespace Audience::Bench {

inline double residentMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

} // namespace Audience::Bench
