#!/bin/sh
# bench-journal.sh <build-dir>: the GUI-thread time of a write with and without the profile's
# journal, 10 000 writes each in the same run against a loopback server (issue "Nothing is lost";
# goal: journaled p99 under 2 ms). Use a Release build for figures (docs/performance.md).
set -eu
build=$(cd "${1:?usage: bench-journal.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_journal
[ -x "$bench" ] || { echo "bench-journal: no $bench" >&2; exit 1; }
"$bench" "${BENCH_WRITES:-10000}"
