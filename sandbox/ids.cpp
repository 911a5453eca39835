#include "ids.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <mutex>

namespace Sandbox {

QString Ids::make(QStringView prefix)
{
    static constexpr char alphabet[] = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base 32
    // Monotonic within the process: an ID made in the same millisecond as the previous one gets the
    // previous random part plus one, so IDs sort in creation order (keyset pages stay stable).
    static std::mutex mutex;
    static quint64 lastMillis = 0;
    static quint64 lastHigh = 0;
    quint64 millis = quint64(QDateTime::currentMSecsSinceEpoch());
    quint64 high = 0;
    {
        const std::lock_guard lock(mutex);
        if (millis <= lastMillis) {
            millis = lastMillis;
            high = lastHigh + 1;
        } else {
            high = QRandomGenerator::system()->generate64() >> 4; // room to count up
        }
        lastMillis = millis;
        lastHigh = high;
    }
    const quint64 low = QRandomGenerator::system()->generate64();

    QString id;
    id.reserve(prefix.size() + 27);
    id.append(prefix);
    id.append(u'_');
    // 10 characters of time (50 bits), 12 of the counter-or-random part (60 bits), 4 random.
    for (int i = 9; i >= 0; --i)
        id.append(QLatin1Char(alphabet[(millis >> (5 * i)) & 31]));
    for (int i = 11; i >= 0; --i)
        id.append(QLatin1Char(alphabet[(high >> (5 * i)) & 31]));
    for (int i = 0; i < 4; ++i)
        id.append(QLatin1Char(alphabet[(low >> (5 * i)) & 31]));
    return id;
}

} // namespace Sandbox
