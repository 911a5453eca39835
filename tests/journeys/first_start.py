"""Journey 1: a first start. The welcome, Explore with demo data, an audience, a message to its
editing agent followed to the draft it makes, Publish with its checks, and the version live."""

import re

AUDIENCE = "Supply chain heads at regional hospitals"
TITLE = "Spend visibility for hospital supply chain heads"
MESSAGE = f'Set the meta title to "{TITLE}"'


def run(j):
    with j.step("first start: the welcome"):
        j.start_console()
        welcome = j.window("Welcome to Audience Console")
        j.expect_text("How would you like to start?", within=welcome)

    with j.step("Explore with demo data"):
        j.press("Explore with demo data", within=welcome)
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        j.item(j.find("table", "Pages"), "Forecast Studio launch", timeout=20)

    with j.step("Audiences from the sidebar"):
        j.choose(j.find("list", "Places"), "Audiences")
        tree = j.find("tree", "Audiences by page", timeout=20)

    with j.step("an audience"):
        j.choose(tree, AUDIENCE, timeout=20)
        j.find("label", AUDIENCE, timeout=20)  # the workspace's heading
        composer = j.find("text", "Message to the editing agent", timeout=20)
        conversation = j.find("list", "Conversation with the editing agent")

    with j.step("a message sent"):
        j.type_into(composer, MESSAGE)
        j.press("Send")
        j.item(conversation, MESSAGE, timeout=20)
        # The agent's answer names what it set.
        j.item(conversation, re.compile(r"^I .*meta title.*" + re.escape(TITLE)), timeout=30)

    with j.step("followed to a draft"):
        j.press("Versions", role="page tab")
        heading = j.find("label", re.compile(r"^Version \d+ — Draft$"), timeout=30)
        version = re.search(r"\d+", heading.name).group(0)
        versions = j.find("tree", re.compile(r"^Versions of this audience"))
        j.item(versions, version)
        publish = j.find("push button", f"Publish Version {version}…")

    with j.step("Publish with its checks"):
        j.activate(publish)
        dialog = j.window(f"Publish Version {version}")
        j.expect_text("Checks before publishing", within=dialog)
        j.expect_text(TITLE, within=dialog)
        j.press(re.compile(rf"^Publish (Version {version}|Anyway)$"), within=dialog)

    with j.step("live"):
        j.expect_text("✓ Published", timeout=30)
        j.expect_text(f"Live: version {version}", timeout=30)
