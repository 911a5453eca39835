#include "database.h"

#include "migrations.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Sandbox {

Database::Database(QString path, QString connectionName)
    : m_path(std::move(path)), m_connectionName(std::move(connectionName))
{
}

Database::~Database()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    if (QSqlDatabase::contains(m_connectionName))
        QSqlDatabase::removeDatabase(m_connectionName);
}

bool Database::open(QString *error)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(m_path);
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery pragma(db);
    const QString pragmas[] = {
        QStringLiteral("PRAGMA journal_mode = WAL"),
        QStringLiteral("PRAGMA synchronous = FULL"),
        QStringLiteral("PRAGMA foreign_keys = ON"),
        QStringLiteral("PRAGMA busy_timeout = 5000"),
        QStringLiteral("PRAGMA temp_store = MEMORY"),
        // Reads of a large (--seed scale) database: 64 MiB page cache, up to 2 GiB memory-mapped.
        QStringLiteral("PRAGMA cache_size = -65536"),
        QStringLiteral("PRAGMA mmap_size = 2147483648"),
    };
    for (const QString &statement : pragmas) {
        if (!pragma.exec(statement)) {
            *error = pragma.lastError().text();
            return false;
        }
    }
    return Migrations::apply(db, error);
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

bool Database::isEmpty() const
{
    QSqlQuery query(connection());
    return query.exec(QStringLiteral("SELECT 1 FROM pages LIMIT 1")) && !query.next();
}

} // namespace Sandbox
