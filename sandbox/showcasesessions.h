#pragma once

#include "seedwriter.h"

#include <QDateTime>
#include <QList>

namespace Sandbox::ShowcaseSessions {

// The visits that give the showcase audience (aud_demo_003, DemoShowcase) a publish whose impact can
// be judged, on top of DemoActivity's regular traffic: a campaign that brings it about 75 visits a
// day from 28 days before the anchor. Its publish of 21 days ago (version 11) falls in the middle:
// the week before converts about 11 %, the week after about 16 % (the gates of "Did it work" are met
// with room, on more than 1,000 sessions in all, so there is a verdict and no "check this"). The
// campaign then tapers (about 20 a day until 8 days ago, 8 a day after the publish of 7 days ago,
// version 19), so that last publish has a full week before it and too few days after it: "Not
// enough data yet". IDs are sess_demo_s00001… (asess_demo_s00001…), apart from the regular ones,
// in time order. Deterministic: the conversions are spread evenly, the rest drawn from a fixed seed.
QList<Seed::SessionRow> rows(const QDateTime &anchor, const QString &pageTitle, const QString &pageUrl);

// The publishes the showcase sessions are built around (days before the anchor), for tests and docs.
inline constexpr int judgedPublishDaysAgo = 21;
inline constexpr int recentPublishDaysAgo = 7;

} // namespace Sandbox::ShowcaseSessions
