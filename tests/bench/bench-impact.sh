#!/bin/sh
# bench-impact.sh <build-dir>: the day cache of analytics (issue "Did it work"), bench_impact on its
# own demo sandbox: the 90-day trend of page_demo_01 (5 audiences) opened first (the day cache empty)
# and a second time (a fresh connection on the same store), and the impact card of the showcase's
# publish of 21 days ago with 4-week windows, cold and warm: requests and times, medians of
# BENCH_ROUNDS rounds. Use a Release build for figures (docs/performance.md). Printed, never asserted.
set -eu
build=$(cd "${1:?usage: bench-impact.sh <build-dir>}" && pwd)
program=$build/tests/bench/bench_impact
[ -x "$program" ] || { echo "bench-impact: no $program (build bench_impact, audience-sandbox)" >&2; exit 1; }
export AUDIENCE_SANDBOX_BIN="${AUDIENCE_SANDBOX_BIN:-$build/sandbox/audience-sandbox}"
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$program" --rounds "${BENCH_ROUNDS:-5}"
