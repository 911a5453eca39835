#include "models/release/crossreleasechecks.h"

#include "models/review/releasechecks.h"

namespace Audience::Models {

namespace {

QString titleAfter(const QList<FieldNetChange> &fields)
{
    for (const FieldNetChange &field : fields) {
        if (field.field == QLatin1String("metaTitle"))
            return field.after;
    }
    return {};
}

QString metaTitleLabel(const QList<FieldNetChange> &fields)
{
    for (const FieldNetChange &field : fields) {
        if (field.field == QLatin1String("metaTitle"))
            return field.label;
    }
    return {};
}

} // namespace

QHash<QString, QList<PublishChecks::Finding>> CrossReleaseChecks::run(const QList<CrossReleaseMember> &members)
{
    QList<ReleaseChecks::Audience> audiences;
    QHash<QString, QString> labels;
    for (const CrossReleaseMember &member : members) {
        audiences.append({member.audience.pageId, member.audience.audienceId, member.audience.label,
                          titleAfter(member.fields)});
        labels.insert(member.audience.audienceId, metaTitleLabel(member.fields));
    }
    QHash<QString, QList<PublishChecks::Finding>> findings;
    for (const ReleaseChecks::Finding &twin : ReleaseChecks::duplicateTitles(audiences)) {
        findings[twin.audienceId].append({PublishChecks::Rule::TitleSameAsSibling, twin.severity,
                                          labels.value(twin.audienceId), twin.text,
                                          ReleaseChecks::tr("Give each audience of the page its own meta title.")});
    }
    return findings;
}

} // namespace Audience::Models
