#!/bin/sh
# bench-release.sh <build-dir>: many audiences at once on --seed wide:50. Publishing all
# 50 as one release against a bare QNetworkAccessManager loop making the same 50 publishes 4 at a
# time (goal: at most 1.15x; longest GUI-thread stall under 50 ms), medians of BENCH_RUNS
# interleaved runs; one instruction to 50 until all 50 drafts are ready, against the sandbox's own
# processing time, with GET requests per version and the longest stall. Use a Release build for
# figures (docs/performance.md).
set -eu
build=$(cd "${1:?usage: bench-release.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_release
[ -x "$bench" ] || { echo "bench-release: no $bench" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}"

mkdir -p "$HOME"
"$bench" --mode publish --runs "${BENCH_RUNS:-5}" >"$work/publish" 2>"$work/err"
"$bench" --mode instruct >"$work/instruct" 2>>"$work/err"
v() { sed -n "s/^$2=//p" "$work/$1"; }
echo "publish 50: console $(v publish publish-console-ms) ms, bare loop $(v publish publish-bare-ms) ms, ratio $(v publish publish-ratio)x (goal: at most 1.15x); longest stall $(v publish publish-stall-max-ms) ms (goal: under 50 ms)"
echo "the same with each publish preceded by its GET of the version (what the release sends): $(v publish publish-bare-with-read-ms) ms, ratio $(v publish publish-ratio-to-read)x"
echo "instruct 50: all drafts ready after $(v instruct instruct-console-ms) ms; the sandbox's own processing $(v instruct instruct-service-ms) ms (ratio $(v instruct instruct-ratio)x)"
echo "GETs per version: mean $(v instruct instruct-gets-mean), max $(v instruct instruct-gets-max); at once at most $(v instruct instruct-gets-at-once-max); longest stall $(v instruct instruct-stall-max-ms) ms (goal: under 50 ms)"
