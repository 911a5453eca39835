#pragma once

#include "models/watch/watchalert.h"

#include <QCoreApplication>
#include <QLocale>

namespace Audience::Models {

// A watch alert in words, for the desktop notification and Review's "Needs a look" alike: what
// the watch found, about which publish of which audience, and the figures behind it. Never an
// instruction: the words say what may be wrong and leave the decision to the user.
class WatchText
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::WatchText)
public:
    // "This publish may have hurt", "Conversions stopped after this publish", "Tracking may be broken".
    static QString headline(const WatchAlert &alert);
    // "Version 3 of Heads of FP&A at SaaS scale-ups, published 17 Nov 2026 06:56".
    static QString what(const WatchAlert &alert, const QString &audienceName, const QLocale &locale = QLocale());
    // The engine's finding in words (ImpactText::judgement, as the impact card says it).
    static QString figures(const WatchAlert &alert, const QLocale &locale = QLocale());
    // "2 publishes need a look" (the notification's title when several come at once).
    static QString count(int alerts);
};

} // namespace Audience::Models
