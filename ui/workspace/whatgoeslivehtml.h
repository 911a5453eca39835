#pragma once

#include "models/workspace/netchanges.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>

class QPalette;

namespace Audience::Ui {

// "What goes live" as rich text: for each field the draft's pending changes touch, its name, whether
// it ends up different ("no net change" when the steps end where they started), the word diff of
// live → after (keywords as chips: added, removed, kept, each with a symbol as well as a colour),
// and the agent's steps between them, folded as "N agent steps" until opened. A field the console
// does not know shows its two values as sent. Every value is escaped (it came from the network).
class WhatGoesLiveHtml
{
    Q_DECLARE_TR_FUNCTIONS(WhatGoesLiveHtml)
public:
    // A link "steps:<field>" opens or closes that field's steps.
    static QString stepsAnchor() { return QStringLiteral("steps:"); }

    // `rows` as NetChanges::compute gives them (fields without steps are left out); `openSteps`
    // names the fields whose steps are shown.
    static QString html(const QList<Models::FieldNetChange> &rows, const QPalette &palette, const QSet<QString> &openSteps = {});
    static QString keywordChips(const Models::KeywordListDiff &diff, const QPalette &palette);

private:
    static QString fieldHtml(const Models::FieldNetChange &row, const QPalette &palette, bool stepsOpen);
    static QString valuesHtml(const Models::FieldNetChange &row, const QPalette &palette);
};

} // namespace Audience::Ui
