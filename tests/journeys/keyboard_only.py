"""Journey 6: the main flow by keyboard only, on a 1024x768 screen with a window manager (keys go to
the window that has the X input focus). Ctrl+K, a few words of an audience, Enter: the focus is in
its composer; a message typed and sent with Ctrl+Enter; the draft published with Ctrl+Shift+P and
the confirmation walked with Tab. Nothing is pressed through the bus: only keys."""

import re

SCREEN = "1024x768x24"
WINDOW_MANAGER = True

SEARCH = "controllers food"
TITLE = "Close the books faster with clean supplier data"
MESSAGE = f'Set the meta title to "{TITLE}"'


def run(j):
    with j.step("the demo opens"):
        j.start_console("--sandbox")
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        j.item(j.find("table", "Pages"), re.compile(r"\S"), timeout=20)

    with j.step("Ctrl+K, a few words, Enter"):
        j.key("ctrl+k")
        j.type_keys(SEARCH)
        j.key("Return")
        j.find("label", re.compile(r"^Controllers\b.*", re.IGNORECASE), timeout=20)  # the workspace's heading
        # Where the work starts: the composer has the focus, and it is said so on the bus.
        j.expect_focus("text", "Message to the editing agent")

    with j.step("a message typed, Ctrl+Enter"):
        j.type_keys(MESSAGE)
        j.key("ctrl+Return")
        conversation = j.find("list", "Conversation with the editing agent")
        j.item(conversation, MESSAGE, timeout=20)
        j.item(conversation, re.compile(r"^I .*meta title.*" + re.escape(TITLE)), timeout=30)

    with j.step("followed to a draft"):
        # The status under the audience's name (on a small screen the Versions tab is not in sight).
        status = j.find("label", re.compile(r"Newest: version \d+ \(Draft\)"), timeout=40)
        version = re.search(r"version (\d+)", status.name).group(1)

    with j.step("Ctrl+Shift+P: the confirmation"):
        j.key("ctrl+shift+p")
        dialog = j.window(f"Publish Version {version}")
        # The focus in the confirmation is drawn, and Publish is not where Enter goes (Cancel is).
        j.expect_text("Checks before publishing", within=dialog)
        j.expect_text(TITLE, within=dialog)

    with j.step("Tab to Publish, Space"):
        j.tab_to("push button", re.compile(rf"^Publish (Version {version}|Anyway)$"))
        j.key("space")

    with j.step("live"):
        j.expect_text("✓ Published", timeout=30)
        j.find("label", f"Version {version} — Published", timeout=30)

    with j.step("Help lists the keys"):
        j.key("F1")
        shortcuts = j.window("Keyboard Shortcuts")
        for action in ("Write to the Editing Agent", "Publish the Chosen Version", "Open Impact Card of the First Alert"):
            j.expect_text(action, within=shortcuts, into_items=True)
        j.key("Escape")
