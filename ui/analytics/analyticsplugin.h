#pragma once

#include "ui/shell/placeplugin.h"

#include <QObject>

namespace Audience::Ui {

// The Analytics place as a plugin (the file audience-analytics): see ui/shell/placeplugin.h for why.
class AnalyticsPlugin : public QObject, public PlacePlugin
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID AUDIENCE_PLACE_PLUGIN_IID FILE "analyticsplugin.json")
    Q_INTERFACES(Audience::Ui::PlacePlugin)
public:
    Place *createPlace(Models::Connection *connection, QWidget *parent) override;
};

} // namespace Audience::Ui
