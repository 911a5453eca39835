#include "ui/workspace/versiontimeline.h"

#include "models/analytics/intervalresults.h"
#include "models/common/datetimeformat.h"
#include "models/workspace/changelabels.h"

#include <QTreeWidgetItem>

namespace Audience::Ui {

using Models::DateTimeFormat;

namespace {

QString shortValue(const QString &value)
{
    constexpr int longest = 80;
    QString flat = value;
    flat.replace(u'\n', u' ');
    return flat.size() > longest ? flat.left(longest - 1) + u'…' : flat;
}

} // namespace

QStringList VersionTimeline::headerLabels()
{
    return {tr("Version"), tr("Status"), tr("Live"), tr("Changed"), tr("Results while live")};
}

QString VersionTimeline::intervalText(const Models::PublishedChange &publish)
{
    const QString from = DateTimeFormat::compact(publish.publishedAt);
    if (publish.liveNow)
        return tr("%1 – live now").arg(from);
    if (!publish.obsoleteAt.isValid())
        return tr("%1 – replaced (when is not known)").arg(from);
    return tr("%1 – %2").arg(from, DateTimeFormat::compact(publish.obsoleteAt));
}

QString VersionTimeline::fieldText(const Models::PublishedFieldChange &change)
{
    return tr("%1: “%2” → “%3”").arg(Models::ChangeLabels::field(change.field), shortValue(change.before), shortValue(change.after));
}

void VersionTimeline::fill(QTreeWidgetItem *item, const Net::AudienceVersion &version, const Models::PublishedChange *publish,
                           const Models::AnalyticsDayCache *cache, const QString &pageId)
{
    item->setData(NumberColumn, Qt::UserRole, version.versionId);
    item->setText(NumberColumn, version.versionNumber > 0 ? QString::number(version.versionNumber) : tr("new"));
    item->setToolTip(NumberColumn, version.versionId);
    if (!publish)
        return;
    item->setText(LiveColumn, intervalText(*publish));
    if (!publish->isKnown())
        item->setText(ChangedColumn, tr("not known"));
    else if (publish->fields.isEmpty())
        item->setText(ChangedColumn, tr("no field"));
    else
        item->setText(ChangedColumn, tr("%n field(s)", nullptr, int(publish->fields.size())));
    item->setToolTip(ChangedColumn, publish->note);
    for (const Models::PublishedFieldChange &change : publish->fields) {
        auto *child = new QTreeWidgetItem(item);
        child->setData(NumberColumn, Qt::UserRole, version.versionId);
        child->setText(NumberColumn, fieldText(change));
        child->setToolTip(NumberColumn, change.before + QStringLiteral("\n→\n") + change.after);
        child->setFirstColumnSpanned(true);
    }
    if (cache) {
        const Models::IntervalResults results =
            Models::IntervalResults::read(*cache, pageId, version.audienceId, publish->publishedAt, publish->obsoleteAt);
        item->setText(ResultsColumn, results.text());
        item->setToolTip(ResultsColumn, results.text());
    }
}

} // namespace Audience::Ui
