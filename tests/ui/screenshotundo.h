#pragma once

// "Undo this publish" on the demo's publish that hurt (aud_demo_061, version 3; docs/sandbox.md),
// end to end as a user meets it, taken by screenshot_main: undo-alert.png (the watch's alert at
// the top of Review, the count on Review in the sidebar), undo-impact.png (that publish's impact
// card, opened from the alert), undo-preview.png (Undo This Publish… from the card), undo-proof.png,
// undo-confirmation.png and undo-published.png. Alone with SCREENSHOT_ONLY=undo.
#include "screenshotplaces.h"

namespace Audience::Testing {

bool shootUndo(Ui::MainWindow &window, const SaveShot &save);

} // namespace Audience::Testing
