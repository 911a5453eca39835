#include "ui/common/statuscolours.h"

namespace Audience::Ui {

QColor statusColour(const QString &status)
{
    const QString s = status.toLower();
    // The journal's outcomes (Activity) read like the version states they resemble.
    if (s == QLatin1StringView("done"))
        return QColor(0x2e, 0x7d, 0x32);
    if (s == QLatin1StringView("failed") || s == QLatin1StringView("notconfirmed"))
        return QColor(0xc6, 0x28, 0x28);
    if (s == QLatin1StringView("inprogress"))
        return QColor(0x15, 0x65, 0xc0);
    if (s == QLatin1StringView("published"))
        return QColor(0x2e, 0x7d, 0x32);
    if (s == QLatin1StringView("draft"))
        return QColor(0xb2, 0x6a, 0x00);
    if (s == QLatin1StringView("queued") || s == QLatin1StringView("pending") || s == QLatin1StringView("processing"))
        return QColor(0x15, 0x65, 0xc0);
    if (s == QLatin1StringView("cancelled"))
        return QColor(0xc6, 0x28, 0x28);
    return QColor(0x6b, 0x72, 0x80); // archived, and anything the spec does not list
}

} // namespace Audience::Ui
