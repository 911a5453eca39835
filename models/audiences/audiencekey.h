#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace Audience::Models {

// One audience chosen for an action on many (ask the agent, publish a selection): enough to address
// it (pageId, audienceId) and to name it to the user without a request (label, the audience's
// computed name when known, else its ID).
struct AudienceKey
{
    QString pageId;
    QString audienceId;
    QString label;

    friend bool operator==(const AudienceKey &a, const AudienceKey &b)
    {
        return a.pageId == b.pageId && a.audienceId == b.audienceId;
    }
};

using AudienceKeys = QList<AudienceKey>;

} // namespace Audience::Models

Q_DECLARE_METATYPE(Audience::Models::AudienceKey)
