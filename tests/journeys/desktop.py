"""The journey tests' desktop (docs/journeys.md): an X server, a session bus, the accessibility bus and
a keyring on a throwaway HOME, all private to one journey; and waiting with a deadline, which every
step of a journey does."""

import os
import select
import shutil
import signal
import subprocess
import tempfile
import time

SCREEN = "1440x900x24"


class JourneyFailure(AssertionError):
    """What the window did not do or say."""


# ---------------------------------------------------------------------------------------------
# Waiting: every wait polls until a deadline, and says what it waited for when it ends without it.
# Never time.sleep(), Popen.wait(timeout) or subprocess.run(timeout=): under libfaketime (the suite
# run on another day, `faketime -f '@2026-12-31 23:40:00' ctest`) Python 3.11's sleep fails with
# EINVAL, and the other two sleep inside; select() with no file waits the same time and works.

def pause(seconds):
    select.select([], [], [], seconds)


def wait_for_exit(process, timeout):
    """Waits up to timeout s for a child to end; says whether it did."""
    deadline = time.monotonic() + timeout
    while process.poll() is None:
        if time.monotonic() >= deadline:
            return False
        pause(0.05)
    return True


def run_briefly(command, env, timeout, check=False):
    """Runs a short command to its end (killed after timeout s) and returns what it wrote. Its
    output goes to a file, not a pipe, so a child that writes much never waits on us."""
    with tempfile.TemporaryFile() as output:
        process = subprocess.Popen(command, env=env, stdout=output, stderr=subprocess.DEVNULL)
        if not wait_for_exit(process, timeout):
            process.kill()
            wait_for_exit(process, timeout)
            raise JourneyFailure(f"{command[0]} did not end within {timeout:g} s")
        if check and process.returncode != 0:
            raise JourneyFailure(f"{command[0]} failed with exit code {process.returncode}")
        output.seek(0)
        return output.read().decode(errors="replace")


def wait_until(what, probe, timeout=15.0, interval=0.1):
    """Calls probe() until it returns something true, and returns that; fails after timeout s."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            value = probe()
            if value:
                return value
        except JourneyFailure:
            raise
        except Exception as error:  # the tree changes under us: an object goes while it is read
            last_error = error
        if time.monotonic() >= deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            raise JourneyFailure(f"waited {timeout:g} s for {what}{detail}")
        pause(interval)


def read_line_within(stream, timeout, what):
    """The first line a child process writes, within timeout s (a line ends at a newline)."""
    import selectors
    selector = selectors.DefaultSelector()
    selector.register(stream, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    data = b""
    while b"\n" not in data:
        remaining = deadline - time.monotonic()
        if remaining <= 0 or not selector.select(remaining):
            raise JourneyFailure(f"{what} said nothing within {timeout:g} s")
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            raise JourneyFailure(f"{what} ended before it said {data!r}")
        data += chunk
    return data.split(b"\n", 1)[0].decode().strip()


# ---------------------------------------------------------------------------------------------
# The desktop: X server, session bus, accessibility bus and keyring on a throwaway HOME.

class Desktop:
    """Everything a desktop session gives a program, private to one journey. The children are
    started in process groups of their own and ended by those ids when the journey ends."""

    def __init__(self, work, screen=SCREEN, window_manager=False):
        self.work = work
        self.screen = screen
        self.window_manager = window_manager
        self.children = []  # (name, Popen), ended in reverse order
        self.env = {}

    def start(self):
        home = os.path.join(self.work, "home")
        for folder in (".config", ".local/share", ".cache"):
            os.makedirs(os.path.join(home, folder), exist_ok=True)
        runtime = os.path.join(self.work, "run")
        os.makedirs(runtime, mode=0o700, exist_ok=True)
        os.makedirs(os.path.join(self.work, "tmp"), exist_ok=True)
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("QT_", "XDG_", "DBUS_", "AT_SPI", "GNOME_KEYRING", "AUDIENCE_"))
               and key not in ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "SESSION_MANAGER")}
        env.update(HOME=home, XDG_CONFIG_HOME=f"{home}/.config", XDG_DATA_HOME=f"{home}/.local/share",
                   XDG_CACHE_HOME=f"{home}/.cache", XDG_RUNTIME_DIR=runtime,
                   TMPDIR=os.path.join(self.work, "tmp"), LC_ALL="C.UTF-8", LANG="C.UTF-8",
                   LANGUAGE="en", NO_AT_BRIDGE="0")
        self.env = env
        self._start_x_server()
        if self.window_manager:
            self._start_window_manager()
        self._start_session_bus()
        self._start_accessibility_bus()
        self._start_keyring()
        # This process reads the same buses: pyatspi finds the accessibility bus through them.
        os.environ.clear()
        os.environ.update(self.env)

    def spawn(self, name, command, **options):
        process = subprocess.Popen(command, env=options.pop("env", self.env), start_new_session=True,
                                   stdin=options.pop("stdin", subprocess.DEVNULL), **options)
        self.children.append((name, process))
        return process

    def _start_x_server(self):
        # -displayfd: the server picks a free display and writes its number (no fixed display).
        read_end, write_end = os.pipe()
        self.spawn("Xvfb", ["Xvfb", "-displayfd", str(write_end), "-screen", "0", self.screen,
                            "-nolisten", "tcp", "-noreset"], pass_fds=(write_end,),
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end, "rb") as stream:
            display = read_line_within(stream, 20, "Xvfb")
        self.env["DISPLAY"] = f":{display}"

    def _start_window_manager(self):
        # Keys go to the window that has the X input focus: without a window manager that is the
        # window under the pointer, with one it is the window just opened, as on a user's desktop.
        if not shutil.which("openbox"):
            raise JourneyFailure("this journey types on the keyboard and needs a window manager: openbox "
                                 "(scripts/common.sh installs it)")
        self.spawn("openbox", ["openbox", "--sm-disable"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _start_session_bus(self):
        bus = self.spawn("dbus-daemon", ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = read_line_within(bus.stdout, 20, "dbus-daemon")

    def _bus_has(self, name):
        names = run_briefly(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus",
                             "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames"], self.env, 10)
        return f'"{name}"' in names

    def _start_accessibility_bus(self):
        launcher = shutil.which("at-spi-bus-launcher") or "/usr/libexec/at-spi-bus-launcher"
        self.spawn("at-spi-bus-launcher", [launcher, "--launch-immediately"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_until("the accessibility bus (org.a11y.Bus on the session bus)", lambda: self._bus_has("org.a11y.Bus"), 20)

    def _start_keyring(self):
        if not shutil.which("gnome-keyring-daemon"):
            return  # the sandbox profile keeps its key in memory; only a real service needs the keyring
        keyring = self.spawn("gnome-keyring-daemon", ["gnome-keyring-daemon", "--foreground", "--unlock",
                                                      "--components=secrets"],
                             stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        keyring.stdin.write(b"journey-keyring")
        keyring.stdin.close()
        wait_until("the keyring (org.freedesktop.secrets)", lambda: self._bus_has("org.freedesktop.secrets"), 20)

    def screenshot(self, path):
        run_briefly(["import", "-display", self.env["DISPLAY"], "-window", "root", path], self.env, 20)

    def stop(self):
        for name, process in reversed(self.children):
            end_group(process)
        self.children.clear()


def end_group(process, grace=5.0):
    """Ends a child we started and whatever it started in its process group, by that group's id."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        if not wait_for_exit(process, grace):
            os.killpg(process.pid, signal.SIGKILL)
            wait_for_exit(process, grace)
    except ProcessLookupError:
        pass
