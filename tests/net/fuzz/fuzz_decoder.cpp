// libFuzzer target for the top-level response decoders: one program for all of them (one build and
// one link instead of one per decoder), the decoder of a run chosen by the environment variable
// AUDIENCE_FUZZ_TYPE, the name of its corpus folder ("page-list"; the list is in CMakeLists.txt,
// which generates fuzzed_types.h from it). The decoder must never crash, hang or trip a sanitizer,
// whatever the bytes; and a successful decode must be stable (decoding twice gives the same).
#include "net/envelope.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

using namespace Audience::Net;

template <typename FuzzedType>
int decode(const uint8_t *data, size_t size)
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

struct Decoder
{
    const char *name;
    int (*decode)(const uint8_t *data, size_t size);
};

const Decoder decoders[] = {
#include "fuzzed_types.h"
};

int (*chosen)(const uint8_t *data, size_t size) = nullptr;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const char *name = std::getenv("AUDIENCE_FUZZ_TYPE");
    for (const Decoder &decoder : decoders) {
        if (name && std::strcmp(name, decoder.name) == 0)
            chosen = decoder.decode;
    }
    if (!chosen) {
        std::fprintf(stderr, "fuzz_decoders: set AUDIENCE_FUZZ_TYPE to one of:");
        for (const Decoder &decoder : decoders)
            std::fprintf(stderr, " %s", decoder.name);
        std::fprintf(stderr, "\n");
        std::exit(2);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return chosen(data, size);
}
