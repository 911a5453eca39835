#!/bin/sh
# Runs one libFuzzer target for a bounded time over a throwaway copy of its seed corpus, so nothing
# is ever written into the source tree. Crash reproducers go to the artifacts folder given, named
# after the fuzzer and the decoder it fuzzes (AUDIENCE_FUZZ_TYPE, for fuzz_decoders).
# usage: run-fuzzer.sh <fuzzer> <seed-dir> <seconds> <artifact-dir> [dict]
set -eu
fuzzer=$1 seeds=$2 seconds=$3 artifacts=$4 dict=${5:-}
work=$(mktemp -d "${TMPDIR:-/tmp}/audience-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
mkdir -p "$work/corpus" "$artifacts"
if [ -d "$seeds" ]; then
    cp "$seeds"/* "$work/corpus/" 2>/dev/null || true
fi
set -- -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$artifacts/$(basename "$fuzzer")${AUDIENCE_FUZZ_TYPE:+-$AUDIENCE_FUZZ_TYPE}-"
[ -n "$dict" ] && set -- "$@" -dict="$dict"
cd "$work"
exec "$fuzzer" "$@" "$work/corpus"
