#!/bin/sh
# bench-sandbox.sh <build-dir>: Audience Sandbox throughput and latency against two baselines, in one run.
#   (a) Prism (@stoplight/prism-cli, pinned) mocking docs/openapi.yaml: a generic mock of the same interface;
#   (b) bench_trivialserver: a constant-JSON Qt HttpServer route, the ceiling for a Qt HttpServer process.
# Figures (goals from the sandbox issue):
#   GET /v0/pages/{id}: req/s vs Prism (>= 10x) and vs trivial (>= 0.5x), p99 latency (< 10 ms)
#   GET /v0/pages?limit=100: req/s vs Prism (>= 3x), on the demo DB (12 pages) and on the scale DB (100 full
#     pages, ~240 KB per answer). Prism makes up a one-item list from the schema; for the 100-page figure
#     it serves the sandbox's own 100-page answer as an example, so both send the same bytes.
#   scale:100000 DB: a page's 90-day audience analytics latency (< 50 ms), cold start to the ready line (< 0.5 s)
# Prism is installed from npm into $AUDIENCE_BENCH_CACHE (default ~/.cache/audience-bench), never into the
# repository; without it the Prism rows say so. Load: wrk -t2 -c64 -d${BENCH_DURATION:-10s}.
# Seeding scale:100000 takes minutes and gigabytes, so the seeded file is kept in the cache
# ($BENCH_SCALE_DB, default $cache/scale-100000.db) and reused; BENCH_RESEED=1 seeds it again (do so
# after the seeder changed).
# Timings are printed, never asserted; run it on a quiet machine (release build preferred).
set -eu

build=$(cd "${1:?usage: bench-sandbox.sh <build-dir>}" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
sandbox=$build/sandbox/audience-sandbox
trivial=$build/tests/bench/bench_trivialserver
cache=${AUDIENCE_BENCH_CACHE:-$HOME/.cache/audience-bench}
prism_version=5.16.0
duration=${BENCH_DURATION:-10s}
scale=${BENCH_SCALE:-100000}
scale_db=${BENCH_SCALE_DB:-$cache/scale-$scale.db}

say() { printf '%s\n' "$*" >&2; }
die() { say "bench-sandbox: $*"; exit 1; }

[ -x "$sandbox" ] || die "no sandbox at $sandbox (build the audience-sandbox target)"
[ -x "$trivial" ] || die "no baseline at $trivial (build the bench_trivialserver target)"
command -v wrk >/dev/null 2>&1 || die "wrk is not installed (Debian package wrk)"
command -v curl >/dev/null 2>&1 || die "curl is not installed"

work=$(mktemp -d)
pids=""
cleanup() {
    for pid in $pids; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

key="bench-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
export AUDIENCE_SANDBOX_API_KEY="$key"

now_ns() { date +%s%N; }

# wait_ready <stdout-file> <timeout-s>: prints the URL of the ready line once it is there.
wait_ready() {
    deadline=$(( $(date +%s) + $2 ))
    while ! grep -q '"event":"ready"' "$1" 2>/dev/null; do
        [ "$(date +%s)" -lt "$deadline" ] || return 1
        sleep 0.005
    done
    sed -n 's/.*"url":"\([^"]*\)".*/\1/p' "$1" | head -n 1
}

# start <name> <timeout-s> <command...>: starts a server in the background; sets $url and $pid.
start() {
    name=$1 timeout=$2
    shift 2
    "$@" > "$work/$name.out" 2> "$work/$name.err" &
    pid=$!
    pids="$pids $pid"
    url=$(wait_ready "$work/$name.out" "$timeout") || die "$name did not print its ready line: $(tail -n 3 "$work/$name.err")"
}

stop() {
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
    pids=$(printf ' %s ' $pids | sed "s/ $1 / /")
}

# to_ms <wrk latency like 850.00us / 1.20ms / 1.05s>
to_ms() {
    printf '%s\n' "$1" | awk '{ v = $1 + 0; if ($1 ~ /us$/) v /= 1000; else if ($1 ~ /ms$/) v = v; else if ($1 ~ /s$/) v *= 1000; printf "%.2f", v }'
}

# measure <url> <threads> <connections> <duration>: sets $rps, $p50, $p99, $errors.
measure() {
    wrk -t"$2" -c"$3" -d"$4" --timeout 30s --latency -H "x-api-key: $key" "$1" > "$work/wrk.out" 2>&1 || die "wrk failed: $(cat "$work/wrk.out")"
    rps=$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$work/wrk.out")
    p50=$(to_ms "$(awk '$1 == "50%" { print $2 }' "$work/wrk.out")")
    p99=$(to_ms "$(awk '$1 == "99%" { print $2 }' "$work/wrk.out")")
    errors=$(awk '/Non-2xx or 3xx responses:/ { print $NF } /Socket errors:/ { print "socket:" $0 }' "$work/wrk.out" | tr '\n' ' ')
    [ -z "$errors" ] || say "warning: $1: errors during the run: $errors"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "n/a" }'; }
verdict() { awk -v v="$1" -v goal="$2" -v op="$3" 'BEGIN { ok = (op == ">=") ? v >= goal : v < goal; print ok ? "met" : "NOT met" }'; }

rows=""
row() { rows="$rows$(printf '%-60s %12s %10s %12s  %s' "$1" "$2" "$3" "$4" "$5")
"; }

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt" 2>/dev/null || true)
say "== sandbox benchmark: build $build (${build_type:-unknown build type}), wrk -t2 -c64 -d$duration"

# --- Prism: install once into the cache, outside the repository. ---
prism="$cache/node_modules/.bin/prism"
if [ ! -x "$prism" ] && command -v npm >/dev/null 2>&1; then
    say "installing @stoplight/prism-cli@$prism_version into $cache"
    mkdir -p "$cache"
    npm install --silent --no-audit --no-fund --prefix "$cache" "@stoplight/prism-cli@$prism_version" >&2 || true
fi
prism_ok=0
[ -x "$prism" ] && prism_ok=1

# --- Demo DB: single page, against Prism and the trivial route. ---
start sandbox 30 "$sandbox" --listen 127.0.0.1:0 --db :memory: --seed demo --processing-delay-ms 0
sandbox_url=$url sandbox_pid=$pid
[ "$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $key" "$sandbox_url/v0/pages/page_demo_01")" = 200 ] \
    || die "the sandbox does not answer GET /v0/pages/page_demo_01 with 200"
measure "$sandbox_url/v0/pages/page_demo_01" 2 64 "$duration"
page_rps=$rps page_p50=$p50 page_p99=$p99
measure "$sandbox_url/v0/pages?limit=100" 2 64 "$duration"
demo_list_rps=$rps demo_list_p99=$p99
stop "$sandbox_pid"

start trivial 30 "$trivial" 0
measure "$url/v0/pages/page_demo_01" 2 64 "$duration"
trivial_rps=$rps trivial_p99=$p99
stop "$pid"

# start_prism <openapi file>: Prism's static mock of that file on a free port; sets $port, $prism_pid.
start_prism() {
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    "$prism" mock -h 127.0.0.1 -p "$port" -v error "$1" > "$work/prism.err" 2>&1 &
    prism_pid=$!
    pids="$pids $prism_pid"
    i=0
    until [ "$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $key" "http://127.0.0.1:$port/v0/pages/page_demo_01")" = 200 ]; do
        i=$((i + 1))
        [ $i -lt 600 ] || die "Prism did not come up: $(tail -n 3 "$work/prism.err")"
        sleep 0.1
    done
}

prism_page_rps=0 prism_list_rps=0 prism_page_p99=- prism_list_p99=-
if [ "$prism_ok" = 1 ]; then
    start_prism "$root/docs/openapi.yaml"
    measure "http://127.0.0.1:$port/v0/pages/page_demo_01" 2 64 "$duration"
    prism_page_rps=$rps prism_page_p99=$p99
    measure "http://127.0.0.1:$port/v0/pages?limit=100" 2 64 "$duration"
    prism_list_rps=$rps prism_list_p99=$p99
    stop "$prism_pid"
else
    say "Prism is not available (npm install of @stoplight/prism-cli@$prism_version failed or npm is missing): Prism rows are empty"
fi

# --- Scale DB: seed once, then cold starts, analytics and the 100-page list. ---
seed_ms=reused
if [ "${BENCH_RESEED:-0}" = 1 ] || [ ! -s "$scale_db" ]; then
    say "seeding scale:$scale into $scale_db (takes minutes)"
    mkdir -p "$(dirname "$scale_db")"
    rm -f "$scale_db" "$scale_db-wal" "$scale_db-shm"
    seed_start=$(now_ns)
    start seed 3600 "$sandbox" --listen 127.0.0.1:0 --db "$scale_db" --seed "scale:$scale" --processing-delay-ms 0
    seed_ms=$(( ($(now_ns) - seed_start) / 1000000 ))
    stop "$pid"
else
    say "reusing the seeded $scale_db (BENCH_RESEED=1 seeds it again)"
fi

cold_runs=""
for run in 1 2 3 4 5; do
    t0=$(now_ns)
    start cold$run 30 "$sandbox" --listen 127.0.0.1:0 --db "$scale_db"
    t1=$(now_ns)
    cold_runs="$cold_runs $(( (t1 - t0) / 1000000 ))"
    stop "$pid"
done
cold_ms=$(printf '%s\n' $cold_runs | sort -n | sed -n 3p)

start scale 30 "$sandbox" --listen 127.0.0.1:0 --db "$scale_db" --processing-delay-ms 0
scale_url=$url scale_pid=$pid
measure "$scale_url/v0/pages?limit=100" 2 64 "$duration"
list_rps=$rps list_p99=$p99
page_id=$(curl -s -H "x-api-key: $key" "$scale_url/v0/pages?limit=1" | sed -n 's/.*"pageId":"\([^"]*\)".*/\1/p')
[ -n "$page_id" ] || die "no page in the scale DB"
start_date=$(date -u -d '90 days ago' +%Y-%m-%dT%H:%M:%S.000Z)
end_date=$(date -u +%Y-%m-%dT%H:%M:%S.000Z)
analytics="$scale_url/v0/pages/$page_id/analytics/audiences?startDate=$start_date&endDate=$end_date"
first_ms=$(curl -s -o /dev/null -w '%{time_total}' -H "x-api-key: $key" "$analytics" | awk '{ printf "%.1f", $1 * 1000 }')
measure "$analytics" 1 1 5s
analytics_p50=$p50 analytics_p99=$p99
# Prism answers a list with one made-up item from the schema. For a like-for-like list figure it
# also serves the sandbox's own 100-page answer, as the example of a copy of the OpenAPI file.
curl -s -H "x-api-key: $key" "$scale_url/v0/pages?limit=100" > "$work/list100.json"
stop "$scale_pid"
prism_full_rps=0 prism_full_p99=-
if [ "$prism_ok" = 1 ]; then
    python3 - "$root/docs/openapi.yaml" "$work/list100.json" "$work/openapi-list100.json" <<'PY'
import json, sys, yaml
spec = yaml.safe_load(open(sys.argv[1]))
answer = json.load(open(sys.argv[2]))
assert len(answer["items"]) == 100, "the scale DB did not give 100 pages"
spec["paths"]["/v0/pages"]["get"]["responses"]["200"]["content"]["application/json"]["example"] = answer
json.dump(spec, open(sys.argv[3], "w"))
PY
    start_prism "$work/openapi-list100.json"
    [ "$(curl -s -H "x-api-key: $key" "http://127.0.0.1:$port/v0/pages?limit=100" | wc -c)" -gt 100000 ] \
        || die "Prism does not serve the 100-page example"
    measure "http://127.0.0.1:$port/v0/pages?limit=100" 2 64 "$duration"
    prism_full_rps=$rps prism_full_p99=$p99
    stop "$prism_pid"
fi

# --- Table ---
row "figure" "sandbox" "baseline" "ratio/value" "goal"
row "GET /v0/pages/{id} req/s vs Prism" "$page_rps" "$prism_page_rps" "$(ratio "$page_rps" "$prism_page_rps")" ">= 10x: $(verdict "$(awk -v a="$page_rps" -v b="$prism_page_rps" 'BEGIN { print (b > 0) ? a / b : 0 }')" 10 '>=')"
row "GET /v0/pages/{id} req/s vs trivial Qt" "$page_rps" "$trivial_rps" "$(ratio "$page_rps" "$trivial_rps")" ">= 0.5x: $(verdict "$(awk -v a="$page_rps" -v b="$trivial_rps" 'BEGIN { print (b > 0) ? a / b : 0 }')" 0.5 '>=')"
row "GET /v0/pages/{id} p99 ms (p50 $page_p50)" "$page_p99" "trivial $trivial_p99" "${page_p99} ms" "< 10 ms: $(verdict "$page_p99" 10 '<')"
row "GET /v0/pages?limit=100 (demo: 12 pages) vs Prism (1 item)" "$demo_list_rps" "$prism_list_rps" "$(ratio "$demo_list_rps" "$prism_list_rps")" ">= 3x: $(verdict "$(awk -v a="$demo_list_rps" -v b="$prism_list_rps" 'BEGIN { print (b > 0) ? a / b : 0 }')" 3 '>=')"
row "GET /v0/pages?limit=100 (demo) p99 ms" "$demo_list_p99" "Prism $prism_list_p99" "${demo_list_p99} ms" "-"
row "GET /v0/pages?limit=100 (scale: 100 pages) vs Prism (same 100)" "$list_rps" "$prism_full_rps" "$(ratio "$list_rps" "$prism_full_rps")" ">= 3x: $(verdict "$(awk -v a="$list_rps" -v b="$prism_full_rps" 'BEGIN { print (b > 0) ? a / b : 0 }')" 3 '>=')"
row "GET /v0/pages?limit=100 (scale) p99 ms" "$list_p99" "Prism $prism_full_p99" "${list_p99} ms" "-"
row "GET /v0/pages?limit=100 (scale) vs Prism (1 item)" "$list_rps" "$prism_list_rps" "$(ratio "$list_rps" "$prism_list_rps")" "-"
row "90-day analytics p99 ms (p50 $analytics_p50)" "$analytics_p99" "first $first_ms" "${analytics_p99} ms" "< 50 ms: $(verdict "$analytics_p99" 50 '<')"
row "cold start to ready, median of 5, ms" "$cold_ms" "runs:$cold_runs" "${cold_ms} ms" "< 500 ms: $(verdict "$cold_ms" 500 '<')"
row "seeding scale:$scale, ms (once)" "$seed_ms" "-" "-" "-"

printf '\nAudience Sandbox benchmark, %s, %s (%s cores), build type %s, wrk -t2 -c64 -d%s\n' \
    "$(date -u +%Y-%m-%dT%H:%MZ)" "$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)" "$(nproc)" \
    "${build_type:-unknown}" "$duration"
printf 'Load average before/after (other work on the machine skews every figure): %s / %s\n' "$load_before" "$(cut -d' ' -f1-3 /proc/loadavg)"
[ "$prism_ok" = 1 ] && printf 'Prism: @stoplight/prism-cli %s (static mock, -v error)\n' "$prism_version" \
    || printf 'Prism: not available\n'
printf '%s' "$rows"
