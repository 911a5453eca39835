#pragma once

#include "models/audiences/audiencekey.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace Audience::Models {

// Checks across a release: what no single audience's checks can see. Two audiences of one page
// whose meta titles would be the same after publishing compete with each other in search results
// and read as one page to searchers, so each gets a warning naming the others ("Same meta title
// as …"). The findings are of the publish checks' kind: ReleasePlan adds them to each audience's
// own, and they are acknowledged like any other warning. Pure functions.
class ReleaseChecks
{
    Q_DECLARE_TR_FUNCTIONS(ReleaseChecks)
public:
    // One audience of the release, with every field as it will be after publishing.
    struct Member
    {
        AudienceKey audience;
        QList<FieldNetChange> fields;
    };

    // Findings per audienceId, none for an audience with no twin. Titles are compared as searchers
    // read them (normalizedTitle); only audiences of one page are compared; an empty title is the
    // single check's business (PublishChecks::TitleEmpty). The others are named in the order given.
    static QHash<QString, QList<PublishChecks::Finding>> run(const QList<Member> &members);
    // Runs of white space as one space, ends trimmed, case ignored.
    static QString normalizedTitle(const QString &title);
};

} // namespace Audience::Models
