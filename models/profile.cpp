#include "models/profile.h"

namespace Audience::Models {

QString Profile::sandboxId()
{
    return QStringLiteral("sandbox");
}

} // namespace Audience::Models
