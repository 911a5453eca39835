"""Journey 2: Review. The demo's drafts found by Scan All Pages (run once by itself on the demo's
first start, then again by the button), two of them chosen, the agents asked to
confirm them (their versions were made where this console did not see them), and both published as
one release with their checks acknowledged."""

import re

FIRST = "Supply chain heads at regional hospitals"
SECOND = "Operations directors at logistics firms"
CONFIRM = "Please confirm the current draft as it stands, without further changes."


def not_seen_count(j):
    """How many audiences Review says hold a version this console has not seen (0 when it says none)."""
    found = re.search(r"(\d+) with a version not seen", j.says())
    return int(found.group(1)) if found else 0


def run(j):
    with j.step("the Review place, scanned once by itself"):
        j.start_console("--sandbox")
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        j.choose(j.find("list", "Places"), re.compile(r"^Review\b"))  # "Review (1)" with an alert
        # On the demo's first start Scan All Pages runs once by itself: Review is not empty.
        j.expect_text(re.compile(r"Scanned \d+ page(s|\(s\))?: "), timeout=60)
        j.expect_no_text("No draft waiting")

    with j.step("Scan All Pages"):
        # The place's own button (the empty list offers one of the same name, gone once it lists).
        j.press("Scan All Pages")
        j.expect_text(re.compile(r"Scanned \d+ page(s|\(s\))?: "), timeout=60)
        tree = j.find("tree", "Drafts waiting, by page")
        for audience in (FIRST, SECOND):
            j.item(tree, audience, timeout=20)
        not_seen_before = not_seen_count(j)

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
        j.wait_until("two fewer drafts with a version not seen",
                     lambda: not_seen_count(j) == not_seen_before - 2, timeout=20)
        tree = j.find("tree", "Drafts waiting, by page")
        j.wait_until("the published drafts to leave Review",
                     lambda: not any(item.name in (FIRST, SECOND) for item in j.items(tree)))
