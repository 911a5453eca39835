#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace Audience::Models {

// A release the console started, as the store keeps it (tables releases and release_members; the
// release log, models/release/releaselog.h, reads it with what the journal says of each member).
struct ReleaseRecord
{
    struct Member
    {
        QString pageId;
        QString audienceId;
        QString label;
        QString versionId;
        qint64 versionNumber = 0;
        QString operationKey;
        QString skipped; // why it was skipped; empty if not
    };

    QString releaseId;
    QString runId;
    QDateTime startedAt; // UTC
    bool finished = false;
    QList<Member> members; // in the release's order
};

} // namespace Audience::Models
