#!/usr/bin/python3
"""A stand-in for audience-sandbox that puts a relay between the console and the real sandbox, so a
journey can take the service away and give it back on the same address: the console sees its own
demo sandbox, at the relay's port.

The console starts this program as its sandbox (AUDIENCE_SANDBOX_BIN). It starts the real one
(AUDIENCE_REAL_SANDBOX_BIN) with the same arguments and environment, reads its ready line, listens
on a port of its own on 127.0.0.1 and prints the ready line with that address. Then:
  SIGUSR1  the service goes away: the relay stops listening and closes every connection, so each
           new connection is refused, as when a service stops;
  SIGUSR2  the service comes back: the relay listens again on the same port.
Its process ID is written to AUDIENCE_RELAY_PID_FILE. SIGTERM (the console stopping its sandbox)
stops the real sandbox and ends this program. Only loopback is ever used.
"""

import json
import os
import signal
import socket
import subprocess
import sys
import threading

real = subprocess.Popen([os.environ["AUDIENCE_REAL_SANDBOX_BIN"], *sys.argv[1:]], stdout=subprocess.PIPE)
lock = threading.Lock()
state = {"listener": None, "port": 0, "connections": []}


def pump(source, target):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            target.sendall(data)
    except OSError:
        pass
    for end in (source, target):
        try:
            end.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


def serve(listener, real_port):
    while True:
        try:
            client, _ = listener.accept()
        except OSError:
            return  # closed: the service went away
        try:
            upstream = socket.create_connection(("127.0.0.1", real_port))
        except OSError:
            client.close()
            continue
        with lock:
            state["connections"] += [client, upstream]
        threading.Thread(target=pump, args=(client, upstream), daemon=True).start()
        threading.Thread(target=pump, args=(upstream, client), daemon=True).start()


def listen(real_port):
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", state["port"]))
    listener.listen(64)
    state["port"] = listener.getsockname()[1]
    state["listener"] = listener
    threading.Thread(target=serve, args=(listener, real_port), daemon=True).start()


def go_away(*_):
    with lock:
        if state["listener"] is not None:
            # shutdown() first: close() alone leaves a thread blocked in accept() accepting.
            try:
                state["listener"].shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            state["listener"].close()
            state["listener"] = None
        for connection in state["connections"]:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            connection.close()
        state["connections"] = []


def stop(*_):
    real.terminate()


for line in real.stdout:
    event = json.loads(line)
    if event.get("event") == "ready":
        real_port = int(event["url"].rsplit(":", 1)[1].strip("/"))
        listen(real_port)
        event["url"] = f"http://127.0.0.1:{state['port']}"
        print(json.dumps(event), flush=True)
        break

# Whatever else it prints is read, so it never blocks on a full pipe.
threading.Thread(target=lambda: [None for _ in real.stdout], daemon=True).start()
if "AUDIENCE_RELAY_PID_FILE" in os.environ:
    with open(os.environ["AUDIENCE_RELAY_PID_FILE"], "w") as pid_file:
        pid_file.write(str(os.getpid()))
signal.signal(signal.SIGUSR1, go_away)
signal.signal(signal.SIGUSR2, lambda *_: state["listener"] is None and listen(real_port))
signal.signal(signal.SIGTERM, stop)
sys.exit(real.wait())
