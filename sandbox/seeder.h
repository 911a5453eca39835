#pragma once

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace Sandbox {

// What --seed asked for: "demo", "scale:N" or "wide:N".
struct SeedRequest
{
    enum class Kind { Demo, Scale, Wide };
    Kind kind = Kind::Demo;
    int pages = 0;     // scale only, 1..1000000
    int audiences = 0; // wide only, 1..5000

    // Parses the --seed value; nullopt (and `error`) when it is not "demo", "scale:N" or "wide:N".
    static std::optional<SeedRequest> parse(const QString &text, QString *error);
};

// Fills an empty database with a deterministic world (DemoWorld + DemoActivity, ScaleWorld or WideWorld), in one
// transaction: either all of it is written or none. The same request writes the same IDs and the same
// structure every time; timestamps are placed relative to the anchor, by default the start of the
// current UTC day, so the demo always looks current ("3 days ago" stays 3 days ago).
class Seeder
{
public:
    explicit Seeder(QSqlDatabase db);

    void setAnchor(const QDateTime &anchor) { m_anchor = anchor; }
    QDateTime anchor() const { return m_anchor; }
    static QDateTime defaultAnchor(); // today 00:00:00.000 UTC

    // True when no page, person, topic, account or webhook subscription exists yet.
    bool databaseIsEmpty() const;

    // Seeds when the database is empty (*seeded = true), leaves it alone otherwise (*seeded = false).
    // Returns false with `error` set when writing failed (nothing is kept then).
    bool seed(const SeedRequest &request, bool *seeded, QString *error);

    qint64 rowsWritten() const { return m_rows; }
    qint64 elapsedMs() const { return m_elapsedMs; }

private:
    // Writes the world asked for; `rows` and `failure` say how many rows and what went wrong first.
    bool writeWorld(const SeedRequest &request, qint64 *rows, QString *failure);

    QSqlDatabase m_db;
    QDateTime m_anchor;
    qint64 m_rows = 0;
    qint64 m_elapsedMs = 0;
};

} // namespace Sandbox
