#include "models/release/releasechecks.h"

#include <QLocale>

namespace Audience::Models {

namespace {

const FieldNetChange *metaTitleOf(const ReleaseChecks::Member &member)
{
    for (const FieldNetChange &field : member.fields) {
        if (field.field == QLatin1String("metaTitle"))
            return &field;
    }
    return nullptr;
}

} // namespace

QString ReleaseChecks::normalizedTitle(const QString &title)
{
    return title.simplified().toCaseFolded();
}

QHash<QString, QList<PublishChecks::Finding>> ReleaseChecks::run(const QList<Member> &members)
{
    // (page, title after publishing) → the positions of the members that would carry it.
    const auto keyOf = [&members](int i) {
        const FieldNetChange *title = metaTitleOf(members.at(i));
        const QString normalized = title ? normalizedTitle(title->after) : QString();
        return normalized.isEmpty() ? QString() : members.at(i).audience.pageId + QChar(0x1f) + normalized;
    };
    QHash<QString, QList<int>> byTitle;
    for (int i = 0; i < members.size(); ++i) {
        if (const QString key = keyOf(i); !key.isEmpty())
            byTitle[key].append(i);
    }
    QHash<QString, QList<PublishChecks::Finding>> findings;
    for (const QList<int> &twins : std::as_const(byTitle)) {
        if (twins.size() < 2)
            continue;
        for (const int i : twins) {
            QStringList names;
            for (const int twin : twins) {
                if (twin == i)
                    continue;
                const AudienceKey &other = members.at(twin).audience;
                names.append(tr("“%1”").arg(other.label.isEmpty() ? other.audienceId : other.label));
            }
            findings[members.at(i).audience.audienceId].append(
                {PublishChecks::Rule::TitleSameAsSibling, PublishChecks::Severity::Warning, metaTitleOf(members.at(i))->label,
                 tr("Same meta title as %1").arg(QLocale().createSeparatedList(names)),
                 tr("Give each audience of the page its own meta title.")});
        }
    }
    return findings;
}

} // namespace Audience::Models
