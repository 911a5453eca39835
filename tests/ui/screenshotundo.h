#pragma once

// "Undo this publish" on the demo's publish that hurt (aud_demo_061, version 3; docs/sandbox.md),
// taken by screenshot_main: undo-timeline.png (the Versions tab as a timeline), undo-preview.png,
// undo-proof.png, undo-confirmation.png, undo-published.png and undo-timeline-after.png. Alone
// with SCREENSHOT_ONLY=undo.
#include "screenshotplaces.h"

namespace Audience::Testing {

bool shootUndo(Ui::MainWindow &window, const SaveShot &save);

} // namespace Audience::Testing
