#!/bin/sh
# bench-storelock.sh <build-dir>: the longest GUI-thread stall while sending a message with the
# profile's store locked by another connection, against the store free (goal: under
# 100 ms, 2.4 s before). Use a Release build for figures (docs/performance.md).
set -eu
build=$(cd "${1:?usage: bench-storelock.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_storelock
[ -x "$bench" ] || { echo "bench-storelock: no $bench" >&2; exit 1; }
"$bench" "${BENCH_SENDS:-200}"
