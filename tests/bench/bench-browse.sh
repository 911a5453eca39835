#!/bin/sh
# bench-browse.sh <build-dir>: browsing 10 000 pages (models/ + a QTableView) against the budgets of the
# browsing issue, which are the baseline the ratios are printed against:
#   longest GUI-thread stall during the load  < 50 ms   (gap between ticks of a 5 ms timer)
#   resident memory with all rows loaded     <= 120 MB  (VmRSS of the console-side process)
# Runs bench_browse_pages twice: in the service's order, and sorted by Updated while loading.
# On a shared machine the wall-clock stall includes time the GUI thread waited, runnable, for a CPU;
# the second stall line takes that wait out (Linux schedstat) to show what the code itself costs.
# Use a Release build for figures (docs/performance.md). Timings are printed, never asserted.
set -eu

build=$(cd "${1:?usage: bench-browse.sh <build-dir>}" && pwd)
bench=$build/tests/bench/bench_browse_pages
pages=${BENCH_PAGES:-10000}
[ -x "$bench" ] || { echo "bench-browse: no $bench (build the bench_browse_pages target)" >&2; exit 1; }

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR="$home"

run() {
    label=$1
    shift
    out=$("$bench" --pages "$pages" "$@") || { echo "bench-browse: $label failed" >&2; return 1; }
    value() { printf '%s\n' "$out" | sed -n "s/^$1=//p"; }
    stall=$(value max_stall_ms)
    rss=$(value rss_mb)
    printf '%-28s rows=%s requests=%s load=%ss (%s rows/s) seed=%ss\n' "$label" "$(value rows)" "$(value requests)" \
        "$(value load_s)" "$(value rows_per_s)" "$(value seed_s)"
    busy=$(value max_busy_ms)
    printf '%-28s longest stall %s ms = %s x budget (50 ms); p99 gap %s ms; gaps >16 ms: %s of %s\n' "" "$stall" \
        "$(echo "$stall / 50" | bc -l | xargs printf '%.2f')" "$(value p99_gap_ms)" "$(value gaps_over_16ms)" "$(value ticks)"
    own=$(value max_stall_without_cpu_wait_ms)
    printf '%-28s without the time spent waiting for a CPU: longest %s ms = %s x budget; most CPU in one gap %s ms; GUI-thread CPU %s s\n' "" \
        "${own:-n/a}" "$( [ -n "$own" ] && echo "$own / 50" | bc -l | xargs printf '%.2f' || echo n/a)" "$busy" "$(value gui_cpu_s)"
    printf '%-28s VmRSS %s MB = %s x budget (120 MB); peak VmHWM %s MB; growth during load %s MB\n' "" "$rss" \
        "$(echo "$rss / 120" | bc -l | xargs printf '%.2f')" "$(value hwm_mb)" "$(value rss_growth_mb)"
}

run "pages, service order" --page-size "${BENCH_PAGE_SIZE:-50}"
run "pages, sorted by Updated" --page-size "${BENCH_PAGE_SIZE:-50}" --sort-updated
