#pragma once

#include <QCoreApplication>
#include <QString>

namespace Audience::Models {

// Words for the wire names the workspace shows: a change's field ("Meta description", not
// metaDescription), a change's status, a version's status, a tool call's status. Unknown values
// come back as they were sent, never hidden.
class ChangeLabels
{
    Q_DECLARE_TR_FUNCTIONS(ChangeLabels)
public:
    static QString field(const QString &field);
    static QString changeStatus(const QString &status);
    static QString versionStatus(const QString &status);
    static QString toolCallStatus(const QString &status);
    // A tool call's status read as one of three outcomes, for its chip.
    enum class Outcome { Running, Done, Failed, Other };
    static Outcome toolCallOutcome(const QString &status);
};

} // namespace Audience::Models
