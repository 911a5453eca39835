#include "testmain.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#if defined(__unix__)
#include <unistd.h>
#endif

namespace Audience::Testing {

namespace {

void listTests(std::FILE *stream, const TestEntry *tests, int count)
{
    for (int i = 0; i < count; ++i)
        std::fprintf(stream, "%s\n", tests[i].name);
}

// A test program run straight from a shell, not through CTest, would read and write the user's own
// HOME (their profiles, their store), display and keychain. It runs itself again through
// testenv.sh, as CTest runs it, which gives it a throwaway HOME and the offscreen platform; the
// script says so by AUDIENCE_TESTENV. (A keychain test needs CTest's `--keychain` run: run directly
// it finds no keychain, rather than the user's.)
bool inTestEnvironment()
{
#if defined(__unix__) && defined(AUDIENCE_TESTENV_SCRIPT)
    return std::getenv("AUDIENCE_TESTENV") != nullptr;
#else
    return true;
#endif
}

// Replaces the process with the same command through testenv.sh; returns only when that failed.
void runThroughTestEnvironment(int argc, char **argv)
{
#if defined(__unix__) && defined(AUDIENCE_TESTENV_SCRIPT)
    static char shell[] = "/bin/sh";
    static char script[] = AUDIENCE_TESTENV_SCRIPT;
    static char separator[] = "--";
    std::vector<char *> arguments{shell, script, separator};
    arguments.insert(arguments.end(), argv, argv + argc);
    arguments.push_back(nullptr);
    execv(shell, arguments.data());
    std::perror("run through " AUDIENCE_TESTENV_SCRIPT);
#else
    (void)argc;
    (void)argv;
#endif
}

} // namespace

int runNamedTest(const TestEntry *tests, int count, int argc, char **argv)
{
    const bool listing = argc >= 2 && std::strcmp(argv[1], "--list") == 0;
    if (!listing && !inTestEnvironment()) {
        runThroughTestEnvironment(argc, argv);
        return 2; // never run with the user's HOME
    }
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
