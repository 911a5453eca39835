#include "ui/common/statuslabels.h"

namespace Audience::Ui {

QString StatusLabels::audienceStatus(const QString &wireValue)
{
    if (wireValue == QLatin1StringView("archived"))
        return tr("Archived");
    if (wireValue == QLatin1StringView("cancelled"))
        return tr("Cancelled");
    if (wireValue == QLatin1StringView("draft"))
        return tr("Draft");
    if (wireValue == QLatin1StringView("pending"))
        return tr("Pending");
    if (wireValue == QLatin1StringView("processing"))
        return tr("Processing");
    if (wireValue == QLatin1StringView("published"))
        return tr("Published");
    if (wireValue == QLatin1StringView("queued"))
        return tr("Queued");
    return wireValue.isEmpty() ? tr("Unknown") : wireValue;
}

} // namespace Audience::Ui
