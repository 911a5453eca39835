#!/bin/sh
# bench-timeline.sh <build-dir>: the Versions tab's timeline of an audience with 200 versions seen
# (issue 33: "painted in at most 100 ms"), bench_timeline: setAudience to painted, median of
# BENCH_ROUNDS rounds. Use a Release build for figures (docs/performance.md). Printed, never asserted.
set -eu
build=$(cd "${1:?usage: bench-timeline.sh <build-dir>}" && pwd)
program=$build/tests/bench/bench_timeline
[ -x "$program" ] || { echo "bench-timeline: no $program (build bench_timeline)" >&2; exit 1; }
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$program" --rounds "${BENCH_ROUNDS:-5}"
