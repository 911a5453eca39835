#pragma once

// The impact cards of the showcase audience's two seeded publishes (docs/sandbox.md), taken by
// screenshot_main: impact-verdict.png (version 11, three weeks ago) and impact-not-enough-data.png
// (version 19, a week ago), each card in its window over the main window.
#include "screenshotplaces.h"

namespace Audience::Testing {

bool shootImpact(Ui::MainWindow &window, const SaveShot &save);

} // namespace Audience::Testing
