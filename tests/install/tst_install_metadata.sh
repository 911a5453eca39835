#!/bin/sh
# The desktop entry and the AppStream metadata that `cmake --install` copies as they are pass the
# freedesktop validators. Skipped (77) when neither validator is installed (packages
# desktop-file-utils and appstream).
#   tst_install_metadata.sh <resources source dir>
set -eu
resources=$1
ran=0
if command -v desktop-file-validate >/dev/null 2>&1; then
    # Hints are advice; errors and warnings fail the test (desktop-file-validate exits 0 on warnings).
    out=$(desktop-file-validate "$resources/org.audience.Console.desktop" 2>&1) || { echo "$out"; exit 1; }
    if printf '%s\n' "$out" | grep -E ': (error|warning):' >/dev/null; then
        echo "$out"; exit 1
    fi
    echo "PASS: desktop-file-validate"
    ran=1
else
    echo "desktop-file-validate is not installed (package desktop-file-utils): not checked"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    appstreamcli validate --no-net "$resources/org.audience.Console.metainfo.xml"
    echo "PASS: appstreamcli validate"
    ran=1
else
    echo "appstreamcli is not installed (package appstream): not checked"
fi
[ "$ran" = 1 ] || exit 77
