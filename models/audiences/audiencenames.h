#pragma once

#include <QPointer>
#include <QString>

namespace Audience::Models {

class KnownAudiences;
class SeenAudiences;

// An audience's name where the console knows it: what a search of this connection showed
// (SeenAudiences), else the last full record the profile's store keeps (KnownAudiences). The
// interface has no "get audience", so an audience not met yet has no name: nameOf() is empty then,
// and the caller shows its ID. Either source may be missing (null) or go away.
class AudienceNames
{
public:
    AudienceNames() = default;
    AudienceNames(SeenAudiences *seen, KnownAudiences *known);

    // The name, or empty when neither source knows one.
    QString nameOf(const QString &audienceId) const;
    // The name, or the ID when no name is known.
    QString nameOrId(const QString &audienceId) const;

private:
    QPointer<SeenAudiences> m_seen;
    QPointer<KnownAudiences> m_known;
};

} // namespace Audience::Models
