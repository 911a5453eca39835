"""Journey 6: a bad network day. The demo's sandbox is stopped while the console shows its pages and
an audience with a message half typed, and started again on the same port. The rows stay, marked as
last read; one bar says why in words, with Retry Now; the status bar stops saying "Connected"; once
the service answers again the console notices by itself and reads the place again; the text in the
composer is still there."""

import os
import re
import signal

PAGE = "Forecast Studio launch"
AUDIENCE = "Supply chain heads at regional hospitals"
DRAFT = "A message half typed when the service went away"


def sandbox_pid(j):
    with open(j.sandbox_pid_file) as pid_file:
        return int(pid_file.read())


def run(j):
    with j.step("the demo, on a sandbox that can be stopped"):
        here = os.path.dirname(os.path.abspath(__file__))
        j.sandbox_pid_file = os.path.join(j.work, "sandbox.pid")
        j.desktop.env.update(AUDIENCE_REAL_SANDBOX_BIN=j.sandbox_program, AUDIENCE_RELAY_PID_FILE=j.sandbox_pid_file)
        j.sandbox_program = os.path.join(here, "restartablesandbox.py")
        j.start_console("--sandbox")
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        j.item(j.find("table", "Pages", timeout=20), PAGE, timeout=20)

    with j.step("a message half typed"):
        places = j.find("list", "Places")
        j.choose(places, "Audiences")
        j.choose(j.find("tree", "Audiences by page", timeout=20), AUDIENCE, timeout=20)
        composer = j.find("text", "Message to the editing agent", timeout=20)
        j.type_into(composer, DRAFT)

    with j.step("the sandbox stops"):
        os.kill(sandbox_pid(j), signal.SIGUSR1)
        j.choose(places, "Pages")
        pages = j.find("table", "Pages")
        j.press("Reload")
        j.expect_text("Cannot reach the service", timeout=30)
        j.expect_text("did not answer: The connection was refused.")
        j.expect_text("Cannot reach the demo sandbox on this computer")  # the status bar
        j.expect_text(re.compile(r"Last read \S+; "))
        j.item(pages, PAGE, timeout=5)  # the rows stay
        j.find("push button", "Retry Now")

    with j.step("Retry Now while it is still stopped"):
        j.press("Retry Now")
        j.expect_text(re.compile(r"Trying again (now|in \d+ seconds?)"), timeout=20)
        j.expect_text("Cannot reach the service")

    with j.step("started again: the console notices by itself"):
        os.kill(sandbox_pid(j), signal.SIGUSR2)
        j.expect_text("Connected to the demo sandbox on this computer", timeout=90)
        j.wait_until("the bar to go", lambda: "Cannot reach the service" not in j.says(), 15)
        j.wait_until("the rows read again", lambda: "Last read" not in j.says(), 30)
        j.item(pages, PAGE, timeout=20)

    with j.step("the message half typed is still there"):
        j.choose(places, "Audiences")
        composer = j.find("text", "Message to the editing agent", timeout=20)
        j.wait_until("the composer to hold the text", lambda: j.text_of(composer) == DRAFT, 10)
