"""Journey 3: a publish's impact card ("Did it work?"), from the Versions tab of the showcase
audience and from the trend of its page; both say the same. The trend's publish markers are drawn
in a chart with no accessible objects, so the trend's way in is its "Did it work?" button, whose menu
lists the same publishes (docs/journeys.md, "What the bus cannot do")."""

import re

AUDIENCE = "FP&A leads at consultancies and agencies"
PAGE = "Forecast Studio launch"
VERSION = "11"  # published 21 days before the demo's anchor (docs/sandbox.md)


def run(j):
    with j.step("the showcase audience"):
        j.start_console("--sandbox")
        j.choose(j.find("list", "Places"), "Audiences")
        j.choose(j.find("tree", "Audiences by page", timeout=40), AUDIENCE, timeout=40)

    with j.step("its Versions tab"):
        j.press("Versions", role="page tab", timeout=20)
        versions = j.find("tree", re.compile(r"^Versions of this audience"), timeout=20)
        j.choose(versions, VERSION, timeout=20)

    with j.step("version 11's card in the Versions tab"):
        j.find("label", f"Version {VERSION} — Archived")  # the tab's heading names the chosen version
        j.find("label", re.compile(rf"^Version {VERSION} of {re.escape(AUDIENCE)}, published "), timeout=20)
        # The card's verdict, the judging engine's (the watch's words): its rise in conversion, with
        # the interval it rests on (docs/analytics.md, "The judging engine").
        verdict = j.find("label", re.compile(r"^Conversion rate (rose|went) from .*relative \(95 % interval"),
                         timeout=30).name
        j.find("table", "Rates before and after the publish")

    with j.step("Analytics: the page's trend"):
        j.choose(j.find("list", "Places"), "Analytics")
        j.choose(j.find("list", "Pages", timeout=40), PAGE, timeout=40)
        j.press("Trend", role="page tab", timeout=20)

    with j.step("the trend's publish of version 11"):
        publishes = j.press("Did it work?", timeout=60)
        entry = j.find("menu item", re.compile(rf"^{re.escape(AUDIENCE)}: version {VERSION},"), within=publishes,
                       timeout=20)
        j.activate(entry)
        dialog = j.window(f"Did it work? Version {VERSION}", timeout=20)
        j.expect_text(verdict, within=dialog, timeout=30)
