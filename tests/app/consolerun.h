#pragma once

// ConsoleRun moved to tests/support (support/consolerun.h). This header keeps the tests of this
// folder that still include "consolerun.h" building; drop it once none does.
#include "support/consolerun.h"
