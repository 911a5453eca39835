#pragma once

// For a test whose main window goes to a place that is a plugin (the Analytics place): the window
// loads the plugin file of this build, as the console loads the one beside it. The test is made
// with audience_place_plugin_test() (tests/ui/CMakeLists.txt), which defines the folder.
#include "ui/shell/mainwindow.h"
#include "ui/shell/placeplugins.h"

namespace Audience::Testing {

inline void usePlacePluginsOfTheBuild(Ui::MainWindow &window)
{
    window.placePlugins()->setFolders({QStringLiteral(AUDIENCE_PLACE_PLUGIN_DIR)});
}

} // namespace Audience::Testing
