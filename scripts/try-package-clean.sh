#!/bin/sh
# Tries the Debian package on a clean Debian 12: a minimal "bookworm" root made with debootstrap
# (--variant=minbase, from the Debian mirror this machine's apt uses), in which `apt-get install
# ./audience-console_*.deb` must pull in everything the programs need. Then checks, in a chroot:
#   - the package installs, its files are all there (dpkg --verify), every library resolves (ldd);
#   - audience-console --version / --help and audience-sandbox --version / --help, without a display;
#     the console's --help in German and French (its installed catalogues);
#   - the installed sandbox starts (in-memory database, demo data), prints its ready line and answers
#     HTTP on loopback;
#   - the installed console finds the installed sandbox beside it (not through PATH): started with
#     --sandbox on the offscreen platform, it runs /usr/bin/audience-sandbox, which answers; SIGTERM
#     ends both;
#   - the console opens on a real X server (Xvfb, installed into the root for this check only), which
#     needs Qt's X11 platform plugin (in Debian 12 it comes with libqt6gui6);
#   - the desktop entry and the AppStream metadata pass desktop-file-validate and appstreamcli
#     (this machine's validators, when installed), and the entry's Exec and Icon exist in the root.
# One PASS or FAIL line per check; exits non-zero when any check fails.
#   scripts/try-package-clean.sh <path-to-.deb> [root-dir]    (as root; root-dir: /var/tmp/audience-clean-root)
# With NO_RECOMMENDS=1 it installs with --no-install-recommends: the Depends alone must be enough.
# DEBIAN_MIRROR=<url> uses another mirror than this machine's apt sources.
# A second run reuses the root (saves the debootstrap): it purges the package and everything
# installed for it first, so each run installs into the same minimal system.
# Nothing leaves loopback except apt talking to the Debian mirror. Needs debootstrap (installed when
# missing), chroot and mount; the root is never deleted while something is mounted in it.
set -eu
. "$(dirname "$0")/common.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: $0 <path-to-.deb> [root-dir]"
deb=$1
root=${2:-/var/tmp/audience-clean-root}
suite=bookworm

[ "$(id -u)" -eq 0 ] || die "debootstrap, chroot and mount need root: run this as root (or with sudo)"
[ -f "$deb" ] || die "no such file: $deb"
package=$(dpkg-deb -f "$deb" Package 2>/dev/null) || die "$deb is not a Debian package"
version=$(dpkg-deb -f "$deb" Version)
[ "$package" = audience-console ] || die "$deb is the package '$package', not audience-console"
deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")
mkdir -p "$root"
root=$(cd "$root" && pwd)
[ "$root" != / ] || die "the root folder cannot be /"

if ! command -v debootstrap >/dev/null 2>&1; then
    say "Installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap \
        || die "could not install debootstrap (apt-get update first?)"
fi

# apt_source_uri <suite>: the URI of the first enabled "deb" source of this machine's apt for that
# suite: one-line entries (sources.list, sources.list.d/*.list) and deb822 paragraphs (*.sources).
apt_source_uri() {
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$file" ] || continue
        awk -v suite="$1" '
            { sub(/#.*/, "") }
            $1 == "deb" {
                i = 2
                if ($i ~ /^\[/) { while (i < NF && $i !~ /\]$/) i++; i++ }  # skip [options]
                if ($(i + 1) == suite) { print $i; exit }
            }' "$file"
    done
    for file in /etc/apt/sources.list.d/*.sources; do
        [ -f "$file" ] || continue
        awk -v suite="$1" '
            function flush() {
                if (!done && (" " types " ") ~ / deb / && index(" " suites " ", " " suite " ") && tolower(enabled) != "no" && uris != "") {
                    split(uris, u, " "); print u[1]; done = 1
                }
                types = suites = uris = enabled = ""; key = ""
            }
            /^[ \t]*#/ { next }
            /^[ \t]*$/ { flush(); next }
            /^[ \t]/ { value = $0; sub(/^[ \t]+/, "", value); field(key, value); next }  # continued field
            {
                key = tolower(substr($0, 1, index($0, ":") - 1)); value = substr($0, index($0, ":") + 1)
                sub(/^[ \t]+/, "", value); sub(/[ \t]+$/, "", value); field(key, value)
            }
            function field(k, v) {
                if (k == "types") types = types " " v
                else if (k == "suites") suites = suites " " v
                else if (k == "uris") uris = uris " " v
                else if (k == "enabled") enabled = v
            }
            END { flush() }' "$file"
    done
}
mirror=${DEBIAN_MIRROR:-$(apt_source_uri "$suite" | head -n 1)}
[ -n "$mirror" ] || die "no '$suite' source in /etc/apt/sources.list or /etc/apt/sources.list.d/: set DEBIAN_MIRROR to a Debian mirror"
updates=$(apt_source_uri "$suite-updates" | head -n 1)
security=$(apt_source_uri "$suite-security" | head -n 1)

# Anything mounted in the root (a run that was killed): never delete the folder then.
mounted_in_root() { awk -v root="$root/" 'index($2 "/", root) == 1 { found = 1 } END { exit !found }' /proc/mounts; }

# --- The root -----------------------------------------------------------------------------------
# A finished debootstrap has apt and dpkg's database, and no longer its /debootstrap work folder.
if [ -x "$root/usr/bin/apt-get" ] && [ -s "$root/var/lib/dpkg/status" ] && [ ! -e "$root/debootstrap" ]; then
    say "Reusing the Debian $suite root in $root"
    debootstrap_seconds=0
else
    if [ -n "$(ls -A "$root")" ]; then
        mounted_in_root && die "$root holds an unfinished root with something mounted in it: unmount it, then run again"
        say "Removing the unfinished root in $root"
        rm -rf "$root"
        mkdir -p "$root"
    fi
    say "Making a minimal Debian $suite root in $root (debootstrap --variant=minbase, $mirror)"
    started=$(date +%s)
    debootstrap --variant=minbase "$suite" "$root" "$mirror" >"$root.debootstrap.log" 2>&1 \
        || { tail -n 20 "$root.debootstrap.log" >&2; die "debootstrap failed (whole log: $root.debootstrap.log)"; }
    debootstrap_seconds=$(( $(date +%s) - started ))
    rm -f "$root.debootstrap.log"
    say "debootstrap took ${debootstrap_seconds} s"
fi

# --- Mounts, and leaving nothing behind -----------------------------------------------------------
mounts=""
mount_in_root() { # <target in the root> <mount arguments...>
    target=$1
    shift
    if ! mountpoint -q "$root$target"; then
        mount "$@" "$root$target"
        mounts="$target $mounts"
    fi
}
# Processes running inside the root: only this script's console, sandboxes and X server.
root_processes() {
    for link in /proc/[0-9]*/root; do
        if [ "$(readlink "$link" 2>/dev/null)" = "$root" ]; then
            pid=${link#/proc/}
            echo "${pid%/root}"
        fi
    done
}
cleanup() {
    for pid in $(root_processes); do kill -KILL "$pid" 2>/dev/null || true; done
    sleep 0.5
    for target in $mounts; do umount "$root$target" 2>/dev/null || umount -l "$root$target" || true; done
}
trap cleanup EXIT
trap 'exit 130' INT TERM
mount_in_root /proc -t proc proc
mount_in_root /sys -t sysfs sysfs
mount_in_root /dev --bind /dev
mount_in_root /dev/pts --bind /dev/pts

# in_root [NAME=VALUE...] command...: runs in the chroot with a clean environment.
in_root() {
    chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 TERM=dumb \
        DEBIAN_FRONTEND=noninteractive "$@"
}
# start_in_root [NAME=VALUE...] command...: the same in the background; $! is then the command's own
# pid (chroot and env exec it).
start_in_root() {
    (exec chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 TERM=dumb "$@") &
}

failures=0
pass() { printf '\033[32mPASS\033[0m: %s\n' "$*"; }
fail() { printf '\033[31mFAIL\033[0m: %s\n' "$*"; failures=$((failures + 1)); }
skip() { printf 'SKIP: %s\n' "$*"; }
note() { printf 'NOTE: %s\n' "$*"; }

# Same DNS as this machine; the same mirror for the release, its updates and its security fixes, as
# on a freshly installed Debian 12. No service starts inside the chroot (policy-rc.d, as for any
# chroot): a package's daemon would outlive the run.
cp /etc/resolv.conf "$root/etc/resolv.conf"
{
    echo "deb $mirror $suite main"
    if [ -n "$updates" ]; then echo "deb $updates $suite-updates main"; fi
    if [ -n "$security" ]; then echo "deb $security $suite-security main"; fi
} >"$root/etc/apt/sources.list"
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"

rm -rf "$root/tmp/try-package"
mkdir -p "$root/tmp/try-package"
chmod 755 "$root/tmp/try-package"
log="$root/tmp/try-package/apt.log"
# A reused root goes back to the minimal system: no package, nothing installed for it.
if in_root dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed'; then
    say "Removing $package and what was installed for it by the previous run"
    in_root apt-get purge -y -q "$package" >"$log" 2>&1 || { cat "$log" >&2; die "could not remove $package from the root"; }
fi
in_root apt-mark auto xvfb xauth >/dev/null 2>&1 || true # the X11 check's, if a run stopped before marking them
in_root apt-get autoremove --purge -y -q >"$log" 2>&1 || { cat "$log" >&2; die "apt-get autoremove failed in the root"; }
cp "$deb" "$root/tmp/try-package/"
chmod 644 "$root/tmp/try-package/$(basename "$deb")"

# --- Install ------------------------------------------------------------------------------------
# Up to date with the release's updates and security fixes first, like an installed Debian 12.
say "apt-get update and upgrade in the root"
{ in_root apt-get update -q && in_root apt-get upgrade -y -q; } >"$log" 2>&1 \
    || { cat "$log" >&2; die "apt-get update or upgrade failed in the root"; }
log="$root/tmp/try-package/apt-install.log"
size_before=$(du -skx "$root" | cut -f1)
install_options=""
if [ "${NO_RECOMMENDS:-0}" = 1 ]; then install_options=--no-install-recommends; fi
say "apt-get install -y ${install_options:+$install_options }./$(basename "$deb") in the root"
started=$(date +%s)
if in_root sh -c 'cd /tmp/try-package && apt-get install -y -q $2 "./$1"' sh "$(basename "$deb")" "$install_options" >"$log" 2>&1; then
    install_seconds=$(( $(date +%s) - started ))
    size_after=$(du -skx "$root" | cut -f1)
    grep -E '^[0-9]+ upgraded|^After this operation' "$log" | sed 's/^/  /'
    pass "apt-get install ./$(basename "$deb") in a minimal Debian $suite (${install_seconds} s, the root grew by $(( (size_after - size_before) / 1024 )) MiB)"
else
    tail -n 30 "$log"
    fail "apt-get install ./$(basename "$deb") in a minimal Debian $suite"
    exit 1
fi

# --- The installed files ------------------------------------------------------------------------
if out=$(in_root dpkg --verify "$package" 2>&1) && [ -z "$out" ]; then
    pass "dpkg --verify $package: all $(in_root dpkg -L "$package" | while read -r f; do [ -d "$root$f" ] || echo "$f"; done | wc -l) files installed as packaged"
else
    fail "dpkg --verify $package: $out"
fi
# Every library of the programs, and of the Qt plugins they need at run time (X11 platform, SQLite
# driver, SVG icon engine), resolves in the root.
plugins=/usr/lib/x86_64-linux-gnu/qt6/plugins
missing=""
for file in /usr/bin/audience-console /usr/bin/audience-sandbox "$plugins/platforms/libqxcb.so" \
    "$plugins/sqldrivers/libqsqlite.so" "$plugins/iconengines/libqsvgicon.so"; do
    if [ ! -e "$root$file" ]; then
        missing="$missing $file"
    elif in_root ldd "$file" | grep -q 'not found'; then
        missing="$missing $file:($(in_root ldd "$file" | awk '/not found/ { printf " %s", $1 }') )"
    fi
done
if [ -z "$missing" ]; then
    pass "ldd: every library of both programs and of the Qt platform, SQLite and SVG plugins resolves"
else
    fail "missing files or libraries:$missing"
fi
# Debian 12 has Qt's Wayland platform plugin in qt6-wayland (the X11 one is in libqt6gui6;
# qt6-qpa-plugins holds only VNC's): without it, a Wayland session shows the console through XWayland.
if [ -e "$root$plugins/platforms/libqwayland-generic.so" ]; then
    pass "the Wayland platform plugin is installed"
else
    note "no Wayland platform plugin ($plugins/platforms/libqwayland-generic.so, package qt6-wayland, is not pulled in): on a Wayland session the console runs through XWayland"
fi

# --- The programs, without a display ------------------------------------------------------------
for program in audience-console audience-sandbox; do
    if out=$(in_root "$program" --version 2>&1); then
        if [ "$out" = "$program $version" ]; then
            pass "$program --version: $out"
        else
            fail "$program --version said '$out', expected '$program $version'"
        fi
    else
        fail "$program --version exited with an error: $out"
    fi
    if out=$(in_root "$program" --help 2>&1) && printf '%s\n' "$out" | grep -q -- '--version'; then
        pass "$program --help: $(printf '%s\n' "$out" | sed -n 1p) ($(printf '%s\n' "$out" | wc -l) lines)"
    else
        fail "$program --help: $out"
    fi
done

# The console speaks the user's language from its installed catalogues (no locale needs generating:
# Qt reads LANG itself). The second line of --help is our own text.
english=$(in_root LC_ALL=C.UTF-8 audience-console --help 2>/dev/null | sed -n 2p)
german=$(in_root LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8 audience-console --help 2>/dev/null | sed -n 2p)
french=$(in_root LC_ALL=fr_FR.UTF-8 LANG=fr_FR.UTF-8 audience-console --help 2>/dev/null | sed -n 2p)
if [ -n "$english" ] && [ "$german" != "$english" ] && [ "$french" != "$english" ] && [ "$german" != "$french" ]; then
    pass "audience-console --help in German and French: '$german', '$french'"
else
    fail "audience-console --help is not translated: '$english', '$german', '$french'"
fi

# alive <pid>: the process exists and is not a zombie.
alive() {
    [ -r "/proc/$1/stat" ] || return 1
    state=$(sed 's/^.*) \(.\).*$/\1/' "/proc/$1/stat" 2>/dev/null) || return 1
    [ -n "$state" ] && [ "$state" != Z ]
}
# http_get <port> <path> [api key]: the response to a GET from 127.0.0.1:<port>, sent from inside the
# root with bash's /dev/tcp (the minimal root has no curl).
http_get() {
    in_root timeout 10 bash -c '
        exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
        if [ -n "${3:-}" ]; then
            printf "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nx-api-key: %s\r\nConnection: close\r\n\r\n" "$2" "$1" "$3"
        else
            printf "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n" "$2" "$1"
        fi >&3
        cat <&3' http_get "$@" || true
}
# listening_port <pid>: the TCP port the process listens on (from /proc: the root has no ss).
listening_port() {
    inodes=$(for fd in /proc/"$1"/fd/*; do readlink "$fd" 2>/dev/null; done | sed -n 's/^socket:\[\([0-9]*\)\]$/\1/p' | tr '\n' ' ')
    awk -v inodes=" $inodes" '$4 == "0A" && index(inodes, " " $10 " ") { split($2, a, ":"); print a[2]; exit }' \
        "/proc/$1/net/tcp" "/proc/$1/net/tcp6" | { read -r hex && echo $((0x$hex)); } || true
}
# wait_for_child <parent pid> <exe in the root> <seconds>: the pid of the parent's child running that
# program, once it exists.
wait_for_child() {
    deadline=$(( $(date +%s) + $3 ))
    while [ "$(date +%s)" -lt "$deadline" ] && alive "$1"; do
        # The parent pid is the second field after the command name in parentheses.
        children=$(cat /proc/[0-9]*/stat 2>/dev/null \
            | awk -v parent="$1" '{ pid = $1; sub(/^.*\) /, ""); split($0, f, " "); if (f[2] == parent) print pid }')
        for pid in $children; do
            if [ "$(readlink "/proc/$pid/exe" 2>/dev/null)" = "$root$2" ]; then
                echo "$pid"
                return 0
            fi
        done
        sleep 0.2
    done
    return 1
}
# stop <pid> <seconds>: SIGTERM, then wait until it is gone; the exit status when it is our child.
stop() {
    kill -TERM "$1" 2>/dev/null || true
    deadline=$(( $(date +%s) + $2 ))
    while alive "$1" && [ "$(date +%s)" -lt "$deadline" ]; do sleep 0.2; done
    if alive "$1"; then kill -KILL "$1" 2>/dev/null || true; fi
    wait "$1"
}

# --- The sandbox on its own: ready line, then HTTP on loopback ----------------------------------------
work=/tmp/try-package
start_in_root AUDIENCE_SANDBOX_API_KEY=try-key audience-sandbox --db :memory: --seed demo \
    >"$root$work/sandbox.out" 2>"$root$work/sandbox.err"
sandbox_pid=$!
deadline=$(( $(date +%s) + 30 ))
url=""
while [ -z "$url" ] && [ "$(date +%s)" -lt "$deadline" ] && alive "$sandbox_pid"; do
    url=$(sed -n 's/^{"event":"ready","url":"\(http:\/\/127\.0\.0\.1:[0-9]*\)".*$/\1/p' "$root$work/sandbox.out")
    [ -n "$url" ] || sleep 0.2
done
if [ -n "$url" ]; then
    pass "audience-sandbox --db :memory: --seed demo printed its ready line: $(head -n 1 "$root$work/sandbox.out")"
    port=${url##*:}
    response=$(http_get "$port" '/v0/pages?limit=1' try-key)
    status=$(printf '%s\n' "$response" | sed -n '1s/\r$//p')
    if printf '%s\n' "$status" | grep -q '^HTTP/1\.[01] 200' && printf '%s\n' "$response" | grep -q '"page_demo_'; then
        pass "GET $url/v0/pages?limit=1 with its key: $status, $(printf '%s\n' "$response" | grep -o '"[A-Za-z]*":"page_demo_[0-9]*"' | head -n 1)"
    else
        fail "GET $url/v0/pages?limit=1 with its key answered: $(printf '%s\n' "$response" | head -c 400)"
    fi
    status=$(http_get "$port" '/v0/pages?limit=1' | sed -n '1s/\r$//p')
    if printf '%s\n' "$status" | grep -q '^HTTP/1\.[01] 401'; then
        pass "GET $url/v0/pages without a key: $status"
    else
        fail "GET $url/v0/pages without a key answered '$status', expected 401"
    fi
else
    fail "audience-sandbox printed no ready line within 30 s; stdout: $(head -c 400 "$root$work/sandbox.out"); stderr: $(tail -c 800 "$root$work/sandbox.err")"
fi
status=0
stop "$sandbox_pid" 10 || status=$?
if [ "$status" -eq 0 ]; then pass "audience-sandbox stopped on SIGTERM (exit code 0)"; else fail "audience-sandbox ended with exit code $status (expected 0 after SIGTERM)"; fi

# --- The console finds its installed sandbox ----------------------------------------------------------
# It looks beside its own program (/usr/bin) before PATH: with a PATH that holds nothing (and a throwaway
# home), only that lookup can find /usr/bin/audience-sandbox.
home=$work/home
mkdir -p "$root$home/runtime"
chmod 700 "$root$home/runtime"
start_in_root HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
    XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home/runtime" PATH=/nonexistent QT_QPA_PLATFORM=offscreen \
    /usr/bin/audience-console --sandbox >"$root$work/console.log" 2>&1
console_pid=$!
if sandbox_pid=$(wait_for_child "$console_pid" /usr/bin/audience-sandbox 60); then
    pass "audience-console --sandbox (offscreen, empty PATH) started /usr/bin/audience-sandbox: $(tr '\0' ' ' <"/proc/$sandbox_pid/cmdline")"
    port=""
    deadline=$(( $(date +%s) + 30 ))
    while [ -z "$port" ] && [ "$(date +%s)" -lt "$deadline" ] && alive "$sandbox_pid"; do
        port=$(listening_port "$sandbox_pid")
        [ -n "$port" ] || sleep 0.2
    done
    status=$(if [ -n "$port" ]; then http_get "$port" /v0/pages | sed -n '1s/\r$//p'; fi)
    if printf '%s\n' "$status" | grep -q '^HTTP/1\.[01] 401'; then
        pass "the console's sandbox answers on 127.0.0.1:$port ($status without the console's key)"
    else
        fail "the console's sandbox does not answer HTTP (port '${port}', '$status')"
    fi
    sleep 1
    if alive "$console_pid"; then
        pass "the console is running with its sandbox$(sed -n 's/^.*\(connected to profile .*\)$/ (its log: \1)/p' "$root$work/console.log" | head -n 1)"
    else
        fail "the console quit after starting its sandbox: $(tail -c 800 "$root$work/console.log")"
    fi
    status=0
    stop "$console_pid" 30 || status=$?
    if [ "$status" -eq 0 ] && ! alive "$sandbox_pid"; then
        pass "the console quit on SIGTERM (exit code 0) and took its sandbox along"
    else
        fail "after SIGTERM: console exit code $status, sandbox $(alive "$sandbox_pid" && echo 'still running' || echo gone)"
    fi
else
    fail "audience-console --sandbox did not start /usr/bin/audience-sandbox (or it did not keep running) within 60 s: $(tail -c 800 "$root$work/console.log")"
    stop "$console_pid" 10 || true
fi

# --- On a real X server: the X11 platform plugin (libqt6gui6) loads ----------------------------------
# Xvfb comes in for this check only, marked as automatically installed: the next run removes it.
say "Installing xvfb and xauth in the root for the X11 check"
log="$root/tmp/try-package/apt-xvfb.log"
if in_root apt-get install -y -q --no-install-recommends xvfb xauth >"$log" 2>&1; then
    in_root apt-mark auto xvfb xauth >/dev/null
    # It opens in the Analytics place, as if the user had left it there: that place is a plugin
    # (libaudience-analytics.so), which the installed console loads from its lib/ folder.
    mkdir -p "$root$home/.config/AudienceConsole"
    printf '[mainWindow]\nlastPlace=analytics\n' >"$root$home/.config/AudienceConsole/audience-console.conf"
    start_in_root HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
        XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home/runtime" xvfb-run -a -s '-screen 0 1280x800x24 -nolisten tcp' \
        /usr/bin/audience-console --sandbox >"$root$work/console-x11.log" 2>&1
    xvfb_run_pid=$!
    console_pid=$(wait_for_child "$xvfb_run_pid" /usr/bin/audience-console 30) || console_pid=""
    if [ -n "$console_pid" ] && sandbox_pid=$(wait_for_child "$console_pid" /usr/bin/audience-sandbox 60) \
        && sleep 2 && alive "$console_pid"; then
        pass "audience-console --sandbox opens on Xvfb (platform xcb) and starts its sandbox"
        plugin=$(grep -o '/usr/lib[^ ]*/audience-console/libaudience-analytics\.so' "/proc/$console_pid/maps" | head -n 1)
        if [ -n "$plugin" ] && ! grep -q "could not be loaded" "$root$work/console-x11.log"; then
            pass "the console opened the Analytics place with its installed plugin $plugin"
        else
            fail "the console did not load the Analytics plugin: $(tail -c 800 "$root$work/console-x11.log")"
        fi
    else
        fail "audience-console --sandbox on Xvfb: $(tail -c 800 "$root$work/console-x11.log")"
    fi
    if [ -n "$console_pid" ]; then kill -TERM "$console_pid" 2>/dev/null || true; fi
    stop "$xvfb_run_pid" 30 >/dev/null 2>&1 || true
else
    tail -n 10 "$log"
    skip "could not install xvfb in the root: the console was not tried on an X server"
fi

# --- The desktop entry and the AppStream metadata -----------------------------------------------------
desktop=$root/usr/share/applications/org.audience.Console.desktop
metainfo=$root/usr/share/metainfo/org.audience.Console.metainfo.xml
if command -v desktop-file-validate >/dev/null 2>&1; then
    # Hints are advice; errors and warnings fail (desktop-file-validate exits 0 on warnings).
    if out=$(desktop-file-validate "$desktop" 2>&1) && ! printf '%s\n' "$out" | grep -q -E ': (error|warning):'; then
        pass "desktop-file-validate /usr/share/applications/org.audience.Console.desktop"
    else
        fail "desktop-file-validate: $out"
    fi
else
    skip "desktop-file-validate is not installed here (package desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    if out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
        pass "appstreamcli validate --no-net /usr/share/metainfo/org.audience.Console.metainfo.xml"
    else
        fail "appstreamcli validate: $out"
    fi
else
    skip "appstreamcli is not installed here (package appstream)"
fi
exec_program=$(sed -n 's/^Exec=\([^ ]*\).*$/\1/p' "$desktop" | head -n 1)
icon=$(sed -n 's/^Icon=//p' "$desktop" | head -n 1)
if [ -x "$root/usr/bin/$exec_program" ] && ls "$root"/usr/share/icons/hicolor/*/apps/"$icon".* >/dev/null 2>&1; then
    pass "the desktop entry's Exec=$exec_program and Icon=$icon are installed"
else
    fail "the desktop entry's Exec=$exec_program or Icon=$icon is not installed"
fi

# --- Summary ------------------------------------------------------------------------------------------
echo "debootstrap: ${debootstrap_seconds} s$( [ "$debootstrap_seconds" -gt 0 ] || echo ' (root reused)'); install: ${install_seconds} s; Installed-Size of the package: $(dpkg-deb -f "$deb" Installed-Size) KiB"
if [ "$failures" -eq 0 ]; then
    say "PASS: $package $version installs and runs on a minimal Debian $suite ($root)"
else
    die "FAIL: $failures check(s) failed on a minimal Debian $suite ($root)"
fi
