#pragma once

#include <QByteArray>

namespace Audience::Net {

// The User-Agent every request of the console carries, e.g. "AudienceConsole/0.1.0 (Qt 6.4.2)".
QByteArray userAgent();

} // namespace Audience::Net
