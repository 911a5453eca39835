#!/bin/sh
# The README's first command: install what is missing, build, and start the console on its embedded
# default, a local Audience Sandbox with demo data.
#   scripts/demo.sh [console arguments...]
set -eu
. "$(dirname "$0")/common.sh"

install_missing_packages
configure_and_build release audience-console audience-sandbox
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    die "no display: run this from a desktop session (or under xvfb-run for a headless check)"
fi
say "Starting Audience Console"
exec "$AUDIENCE_ROOT/build/release/app/audience-console" "$@"
