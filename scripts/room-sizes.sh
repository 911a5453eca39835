#!/bin/sh
# Counts the long rooms of the house (docs/architecture.md): files over 500 lines (wc -l) and
# functions over 80 lines (universal-ctags' line and end: from the line of the name to the closing
# brace, lambdas inside counted with their function) under app/ ui/ models/ net/ sandbox/.
# Usage: scripts/room-sizes.sh [max-file-lines [max-function-lines]]
set -eu
cd "$(dirname "$0")/.."
max_file=${1:-500}
max_function=${2:-80}
ctags --version 2>/dev/null | grep -q "Universal Ctags" \
    || { echo "error: needs universal-ctags (Debian: apt-get install universal-ctags)" >&2; exit 1; }
dirs="app ui models net sandbox"

echo "Files over $max_file lines:"
files=$(find $dirs -name '*.cpp' -o -name '*.h' | sort | xargs wc -l | grep -v ' total$' \
    | awk -v max="$max_file" '$1 > max { print "  " $1 " " $2 }' | sort -rn)
[ -n "$files" ] && echo "$files"
echo "  $(printf '%s' "$files" | grep -c . || true) file(s)"

echo "Functions over $max_function lines:"
functions=$(ctags -R --languages=C++ --kinds-C++=f --fields=+ne --output-format=json -f - $dirs \
    | python3 -c '
import json, re, sys
for line in sys.stdin:
    tag = json.loads(line)
    if "end" in tag:
        name = re.sub(r"__anon\w*::", "", tag.get("scope", "") + "::" + tag["name"]).lstrip(":")
        print(tag["end"] - tag["line"] + 1, tag["path"] + ":" + str(tag["line"]), name)
' | awk -v max="$max_function" '$1 > max { print "  " $0 }' | sort -rn)
[ -n "$functions" ] && echo "$functions"
echo "  $(printf '%s' "$functions" | grep -c . || true) function(s)"
