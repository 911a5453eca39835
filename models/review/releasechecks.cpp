#include "models/review/releasechecks.h"

#include <QHash>
#include <QLocale>

namespace Audience::Models {

QString ReleaseChecks::normalizedTitle(const QString &title)
{
    return title.simplified().toCaseFolded();
}

QList<ReleaseChecks::Finding> ReleaseChecks::duplicateTitles(const QList<Audience> &audiences)
{
    // (page, title) → the positions of the audiences that would carry it.
    QHash<QString, QList<int>> byTitle;
    for (int i = 0; i < audiences.size(); ++i) {
        const QString title = normalizedTitle(audiences.at(i).titleAfter);
        if (!title.isEmpty())
            byTitle[audiences.at(i).pageId + QChar(0x1f) + title].append(i);
    }
    QList<Finding> findings;
    for (int i = 0; i < audiences.size(); ++i) {
        const Audience &audience = audiences.at(i);
        const QList<int> twins = byTitle.value(audience.pageId + QChar(0x1f) + normalizedTitle(audience.titleAfter));
        if (twins.size() < 2)
            continue;
        Finding finding;
        finding.audienceId = audience.audienceId;
        QStringList names;
        for (int twin : twins) {
            if (twin == i)
                continue;
            finding.sameAs.append(audiences.at(twin).audienceId);
            const QString name = audiences.at(twin).name.isEmpty() ? audiences.at(twin).audienceId : audiences.at(twin).name;
            names.append(tr("“%1”").arg(name));
        }
        finding.text = tr("Same meta title as %1").arg(QLocale().createSeparatedList(names));
        findings.append(finding);
    }
    return findings;
}

} // namespace Audience::Models
