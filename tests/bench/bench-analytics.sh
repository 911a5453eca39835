#!/bin/sh
# bench-analytics.sh <build-dir>: the Analytics screen (ui/analytics, models/analytics) on a sandbox
# seeded with `--seed wide:500` (page_wide_0001, 500 audiences; docs/sandbox.md), started once here.
#  - wide: bench_analytics_wide, from the 90-day analytics answer (with the previous period's) arriving
#    to the audience charts and then the Audiences table painted, against a bare QTableView of a
#    500 x 14 QStandardItemModel of the same answer (from its bytes to its first paint); medians of
#    BENCH_RUNS interleaved runs, each a process of its own. The longest GUI-thread stall of each
#    console run (goal: under 50 ms): median and worst.
#  - trend: bench_analytics_trend, TrendLoader loading 90 days (6 in flight) against a bare
#    QNetworkAccessManager loop making the same 90 requests (goal: at most 1.2x), medians of
#    BENCH_ROUNDS rotating rounds, and the longest stall with a TrendView shown (goal: under 50 ms).
# Use a Release build for figures (docs/performance.md). Timings are printed, never asserted.
set -eu
build=$(cd "${1:?usage: bench-analytics.sh <build-dir>}" && pwd)
wide=$build/tests/bench/bench_analytics_wide
trend=$build/tests/bench/bench_analytics_trend
sandbox=$build/sandbox/audience-sandbox
runs=${BENCH_RUNS:-7}
rounds=${BENCH_ROUNDS:-5}
for program in "$wide" "$trend" "$sandbox"; do
    [ -x "$program" ] || { echo "bench-analytics: no $program (build bench_analytics_wide, bench_analytics_trend, audience-sandbox)" >&2; exit 1; }
done

name=bench-analytics
seed=wide:500
. "$(dirname "$0")/benchsandbox.sh"
export BENCH_SANDBOX_URL="$url" BENCH_SANDBOX_KEY="$key"

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
maximum() { sort -n | tail -n 1; }
spread() { sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.1f..%.1f", lo, hi }'; }
value() { sed -n "s/^$1=//p" "$2"; }
run_wide() {
    "$wide" --mode "$1" >"$work/out" 2>>"$work/programs.log" || { echo "bench-analytics: $wide --mode $1 failed" >&2; cat "$work/programs.log" >&2; exit 1; }
}

# One warm-up of each, so both start with the shared libraries in the page cache.
run_wide table
run_wide console
for file in table table_cpu console console_cpu first first_cpu charts stall stall_own; do : >"$work/$file"; done
rm -f "$work/worst"
n=0
while [ "$n" -lt "$runs" ]; do
    run_wide table
    value table-ms "$work/out" >>"$work/table"
    value table-cpu-ms "$work/out" >>"$work/table_cpu"
    run_wide console
    value answer-to-table-ms "$work/out" >>"$work/console"
    value answer-to-charts-ms "$work/out" >>"$work/charts"
    value answer-to-table-cpu-ms "$work/out" >>"$work/console_cpu"
    value first-answer-to-table-ms "$work/out" >>"$work/first"
    value first-answer-to-table-cpu-ms "$work/out" >>"$work/first_cpu"
    value stall-ms "$work/out" >>"$work/stall"
    value stall-own-ms "$work/out" >>"$work/stall_own"
    cp "$work/out" "$work/last"
    stall=$(value stall-ms "$work/out")
    if [ ! -e "$work/worst" ] || awk -v s="$stall" -v w="$(value stall-ms "$work/worst")" 'BEGIN {exit !(s > w)}'; then
        cp "$work/out" "$work/worst"
    fi
    n=$((n + 1))
done
table=$(median <"$work/table")
console=$(median <"$work/console")
first=$(median <"$work/first")
echo "wide:500, Last 90 days compared, 500 audiences ($runs interleaved runs, $QT_QPA_PLATFORM platform)"
echo "  from the earlier analytics reply (both answers handled) to the charts and the Audiences table painted:" \
    "console $first ms (range $(spread <"$work/first")); bare QTableView $table ms (range $(spread <"$work/table")) (medians)"
awk -v c="$first" -v t="$table" 'BEGIN {printf "  ratio console / bare table: %.2fx\n", c / t}'
echo "  GUI-thread CPU over the same span: console $(median <"$work/first_cpu") ms, bare QTableView $(median <"$work/table_cpu") ms"
echo "  from the later reply: console $console ms (charts $(median <"$work/charts") ms; GUI-thread CPU $(median <"$work/console_cpu") ms)," \
    "$(awk -v c="$console" -v t="$table" 'BEGIN {printf "%.2fx", c / t}') the bare table"
echo "  longest GUI-thread stall: median $(median <"$work/stall") ms, worst $(maximum <"$work/stall") ms (goal: under 50 ms);" \
    "without CPU wait: median $(median <"$work/stall_own") ms, worst $(maximum <"$work/stall_own") ms;" \
    "runs over 50 ms: $(awk '$1 >= 50' "$work/stall" | wc -l | tr -d ' ') of $runs"
echo "  the worst run's longest events (ms:event@receiver): $(value longest-events "$work/worst")"
echo "  last console run: $(grep -E '^(audiences|rows|replies-gap-ms|answer-to-loaded-ms|loaded-to-charts-ms|switch-to-table-ms|request-ms|stall-busy-ms)=' "$work/last" | tr '\n' ' ')"
echo "  its longest events (ms:event@receiver): $(value longest-events "$work/last")"

"$trend" --rounds "$rounds" >"$work/trend" 2>>"$work/programs.log" || { echo "bench-analytics: $trend failed" >&2; cat "$work/programs.log" >&2; exit 1; }
grep '^warning' "$work/trend" || true
echo "trend: $(value days "$work/trend") one-day requests of $(value page "$work/trend") (6 in flight), $(value items "$work/trend") items; medians of $rounds rounds; same URLs as the loader: $(value same-urls "$work/trend")"
echo "  TrendLoader $(value loader-ms "$work/trend") ms, bare QNetworkAccessManager loop (QJsonDocument) $(value bare-ms "$work/trend") ms," \
    "transport only $(value transport-ms "$work/trend") ms"
echo "  ratio loader / bare: $(value ratio "$work/trend")x (goal: at most 1.2x)"
echo "  GUI-thread CPU: loader $(value loader-cpu-ms "$work/trend") ms, bare $(value bare-cpu-ms "$work/trend") ms," \
    "transport only $(value transport-cpu-ms "$work/trend") ms, with the TrendView $(value view-cpu-ms "$work/trend") ms"
echo "  with a TrendView shown and redrawing: $(value view-ms "$work/trend") ms, $(value view-ratio "$work/trend")x the bare loop;" \
    "longest GUI-thread stall median $(value stall-ms "$work/trend") ms, worst $(value stall-max-ms "$work/trend") ms (goal: under 50 ms);" \
    "without CPU wait median $(value stall-own-ms "$work/trend") ms, worst $(value stall-own-max-ms "$work/trend") ms; most CPU in one gap $(value stall-busy-ms "$work/trend") ms"
echo "  worst view round's longest events: $(value longest-events "$work/trend")"
echo "  one redraw of the loaded 90 days: the page's series $(value redraw-series-ms "$work/trend") ms; TrendChartView::setTrend" \
    "$(value redraw-chart-ms "$work/trend") ms; then to the chart painted $(value redraw-paint-ms "$work/trend") ms;" \
    "TrendView's whole redraw (lines list, series, chart) $(value redraw-view-ms "$work/trend") ms"
