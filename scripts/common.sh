# Shared by scripts/demo.sh, scripts/test.sh and scripts/package.sh: install what is missing, configure, build.
# Sourced, not run. Every step says what it does; every failure says why.

AUDIENCE_ROOT=$(cd "$(dirname "$0")/.." && pwd)

# Debian 12 packages the build, the tests, the demo and the package need. The journey tests
# (tests/journeys) drive the console through the accessibility bus: at-spi2-core, python3-pyatspi,
# with xvfb, dbus-x11, gnome-keyring, imagemagick (screenshots), xdotool, and openbox (a window manager
# for the journey that types on the keyboard, and for the screenshots at each screen size).
AUDIENCE_PACKAGES="cmake ninja-build g++ clang libclang-rt-14-dev
 qt6-base-dev libqt6opengl6-dev libgl-dev libxkbcommon-dev qt6-charts-dev qt6-httpserver-dev qt6-websockets-dev qtkeychain-qt6-dev
 qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools libqt6sql6-sqlite qt6-svg-dev qt6-translations-l10n libsimdjson-dev
 libsecret-1-0 gnome-keyring dbus dbus-x11 libsecret-tools fonts-dejavu-core fonts-liberation2
 xvfb xauth xdotool openbox imagemagick wrk python3 python3-yaml
 at-spi2-core python3-pyatspi
 dpkg-dev file desktop-file-utils appstream
 mold faketime"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# phase <name> <command...>: runs one phase of a script and notes its wall time, so that
# phase_summary can say where the time went (docs/performance.md, "Build"). Returns the command's status.
AUDIENCE_PHASES=""
phase() {
    # Names of its own: sh has no local variables, and the phase's command sets variables too.
    phase_name=$1
    shift
    phase_started=$(date +%s)
    phase_status=0
    "$@" || phase_status=$?
    AUDIENCE_PHASES="$AUDIENCE_PHASES$(printf '%-34s %4ss' "$phase_name" "$(($(date +%s) - phase_started))")
"
    return "$phase_status"
}
phase_summary() {
    say "Time of each phase"
    printf '%s' "$AUDIENCE_PHASES"
}
die() { printf '\033[31merror: %s\033[0m\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        die "need root to run '$*': run this script as root or install sudo"
    fi
}

install_missing_packages() {
    command -v dpkg-query >/dev/null 2>&1 || die "this script installs Debian packages and needs dpkg/apt (Debian 12)"
    missing=""
    for pkg in $AUDIENCE_PACKAGES; do
        status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
        case "$status" in
            *"ok installed"*) ;;
            *) missing="$missing $pkg" ;;
        esac
    done
    if [ -z "$missing" ]; then
        say "All Debian packages are installed"
        return
    fi
    say "Installing missing Debian packages:$missing"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -q || die "apt-get update failed: check the network and /etc/apt/sources.list"
    # shellcheck disable=SC2086
    as_root apt-get install -y -q $missing \
        || die "could not install:$missing"
}

# configure_preset <preset> [cmake option...]: configures build/<preset> once (a later run builds
# incrementally, with the options of the first).
configure_preset() {
    cd "$AUDIENCE_ROOT" || die "cannot enter $AUDIENCE_ROOT"
    if [ ! -f "build/$1/build.ninja" ]; then
        say "Configuring (preset $1) in build/$1"
        cmake --preset "$@" || die "CMake configure failed (preset $1)"
    fi
}

# build_preset <preset> [target...]: builds everything, or only the targets given.
build_preset() {
    preset=$1
    shift
    cd "$AUDIENCE_ROOT" || die "cannot enter $AUDIENCE_ROOT"
    if [ $# -gt 0 ]; then
        say "Building $* (preset $preset)"
        cmake --build --preset "$preset" --target "$@" || die "build failed (preset $preset)"
    else
        say "Building everything (preset $preset)"
        cmake --build --preset "$preset" || die "build failed (preset $preset)"
    fi
}

# configure_and_build <preset> [target...]: both of the above.
configure_and_build() {
    configure_preset "$1"
    build_preset "$@"
}
