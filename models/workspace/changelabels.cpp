#include "models/workspace/changelabels.h"

namespace Audience::Models {

QString ChangeLabels::field(const QString &field)
{
    if (field == QLatin1StringView("supplementaryContext"))
        return tr("Supplementary context");
    if (field == QLatin1StringView("metaTitle"))
        return tr("Meta title");
    if (field == QLatin1StringView("metaDescription"))
        return tr("Meta description");
    if (field == QLatin1StringView("metaKeywords") || field == QLatin1StringView("keywords"))
        return tr("Meta keywords");
    if (field == QLatin1StringView("pageContext"))
        return tr("Page context");
    if (field == QLatin1StringView("customName"))
        return tr("Name");
    return field;
}

QString ChangeLabels::changeStatus(const QString &status)
{
    if (status == QLatin1StringView("applied"))
        return tr("Applied");
    if (status == QLatin1StringView("pending"))
        return tr("Pending");
    if (status == QLatin1StringView("rejected"))
        return tr("Rejected");
    return status;
}

QString ChangeLabels::versionStatus(const QString &status)
{
    if (status == QLatin1StringView("queued"))
        return tr("Queued");
    if (status == QLatin1StringView("processing"))
        return tr("Processing");
    if (status == QLatin1StringView("pending"))
        return tr("Pending");
    if (status == QLatin1StringView("draft"))
        return tr("Draft");
    if (status == QLatin1StringView("published"))
        return tr("Published");
    if (status == QLatin1StringView("cancelled"))
        return tr("Cancelled");
    if (status == QLatin1StringView("archived"))
        return tr("Archived");
    return status;
}

ChangeLabels::Outcome ChangeLabels::toolCallOutcome(const QString &status)
{
    if (status == QLatin1StringView("running") || status == QLatin1StringView("pending"))
        return Outcome::Running;
    if (status == QLatin1StringView("done") || status == QLatin1StringView("completed")
        || status == QLatin1StringView("succeeded") || status == QLatin1StringView("success"))
        return Outcome::Done;
    if (status == QLatin1StringView("failed") || status == QLatin1StringView("error")
        || status == QLatin1StringView("cancelled"))
        return Outcome::Failed;
    return Outcome::Other;
}

QString ChangeLabels::toolCallStatus(const QString &status)
{
    if (status == QLatin1StringView("running"))
        return tr("running");
    if (status == QLatin1StringView("done") || status == QLatin1StringView("completed"))
        return tr("done");
    if (status == QLatin1StringView("failed") || status == QLatin1StringView("error"))
        return tr("failed");
    if (status == QLatin1StringView("cancelled"))
        return tr("cancelled");
    return status;
}

} // namespace Audience::Models
