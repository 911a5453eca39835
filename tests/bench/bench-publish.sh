#!/bin/sh
# bench-publish.sh <build-dir>: the publish confirmation. From the Publish click to the
# dialog painted with what goes live, its checks and its previews (the share image not counted), on
# a draft with 500 pending changes over 5 fields (goal: at most 100 ms) and on 5 changes, in the
# same run; medians of BENCH_RUNS interleaved runs, and their ratio. Use a Release build for figures
# (docs/performance.md).
set -eu
build=$(cd "${1:?usage: bench-publish.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_publish_confirmation
[ -x "$bench" ] || { echo "bench-publish: no $bench" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}"
mkdir -p "$HOME"
"$bench" --runs "${BENCH_RUNS:-15}" >"$work/out" 2>"$work/err"
small=$(sed -n 's/^changes-5-ms=//p' "$work/out")
large=$(sed -n 's/^changes-500-ms=//p' "$work/out")
ratio=$(sed -n 's/^ratio=//p' "$work/out")
echo "publish confirmation painted: 500 changes $large ms (goal: at most 100 ms), 5 changes $small ms"
echo "ratio 500/5: ${ratio}x (medians of ${BENCH_RUNS:-15} interleaved runs)"
