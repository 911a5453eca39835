# The Debian package (cpack -G DEB, or scripts/package.sh): audience-console_<version>_<arch>.deb
# with everything `cmake --install` puts in place. Included from resources/CMakeLists.txt.
set(CPACK_PACKAGE_NAME audience-console)
set(CPACK_PACKAGE_VENDOR "Audience Console developers")
set(CPACK_PACKAGE_CONTACT "Audience Console developers <console@audience.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Lines of the control file's long description (CPack indents them).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Browse the landing pages of an Audience Pages Service and their audiences,"
    "edit an audience's draft by chatting with the service's editing agent,"
    "publish new versions and read per-audience analytics."
    "Includes audience-sandbox, a local implementation of the service with demo"
    "data, which the console starts for its demo profile.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION net)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
# The libraries the binaries (and the Analytics plugin) link come from dpkg-shlibdeps. What Qt loads
# at run time as plugins does not show there, so it is named by hand: the SQLite driver the sandbox
# stores its data with, and the SVG icon engine the console's icons are drawn with. The X11 platform
# plugin comes with libqt6gui6 (Debian 12's qt6-qpa-plugins holds only VNC, so it is not named).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6")
# A Secret Service keeps the profiles' API keys; Qt's own translations for its standard dialogs; the
# Wayland platform plugin, without which a Wayland desktop shows the console through XWayland.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | kwalletmanager, qt6-translations-l10n, qt6-wayland")

include(CPack)
