#include "seeder.h"

#include "demoactivity.h"
#include "demoworld.h"
#include "scaleworld.h"
#include "seedrandom.h"
#include "seedwriter.h"
#include "wideworld.h"

#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>

namespace Sandbox {

namespace {

constexpr quint32 demoSeed = 20250101;
constexpr quint32 scaleSeed = 20250202;
constexpr quint32 wideSeed = 20250303;
constexpr int maxScalePages = 1000000;

// Settings for the bulk write, all put back when it goes out of scope (after the commit):
// - a large page cache, so SQLite does not spill half-built index pages again and again;
// - a rollback journal instead of the WAL: into an empty file the journal stays tiny, while the
//   WAL would take every page once and then copy it into the file again at the checkpoint.
//   A crash mid-seed still rolls back, so the file is never left half-seeded;
// - sorting for the rebuilt indexes in temporary files rather than memory (a scale:100000 seed
//   would otherwise hold about a gigabyte at its peak).
class BulkWriteSettings
{
public:
    explicit BulkWriteSettings(const QSqlDatabase &db)
        : m_pragma(db)
    {
        m_cacheSize = read(QStringLiteral("PRAGMA cache_size"));
        m_tempStore = read(QStringLiteral("PRAGMA temp_store"));
        run(QStringLiteral("PRAGMA temp_store = FILE"));
        m_journalMode = read(QStringLiteral("PRAGMA journal_mode")).toString().toLower();
        run(QStringLiteral("PRAGMA cache_size = -131072"));
        if (m_journalMode == u"wal")
            run(QStringLiteral("PRAGMA journal_mode = DELETE"));
    }

    ~BulkWriteSettings()
    {
        if (m_tempStore.isValid())
            run(QStringLiteral("PRAGMA temp_store = %1").arg(m_tempStore.toInt()));
        if (m_journalMode == u"wal")
            run(QStringLiteral("PRAGMA journal_mode = WAL"));
        if (m_cacheSize.isValid())
            run(QStringLiteral("PRAGMA cache_size = %1").arg(m_cacheSize.toLongLong()));
    }

    BulkWriteSettings(const BulkWriteSettings &) = delete;
    BulkWriteSettings &operator=(const BulkWriteSettings &) = delete;

private:
    // Every PRAGMA is finished at once: one left stepping (journal_mode answers a row) blocks COMMIT.
    QVariant read(const QString &statement)
    {
        const QVariant value = m_pragma.exec(statement) && m_pragma.next() ? m_pragma.value(0) : QVariant();
        m_pragma.finish();
        return value;
    }

    void run(const QString &statement)
    {
        m_pragma.exec(statement);
        m_pragma.finish();
    }

    QSqlQuery m_pragma;
    QVariant m_cacheSize, m_tempStore;
    QString m_journalMode;
};

// The schema's own indexes, by name and CREATE statement as migrations made them (from sqlite_master).
using IndexDefinitions = QList<QPair<QString, QString>>;

// The indexes are dropped for the bulk write and built again before the commit (DDL is transactional in
// SQLite): building an index over finished tables is one sort, much cheaper than updating it on every insert.
bool dropIndexes(QSqlQuery &ddl, IndexDefinitions &indexes, QString *failure)
{
    bool ok = ddl.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
                                      "ORDER BY name"));
    while (ok && ddl.next())
        indexes.append({ddl.value(0).toString(), ddl.value(1).toString()});
    ddl.finish();
    for (qsizetype i = 0; ok && i < indexes.size(); ++i)
        ok = ddl.exec(QStringLiteral("DROP INDEX \"%1\"").arg(indexes.at(i).first));
    if (!ok)
        *failure = ddl.lastError().text();
    return ok;
}

bool rebuildIndexes(QSqlQuery &ddl, const IndexDefinitions &indexes, QString *failure)
{
    for (const auto &index : indexes) {
        if (!ddl.exec(index.second)) {
            *failure = ddl.lastError().text();
            return false;
        }
    }
    return true;
}

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
    if (text.startsWith(u"wide:")) {
        bool ok = false;
        const int audiences = text.mid(5).toInt(&ok);
        if (ok && audiences >= 1 && audiences <= WideWorld::maxAudiences)
            return SeedRequest{Kind::Wide, 0, audiences};
        *error = QStringLiteral("wide:N needs N between 1 and %1, not \"%2\"").arg(WideWorld::maxAudiences).arg(text);
        return std::nullopt;
    }
    *error = QStringLiteral("--seed takes \"demo\", \"scale:N\" with N from 1 to %1 or \"wide:N\" with N from 1 to %2, "
                            "not \"%3\"").arg(maxScalePages).arg(WideWorld::maxAudiences).arg(text);
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
    BulkWriteSettings settings(m_db);
    if (!m_db.transaction()) {
        *error = m_db.lastError().text();
        return false;
    }
    QSqlQuery ddl(m_db);
    IndexDefinitions indexes;
    QString failure;
    qint64 rows = 0;
    const bool ok = dropIndexes(ddl, indexes, &failure) && writeWorld(request, &rows, &failure)
        && rebuildIndexes(ddl, indexes, &failure);
    if (!ok || !m_db.commit()) {
        *error = QStringLiteral("seeding failed: %1").arg(ok ? m_db.lastError().text() : failure);
        m_db.rollback();
        return false;
    }
    m_rows = rows;
    m_elapsedMs = timer.elapsed();
    *seeded = true;
    return true;
}

// The writer and its statements are gone when this returns, before the commit.
bool Seeder::writeWorld(const SeedRequest &request, qint64 *rows, QString *failure)
{
    SeedWriter writer(m_db);
    bool ok = false;
    if (request.kind == SeedRequest::Kind::Demo) {
        SeedRandom random(demoSeed);
        DemoWorld world(writer, random, m_anchor);
        DemoActivity activity(writer, random, m_anchor);
        ok = world.write() && activity.write();
    } else if (request.kind == SeedRequest::Kind::Scale) {
        SeedRandom random(scaleSeed);
        ok = ScaleWorld(writer, random, m_anchor, request.pages).write();
    } else {
        SeedRandom random(wideSeed);
        ok = WideWorld(writer, random, m_anchor, request.audiences).write();
    }
    *rows = writer.rowsWritten();
    *failure = writer.firstError();
    return ok;
}

} // namespace Sandbox
