#pragma once

#include "models/workspace/publishchecks.h"

#include <QCoreApplication>
#include <QString>

class QPalette;

namespace Audience::Ui {

// The checks before publishing as rich text: each finding with its severity in words and a symbol
// (never by colour alone), what was found and how to fix it; errors first.
class PublishChecksHtml
{
    Q_DECLARE_TR_FUNCTIONS(PublishChecksHtml)
public:
    static QString html(const QList<Models::PublishChecks::Finding> &findings, const QPalette &palette);
    // One line saying what the checks mean for the Publish button.
    static QString verdict(const QList<Models::PublishChecks::Finding> &findings);
};

} // namespace Audience::Ui
