#pragma once
// Waiting in screenshot_main: for what a shot needs, with a line on stderr naming what never came.
#include <QTest>

#include <cstdio>
#include <functional>

namespace Audience::Testing {

inline bool waitFor(const std::function<bool()> &condition, const char *what, int timeoutMs = 20000)
{
    if (QTest::qWaitFor(condition, timeoutMs))
        return true;
    std::fprintf(stderr, "timed out waiting for %s\n", what);
    return false;
}

} // namespace Audience::Testing
