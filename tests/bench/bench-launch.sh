#!/bin/sh
# bench-launch.sh <build-dir>: from launch to the first frame that shows rows of pages, against the
# baseline of the launch issue: a bare Qt window that shows "hello", measured in the same run.
# Both programs print the time from just before the script started them (BENCH_START_NS) to the end
# of their first paint with content. The console side is the real MainWindow and pages browser,
# talking to a demo sandbox that is already running (its own start-up is not in the figure).
# Each runs N times (BENCH_RUNS, default 10), interleaved; the script prints both medians and their
# ratio (goal: at most 1.5x). A third program, bench_launch_floor, is Qt's own floor for such a
# window: a bare QMainWindow with a table of 50 rows held in memory (no network, nothing of ours);
# it runs interleaved with the other two. Use a Release build for figures (docs/performance.md).
set -eu

build=$(cd "${1:?usage: bench-launch.sh <build-dir>}" && pwd)
hello=$build/tests/bench/bench_launch_hello
floor=$build/tests/bench/bench_launch_floor
console=$build/tests/bench/bench_launch_console
sandbox=$build/sandbox/audience-sandbox
runs=${BENCH_RUNS:-10}
for program in "$hello" "$floor" "$console" "$sandbox"; do
    [ -x "$program" ] || { echo "bench-launch: no $program (build bench_launch_hello, bench_launch_floor, bench_launch_console, audience-sandbox)" >&2; exit 1; }
done

name=bench-launch
. "$(dirname "$0")/benchsandbox.sh"

# One launch: prints the milliseconds to the first frame.
launch() {
    out=$(BENCH_START_NS=$(date +%s%N) BENCH_SANDBOX_URL=$url BENCH_SANDBOX_KEY=$key "$1" 2>>"$work/programs.log") \
        || { echo "bench-launch: $1 failed" >&2; cat "$work/programs.log" >&2; exit 1; }
    printf '%s\n' "$out" | sed -n 's/^first-frame-ms \([0-9.]*\).*/\1/p'
}

# A warm-up of each, so both start with the shared libraries in the page cache.
launch "$hello" >/dev/null
launch "$floor" >/dev/null
launch "$console" >/dev/null
: >"$work/hello" ; : >"$work/floor" ; : >"$work/console"
n=0
while [ "$n" -lt "$runs" ]; do
    launch "$hello" >>"$work/hello"
    launch "$floor" >>"$work/floor"
    launch "$console" >>"$work/console"
    n=$((n + 1))
done

median() { sort -n "$1" | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
spread() { sort -n "$1" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.1f..%.1f", lo, hi }'; }
h=$(median "$work/hello")
f=$(median "$work/floor")
c=$(median "$work/console")
printf 'launch to first frame (%s runs, %s platform)\n' "$runs" "$QT_QPA_PLATFORM"
printf '  hello window              median %7.1f ms  (range %s)\n' "$h" "$(spread "$work/hello")"
printf '  floor: bare table window  median %7.1f ms  (range %s)\n' "$f" "$(spread "$work/floor")"
printf '  console, rows of pages    median %7.1f ms  (range %s)\n' "$c" "$(spread "$work/console")"
printf '  ratio console / hello     %.2f x  (goal <= 1.5 x)\n' "$(echo "$c / $h" | bc -l)"
printf '  ratio floor / hello       %.2f x\n' "$(echo "$f / $h" | bc -l)"
printf '  ratio console / floor     %.2f x\n' "$(echo "$c / $f" | bc -l)"
# Each console launch against the floor's launch just before it: a launch lands in a fast or a slow
# mode of the machine (the floor's median moved 27 -> 36 ms between two runs of 40 on a quiet
# machine), and two launches a moment apart mostly share theirs, so this ratio wanders less than
# the ratio of the two medians.
paste "$work/floor" "$work/console" | awk '{ print $2 / $1 }' >"$work/paired"
printf '  paired console / floor    median %.2f x  (quartiles %s)\n' "$(median "$work/paired")" \
    "$(sort -n "$work/paired" | awk '{ v[NR] = $1 } END { printf "%.2f..%.2f", v[int((NR + 3) / 4)], v[int((3 * NR + 3) / 4)] }')"
