#!/bin/sh
# Runs every benchmark script in tests/bench (bench-*.sh) against the build in $1.
# Each prints its figures as ratios against the baseline its issue names.
set -eu
build=${1:?usage: run.sh <build-dir>}
here=$(dirname "$0")
found=0
for bench in "$here"/bench-*.sh; do
    [ -e "$bench" ] || continue
    found=1
    echo "== $(basename "$bench")"
    sh "$bench" "$build"
done
[ "$found" = 1 ] || echo "no benchmarks yet"
