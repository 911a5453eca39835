#pragma once

#include <QSqlDatabase>
#include <QString>

namespace Sandbox {

// Owns the sandbox's one SQLite connection (used only on the server's thread).
//
// How to use it (e.g. from the seeder):
//     Sandbox::Database database(QStringLiteral("/tmp/x.db"));   // or ":memory:"
//     QString error;
//     if (!database.open(&error)) { ... }                        // pragmas + migrations applied
//     QSqlDatabase db = database.connection();
//     QSqlQuery insert(db);
//     insert.prepare(QStringLiteral("INSERT INTO pages (id, ...) VALUES (?, ...)"));
// Wrap bulk inserts in db.transaction()/db.commit(): with synchronous=FULL every commit is an fsync.
// The schema and the meaning of every column are in migrations.cpp. IDs come from Ids::make() and
// timestamps from Clock (ids.h, clock.h).
//
// open() sets: journal_mode=WAL (file databases), synchronous=FULL (an acknowledged write survives
// kill -9 and power loss), foreign_keys=ON, busy_timeout=5000, then runs Migrations::apply().
class Database
{
public:
    explicit Database(QString path, QString connectionName = QStringLiteral("audience-sandbox"));
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    bool open(QString *error);
    QSqlDatabase connection() const;
    QString path() const { return m_path; }

    // True when the database holds no page at all (used to decide whether --seed applies).
    bool isEmpty() const;

private:
    QString m_path;
    QString m_connectionName;
};

} // namespace Sandbox
