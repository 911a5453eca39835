#include "ids.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace Sandbox {

QString Ids::make(QStringView prefix)
{
    static constexpr char alphabet[] = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base 32
    const quint64 millis = quint64(QDateTime::currentMSecsSinceEpoch());
    QRandomGenerator *random = QRandomGenerator::system();
    const quint64 high = random->generate64();
    const quint64 low = random->generate64();

    QString id;
    id.reserve(prefix.size() + 27);
    id.append(prefix);
    id.append(u'_');
    // 10 characters of time (50 bits, top bits zero), then 16 characters of randomness.
    for (int i = 9; i >= 0; --i)
        id.append(QLatin1Char(alphabet[(millis >> (5 * i)) & 31]));
    for (int i = 0; i < 12; ++i)
        id.append(QLatin1Char(alphabet[(high >> (5 * i)) & 31]));
    for (int i = 0; i < 4; ++i)
        id.append(QLatin1Char(alphabet[(low >> (5 * i)) & 31]));
    return id;
}

} // namespace Sandbox
