#!/bin/sh
# bench-watch.sh <build-dir>: the watch over what was published (issue "Undo and watch"): 500
# watched publishes on 100 pages from a warm day cache, a restart's run: requests per page (at most
# one) and GUI-thread time (target 50 ms), medians of BENCH_ROUNDS rounds. Use a Release build for
# figures (docs/performance.md). Printed, never asserted.
set -eu
build=$(cd "${1:?usage: bench-watch.sh <build-dir>}" && pwd)
program=$build/tests/bench/bench_watch
[ -x "$program" ] || { echo "bench-watch: no $program (build bench_watch)" >&2; exit 1; }
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$program" --rounds "${BENCH_ROUNDS:-5}"
