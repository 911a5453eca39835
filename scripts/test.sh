#!/bin/sh
# The README's second command: install what is missing, build, run every test; ends with CTest's
# summary and the time of each phase.
#   scripts/test.sh
# Two builds: `dev` (Debug, clang, shared libraries) for the test suite, and `asan` (clang, ASan +
# UBSan) for the response-decoder fuzzers, which run for a bounded time first. Then the tests that
# read the clock run again at awkward instants (tests/at-awkward-instants.sh).
set -eu
. "$(dirname "$0")/common.sh"

phase "Debian packages" install_missing_packages
phase "configure dev" configure_preset dev
phase "build dev" build_preset dev
phase "configure asan" configure_preset asan
phase "build asan (fuzzers)" build_preset asan audience_fuzzers

cd "$AUDIENCE_ROOT"
failed=0
say "Fuzzing the response decoders under ASan/UBSan (ctest --preset asan -L fuzz)"
phase "fuzz" ctest --preset asan -L fuzz -j2 || failed=1
say "Running the test suite (ctest --preset dev)"
# Three at a time on two cores: many tests mostly wait (on a sandbox, on a slowed-down service).
phase "tests" ctest --preset dev -j3 || failed=1
say "Running the tests that read the clock at awkward instants (tests/at-awkward-instants.sh)"
phase "tests at awkward instants" sh tests/at-awkward-instants.sh build/dev || failed=1
phase_summary
if [ "$failed" -ne 0 ]; then
    die "some tests failed (see above)"
fi
