#pragma once

#include <QtPlugin>

class QWidget;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class Place;

// A place whose code is a plugin, loaded the first time the place is built (PlacePlugins). A place
// becomes one when it alone needs libraries that would otherwise be loaded, and relocated, at every
// start of the console although the start shows another place: the Analytics place is the only
// user of Qt Charts (and through it of Qt OpenGL).
//
// The plugin holds only the place's own code; the models and widgets it builds on are the
// console's, which exports them (audience_place_host() in ui/CMakeLists.txt).
class PlacePlugin
{
public:
    virtual ~PlacePlugin() = default;
    // The place, ready to be added to the window's stack.
    virtual Place *createPlace(Models::Connection *connection, QWidget *parent) = 0;
};

} // namespace Audience::Ui

// A plugin's metadata (Q_PLUGIN_METADATA's FILE) says which place it is and which version of the
// console built it: { "placeId": "analytics", "consoleVersion": "0.1.0" }. It uses the console's own
// classes, so one of another version is refused with a message rather than loaded into a console it
// does not fit.
#define AUDIENCE_PLACE_PLUGIN_IID "org.audience.Console.PlacePlugin/1"
Q_DECLARE_INTERFACE(Audience::Ui::PlacePlugin, AUDIENCE_PLACE_PLUGIN_IID)
