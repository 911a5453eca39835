#!/bin/sh
# Builds the Debian package: an optimised build (preset release) of the two programs, then
#   build/release/audience-console_<version>_<arch>.deb
# made by CPack (resources/packaging.cmake), whose dependencies dpkg-shlibdeps reads from the binaries.
#   scripts/package.sh
# Install it with: sudo apt-get install ./build/release/audience-console_*.deb
set -eu
. "$(dirname "$0")/common.sh"

install_missing_packages

cd "$AUDIENCE_ROOT"
say "Checking the desktop entry and the AppStream metadata"
desktop-file-validate resources/org.audience.Console.desktop \
    || die "resources/org.audience.Console.desktop does not pass desktop-file-validate"
appstreamcli validate --no-net resources/org.audience.Console.metainfo.xml >/dev/null \
    || die "resources/org.audience.Console.metainfo.xml does not pass appstreamcli validate"

# The package holds only the two programs and data files: build just those (the same build as
# scripts/demo.sh), and tell CPack not to build everything else (tests, benchmarks) first.
say "Configuring (preset release) in build/release"
cmake --preset release -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON >/dev/null \
    || die "CMake configure failed (preset release)"
configure_and_build release audience-console audience-sandbox

say "Making the Debian package (cpack --preset deb)"
rm -f build/release/audience-console_*.deb
cpack --preset deb || die "cpack failed: see above (it needs dpkg-shlibdeps from dpkg-dev, and file)"
deb=$(ls build/release/audience-console_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || die "cpack finished but made no build/release/audience-console_*.deb"

say "Made $deb"
dpkg-deb --info "$deb" | sed -n 's/^ \(Package\|Version\|Architecture\|Depends\|Recommends\):/  \1:/p'
say "Install it with: sudo apt-get install ./$deb"
