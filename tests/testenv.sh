#!/bin/sh
# The one place that sets up the environment every test runs in (CTest calls each test through it):
#   - the offscreen Qt platform, no DISPLAY, so no window or password prompt can appear;
#   - a throwaway HOME, XDG folders and TMPDIR, removed afterwards, so nothing of the user's is read
#     or written;
#   - glibc's malloc keeping freed memory (below says why);
#   - with --keychain, a private D-Bus session with an unlocked gnome-keyring (a real Secret Service);
#     without it, no session bus at all, so a keychain call fails fast instead of reaching the user's.
# Usage: testenv.sh [--keychain] -- program [args...]
set -eu
keychain=0
while [ $# -gt 0 ]; do
    case "$1" in
        --keychain) keychain=1; shift ;;
        --) shift; break ;;
        *) break ;;
    esac
done

root=$(mktemp -d "${TMPDIR:-/tmp}/audience-test.XXXXXX")
cleanup() { rm -rf "$root"; }
trap cleanup EXIT INT TERM
mkdir -p "$root/home/.config" "$root/home/.local/share" "$root/home/.cache" "$root/tmp" "$root/run"
chmod 700 "$root/run"
export HOME="$root/home"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share" XDG_CACHE_HOME="$HOME/.cache"
export XDG_RUNTIME_DIR="$root/run" TMPDIR="$root/tmp"
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANG=C.UTF-8
# Tells a test program it runs here (tests/support/testmain.cpp: run by hand, it comes here itself).
export AUDIENCE_TESTENV=1
# glibc's malloc keeps up to 64 MB of freed memory instead of giving it back to the system at once:
# on a virtual machine each give-back flushes the other processors' TLBs, and a suite that starts
# consoles and sandboxes by the hundred then mostly waits on that (a set of 8 sandbox tests: 25 s
# instead of 39-50 s, docs/performance.md, "Build"). The sandbox sets the same for itself.
export MALLOC_TRIM_THRESHOLD_=67108864 MALLOC_TOP_PAD_=16777216
unset DISPLAY WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS

status=0
if [ "$keychain" = 1 ]; then
    command -v dbus-run-session >/dev/null || { echo "testenv: dbus-run-session is missing (package dbus)" >&2; exit 1; }
    command -v gnome-keyring-daemon >/dev/null || { echo "testenv: gnome-keyring-daemon is missing (package gnome-keyring)" >&2; exit 1; }
    dbus-run-session -- sh -c 'printf %s testenv-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null && "$@"' \
        testenv "$@" || status=$?
else
    "$@" || status=$?
fi
exit "$status"
