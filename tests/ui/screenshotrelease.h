#pragma once

// The screenshots of many audiences at once, taken by screenshot_main: the release
// confirmation, and a release with one failure.
#include "screenshotplaces.h"

namespace Audience::Testing {

// Chooses five demo audiences with a draft waiting and one archived audience's draft (its publish
// fails: the service refuses to publish on an archived audience), opens Publish Selected…, saves
// the confirmation, publishes, and saves the result. False (a line on stderr) when it never settles.
bool shootRelease(Ui::MainWindow &window, const SaveShot &save);

} // namespace Audience::Testing
