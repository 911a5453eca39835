"""Journey 6: the demo's publish that hurt, undone as a user meets it: Review's "Needs a look" alert
→ the impact card → Undo This Publish… → Send to the Agent → the proof, 3 of 3 → Publish Version 4…
through the usual confirmation → the values from before version 3 live again, read back from the
sandbox's own database (not from the console: the journey checks what visitors get)."""

import json
import os
import re
import sqlite3

AUDIENCE_ID = "aud_demo_061"
VERSION = "3"
# docs/sandbox.md, "A publish that hurt": the values live before version 3.
TITLE_BEFORE = "Forecast Studio for FP&A leads at SaaS scale-ups"
DESCRIPTION_BEFORE = ("Rolling forecasts that tie ARR, churn and hiring plans together, built for FP&A leads at "
                      "SaaS scale-ups.")
PROOF = re.compile(rf"^Proof: 3 of 3 field(s|\(s\)) equal the values before version {VERSION}\.")


def sandbox_database(j):
    """The console's embedded sandbox keeps its database in the throwaway HOME's data folder."""
    for folder, _, files in os.walk(j.work):
        if "sandbox.db" in files:
            return os.path.join(folder, "sandbox.db")
    raise j.failure("the embedded sandbox's database was not found under the journey's HOME")


def live_of(j, audience_id):
    """What visitors of the audience get now: its live version's number, metadata and name."""
    with sqlite3.connect(f"file:{sandbox_database(j)}?mode=ro", uri=True) as db:
        number, metadata, name = db.execute(
            "SELECT v.version_number, v.metadata_override_json, a.custom_name FROM audiences a "
            "JOIN audience_versions v ON v.id = a.published_version_id WHERE a.id = ?", (audience_id,)).fetchone()
    return number, json.loads(metadata or "{}"), name


def open_undo(j, sandbox_arguments=""):
    """From the alert to the undo's window, its instruction sent: returns that window."""
    j.start_console("--sandbox", sandbox_arguments=sandbox_arguments)
    j.choose(j.find("list", "Places"), "Review")
    j.press(re.compile(rf"^Open the impact card of version {VERSION} of "), timeout=60)
    card = j.window(f"Did it work? Version {VERSION}", timeout=20)
    j.press("Undo This Publish…", within=card, timeout=30)
    undo = j.window("Undo This Publish", timeout=20)
    j.find("label", f"Undo the publish of version {VERSION}", within=undo, timeout=30)
    j.press("Send to the Agent", within=undo, timeout=30)
    j.find("label", PROOF, within=undo, timeout=60)
    return undo


def run(j):
    with j.step("the alert, the card, the undo sent"):
        undo = open_undo(j)
        if live_of(j, AUDIENCE_ID)[0] != int(VERSION):
            raise j.failure("something went live before Publish was pressed")

    with j.step("the proof offers Publish"):
        j.press("Publish Version 4…", within=undo, timeout=20)

    with j.step("the usual confirmation"):
        confirmation = j.window("Publish Version 4", timeout=20)
        j.press(re.compile(r"^Publish (Version 4|Anyway)$"), within=confirmation, timeout=20)

    with j.step("the old values live again"):
        j.expect_text(re.compile(rf"Published version 4: .* back to before version {VERSION}"), within=undo, timeout=40)
        number, metadata, _ = live_of(j, AUDIENCE_ID)
        if number != 4:
            raise j.failure(f"the sandbox has version {number} live, not the undo's version 4")
        if metadata.get("title") != TITLE_BEFORE or metadata.get("description") != DESCRIPTION_BEFORE:
            raise j.failure(f"the sandbox's live metadata is not the one from before version {VERSION}: {metadata}")
