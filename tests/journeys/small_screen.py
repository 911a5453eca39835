"""Journey 7: the console on a 1024x768 screen (docs/screenshots' size-*.png are this journey at three
sizes, in English and German: docs/journeys.md). The window, the workspace with its Versions tab and
the publish confirmation with its buttons all lie on the screen; each step's screenshot is a place
at that size: the pages, an audience's workspace, a draft, the confirmation, Review, Analytics."""

import re

SCREEN = "1024x768x24"
WINDOW_MANAGER = True  # a real frame and title bar take their room, as on a user's desktop

SEARCH = "controllers food"
TITLE = "Close the books faster with clean supplier data"


def screen_size(j):
    width, height = j.desktop.screen.split("x")[:2]
    return int(width), int(height)


def expect_on_screen(j, accessible, what):
    """All of `accessible` lies on the screen: nothing the user needs is past its edge."""
    width, height = screen_size(j)

    def inside():
        extents = accessible.queryComponent().getExtents(j.atspi.DESKTOP_COORDS)
        if extents.x >= 0 and extents.y >= 0 and extents.x + extents.width <= width and extents.y + extents.height <= height:
            return extents
        return None
    try:
        return j.wait_until(f"{what} to lie on the {width}x{height} screen", inside, 10)
    except j.failure:
        extents = accessible.queryComponent().getExtents(j.atspi.DESKTOP_COORDS)
        raise j.failure(f"{what} is at {extents.x},{extents.y} and {extents.width}x{extents.height}, "
                        f"past the edge of the {width}x{height} screen") from None


def run(j):
    with j.step("pages"):
        j.start_console("--sandbox")
        pages = j.find("table", re.compile(r"^(Pages|Seiten)$"), timeout=40)  # in English or German (--lang de)
        j.choose(pages, re.compile(r"\S"), timeout=40)
        expect_on_screen(j, j.windows()[0], "the main window")

    with j.step("an audience's workspace"):
        j.key("ctrl+k")
        j.type_keys(SEARCH)
        j.key("Return")
        j.find("label", re.compile(r"^Controllers\b.*", re.IGNORECASE), timeout=20)
        expect_on_screen(j, j.windows()[0], "the main window with an audience open")
        expect_on_screen(j, j.find("page tab", re.compile(r"^V")), "the Versions tab")

    with j.step("a draft"):
        j.expect_focus("text", re.compile(r"\S"))  # the composer (a text field), whatever the language
        j.type_keys(f'Set the meta title to "{TITLE}"')
        j.key("ctrl+Return")
        # The status under the audience's name: "Newest: version 4 (Draft)", in either language.
        status = j.find("label", re.compile(r"\d+ \((Draft|Entwurf)\)"), timeout=40)
        version = re.search(r"(\d+) \(", status.name).group(1)

    with j.step("the publish confirmation"):
        j.key("ctrl+shift+p")
        dialog = j.window(re.compile(rf"\b{version}\b"))
        expect_on_screen(j, dialog, "the publish confirmation")
        for button in j.walk(dialog):
            if button.getRoleName() == "push button" and j.matches(button.name, re.compile(rf"(\b{version}$|^Cancel$|^Abbrechen$)")):
                expect_on_screen(j, button, f"its button {button.name!r}")

    with j.step("review"):
        j.key("Escape")  # the confirmation closes: nothing is published
        j.wait_until("the confirmation to close", lambda: len(j.windows()) == 1, 10)
        j.key("ctrl+shift+r")
        j.find("push button", re.compile(r"\S"), timeout=20)
        expect_on_screen(j, j.windows()[0], "the main window on Review")

    with j.step("analytics"):
        j.key("ctrl+3")
        j.find("page tab", re.compile(r"\S"), timeout=30)
        expect_on_screen(j, j.windows()[0], "the main window on Analytics")
