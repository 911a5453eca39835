#!/bin/sh
# Installs the build tree into a throwaway root (as a package would: DESTDIR with prefix /usr) and
# checks the result: exactly the expected files (no test, benchmark or fuzzer), the programs answer
# --version without a display, the installed console reads the installed catalogues and starts the
# installed sandbox, and loads the installed plugin of the Analytics place.
#   tst_install.sh <cmake> <build dir> <version> <libdir relative to the prefix> [<private libraries>]
# <private libraries>: the console's own shared libraries, comma-separated (none in a static build).
# Only reads the build tree, so it can run beside other tests.
set -eu
cmake=$1 build=$2 version=$3 libdir=$4 private=${5:-}

root=$(mktemp -d "${TMPDIR:-/tmp}/audience-install.XXXXXX")
console_pid=""
cleanup() {
    if [ -n "$console_pid" ]; then kill -KILL "$console_pid" 2>/dev/null || true; fi
    rm -rf "$root"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "Installing $build into $root/usr"
DESTDIR="$root" "$cmake" --install "$build" --prefix /usr >"$root.log" 2>&1 \
    || { cat "$root.log" >&2; rm -f "$root.log"; fail "cmake --install failed"; }
rm -f "$root.log"

libraries="usr/$libdir/audience-console/libaudience-analytics.so"
for library in $(echo "$private" | tr ',' ' '); do
    libraries="$libraries
usr/$libdir/audience-console/lib$library.so"
done
expected="usr/bin/audience-console
usr/bin/audience-sandbox
$(echo "$libraries" | LC_ALL=C sort)
usr/share/applications/org.audience.Console.desktop
usr/share/audience-console/translations/audience-console_de.qm
usr/share/audience-console/translations/audience-console_en.qm
usr/share/audience-console/translations/audience-console_fr.qm
usr/share/icons/hicolor/scalable/apps/audience-console.svg
usr/share/man/man1/audience-console.1
usr/share/man/man1/audience-sandbox.1
usr/share/metainfo/org.audience.Console.metainfo.xml"
actual=$(cd "$root" && find . ! -type d | sed 's|^\./||' | LC_ALL=C sort)
if [ "$actual" != "$expected" ]; then
    echo "expected:" >&2; echo "$expected" >&2
    echo "installed:" >&2; echo "$actual" >&2
    fail "the installed files differ from the expected ones"
fi
for program in audience-console audience-sandbox; do
    [ -x "$root/usr/bin/$program" ] || fail "$program is not executable"
done
for qm in "$root"/usr/share/audience-console/translations/*.qm; do
    [ -s "$qm" ] || fail "$qm is empty"
done
echo "PASS: the expected files, and nothing else"

# --version with no display at all (a server, a container): the console must not need a window for it.
for program in audience-console audience-sandbox; do
    out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/usr/bin/$program" --version 2>&1) \
        || fail "$program --version failed: $out"
    [ "$out" = "$program $version" ] || fail "$program --version said '$out', expected '$program $version'"
done
echo "PASS: both programs answer --version without a display"

# The installed console reads the installed catalogues before its compiled-in copies: with the
# French catalogue installed in place of the German one, a German user reads French.
description() { # the second line of --help: our own text, translated by our catalogue
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM LC_ALL="$1" LANG="$1" \
        "$root/usr/bin/audience-console" --help | sed -n 2p
}
catalogues="$root/usr/share/audience-console/translations"
german=$(description de_DE.UTF-8)
french=$(description fr_FR.UTF-8)
[ -n "$german" ] && [ "$german" != "$french" ] || fail "no German and French descriptions: '$german', '$french'"
cp "$catalogues/audience-console_fr.qm" "$catalogues/audience-console_de.qm"
swapped=$(description de_DE.UTF-8)
[ "$swapped" = "$french" ] || fail "the installed catalogue was not used: read '$swapped', expected '$french'"
echo "PASS: the installed console reads its installed catalogues ($german)"

# The installed console finds the sandbox installed beside it (not one from the build tree or PATH).
# alive: the process exists and is not a zombie waiting to be reaped.
alive() {
    [ -r "/proc/$1/stat" ] || return 1
    state=$(sed 's/^.*) \(.\).*$/\1/' "/proc/$1/stat" 2>/dev/null) || return 1
    [ -n "$state" ] && [ "$state" != Z ]
}
data="$root/home"
mkdir -p "$data/config/AudienceConsole"
# It starts in the Analytics place, as if the user had left it there: the place is a plugin, which
# the installed console must find in its installed folder (app/main.cpp) and load.
printf '[mainWindow]\nlastPlace=analytics\n' >"$data/config/AudienceConsole/audience-console.conf"
env -u AUDIENCE_SANDBOX_BIN HOME="$data" XDG_CONFIG_HOME="$data/config" XDG_DATA_HOME="$data/data" \
    PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen "$root/usr/bin/audience-console" --sandbox \
    >"$root/console.log" 2>&1 &
console_pid=$!
sandbox_exe="$root/usr/bin/audience-sandbox"
sandbox_pid=""
deadline=$(( $(date +%s) + 60 ))
while [ -z "$sandbox_pid" ] && [ "$(date +%s)" -lt "$deadline" ]; do
    if ! alive "$console_pid"; then
        cat "$root/console.log" >&2
        fail "the console quit early"
    fi
    for exe in /proc/[0-9]*/exe; do
        if [ "$(readlink "$exe" 2>/dev/null)" = "$sandbox_exe" ]; then
            sandbox_pid=${exe#/proc/}
            sandbox_pid=${sandbox_pid%/exe}
        fi
    done
    if [ -z "$sandbox_pid" ]; then sleep 0.2; fi
done
if [ -z "$sandbox_pid" ]; then
    cat "$root/console.log" >&2
    fail "the console did not start $sandbox_exe within 60 s"
fi
echo "PASS: the installed console started the installed sandbox (pid $sandbox_pid)"

plugin="$root/usr/$libdir/audience-console/libaudience-analytics.so"
deadline=$(( $(date +%s) + 30 ))
until grep -qF "$plugin" "/proc/$console_pid/maps" 2>/dev/null; do
    if ! alive "$console_pid" || [ "$(date +%s)" -ge "$deadline" ]; then
        cat "$root/console.log" >&2
        fail "the console did not load $plugin for the Analytics place"
    fi
    sleep 0.2
done
if grep -q "could not be loaded" "$root/console.log"; then
    cat "$root/console.log" >&2
    fail "the console could not load a place"
fi
echo "PASS: the installed console loaded the installed Analytics plugin"

kill -TERM "$console_pid"
deadline=$(( $(date +%s) + 30 ))
while { alive "$console_pid" || alive "$sandbox_pid"; } && [ "$(date +%s)" -lt "$deadline" ]; do
    sleep 0.2
done
if alive "$sandbox_pid"; then fail "the sandbox was still running 30 s after the console's SIGTERM"; fi
status=0
wait "$console_pid" || status=$?
console_pid=""
[ "$status" -eq 0 ] || { cat "$root/console.log" >&2; fail "the console exited with status $status after SIGTERM"; }
echo "PASS: the console quit on SIGTERM and took its sandbox along"
