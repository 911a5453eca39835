#!/bin/sh
# Client (net/) figures: decode vs bare JSON parse, and fetching a scale sandbox through the
# client vs a bare QNetworkAccessManager loop. Use a Release (or RelWithDebInfo) build.
# usage: bench-net.sh <build-dir> [pages=10000]
set -eu
build=${1:?usage: bench-net.sh <build-dir> [pages]}
pages=${2:-10000}
bin="$build/tests/bench"
for exe in bench_net_decode bench_net_fetch; do
    [ -x "$bin/$exe" ] || { echo "missing $bin/$exe (build the $exe target)"; exit 1; }
done
"$bin/bench_net_decode"
"$bin/bench_net_fetch" "$pages" 200 5
