#!/bin/sh
# bench-activity.sh <build-dir>: the Activity place over a profile store with 100 000 journal
# entries: from showing the place to the first rows painted (goal: at most 100 ms), a
# filter applied until its rows are painted (goal: at most 50 ms), and the store's size on disk.
# Medians and p95 of BENCH_RUNS runs in one process (the first open is cold). Use a Release build
# for figures (docs/performance.md).
set -eu
build=$(cd "${1:?usage: bench-activity.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_activity
[ -x "$bench" ] || { echo "bench-activity: no $bench" >&2; exit 1; }
runs=${BENCH_RUNS:-9}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}"
mkdir -p "$HOME"
"$bench" "$runs" >"$work/out"
# median and p95 (nearest rank) of the values of one key
stats() {
    sed -n "s/^$1=//p" "$work/out" | sort -n | awk '{a[NR]=$1} END {
        m = (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2; r = int(0.95*NR + 0.999); if (r < 1) r = 1;
        printf "median %.1f ms, p95 %.1f ms (%d runs)", m, a[r], NR }'
}
echo "entries: $(sed -n 's/^entries=//p' "$work/out"), made in $(sed -n 's/^fill-ms=//p' "$work/out") ms"
echo "text index made in $(sed -n 's/^index-ms=//p' "$work/out") ms"
echo "store on disk: $(sed -n 's/^store-mb=//p' "$work/out") MB + WAL $(sed -n 's/^wal-mb=//p' "$work/out") MB"
echo "open (first, cold): $(sed -n 's/^open-ms=//p' "$work/out" | head -1) ms"
echo "open to first rows painted: $(stats open-ms)  goal: at most 100 ms"
for kind in search search-broad; do
    echo "filter $kind, before indexing (LIKE): $(stats filter-$kind-unindexed-ms)"
done
for kind in failed area audience search search-broad; do
    echo "filter $kind: $(stats filter-$kind-ms)  goal: at most 50 ms"
done
