#!/bin/sh
# The README's second command: install what is missing, build, run every test; ends with CTest's
# summary and the time of each phase.
#   scripts/test.sh
# Two builds: `dev` (Debug, clang, shared libraries) for the test suite, and `asan` (clang, ASan +
# UBSan) for the response-decoder fuzzers, which run for a bounded time first. Beside the tests, the
# tests that read the clock run again at awkward instants (tests/at-awkward-instants.sh).
set -eu
. "$(dirname "$0")/common.sh"

phase "Debian packages" install_missing_packages
# Line tables only, not full debug information: a failing test's backtrace still names files and
# lines, and the build takes a sixth less time (docs/performance.md, "Build"). A build/dev configured
# before (`cmake --preset dev`, full debug information for a debugger) is kept as it is.
phase "configure dev" configure_preset dev -DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only
phase "build dev" build_preset dev
phase "configure asan" configure_preset asan
phase "build asan (fuzzers)" build_preset asan audience_fuzzers

cd "$AUDIENCE_ROOT"
failed=0
say "Fuzzing the response decoders under ASan/UBSan (ctest --preset asan -L fuzz)"
phase "fuzz" ctest --preset asan -L fuzz -j2 || failed=1
say "Running the test suite (ctest --preset dev), and beside it the tests that read the clock at awkward instants (tests/at-awkward-instants.sh)"
# Side by side, four tests at a time in the suite: the suite mostly waits (on a sandbox, on a
# slowed-down service: it keeps one of the two cores busy), the clock tests at awkward instants
# mostly compute, and at a lower priority they take only what the suite leaves.
run_tests_side_by_side() {
    instants_log=$(mktemp)
    nice -n 5 sh tests/at-awkward-instants.sh build/dev > "$instants_log" 2>&1 &
    instants=$!
    tests_status=0
    # Four at a time: the suite's longest test, tst_crashrestore, is one CTest test per case, and
    # with four side by side the phase keeps the two cores about 90 % busy (docs/performance.md).
    ctest --preset dev -j4 || tests_status=1
    instants_status=0
    wait "$instants" || instants_status=1
    say "The tests that read the clock at awkward instants"
    cat "$instants_log"
    rm -f "$instants_log"
    [ "$instants_status" -eq 0 ] || echo "Some tests failed at an awkward instant (above)"
    [ "$tests_status" -eq 0 ] && [ "$instants_status" -eq 0 ]
}
phase "tests, and at awkward instants" run_tests_side_by_side || failed=1
phase_summary
if [ "$failed" -ne 0 ]; then
    die "some tests failed (see above)"
fi
