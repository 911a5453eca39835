#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace Sandbox {

class SeedWriter;
class SeedRandom;

// --seed wide:N: one published page with N audiences (1..5000) and their visitor sessions, for
// benchmarks of the console's analytics screen (one row per audience). Nothing else is written.
// IDs: page_wide_0001; aud_wide_0001 … (version 1 ver_wide_0001_1, published); sessions
// sess_wide_000001 … / asess_wide_000001 … in time order over the 90 days before the anchor.
// Audience n gets its own engagement profile (bounce, CTA, form and scroll tendencies, time on page,
// growing or fading traffic), so every analytics row differs. Session counts by n: every 16th
// (3, 19, 35, …) has none, every 16th from 9 (9, 25, …) 1–4, every 25th (11, 36, …) 150–600, the
// others 5–60.
class WideWorld
{
public:
    static constexpr int maxAudiences = 5000;
    static constexpr int sessionDays = 90;

    WideWorld(SeedWriter &writer, SeedRandom &random, const QDateTime &anchor, int audiences);

    bool write();

    static QString pageId() { return QStringLiteral("page_wide_0001"); }
    static QString audienceId(int n); // "aud_wide_0001"
    // Readable and unique for n up to 5040: "<role> at <industry>[ <focus>][ (<region>)]", e.g.
    // "VPs of Finance at SaaS scale-ups on renewal (Nordics)"; 15 to 130 characters.
    static QString audienceName(int n);

    qint64 sessionsWritten() const { return m_sessions; }

private:
    // How audience n's visitors behave; drawn once per audience, then applied to each of its sessions.
    struct Profile
    {
        int sessions = 0;
        double bounceRate = 0, ctaRate = 0, formRate = 0, timeScale = 1, trend = 1;
        int scrollCentre = 70;
    };

    bool writePage();
    bool writeAudiences();
    bool writeSessions();

    SeedWriter &m_writer;
    SeedRandom &m_random;
    QDateTime m_anchor;
    int m_audiences;
    QList<Profile> m_profiles; // index n - 1
    qint64 m_sessions = 0;
};

} // namespace Sandbox
