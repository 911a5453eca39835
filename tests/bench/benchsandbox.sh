# Sourced by the bench scripts that talk to one sandbox (POSIX sh): a private HOME and runtime
# folder in a fresh $work, and the sandbox started once in it (--db :memory: --seed $seed, the demo
# unless the script set seed, --processing-delay-ms 0) under a random key, listening on a port it
# chose. Sets work, url, key and sandbox_pid; the sandbox and $work go when the script exits. Needs
# $sandbox (the program) and $name (the script's name, for its messages).
work=$(mktemp -d)
sandbox_pid=
cleanup() {
    [ -n "$sandbox_pid" ] && kill "$sandbox_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
export HOME="$work/home" XDG_RUNTIME_DIR="$work" QT_QPA_PLATFORM="${BENCH_PLATFORM:-offscreen}"
mkdir -p "$HOME"

key=bench-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \n')
AUDIENCE_SANDBOX_API_KEY=$key "$sandbox" --db :memory: --seed "${seed:-demo}" --processing-delay-ms 0 \
    >"$work/ready" 2>"$work/sandbox.log" &
sandbox_pid=$!
i=0
while ! grep -q '"ready"' "$work/ready" 2>/dev/null; do
    i=$((i + 1))
    [ "$i" -lt 300 ] || { echo "$name: the sandbox did not start" >&2; cat "$work/sandbox.log" >&2; exit 1; }
    sleep 0.1
done
url=$(sed -n 's/.*"url":"\([^"]*\)".*/\1/p' "$work/ready")
