#include "net/useragent.h"

#include <QtGlobal>

namespace Audience::Net {

QByteArray userAgent()
{
    return QByteArrayLiteral("AudienceConsole/" AUDIENCE_VERSION_STRING " (Qt ") + qVersion() + ')';
}

} // namespace Audience::Net
