#!/usr/bin/python3
"""A stand-in for audience-sandbox that a journey can stop and start again on the same port, as a
service goes away and comes back at its address, while the console keeps running.

The console starts this program as its sandbox (AUDIENCE_SANDBOX_BIN). It starts the real one
(AUDIENCE_REAL_SANDBOX_BIN) with the console's arguments, except that it listens on a free port of
127.0.0.1 chosen here instead of any port, and passes its ready line on. Then:
  SIGUSR1  stops the real sandbox (SIGTERM): every connection to the port is refused;
  SIGUSR2  starts it again with the same arguments, key and database, on the same port.
Its process ID is written to AUDIENCE_RELAY_PID_FILE. SIGTERM (the console stopping its sandbox)
stops the real sandbox and ends this program. Only loopback is ever used.
"""

import ctypes
import os
import signal
import socket
import subprocess
import sys
import threading

# Ends with the console, as the real sandbox's --exit-with-parent does (PR_SET_PDEATHSIG).
ctypes.CDLL(None).prctl(1, signal.SIGTERM)
with socket.socket() as probe:  # a free port, for every start of the real sandbox
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
arguments = list(sys.argv[1:])
if "--listen" in arguments:
    arguments[arguments.index("--listen") + 1] = f"127.0.0.1:{port}"
else:
    arguments += ["--listen", f"127.0.0.1:{port}"]
state = {"real": None}
ended = threading.Event()


def start(forward_ready):
    real = subprocess.Popen([os.environ["AUDIENCE_REAL_SANDBOX_BIN"], *arguments], stdout=subprocess.PIPE)
    state["real"] = real
    line = real.stdout.readline()
    if forward_ready:
        sys.stdout.write(line.decode())
        sys.stdout.flush()
    # Whatever else it prints is read, so it never blocks on a full pipe.
    threading.Thread(target=lambda: [None for _ in real.stdout], daemon=True).start()


def stop_real():
    real = state["real"]
    if real is not None and real.poll() is None:
        real.terminate()
        real.wait()


def go_away(*_):
    stop_real()


def come_back(*_):
    if state["real"] is None or state["real"].poll() is not None:
        start(forward_ready=False)


def end(*_):
    stop_real()
    ended.set()


start(forward_ready=True)
if "AUDIENCE_RELAY_PID_FILE" in os.environ:
    with open(os.environ["AUDIENCE_RELAY_PID_FILE"], "w") as pid_file:
        pid_file.write(str(os.getpid()))
signal.signal(signal.SIGUSR1, go_away)
signal.signal(signal.SIGUSR2, come_back)
signal.signal(signal.SIGTERM, end)
while not ended.wait(0.2):
    pass
