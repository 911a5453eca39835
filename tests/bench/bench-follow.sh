#!/bin/sh
# bench-follow.sh <build-dir>: the memory a conversation costs per message (issue 43, goal at most
# 0.1 MB). bench_workspace_follow starts a demo sandbox of its own, opens an audience in the real
# workspace (with the profile's store), sends BENCH_MESSAGES (default 40) messages one after the
# other, each followed to its draft, and prints the resident memory every ten messages and the
# growth per message over the second half. Offscreen, so without the accessibility bridge.
# For a heap profile run the bench itself under heaptrack with BENCH_EXIT_ALIVE=1 (it leaves with
# everything alive, so "leaked" is the heap at the end; docs/performance.md "Memory a message").
set -eu
build=$(cd "${1:?usage: bench-follow.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_workspace_follow
[ -x "$bench" ] || { echo "bench-follow: no $bench (build bench_workspace_follow, audience-sandbox)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}"
mkdir -p "$HOME"
"$bench" 2>"$work/log" || { cat "$work/log" >&2; exit 1; }
