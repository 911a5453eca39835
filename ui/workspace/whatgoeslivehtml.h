#pragma once

#include "models/workspace/netchanges.h"

#include <QCoreApplication>
#include <QString>

class QPalette;

namespace Audience::Ui {

// The rich text of "What goes live" (WhatGoesLiveView, one WhatGoesLiveField per field): a field's
// name and whether it ends up different ("no net change" when the steps end where they started),
// and the word diff of live → after (keywords as chips: added, removed, kept, each with a symbol as
// well as a colour). A field the console does not know shows its two values as sent. Every value
// is escaped (it came from the network).
class WhatGoesLiveHtml
{
    Q_DECLARE_TR_FUNCTIONS(WhatGoesLiveHtml)
public:
    // "Meta title · changes"
    static QString titleHtml(const Models::FieldNetChange &row, const QPalette &palette);
    // Live → after.
    static QString valuesHtml(const Models::FieldNetChange &row, const QPalette &palette);
    static QString keywordChips(const Models::KeywordListDiff &diff, const QPalette &palette);
    // "3 agent steps"
    static QString stepsText(int steps);
};

} // namespace Audience::Ui
