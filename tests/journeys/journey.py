#!/usr/bin/python3
"""The journey tests' harness: the real audience-console on a desktop of its own, driven through the
accessibility bus as a screen reader, voice control or switch access drives it.

A journey (one file beside this one, docs/journeys.md) gets a `Journey`: a throwaway HOME, an X
server (Xvfb), a session bus, the accessibility bus (at-spi-bus-launcher) and an unlocked keyring,
all its own, and the console started on them with Qt's accessibility always on. The journey finds
controls by role and accessible name (never by pixel or object name), activates them with their
accessibility action (Press, Toggle), types through the editable-text interface, and reads what the
window says from the accessibility tree. Every wait has a deadline; every step saves a screenshot
as <out>/<journey>/<NN>-<step>.png, and a step that fails also saves the tree it saw beside it.

Run one journey:  /usr/bin/python3 tests/journeys/journey.py first_start --build build/dev
Exit status: 0 passed, 1 failed, 77 skipped (no Xvfb or no pyatspi on this machine; never in CI).
"""

import argparse
import importlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback

from desktop import SCREEN, Desktop, JourneyFailure, run_briefly, wait_for_exit, wait_until

SKIPPED = 77  # CTest's SKIP_RETURN_CODE (tests/journeys/CMakeLists.txt)


class Skip(Exception):
    """The machine lacks what a journey needs (only outside CI)."""


# ---------------------------------------------------------------------------------------------
# The console as the accessibility bus shows it.

class Journey:
    """One journey's desktop, console and steps. Journeys call its methods; see docs/journeys.md."""

    failure = JourneyFailure  # what a journey raises when the window does not do what it should

    @staticmethod
    def wait_until(what, probe, timeout=15.0):
        return wait_until(what, probe, timeout)

    def __init__(self, name, console, sandbox, out, screen=None, window_manager=False):
        self.name = name
        self.console_program = console
        self.sandbox_program = sandbox
        self.out = os.path.join(out, name)
        self.work = tempfile.mkdtemp(prefix=f"audience-journey-{name}.")
        self.desktop = Desktop(self.work, screen or SCREEN, window_manager)
        self.console = None
        self.console_log = None
        self.app = None
        self.step_number = 0
        self.step_name = ""
        self.timings = []
        self.atspi = None
        self.language = None  # e.g. "de": the console's locale and catalogue (--lang)

    # --- the desktop and the console -----------------------------------------------------------

    def start_desktop(self):
        shutil.rmtree(self.out, ignore_errors=True)
        os.makedirs(self.out, exist_ok=True)
        self.desktop.start()
        import pyatspi  # only now: it finds the accessibility bus through the session bus just made
        from gi.repository import Atspi
        self.atspi = pyatspi
        # A slow CI machine answers late: wait longer than at-spi's default before a call fails.
        pyatspi.setTimeout(8000, 20000)
        # Read every property afresh: a cached name or state would hide what the window says now.
        desktop = pyatspi.Registry.getDesktop(0)
        desktop.set_cache_mask(Atspi.Cache.NONE)

    def start_console(self, *arguments, sandbox_arguments=""):
        """Starts the real console (QT_LINUX_ACCESSIBILITY_ALWAYS_ON) and waits until it is on the bus."""
        env = dict(self.desktop.env)
        env.update(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", QT_QPA_PLATFORM="xcb",
                   AUDIENCE_SANDBOX_BIN=self.sandbox_program)
        if sandbox_arguments:
            env["AUDIENCE_SANDBOX_ARGS"] = sandbox_arguments
        if self.language:
            # Qt reads the locale from LC_ALL (no installed locale needed) and the languages from LANGUAGE.
            env.update(LANGUAGE=self.language, LC_ALL=f"{self.language}_{self.language.upper()}.UTF-8")
        self.console_log = open(os.path.join(self.out, "console.log"), "ab")
        self.console = self.desktop.spawn("audience-console", [self.console_program, *arguments], env=env,
                                          stdout=self.console_log, stderr=subprocess.STDOUT)
        pid = self.console.pid
        self.app = None

        def registered():
            if self.console.poll() is not None:
                raise JourneyFailure(f"the console exited with status {self.console.returncode} (console.log)")
            for app in self.atspi.Registry.getDesktop(0):
                if app is not None and app.get_process_id() == pid:
                    return app
            return None
        self.app = wait_until("the console on the accessibility bus", registered, 30)
        return self.app

    def kill_console(self):
        """SIGKILL, as a crash or a power cut ends it: nothing of the console runs afterwards."""
        os.kill(self.console.pid, signal.SIGKILL)
        wait_for_exit(self.console, 10)
        wait_until("the console gone from the accessibility bus",
                   lambda: all(app is None or app.get_process_id() != self.console.pid
                               for app in self.atspi.Registry.getDesktop(0)), 15)

    def stop(self):
        if self.console is not None and self.console.poll() is None:
            self.console.terminate()  # the console stops its sandbox before it exits
            wait_for_exit(self.console, 10)
        self.desktop.stop()
        if self.console_log:
            self.console_log.close()
        shutil.rmtree(self.work, ignore_errors=True)

    # --- steps ------------------------------------------------------------------------------

    def step(self, name):
        return _Step(self, name)

    def screenshot(self, suffix=""):
        slug = re.sub(r"[^a-z0-9]+", "-", self.step_name.lower()).strip("-")
        path = os.path.join(self.out, f"{self.step_number:02d}-{slug}{suffix}.png")
        self.desktop.screenshot(path)
        return path

    # --- finding ------------------------------------------------------------------------------

    def windows(self):
        """The console's top-level windows that show (the main window and its dialogs)."""
        return [window for window in self.app if window is not None and self.showing(window)]

    def showing(self, accessible):
        return accessible.getState().contains(self.atspi.STATE_SHOWING)

    def walk(self, root, into_items=False):
        """The objects under root that show, breadth first. Rows of lists, tables and trees are
        left out unless into_items (a long list would make every search slow)."""
        item_views = ("table", "tree table", "tree", "list", "list box")
        queue = [root]
        while queue:
            node = queue.pop(0)
            try:
                count = node.childCount
            except Exception:
                continue
            if node is not root and not into_items and node.getRoleName() in item_views:
                continue
            for index in range(count):
                try:
                    child = node.getChildAtIndex(index)
                    if child is None or not self.showing(child):
                        continue
                except Exception:
                    continue
                yield child
                queue.append(child)

    @staticmethod
    def matches(value, wanted):
        if wanted is None:
            return True
        if isinstance(wanted, re.Pattern):
            return bool(wanted.search(value or ""))
        return value == wanted

    def find_now(self, role=None, name=None, within=None, into_items=False):
        roots = [within] if within is not None else self.windows()
        for root in roots:
            for node in self.walk(root, into_items):
                try:
                    if self.matches(node.getRoleName(), role) and self.matches(node.name, name):
                        return node
                except Exception:
                    continue
        return None

    def find(self, role=None, name=None, within=None, timeout=15.0, into_items=False):
        """The first showing object with this role and accessible name (a string or a re.compile()),
        in any of the console's windows or under within; waits for it to appear."""
        what = f"a {role or 'control'} named {name.pattern if isinstance(name, re.Pattern) else repr(name)}"
        return wait_until(what, lambda: self.find_now(role, name, within, into_items), timeout)

    def window(self, name, timeout=15.0):
        """A top-level window or dialog by its title."""
        def find():
            for window in self.windows():
                if self.matches(window.name, name):
                    return window
            return None
        return wait_until(f"the window {name!r}", find, timeout)

    def items(self, view):
        """The cells (or list items) of a list, table or tree that show."""
        return [child for child in self.walk_children(view) if not child.getRoleName().endswith("header")]

    def walk_children(self, view):
        for index in range(view.childCount):
            child = view.getChildAtIndex(index)
            if child is not None:
                yield child

    def item(self, view, name, timeout=15.0):
        """The item of a list, table or tree whose accessible name is name (string or re)."""
        def find():
            for child in self.items(view):
                if self.matches(child.name, name):
                    return child
            return None
        what = name.pattern if isinstance(name, re.Pattern) else name
        return wait_until(f"the item {what!r} in {view.name!r}", find, timeout)

    # --- reading ------------------------------------------------------------------------------

    def text_of(self, accessible):
        try:
            text = accessible.queryText()
            value = text.getText(0, -1)
            if value:
                return value
        except NotImplementedError:
            pass
        return accessible.name or ""

    def says(self, within=None, into_items=False):
        """Everything the window (or within) says: names, descriptions and texts that show."""
        roots = [within] if within is not None else self.windows()
        parts = []
        for root in roots:
            parts.append(root.name or "")
            if root.getRoleName() in ("label", "text", "paragraph", "heading", "static"):
                parts.append(self.text_of(root))
            for node in self.walk(root, into_items):
                try:
                    parts.append(node.name or "")
                    if node.getRoleName() in ("label", "text", "paragraph", "heading", "static"):
                        parts.append(self.text_of(node))
                except Exception:
                    continue
        return "\n".join(part for part in parts if part)

    def expect_text(self, wanted, within=None, timeout=15.0, into_items=False):
        """Waits until the window (or within) says wanted (a string it contains, or a re)."""
        def said():
            text = self.says(within, into_items)
            return self.matches(text, wanted) if isinstance(wanted, re.Pattern) else wanted in text
        what = wanted.pattern if isinstance(wanted, re.Pattern) else wanted
        return wait_until(f"the window to say {what!r}", said, timeout)

    def expect_no_text(self, unwanted, within=None):
        text = self.says(within)
        if unwanted in text:
            raise JourneyFailure(f"the window says {unwanted!r}, which it should not")

    # --- acting -------------------------------------------------------------------------------

    def actions_of(self, accessible):
        try:
            action = accessible.queryAction()
        except NotImplementedError:
            return None, {}
        return action, {action.getName(index): index for index in range(action.nActions)}

    def require_name(self, accessible, what):
        if not (accessible.name or "").strip():
            raise JourneyFailure(f"{what} ({accessible.getRoleName()}) has no accessible name: "
                                 "a screen reader says only its role")

    def activate(self, accessible, what=None):
        """Activates a control as assistive technology does: its accessibility action (Press for a
        button, Toggle for a check box or a row), never a click at a position."""
        self.require_name(accessible, what or "a control")
        # A disabled control offers no action: wait until it may be used, as a user waits.
        wait_until(f"{accessible.name!r} to be enabled",
                   lambda: accessible.getState().contains(self.atspi.STATE_ENABLED), 15)
        action, names = self.actions_of(accessible)
        for wanted in ("Press", "Toggle", "ShowMenu"):
            if wanted in names:
                if not accessible.getState().contains(self.atspi.STATE_ENABLED):
                    raise JourneyFailure(f"{accessible.name!r} is disabled")
                action.doAction(names[wanted])
                return wanted
        raise JourneyFailure(f"{accessible.name!r} ({accessible.getRoleName()}) offers no action to activate it: "
                             f"it has {sorted(names)}")

    def press(self, name, role=re.compile(r"^push button"), within=None, timeout=15.0):
        """Finds a button (a push button, or one with a menu) or another control by its accessible
        name and activates it."""
        control = self.find(role, name, within, timeout)
        wait_until(f"{control.name!r} to be enabled",
                   lambda: control.getState().contains(self.atspi.STATE_ENABLED), timeout)
        self.activate(control, name if isinstance(name, str) else name.pattern)
        return control

    def focus(self, accessible):
        action, names = self.actions_of(accessible)
        if "SetFocus" in names:
            action.doAction(names["SetFocus"])
        else:
            accessible.queryComponent().grabFocus()

    def type_into(self, accessible, text):
        """Replaces what an editable field holds, through its editable-text interface."""
        self.require_name(accessible, "a text field")
        self.focus(accessible)
        accessible.queryEditableText().setTextContents(text)
        wait_until(f"{accessible.name!r} to hold the text", lambda: text in self.text_of(accessible), 10)

    def wait_for_keyboard(self, timeout=20.0):
        """Waits until a console window is active: keys go to the window that has the X input
        focus, which the window manager gives a new window a moment after it shows (keys sent
        before that went nowhere, and a journey once waited for what they should have opened)."""
        def active():
            for window in self.windows():
                try:
                    if window.getState().contains(self.atspi.STATE_ACTIVE):
                        return True
                except Exception:
                    continue
            return False
        wait_until("a console window to have the keyboard (the window manager's focus)", active, timeout)

    def key(self, keys):
        """Keys pressed on the keyboard where the focus is (xdotool names: "Return", "ctrl+Return"):
        what a screen reader's user does where a control offers no action, e.g. open a row."""
        self.wait_for_keyboard()
        run_briefly(["xdotool", "key", "--clearmodifiers", keys], self.desktop.env, 10, check=True)

    def type_keys(self, text):
        """Text typed on the keyboard, key by key, where the focus is (not through the bus)."""
        self.wait_for_keyboard()
        run_briefly(["xdotool", "type", "--delay", "15", "--clearmodifiers", text], self.desktop.env, 60, check=True)

    def focused_now(self):
        """The objects of the active window that say they have the focus. Qt also says so of the
        current tab of a tab bar and the current row of a view that has not the focus, so a control
        is "focused" when it is among them."""
        found = []
        windows = self.windows()
        for window in windows:
            if len(windows) > 1 and not window.getState().contains(self.atspi.STATE_ACTIVE):
                continue
            for node in self.walk(window):
                try:
                    if node.getState().contains(self.atspi.STATE_FOCUSED):
                        found.append(node)
                except Exception:
                    continue
        return found

    def _focused_matching(self, role, name):
        for node in self.focused_now():
            if self.matches(node.getRoleName(), role) and self.matches(node.name, name):
                return node
        return None

    def expect_focus(self, role, name, timeout=15.0):
        """Waits until the control with this role and accessible name has the keyboard focus."""
        what = name.pattern if isinstance(name, re.Pattern) else name
        try:
            return wait_until(f"the keyboard focus on {what!r}", lambda: self._focused_matching(role, name), timeout)
        except JourneyFailure as failure:
            where = ", ".join(f"{node.getRoleName()} {node.name!r}" for node in self.focused_now()) or "nothing"
            raise JourneyFailure(f"{failure}; it is on {where}") from None

    def tab_to(self, role, name, most=30):
        """Presses Tab until the focus is on this control, as a keyboard user walks a dialog."""
        def where():
            return sorted((node.getRoleName(), node.name or "", node.getIndexInParent()) for node in self.focused_now())
        for _ in range(most):
            node = self._focused_matching(role, name)
            if node is not None:
                return node
            before = where()
            self.key("Tab")
            wait_until("the focus to move", lambda: where() != before, 5)
        what = name.pattern if isinstance(name, re.Pattern) else name
        raise JourneyFailure(f"{most} presses of Tab never reached {what!r}")

    def select(self, item):
        """Chooses a row of a list, table or tree as a click does (its Toggle action selects it)."""
        self.require_name(item, "a row")
        if item.getState().contains(self.atspi.STATE_SELECTED):
            return
        action, names = self.actions_of(item)
        if "Toggle" not in names:
            raise JourneyFailure(f"the row {item.name!r} offers no action to choose it: it has {sorted(names)}")
        action.doAction(names["Toggle"])
        wait_until(f"the row {item.name!r} to be selected",
                   lambda: item.getState().contains(self.atspi.STATE_SELECTED), 10)

    def choose(self, view, name, timeout=15.0):
        """Chooses the row whose first cell is named name in a list, table or tree, as a click does.
        In a table or list that is the cell's own action (Toggle). In a tree it is the tree's
        table interface (AddRowSelection), as a screen reader selects a row: Qt 6.4's Toggle on a
        tree's cell selects the row whose number the cell has under its parent, counted from the
        top of the whole tree (QAccessibleTableCell::selectCell passes the row in its parent to
        QAccessibleTree::selectRow), so it picks another row for any row but the tree's first
        level (docs/journeys.md, "What the bus cannot do")."""
        cell = self.item(view, name, timeout)
        self.require_name(cell, "a row")
        if view.getRoleName() in ("tree", "tree table"):
            table = view.queryTable()
            index = cell.getIndexInParent()
            if not table.addRowSelection(table.getRowAtIndex(index)):
                raise JourneyFailure(f"the tree {view.name!r} refused to select the row {cell.name!r}")
            wait_until(f"the row {cell.name!r} to be selected",
                       lambda: view.getChildAtIndex(index).getState().contains(self.atspi.STATE_SELECTED), 10)
        else:
            self.select(cell)
        return cell

    # --- diagnosis ----------------------------------------------------------------------------

    def tree_text(self, into_items=True, limit=4000):
        """The console's accessibility tree as indented text: role, name, states that matter."""
        lines = []

        def visit(node, depth):
            if len(lines) >= limit:
                return
            try:
                states = node.getState()
                flags = "".join(flag for flag, state in (("S", self.atspi.STATE_SHOWING), ("F", self.atspi.STATE_FOCUSED),
                                                       ("e", self.atspi.STATE_ENABLED), ("*", self.atspi.STATE_SELECTED))
                                if states.contains(state))
                _, actions = self.actions_of(node)
                lines.append(f"{'  ' * depth}[{node.getRoleName()}] {node.name!r} {flags} {','.join(actions)}")
                if not states.contains(self.atspi.STATE_SHOWING) and depth > 0:
                    return
                if not into_items and node.getRoleName() in ("table", "tree table", "list"):
                    return
                for index in range(node.childCount):
                    child = node.getChildAtIndex(index)
                    if child is not None:
                        visit(child, depth + 1)
            except Exception as error:
                lines.append(f"{'  ' * depth}(gone: {error})")
        if self.app is not None:
            visit(self.app, 0)
        return "\n".join(lines)


class _Step:
    """One step: its time, its screenshot, and on failure the tree it saw."""

    def __init__(self, journey, name):
        self.journey = journey
        self.name = name

    def __enter__(self):
        self.journey.step_number += 1
        self.journey.step_name = self.name
        self.started = time.monotonic()
        print(f"--- step {self.journey.step_number}: {self.name}", flush=True)
        return self

    def __exit__(self, kind, error, trace):
        journey = self.journey
        seconds = time.monotonic() - self.started
        journey.timings.append((self.name, seconds))
        failed = kind is not None
        shot = journey.screenshot("-failed" if failed else "")
        if failed:
            slug = os.path.splitext(shot)[0]
            try:
                with open(slug + ".tree.txt", "w") as tree:
                    tree.write(journey.tree_text())
            except Exception as dump_error:
                print(f"(could not save the tree: {dump_error})")
            print(f"    FAILED after {seconds:.1f} s: {error}\n    screenshot: {shot}", flush=True)
        else:
            print(f"    ok ({seconds:.1f} s)", flush=True)
        return False


# ---------------------------------------------------------------------------------------------
# Running one journey.

def check_machine():
    """Skips (77) on a developer's machine without what the journeys need; in CI nothing is skipped."""
    missing = [tool for tool in ("Xvfb", "dbus-daemon", "dbus-send", "import") if not shutil.which(tool)]
    launcher = shutil.which("at-spi-bus-launcher") or "/usr/libexec/at-spi-bus-launcher"
    if not os.path.exists(launcher):
        missing.append("at-spi-bus-launcher (at-spi2-core)")
    try:
        import pyatspi  # noqa: F401
    except ImportError:
        missing.append("pyatspi (python3-pyatspi, run with /usr/bin/python3)")
    if not missing:
        return
    message = "journeys need " + ", ".join(missing) + ": scripts/test.sh installs them (scripts/common.sh)"
    if os.environ.get("CI"):
        raise JourneyFailure(message + "; in CI every journey must run")
    raise Skip(message)


def main(arguments=None):
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description="Runs one journey test (docs/journeys.md).")
    parser.add_argument("journey", help="the journey's file name without .py, e.g. first_start")
    parser.add_argument("--build", default=os.path.join(here, "..", "..", "build", "dev"),
                        help="the build folder, where the programs are unless named (default build/dev)")
    parser.add_argument("--console", help="the audience-console program (default <build>/app/audience-console)")
    parser.add_argument("--sandbox", help="the audience-sandbox program (default <build>/sandbox/audience-sandbox)")
    parser.add_argument("--out", help="where screenshots go (default <build>/journeys)")
    parser.add_argument("--timeout", type=float, default=240, help="the journey's deadline in seconds")
    parser.add_argument("--screen", help="the X screen, e.g. 1024x768x24 (default: the journey's own, or 1440x900x24)")
    parser.add_argument("--lang", help="the console's language, e.g. de (default: English)")
    options = parser.parse_args(arguments)
    build = os.path.abspath(options.build)
    console = os.path.abspath(options.console or os.path.join(build, "app", "audience-console"))
    sandbox = os.path.abspath(options.sandbox or os.path.join(build, "sandbox", "audience-sandbox"))
    out = os.path.abspath(options.out or os.path.join(build, "journeys"))
    try:
        check_machine()
    except Skip as skip:
        print(f"SKIPPED: {skip}")
        return SKIPPED
    except JourneyFailure as failure:
        print(f"FAILED: {failure}")
        return 1

    sys.path.insert(0, here)
    module = importlib.import_module(options.journey)
    for program in (console, sandbox):
        if not os.access(program, os.X_OK):
            print(f"FAILED: {program} is not built (cmake --build --preset dev)")
            return 1
    # A journey may ask for its screen's size and a window manager (SCREEN, WINDOW_MANAGER in its file).
    journey = Journey(options.journey, console, sandbox, out, options.screen or getattr(module, "SCREEN", None),
                      getattr(module, "WINDOW_MANAGER", False))
    journey.language = options.lang

    def out_of_time(*_):
        raise JourneyFailure(f"the journey took longer than {options.timeout:g} s")
    signal.signal(signal.SIGALRM, out_of_time)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # CTest's timeout: end the children first
    signal.alarm(int(options.timeout))
    started = time.monotonic()
    status = 0
    try:
        journey.start_desktop()
        module.run(journey)
    except Exception as error:
        status = 1
        if not isinstance(error, JourneyFailure):
            traceback.print_exc()
        print(f"FAILED: {options.journey}: {error}")
        print(f"Screenshots and the console's output: {journey.out}")
    finally:
        signal.alarm(0)
        journey.stop()
    total = time.monotonic() - started
    for name, seconds in journey.timings:
        print(f"  {seconds:6.1f} s  {name}")
    print(f"{'PASSED' if status == 0 else 'FAILED'}: {options.journey} in {total:.1f} s")
    return status


if __name__ == "__main__":
    sys.exit(main())
