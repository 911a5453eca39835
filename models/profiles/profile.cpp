#include "models/profiles/profile.h"

namespace Audience::Models {

QString Profile::sandboxId()
{
    return QStringLiteral("sandbox");
}

} // namespace Audience::Models
