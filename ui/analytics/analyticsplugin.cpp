#include "ui/analytics/analyticsplugin.h"

#include "ui/analytics/analyticsplace.h"

namespace Audience::Ui {

Place *AnalyticsPlugin::createPlace(Models::Connection *connection, QWidget *parent)
{
    return new AnalyticsPlace(connection, parent);
}

} // namespace Audience::Ui
