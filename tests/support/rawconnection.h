#pragma once

// A connection of the test's own to a store's file, as another program (another console, sqlite3 at
// a prompt, a backup tool) would open it: to look at what the store wrote, or to get in its way.
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <atomic>

namespace Audience::Testing {

class RawConnection
{
public:
    explicit RawConnection(const QString &path)
        : m_name(QStringLiteral("test-raw-connection-%1").arg(++counter()))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        m_open = db.open();
    }
    ~RawConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    bool isOpen() const { return m_open; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    // The first column of the first row `sql` gives, as a number (-1 when it fails).
    int count(const QString &sql) const
    {
        QSqlQuery query(db());
        return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
    }

private:
    static std::atomic<int> &counter()
    {
        static std::atomic<int> value{0};
        return value;
    }
    QString m_name;
    bool m_open = false;
};

} // namespace Audience::Testing
