#pragma once
// The main() of a test, for test programs that hold several (tests/CMakeLists.txt, "Test programs").
// Each tst_<name>.cpp keeps its code in a namespace of its own, named after the file, and ends with
//     } // namespace tst_<name>
//     AUDIENCE_TEST_MAIN(tst_<name>, TestClass)         where QTEST_MAIN was
//     AUDIENCE_TEST_GUILESS_MAIN(tst_<name>, TestClass) where QTEST_GUILESS_MAIN was
// so that the tests of one folder compile together (a unity build) without their helpers' names
// meeting. The macro defines the test's entry point, audienceTest_<name>(), which the program's
// generated main() runs when the command line names the test: `<program> tst_<name> [QTest options]`.
// The application object is the one QTEST_MAIN and QTEST_GUILESS_MAIN create.
#include <QTest>

#define AUDIENCE_TEST_ENTRY(name, TestClass, ...)                                                      \
    int audienceTest_##name(int argc, char **argv)                                                     \
    {                                                                                                  \
        QTest::Internal::callInitMain<name::TestClass>();                                              \
        __VA_ARGS__                                                                                    \
        name::TestClass test;                                                                          \
        return QTest::qExec(&test, argc, argv);                                                        \
    }

#define AUDIENCE_TEST_MAIN(name, TestClass) AUDIENCE_TEST_ENTRY(name, TestClass, QTEST_MAIN_SETUP())
#define AUDIENCE_TEST_GUILESS_MAIN(name, TestClass)                                                    \
    AUDIENCE_TEST_ENTRY(name, TestClass, QTEST_QAPP_SETUP(QCoreApplication))

namespace Audience::Testing {

// One test of a program: its name on the command line and its entry point.
struct TestEntry
{
    const char *name;
    int (*run)(int argc, char **argv);
};

// The generated main(): runs the test the first argument names, with the rest of the command line
// as its QTest options. A program of one test also runs it without its name, as a program of its
// own would. `--list` names the tests; anything else lists them and fails.
int runNamedTest(const TestEntry *tests, int count, int argc, char **argv);

} // namespace Audience::Testing
