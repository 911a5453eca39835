#pragma once

// The benchmarks' reading of this process's resident memory (VmRSS of /proc/self/status).
#include <QByteArray>
#include <QFile>
#include <QString>

namespace Audience::Bench {

// Resident memory in MB, or -1 where there is no /proc (not Linux).
inline double residentMegabytes()
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
