"""Journey 2: Review. The demo's drafts found by scanning, two of them chosen, the agents asked to
confirm them (their versions were made where this console did not see them), and both published as
one release with their checks acknowledged."""

import re

FIRST = "Supply chain heads at regional hospitals"
SECOND = "Operations directors at logistics firms"
CONFIRM = "Please confirm the current draft as it stands, without further changes."


def run(j):
    with j.step("the Review place"):
        j.start_console("--sandbox")
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        j.choose(j.find("list", "Places"), "Review")
        j.expect_text("No draft waiting", timeout=20)

    with j.step("scan for drafts"):
        # SWITCH TO "Scan All Pages" once it exists (issue 34): j.press("Scan All Pages"), and the
        # words it ends with below. Until then the first page, which holds both drafts, is scanned.
        j.press("Scan This Page")
        j.expect_text(re.compile(r"Scanned \d+ audiences"), timeout=40)
        tree = j.find("tree", "Drafts waiting, by page")
        for audience in (FIRST, SECOND):
            j.item(tree, audience, timeout=20)

    with j.step("two drafts chosen, their agents asked"):
        j.choose(tree, FIRST)
        j.choose(tree, SECOND)
        j.expect_text("2 audiences chosen")
        j.press("Ask the Agent…")
        ask = j.window("Ask the agents of 2 audiences")
        j.type_into(j.find("text", "Instruction for every chosen audience", within=ask), CONFIRM)
        j.press("Send to 2 audiences", within=ask)
        j.expect_text("2 of 2 drafts ready", within=ask, timeout=40)
        j.press("Close", within=ask)

    with j.step("the two drafts, known now"):
        tree = j.find("tree", "Drafts waiting, by page")
        for audience in (FIRST, SECOND):
            j.choose(tree, audience, timeout=20)
        j.press(re.compile(r"^Publish (2 )?Selected…$"))

    with j.step("one release, its checks"):
        release = j.window("Publish 2 audiences as one release", timeout=20)
        j.expect_text("2 with warnings to acknowledge", within=release, timeout=20)
        j.press("Acknowledge All Warnings", within=release)
        j.press("Publish 2 Audiences", within=release)

    with j.step("both published"):
        j.expect_text("2 of 2 published.", within=release, timeout=40)
        j.press("Close", within=release)
        # Live now, they wait no more; the other two still hold versions this console has not seen.
        j.expect_text("2 with a version not seen", timeout=20)
        tree = j.find("tree", "Drafts waiting, by page")
        j.wait_until("the published drafts to leave Review",
                     lambda: not any(item.name in (FIRST, SECOND) for item in j.items(tree)))
