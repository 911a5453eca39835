#!/bin/sh
# The README's second command: install what is missing, build, run every test; ends with CTest's summary.
#   scripts/test.sh
# Two builds: `dev` (Debug, gcc) for the test suite, and `asan` (clang, ASan + UBSan) for the
# response-decoder fuzzers, which run for a bounded time first.
set -eu
. "$(dirname "$0")/common.sh"

install_missing_packages
configure_and_build dev
configure_and_build asan audience_fuzzers

cd "$AUDIENCE_ROOT"
failed=0
say "Fuzzing the response decoders under ASan/UBSan (ctest --preset asan -L fuzz)"
ctest --preset asan -L fuzz -j2 || failed=1
say "Running the test suite (ctest --preset dev)"
ctest --preset dev -j2 || failed=1
if [ "$failed" -ne 0 ]; then
    die "some tests failed (see above)"
fi
