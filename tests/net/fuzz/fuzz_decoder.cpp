// libFuzzer target for one top-level response decoder, chosen at compile time by
// AUDIENCE_FUZZ_TYPE (see CMakeLists.txt). The decoder must never crash, hang or trip a sanitizer,
// whatever the bytes; and a successful decode must be stable (decoding twice gives the same).
#include "net/envelope.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

using namespace Audience::Net;

using FuzzedType = AUDIENCE_FUZZ_TYPE;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    FuzzedType value{};
    const auto error = decodeJson(bytes, value);
    if (error) {
        // The error text must be buildable (paths of any depth, any index).
        volatile qsizetype length = error->toString().size();
        (void)length;
        return 0;
    }
    FuzzedType again{};
    if (decodeJson(bytes, again))
        __builtin_trap(); // the same bytes decoded once and failed the second time
    return 0;
}
