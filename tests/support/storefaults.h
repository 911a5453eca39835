#pragma once

// Faults of the profile's store, made the way they happen on a desktop (the failure
// injection): another program holding the write lock, a disk that fills, a file made read-only.
#include "models/store/profiledatabase.h"
#include "support/rawconnection.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>


namespace Audience::Testing::StoreFaults {

// A second connection to the store's file that holds `BEGIN EXCLUSIVE` (another console's long
// transaction, a backup tool, sqlite3 at a prompt) until release() or its end.
class StoreLock
{
public:
    explicit StoreLock(const QString &path)
        : m_connection(path)
    {
        if (!m_connection.isOpen())
            return;
        QSqlQuery query(m_connection.db());
        m_held = query.exec(QStringLiteral("BEGIN EXCLUSIVE"));
        if (!m_held)
            m_error = query.lastError().text();
    }
    ~StoreLock() { release(); }
    StoreLock(const StoreLock &) = delete;
    StoreLock &operator=(const StoreLock &) = delete;

    bool isHeld() const { return m_held; }
    QString error() const { return m_error; }
    void release()
    {
        if (!m_held)
            return;
        QSqlQuery(m_connection.db()).exec(QStringLiteral("ROLLBACK"));
        m_held = false;
    }

private:
    RawConnection m_connection;
    QString m_error;
    bool m_held = false;
};

// The disk is full for this connection from now on: the file may grow by one page at most
// (SQLite answers SQLITE_FULL, as it does for a full file system); a write of a few kilobytes
// needs more. Returns the limit set.
inline int fillDisk(Models::ProfileDatabase &store)
{
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("PRAGMA page_count")) || !query.next())
        return -1;
    const int pages = query.value(0).toInt();
    query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages + 1));
    return pages + 1;
}

// Room on the disk again.
inline void freeDisk(Models::ProfileDatabase &store)
{
    QSqlQuery(store.database()).exec(QStringLiteral("PRAGMA max_page_count = 1073741823"));
}

} // namespace Audience::Testing::StoreFaults
