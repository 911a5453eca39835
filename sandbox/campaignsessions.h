#pragma once

#include "seedwriter.h"

#include <QDateTime>
#include <QList>
#include <QString>

// A paid campaign that brings one demo audience visits on top of DemoActivity's regular traffic, so
// that the console has publishes whose impact it can judge (ShowcaseSessions, DemoHurtingPublish).
// Deterministic: each campaign draws from its own fixed seed, so the regular traffic stays as it was.
namespace Sandbox::CampaignSessions {

// One stretch of a campaign: days `fromDaysAgo` down to `toDaysAgo` (both included, before the
// anchor), `perDay` visits a day (give or take `perDayJitter`, drawn per day), converting at `rate`.
struct Stretch
{
    int fromDaysAgo;
    int toDaysAgo;
    int perDay;
    double rate;
    int perDayJitter = 0;
};

struct Campaign
{
    QString audienceId, pageId, pageTitle, pageUrl; // pageUrl without the query
    QString utmSource, utmMedium, utmCampaign;
    QString idInfix; // "s": sess_demo_s00001, asess_demo_s00001, fsub_demo_s00001
    quint32 seed = 0;
    QList<Stretch> stretches; // in time order
};

// The campaign's visits in time order, numbered from 1. Conversions are spread evenly over each day's
// visits (round(n × rate) of them, whatever the draws); bounces, scroll depth, time, clicks, CTA clicks
// and form submits (about a third of the conversions) are drawn. Visits spread over 07:00–21:00 UTC.
QList<Seed::SessionRow> rows(const QDateTime &anchor, const Campaign &campaign);

} // namespace Sandbox::CampaignSessions
