#include "models/activity/journalfilter.h"

#include <QLocale>
#include <QStringList>

namespace Audience::Models {

bool JournalFilter::isEmpty() const
{
    return *this == JournalFilter();
}

QString JournalFilter::describe() const
{
    QStringList parts;
    if (outcome)
        parts.append(JournalWords::outcomeWord(*outcome));
    if (!area.isEmpty())
        parts.append(JournalWords::areaName(area));
    if (!pageOrAudience.trimmed().isEmpty())
        parts.append(tr("page or audience “%1”").arg(pageOrAudience.trimmed()));
    const QLocale locale;
    if (from.isValid() && to.isValid())
        parts.append(tr("%1 to %2").arg(locale.toString(from, QLocale::ShortFormat), locale.toString(to, QLocale::ShortFormat)));
    else if (from.isValid())
        parts.append(tr("from %1").arg(locale.toString(from, QLocale::ShortFormat)));
    else if (to.isValid())
        parts.append(tr("until %1").arg(locale.toString(to, QLocale::ShortFormat)));
    if (!search.trimmed().isEmpty())
        parts.append(tr("search “%1”").arg(search.trimmed()));
    return parts.join(QStringLiteral(" · "));
}

} // namespace Audience::Models
