#include "seeder.h"

#include "demoactivity.h"
#include "demoworld.h"
#include "scaleworld.h"
#include "seedrandom.h"
#include "seedwriter.h"

#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace Sandbox {

namespace {

constexpr quint32 demoSeed = 20250101;
constexpr quint32 scaleSeed = 20250202;
constexpr int maxScalePages = 1000000;

} // namespace

std::optional<SeedRequest> SeedRequest::parse(const QString &text, QString *error)
{
    if (text == u"demo")
        return SeedRequest{Kind::Demo, 0};
    if (text.startsWith(u"scale:")) {
        bool ok = false;
        const int pages = text.mid(6).toInt(&ok);
        if (ok && pages >= 1 && pages <= maxScalePages)
            return SeedRequest{Kind::Scale, pages};
    }
    *error = QStringLiteral("--seed takes \"demo\" or \"scale:N\" with N from 1 to %1, not \"%2\"").arg(maxScalePages).arg(text);
    return std::nullopt;
}

Seeder::Seeder(QSqlDatabase db)
    : m_db(std::move(db)), m_anchor(defaultAnchor())
{
}

QDateTime Seeder::defaultAnchor()
{
    return QDateTime(QDateTime::currentDateTimeUtc().date(), QTime(0, 0), QTimeZone::utc());
}

bool Seeder::databaseIsEmpty() const
{
    QSqlQuery query(m_db);
    for (const char *table : {"pages", "persons", "topics", "accounts", "webhook_subscriptions"}) {
        if (!query.exec(QStringLiteral("SELECT 1 FROM %1 LIMIT 1").arg(QLatin1String(table))) || query.next())
            return false;
    }
    return true;
}

bool Seeder::seed(const SeedRequest &request, bool *seeded, QString *error)
{
    *seeded = false;
    if (!databaseIsEmpty())
        return true;
    QElapsedTimer timer;
    timer.start();
    if (!m_db.transaction()) {
        *error = m_db.lastError().text();
        return false;
    }
    bool ok;
    SeedWriter writer(m_db);
    if (request.kind == SeedRequest::Kind::Demo) {
        SeedRandom random(demoSeed);
        DemoWorld world(writer, random, m_anchor);
        DemoActivity activity(writer, random, m_anchor);
        ok = world.write() && activity.write();
    } else {
        SeedRandom random(scaleSeed);
        ok = ScaleWorld(writer, random, m_anchor, request.pages).write();
    }
    if (!ok || !m_db.commit()) {
        *error = QStringLiteral("seeding failed: %1").arg(ok ? m_db.lastError().text() : writer.firstError());
        m_db.rollback();
        return false;
    }
    m_rows = writer.rowsWritten();
    m_elapsedMs = timer.elapsed();
    *seeded = true;
    return true;
}

} // namespace Sandbox
