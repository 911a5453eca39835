#!/bin/sh
# Runs the tests that read the clock (CTest label "clock") again, each time with the clock set just
# before an awkward instant, so that the instant passes while they run:
#   - a year's last minute, in UTC;
#   - the last minute of February, so the day after is 1 March;
#   - the night the clocks change (Europe/Berlin: 02:00 CET becomes 03:00 CEST).
# libfaketime (Debian's faketime) moves the wall clock only: the monotonic clock that timers and
# QTRY_* waits use keeps its pace. The clock is moved by an offset from the real one, so the test
# and the sandbox it starts later read the same time. Every test must hold at any date and time of
# day (DESIGN.md).
#   tests/at-awkward-instants.sh <build dir>
set -eu
build=${1:?usage: at-awkward-instants.sh <build dir>}
library=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1)
[ -n "$library" ] || { echo "at-awkward-instants: libfaketime is missing (Debian package faketime)" >&2; exit 1; }

# The three runs go side by side (the clock tests mostly wait on a sandbox): each writes its own log,
# shown once all are done.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run_at() { # <log name> <time zone> <local start time> <what it is>
    offset=$(( $(TZ=$2 date -d "$3" +%s) - $(date +%s) ))
    {
        echo "==> The clock tests from $3 ($2): $4"
        TZ=$2 FAKETIME="+$offset" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD=$library \
            ctest --test-dir "$build" -L clock -j2 --output-on-failure --no-tests=error
    } > "$logs/$1" 2>&1
}
run_at year-end UTC "2026-12-31 23:59:20" "a year ends" & year_end=$!
run_at march UTC "2027-02-28 23:59:20" "February ends, 1 March begins" & march=$!
run_at clocks-change Europe/Berlin "2027-03-28 01:59:20" "the clocks go forward" & clocks_change=$!
failed=0
wait "$year_end" || failed=1
wait "$march" || failed=1
wait "$clocks_change" || failed=1
cat "$logs/year-end" "$logs/march" "$logs/clocks-change"
exit "$failed"
