#!/bin/sh
# The README's second command: install what is missing, build, run every test (ends with CTest's summary).
#   scripts/test.sh
set -eu
. "$(dirname "$0")/common.sh"

install_missing_packages
configure_and_build dev
say "Running the tests (ctest --preset dev)"
cd "$AUDIENCE_ROOT"
ctest --preset dev -j2
