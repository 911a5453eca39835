#include "testmain.h"

#include <cstdio>
#include <cstring>

namespace Audience::Testing {

namespace {

void listTests(std::FILE *stream, const TestEntry *tests, int count)
{
    for (int i = 0; i < count; ++i)
        std::fprintf(stream, "%s\n", tests[i].name);
}

} // namespace

int runNamedTest(const TestEntry *tests, int count, int argc, char **argv)
{
    if (argc >= 2) {
        if (std::strcmp(argv[1], "--list") == 0) {
            listTests(stdout, tests, count);
            return 0;
        }
        for (int i = 0; i < count; ++i) {
            if (std::strcmp(argv[1], tests[i].name) == 0) {
                // The test's name takes the program's place: QTest reads its options after it.
                return tests[i].run(argc - 1, argv + 1);
            }
        }
    }
    if (count == 1)
        return tests[0].run(argc, argv);
    std::fprintf(stderr, "usage: %s <test> [QTest options]\nThe tests of this program:\n", argc > 0 ? argv[0] : "");
    listTests(stderr, tests, count);
    return 2;
}

} // namespace Audience::Testing
