"""Journey 6 (issue 43): what a first day no longer loses. The publish that hurt is undone from its
alert, and the alert resolves with a line that says so (out of Review's count); the console killed
and started again: Review lists the last scan at once, with its age, and the alert stays resolved;
a pending change in a version this console has not seen says, in the Versions tab, why Publish is
not there and asks the agent to confirm the draft; Activity names the audience and its page;
Accounts lists the demo's accounts, and a person of one shows it on their page; Analytics → Session
offers the demo's sessions."""

import re

HURT = "Heads of FP&A at SaaS scale-ups"
PAGE = "Forecast Studio launch"
UNSEEN = "Supply chain heads at regional hospitals"  # its draft was made where the console did not see it


def run(j):
    with j.step("Review with its alert"):
        j.start_console("--sandbox")
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        j.choose(j.find("list", "Places"), "Review, 1 publish needs a look", timeout=60)
        j.expect_text("1 publish needs a look", timeout=60)
        j.expect_text(re.compile(r"Scanned \d+ page(s|\(s\))?: "), timeout=60)

    with j.step("its impact card, Undo"):
        j.press(re.compile(rf"^Open the impact card of version 3 of {re.escape(HURT)}"), timeout=20)
        card = j.window("Did it work? Version 3", timeout=20)
        j.press("Undo This Publish…", within=card, timeout=20)
        undo = j.window("Undo This Publish", timeout=20)
        j.press("Send to the Agent", within=undo, timeout=30)
        j.expect_text(re.compile(r"Proof: 3 of 3 field"), within=undo, timeout=60)

    with j.step("the undo published"):
        j.press(re.compile(r"^Publish( Version 4)?…$"), within=undo)
        confirm = j.window(re.compile(r"^Publish Version 4"), timeout=20)
        j.press(re.compile(r"^Publish (Version 4|Anyway)$"), within=confirm, timeout=20)
        j.expect_text(re.compile(r"Published version 4"), within=undo, timeout=40)

    with j.step("the alert resolved"):
        j.press("Close", within=undo)
        j.press("Close", within=card)
        j.expect_text(re.compile(r"Undone by version 4 on .*; the watch now follows version 4\."), timeout=60)
        j.item(j.find("list", "Places"), "Review", timeout=30)  # nothing needs a look any more
        j.expect_no_text("1 publish needs a look")

    with j.step("the console killed"):
        j.kill_console()

    with j.step("started again: Review remembers"):
        # Every answer 1.5 s late, so the list is seen before the scan in the background reads it again.
        j.start_console(sandbox_arguments="--fault-latency-ms 1500")
        j.choose(j.find("list", "Places", timeout=60), re.compile(r"^Review\b"), timeout=60)
        j.expect_text(re.compile(r"(Last scanned|Scanning pages again)"), timeout=60)
        tree = j.find("tree", "Drafts waiting, by page", timeout=20)
        j.item(tree, UNSEEN, timeout=20)
        j.expect_text(re.compile(r"Undone by version 4 on "), timeout=60)

    with j.step("a pending change without a version seen"):
        j.choose(j.find("list", "Places"), "Audiences")
        j.choose(j.find("tree", "Audiences by page", timeout=40), UNSEEN, timeout=40)
        j.press("Versions", role="page tab", timeout=20)
        j.expect_text(re.compile(r"no version this console has seen holds them"), timeout=30)

    with j.step("the agent asked to confirm the draft"):
        j.press("Ask the Agent to Confirm the Draft", timeout=20)
        j.find(re.compile(r"^push button"), re.compile(r"^Publish Version \d+…$"), timeout=60)

    with j.step("version 3 in the timeline and its card"):
        j.choose(j.find("list", "Places"), "Audiences")
        # Searched for, so the audience chosen before leaves the tree (and the selection).
        j.type_into(j.find("text", "Search audiences"), HURT)
        tree = j.find("tree", "Audiences by page", timeout=40)
        # The search filters a moment after the typing: a row found before that is chosen by its
        # place in the tree as it was (it once chose nothing and the workspace stayed on UNSEEN).
        j.wait_until("the search to leave the audience chosen before out of the tree",
                     lambda: not any(item.name == UNSEEN for item in j.items(tree)), 20)
        j.choose(tree, HURT, timeout=40)
        j.press("Versions", role="page tab", timeout=20)
        versions = j.find("tree", re.compile(r"^Versions of this audience"), timeout=20)
        j.choose(versions, "3", timeout=20)
        j.expect_text(re.compile(r"undone by version 4"), within=versions, into_items=True, timeout=20)
        j.expect_text(re.compile(r"^Undone by version 4 on ", re.MULTILINE), timeout=20)  # the card, over its figures

    with j.step("Activity names the audience and its page"):
        j.choose(j.find("list", "Places"), "Activity")
        table = j.find("table", "Activity", timeout=20)
        j.expect_text(f"Audience {HURT} on page {PAGE}", within=table, into_items=True, timeout=20)

    with j.step("Accounts: the demo's, not opened yet"):
        j.choose(j.find("list", "Places"), "Accounts")
        accounts = j.find("list", re.compile(r"^Accounts met"), timeout=20)
        first = j.item(accounts, re.compile(r"\(not opened yet\)$"), timeout=20)
        j.choose(accounts, first.name)  # chosen is opened
        people = j.find("table", "People linked to the account", timeout=20)
        cells = lambda: [item for item in j.items(people) if item.getRoleName() == "table cell" and item.name]
        j.wait_until("the account's people", lambda: len(cells()) > 0, 20)

    with j.step("a person of the account shows it"):
        j.choose(people, cells()[0].name)
        j.press("Open Person")
        j.expect_text(re.compile(r"Account: "), timeout=20)

    with j.step("Analytics: the demo's sessions"):
        j.choose(j.find("list", "Places"), "Analytics")
        j.choose(j.find("list", "Pages", timeout=40), PAGE, timeout=40)
        j.press("Session", role="page tab", timeout=20)
        sessions = j.find("list", "Recent sessions", timeout=20)
        j.item(sessions, re.compile(r"^sess_demo_s00001 — not opened yet"), timeout=20)
