#pragma once

#include <QDateTime>
#include <QString>

namespace Audience::Models {

// One field of what a publish this console made changed, as the store keeps it (table
// publish_changes): the value live before the publish and the value after it. A publish that
// changed no field is kept as one row with an empty field.
struct PublishChangeRecord
{
    QString versionId;
    QString audienceId;
    QString pageId;
    qint64 versionNumber = 0;
    QString field; // the wire name ("metaTitle"); empty: the publish changed nothing
    QString before;
    QString after;
    QDateTime recordedAt; // UTC
};

} // namespace Audience::Models
