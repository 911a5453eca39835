#!/bin/sh
# bench-workspace.sh <build-dir>: the audience workspace on a 2 000-message conversation.
#  - open: from opening the audience to the first messages painted, against a bare QListView showing
#    the same 2 000 texts from memory (goal: at most 1.5x), medians of BENCH_RUNS interleaved runs;
#  - scrolling that conversation top to bottom: the longest GUI-thread stall (goal: under 50 ms) and
#    the growth of resident memory (goal: at most 40 MB), from the last console run.
# The conversation is made up by tests/bench/conversationfixture.h and served over loopback by
# bench_conversation_server. Use a Release build for figures (docs/performance.md).
set -eu
build=$(cd "${1:?usage: bench-workspace.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_workspace_conversation
server=$build/tests/bench/bench_conversation_server
runs=${BENCH_RUNS:-7}
for program in "$bench" "$server"; do
    [ -x "$program" ] || { echo "bench-workspace: no $program" >&2; exit 1; }
done
work=$(mktemp -d)
server_pid=
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}"
mkdir -p "$HOME"
"$server" 2000 >"$work/ready" 2>"$work/server.log" &
server_pid=$!
i=0
while ! grep -q '"ready"' "$work/ready" 2>/dev/null; do
    i=$((i + 1))
    [ "$i" -lt 200 ] || { echo "bench-workspace: the server did not start" >&2; exit 1; }
    sleep 0.05
done
url=$(sed -n 's/.*"url":"\([^"]*\)".*/\1/p' "$work/ready")

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
: >"$work/list"
: >"$work/console"
n=0
while [ "$n" -lt "$runs" ]; do
    "$bench" --mode list --messages 2000 | sed -n 's/^open-ms=//p' >>"$work/list"
    "$bench" --mode console --url "$url" >"$work/last"
    sed -n 's/^open-ms=//p' "$work/last" >>"$work/console"
    n=$((n + 1))
done
list=$(median <"$work/list")
console=$(median <"$work/console")
echo "open: console $console ms, bare QListView $list ms (medians of $runs)"
awk -v c="$console" -v l="$list" 'BEGIN {printf "open ratio: %.2fx (goal: at most 1.5x)\n", c / l}'
echo "scroll (last run): $(grep -E '^(messages|stall-ms|rss-before-mb|rss-after-mb|rss-growth-mb)=' "$work/last" | tr '\n' ' ')"
echo "  goals: stall-ms under 50, rss-growth-mb at most 40"
