#include "models/common/loadstate.h"

#include <QMetaEnum>

namespace Audience::Models {

QString loadStateName(LoadState state)
{
    return QString::fromLatin1(QMetaEnum::fromType<LoadState>().valueToKey(static_cast<int>(state)));
}

} // namespace Audience::Models
