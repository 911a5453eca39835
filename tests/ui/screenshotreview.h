#pragma once

// The Review place's screenshots (drafts waiting, a page scanned, a selection), taken by
// screenshot_main. Kept apart so that program stays readable.
#include "screenshotplaces.h"

namespace Audience::Testing {

// Makes the console learn a few of the demo's drafts (opened by ID, as the workspace does), scans
// the first page, and saves Review with one draft open and with several chosen.
bool shootReview(Ui::MainWindow &window, const SaveShot &save);

} // namespace Audience::Testing
