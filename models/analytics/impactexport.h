#pragma once

#include "models/analytics/impactreport.h"

namespace Audience::Models {

// A publish's impact card as CSV (CsvWriter): '#' lines first with the publish, both windows (ISO
// dates, the publish day left out), the verdict or why there is none, and the caveat; then one row
// per rate (fractions, locale-independent) and one per average, before and after.
namespace ImpactExport {

QByteArray csv(const ImpactReport &report, const QString &audienceName, const QString &pageName,
               const QDateTime &exportedAt = QDateTime::currentDateTimeUtc());

} // namespace ImpactExport

} // namespace Audience::Models
