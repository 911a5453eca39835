#include "net/apikeyprovider.h"

namespace Audience::Net {

ApiKeyProvider::~ApiKeyProvider() = default;

} // namespace Audience::Net
