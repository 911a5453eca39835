#!/bin/sh
# bench-comeback.sh <build-dir>: coming back after an outage (the service stopped and started again
# on the same port, ten places open) against a first start; see bench_comeback.cpp. BENCH_RUNS runs.
set -eu
build=$(cd "${1:?usage: bench-comeback.sh <build-dir>}" && pwd)
program=$build/tests/bench/bench_comeback
[ -x "$program" ] || { echo "bench-comeback: no $program (build bench_comeback, audience-sandbox)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
HOME="$work" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}" "$program"
