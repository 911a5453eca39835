#pragma once

#include "models/workspace/publishchecks.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace Audience::Models {

// Checks across a release: what no single audience's checks can see. Two audiences of one page
// whose meta titles would be the same after publishing compete with each other in search results
// and read as one page to searchers, so each gets a warning naming the other ("Same meta title
// as …"). Pure functions; the release's confirmation runs them over its audiences.
class ReleaseChecks
{
    Q_DECLARE_TR_FUNCTIONS(ReleaseChecks)
public:
    // One audience of the release, as it would be after publishing.
    struct Audience
    {
        QString pageId;
        QString audienceId;
        QString name;      // how the user knows it
        QString titleAfter; // the meta title after publishing (DraftReading::titleAfter())
    };
    struct Finding
    {
        QString audienceId;
        PublishChecks::Severity severity = PublishChecks::Severity::Warning;
        QStringList sameAs; // the audienceIds of the others with the same title, in the given order
        QString text;       // "Same meta title as “Clinic owners”"
        friend bool operator==(const Finding &, const Finding &) = default;
    };

    // Titles are compared as searchers read them: runs of white space as one space, ends trimmed,
    // case ignored. Only audiences of one page are compared; an empty title is the single check's
    // business (PublishChecks::TitleEmpty). One finding per audience that has a twin, in the order
    // given.
    static QList<Finding> duplicateTitles(const QList<Audience> &audiences);
    static QString normalizedTitle(const QString &title);
};

} // namespace Audience::Models
