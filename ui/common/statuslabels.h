#pragma once

#include <QCoreApplication>
#include <QString>

namespace Audience::Ui {

// Translated names of the audience and version statuses of spec section 3; a value the spec does
// not list is shown as it came.
class StatusLabels
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Ui::StatusLabels)
public:
    static QString audienceStatus(const QString &wireValue);
};

} // namespace Audience::Ui
