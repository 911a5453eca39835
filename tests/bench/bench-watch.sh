#!/bin/sh
# bench-watch.sh <build-dir>: the watch over what was published (issue "Undo and watch"): 500
# watched publishes on 100 pages from a warm day cache, a restart's run: requests per page (at most
# one) and GUI-thread time (target 50 ms), medians of BENCH_ROUNDS rounds. Use a Release build for
# figures (docs/performance.md). Then the judging engine's calibration (bench_watch_calibration).
# Printed, never asserted.
set -eu
build=$(cd "${1:?usage: bench-watch.sh <build-dir>}" && pwd)
program=$build/tests/bench/bench_watch
[ -x "$program" ] || { echo "bench-watch: no $program (build bench_watch)" >&2; exit 1; }
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$program" --rounds "${BENCH_ROUNDS:-5}"
# The judging engine's calibration: simulated publishes through PublishWatch::judge (false alarms,
# detection); BENCH_PUBLISHES per case (2,000 by default), about a minute of one core.
calibration=$build/tests/bench/bench_watch_calibration
[ -x "$calibration" ] || { echo "bench-watch: no $calibration (build bench_watch_calibration)" >&2; exit 1; }
"$calibration" --publishes "${BENCH_PUBLISHES:-2000}"
