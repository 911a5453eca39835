"""Journey 6: a bad network day. The demo's service goes away while the console shows its pages
(a relay between them stops listening: every connection is refused, as when a service stops), and
comes back on the same address. The rows stay, marked as last read; one bar says why in words, with
Retry Now; the status bar stops saying "Connected"; and once the service answers again, the console
notices by itself and reads the place again."""

import os
import re
import signal

PAGE = "Forecast Studio launch"


def relay_pid(j):
    with open(j.relay_pid_file) as pid_file:
        return int(pid_file.read())


def run(j):
    with j.step("the demo, through a relay"):
        here = os.path.dirname(os.path.abspath(__file__))
        j.relay_pid_file = os.path.join(j.work, "relay.pid")
        j.desktop.env.update(AUDIENCE_REAL_SANDBOX_BIN=j.sandbox_program, AUDIENCE_RELAY_PID_FILE=j.relay_pid_file)
        j.sandbox_program = os.path.join(here, "relayedsandbox.py")
        j.start_console("--sandbox")
        j.expect_text("Connected to the demo sandbox on this computer", timeout=40)
        pages = j.find("table", "Pages", timeout=20)
        j.item(pages, PAGE, timeout=20)

    with j.step("the service goes away"):
        os.kill(relay_pid(j), signal.SIGUSR1)
        j.press("Reload")
        j.expect_text("Cannot reach the service", timeout=30)
        j.expect_text("did not answer: The connection was refused.")
        j.expect_text("Cannot reach the demo sandbox on this computer")  # the status bar
        j.expect_text(re.compile(r"Last read \S+; "))
        j.item(pages, PAGE, timeout=5)  # the rows stay
        j.find("push button", "Retry Now")

    with j.step("Retry Now while it is still away"):
        j.press("Retry Now")
        j.expect_text(re.compile(r"Trying again (now|in \d+ seconds?)"), timeout=20)
        j.expect_text("Cannot reach the service")

    with j.step("the service is back: the console notices by itself"):
        os.kill(relay_pid(j), signal.SIGUSR2)
        j.expect_text("Connected to the demo sandbox on this computer", timeout=90)
        j.wait_until("the bar to go", lambda: "Cannot reach the service" not in j.says(), 15)
        j.wait_until("the rows read again", lambda: "Last read" not in j.says(), 30)
        j.item(pages, PAGE, timeout=20)
