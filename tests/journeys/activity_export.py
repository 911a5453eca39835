"""Journey 4: Activity lists every write the journey made (a message to an agent and the publish of
its draft), newest first and in words, and exports them as CSV."""

import csv
import os
import re

AUDIENCE = "RevOps leaders at hospitality groups"
TITLE = "Forecast Studio for hospitality RevOps leaders"
MESSAGE = f'Set the meta title to "{TITLE}"'


def run(j):
    with j.step("a message and a publish"):
        j.start_console("--sandbox")
        j.choose(j.find("list", "Places"), "Audiences")
        j.choose(j.find("tree", "Audiences by page", timeout=40), AUDIENCE, timeout=40)
        j.type_into(j.find("text", "Message to the editing agent", timeout=20), MESSAGE)
        j.press("Send")
        j.press("Versions", role="page tab")
        heading = j.find("label", re.compile(r"^Version \d+ — Draft$"), timeout=40)
        version = re.search(r"\d+", heading.name).group(0)
        j.press(f"Publish Version {version}…")
        dialog = j.window(f"Publish Version {version}")
        j.press(re.compile(rf"^Publish (Version {version}|Anyway)$"), within=dialog)
        j.expect_text(f"Live: version {version}", timeout=30)

    with j.step("Activity lists every write"):
        j.choose(j.find("list", "Places"), "Activity")
        table = j.find("table", "Activity", timeout=20)
        j.expect_text("2 entries", timeout=20)
        # The journal names these two writes by the audience's name, as the README promises
        # ("Published version 24 of FP&A leads"), not by its ID (aud_demo_001).
        target = re.escape(AUDIENCE)
        j.item(table, re.compile(rf"^Published version {version} of {target}$"))
        sent = j.item(table, re.compile(rf"^Sent a message to {target}: “Set the meta title"))
        j.choose(table, sent.name)
        j.expect_text(TITLE, within=j.find("text", "Body sent"), timeout=10)  # the body sent, as JSON

    with j.step("exported as CSV"):
        path = os.path.join(j.out, "activity.csv")  # kept beside the screenshots
        actions = j.press("Activity actions")
        j.activate(j.find("menu item", "Export as CSV…", within=actions))
        dialog = j.window("Export the activity as CSV", timeout=20)
        j.type_into(j.find("text", re.compile("^File name"), within=dialog), path)
        j.press("Save", within=dialog)
        j.expect_text("Exported 2 entries", timeout=20)
        with open(path, newline="") as exported:
            # Two lines of "#" say what was exported and when; then the header and the entries.
            rows = list(csv.DictReader(line for line in exported if not line.startswith("#")))
        written = sorted((row["operation"], row["outcome"]) for row in rows)
        if written != [("publishVersion", "done"), ("sendMessage", "done")]:
            raise j.failure(f"the CSV holds {written}, not the message and the publish, both done")
