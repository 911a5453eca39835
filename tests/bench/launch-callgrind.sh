#!/bin/sh
# launch-callgrind.sh <build-dir> [out-dir]: instruction counts of launches of bench_launch_floor
# and bench_launch_console under callgrind, against a demo sandbox started here as bench-launch.sh
# starts it (--db :memory: --seed demo --processing-delay-ms 0). On a machine shared with other
# builds, wall-clock times wander by 30 % from minute to minute; the smallest of five instruction
# counts moves by well under 1 %, so this is how to tell whether a change to the launch path pays
# (docs/performance.md, "Launch, wave 5 second session"). About 15 s a launch.
#
# Each program runs once without valgrind first, as bench-launch.sh's warm-up does (the console's
# settings then exist, as in every timed run), then LAUNCH_RUNS times (default 5) under callgrind.
# Printed for each launch:
#   - "to first frame": instructions from the start to the first paint with content (the dump made
#     when the program calls QCoreApplication::quit, which FirstPaintReporter does right after it);
#   - "whole run": the above plus what ran after it (the events already due, the exit);
#   - "launch path": "to first frame" on the main thread, less the work the real program does on a
#     timer after its first frame, which under valgrind (the program ~50 times slower, the sandbox
#     not) may land before it: the store opened 50 ms after the first rows (Connection::openStore,
#     8.7 M, or 15 M when it creates the file), the Audiences place 150 ms after them. Other threads
#     (start_thread: the store's among them) are left out. Compare this figure.
# Use a Release build (RelWithDebInfo: `cmake --preset release`), built with the bench targets:
#   cmake --build build/release --target bench_launch_floor bench_launch_console audience-sandbox
# The callgrind files stay in out-dir (default: a fresh temporary folder, printed) for
# `callgrind_annotate --inclusive=yes <file> | less` or kcachegrind.
set -eu

build=$(cd "${1:?usage: launch-callgrind.sh <build-dir> [out-dir]}" && pwd)
out=${2:-$(mktemp -d /tmp/launch-callgrind.XXXXXX)}
mkdir -p "$out"
out=$(cd "$out" && pwd)
floor=$build/tests/bench/bench_launch_floor
console=$build/tests/bench/bench_launch_console
sandbox=$build/sandbox/audience-sandbox
for program in "$floor" "$console" "$sandbox"; do
    [ -x "$program" ] || { echo "launch-callgrind: no $program (build bench_launch_floor, bench_launch_console, audience-sandbox)" >&2; exit 1; }
done
command -v valgrind >/dev/null || { echo "launch-callgrind: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

name=launch-callgrind
. "$(dirname "$0")/benchsandbox.sh"
export BENCH_SANDBOX_URL="$url" BENCH_SANDBOX_KEY="$key"

# Sums the "summary:" (or "totals:") lines of callgrind files: the instructions they hold.
instructions() {
    cat "$@" | sed -n 's/^\(summary\|totals\): *\([0-9]*\).*/\2/p' | sort -u | awk '{ s += $1 } END { print s + 0 }'
}
# The inclusive instructions of the functions matching a pattern (callgrind_annotate's names).
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null | grep -E "$2" | head -n "${3:-12}" || true
}

# One launch under callgrind, the parts in $out/<name>-<run>.<pid>[.1]; prints its figures.
measure_once() {
    name=$1 program=$2 run=$3
    rm -f "$out/$name-$run".*
    BENCH_START_NS=$(date +%s%N) valgrind --tool=callgrind --callgrind-out-file="$out/$name-$run.%p" \
        --dump-before='QCoreApplication::quit*' "$program" >/dev/null 2>>"$work/valgrind.log" \
        || { echo "launch-callgrind: $program failed under valgrind" >&2; tail -20 "$work/valgrind.log" >&2; exit 1; }
    first=$(ls "$out/$name-$run".*.1 2>/dev/null | head -n 1)
    all=$(ls "$out/$name-$run".* | grep -v '\.1$' | head -n 1)
    [ -n "$first" ] || { echo "launch-callgrind: no dump at the first frame for $name" >&2; exit 1; }
    to_frame=$(instructions "$first")
    whole=$((to_frame + $(instructions "$all")))
    later=$(callgrind_annotate --inclusive=yes --threshold=100 "$first" 2>/dev/null \
        | grep -E ':(Audience::Models::Connection::openStore\(\)|Audience::Ui::AudienceBrowser::AudienceBrowser\(.*\)|start_thread) \[' \
        | awk '{ gsub(",", "", $1); s += $1 } END { print s + 0 }')
    printf '%-8s launch path %12d   to first frame %12d   whole run %12d   (%s)\n' \
        "$name" "$((to_frame - later))" "$to_frame" "$whole" "$first"
}

# LAUNCH_RUNS launches (default 5) after a warm-up; the smallest launch path is the figure. A launch
# whose window painted once before the rows arrived (the sandbox answered late) costs ~6 M more.
measure() {
    name=$1 program=$2
    BENCH_START_NS=$(date +%s%N) "$program" >/dev/null 2>>"$work/programs.log" \
        || { echo "launch-callgrind: $program failed (warm-up)" >&2; cat "$work/programs.log" >&2; exit 1; }
    run=1
    while [ "$run" -le "${LAUNCH_RUNS:-5}" ]; do
        measure_once "$name" "$program" "$run" | tee -a "$work/$name.runs"
        run=$((run + 1))
    done
    best=$(sort -k4,4n "$work/$name.runs" | head -n 1)
    printf '%-8s smallest launch path %12d   (%s)\n\n' "$name" "$(echo "$best" | awk '{ print $4 }')" \
        "$(echo "$best" | awk '{ print $NF }' | tr -d '()')"
    echo "$best" | awk '{ print $NF }' | tr -d '()' >"$work/$name.best"
}

measure floor "$floor"
measure console "$console"
echo "console, to its first frame (the smallest launch): inclusive counts of the parts the launch is made of"
inclusive "$(cat "$work/console.best")" \
    'MainWindow::MainWindow|buildStartPlace|buildBackgroundPlaces|AudienceBrowser::AudienceBrowser|PagesBrowser::PagesBrowser|QTextEngine::shape\(|decodeBody|fitList|Connection::openStore|NavigationSidebar::|ConnectionBar::ConnectionBar|FlowLayout::|CutTextTips|_dl_relocate_object \[|QWidget::show\(\) \[' 30
echo
echo "files: $out (callgrind_annotate --inclusive=yes <file>)"
