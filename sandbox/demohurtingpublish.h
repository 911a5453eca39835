#pragma once

#include "audiencehistory.h"
#include "seedwriter.h"

#include <QDateTime>
#include <QList>

// A publish that hurt, for the console's watch and "Undo this publish": one more audience
// on the showcase page, page_demo_01, written after the 60 regular ones (and with no draws from the
// demo's shared generator, so every other row stays as it was). "Heads of FP&A at SaaS scale-ups"
// (aud_demo_061) was created 70 days before the anchor; version 2 added a keyword (published 38
// days ago); version 3 (ver_demo_061_3, live) is one message that changed the meta title, the meta
// description and the keywords, published 10 days before the anchor at about 06:56 UTC, before the
// day's first visit. A LinkedIn campaign brings it about 57 visits a day from 24 days before the
// anchor: about 15 % of them convert before that publish and about 8 % after it (the publish day
// counts as after). Every timestamp is relative to `anchor`.
namespace Sandbox::DemoHurtingPublish {

constexpr int audience = 61;
constexpr int page = 1;
inline constexpr int publishDaysAgo = 10;

AudienceSeed audienceSeed(const QDateTime &anchor);

// The audience's path segment on the page ("heads-of-fp-a-at-saas-scale-ups"), for its link and visits.
QString audienceSlug();

// The campaign's visits (sess_demo_h00001…, asess_demo_h00001…), in time order.
QList<Seed::SessionRow> sessions(const QDateTime &anchor, const QString &pageTitle, const QString &pageUrl);

} // namespace Sandbox::DemoHurtingPublish
