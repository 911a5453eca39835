#include "models/store/storeconnection.h"

#include "models/store/storefault.h"
#include "models/store/storefiles.h"
#include "models/store/storeschema.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <chrono>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileDatabase)

namespace {

// A connection name of its own for every connection object: Qt Sql's connections are per name
// and per thread, and two (two profiles, a test's two "consoles", a worker) must never share one.
QString newConnectionName(const QString &purpose)
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("audience-store-%1-%2").arg(purpose).arg(++counter);
}

// The connection's own settings, run before any statement is prepared on it (never through the
// fault point: a test's fault is for the statements of an action).
bool runPragma(QSqlQuery &query, const char *sql)
{
    return query.exec(QString::fromLatin1(sql));
}

// Two consoles making a new profile's store switch it to WAL at the same moment: SQLite answers
// one of them SQLITE_BUSY at once, without calling its busy handler. So the switch is tried again,
// for as long as the busy handler would have waited.
bool switchToWal(QSqlQuery &query, int waitMs)
{
    QElapsedTimer waited;
    waited.start();
    while (!runPragma(query, "PRAGMA journal_mode=WAL")) {
        if (StoreFault::of(query.lastError()) != StoreFault::Kind::Locked || waited.elapsed() > waitMs)
            return false;
        QThread::msleep(5);
    }
    return true;
}

} // namespace

qint64 StoreConnection::steadyClockMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

QString StoreConnection::timeText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

int StoreConnection::busyTimeoutMs(Waits waits)
{
    switch (waits) {
    case Waits::Opening:
        return openingBusyTimeoutMs;
    case Waits::GuiThread:
        return guiBusyTimeoutMs;
    case Waits::Worker:
        return workerBusyTimeoutMs;
    }
    return guiBusyTimeoutMs;
}

StoreConnection::StoreConnection(const QString &purpose)
    : m_connectionName(newConnectionName(purpose))
{
}

StoreConnection::~StoreConnection()
{
    closeConnection();
}

StoreResult<void> StoreConnection::openConnection(const QString &path, Waits waits)
{
    closeConnection();
    StoreResult<void> opened;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        db.setDatabaseName(path);
        // Another console on the same profile may hold the write lock for a moment: SQLite's own
        // busy handler (in the driver) waits for it, as long as `waits` allows.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs(waits)));
        if (!db.open())
            opened = StoreError::fromSqlError(db.lastError());
    }
    if (opened)
        opened = configure(waits);
    m_connected = opened.ok();
    if (!m_connected) {
        qCInfo(lcProfileDatabase) << "the store's connection cannot be set up:" << opened.error().detail;
        closeConnection();
    }
    return opened;
}

StoreResult<void> StoreConnection::configure(Waits waits)
{
    QSqlQuery query(QSqlDatabase::database(m_connectionName, false));
    const bool ok = switchToWal(query, busyTimeoutMs(waits)) && runPragma(query, "PRAGMA synchronous=NORMAL")
                    && runPragma(query, "PRAGMA foreign_keys=ON") && runPragma(query, "PRAGMA wal_autocheckpoint=0")
                    && query.exec(QStringLiteral("PRAGMA journal_size_limit=%1").arg(walSizeLimitBytes));
    if (!ok)
        return StoreError::fromSqlError(query.lastError());
    return {};
}

StoreResult<void> StoreConnection::openExisting(const QString &path, Waits waits, IfMissing ifMissing)
{
    const bool missing = !QFileInfo(path).exists();
    // Never a file that is not a database: SQLite, closing it, would delete the log beside it.
    if (path.isEmpty() || !StoreFiles::startsLikeADatabase(path))
        return StoreError::refused(QStringLiteral("%1 is not a profile's store").arg(path));
    if (missing && ifMissing == IfMissing::Fail)
        return StoreError::refused(QStringLiteral("%1 is not there").arg(path));
    if (missing && !QDir().mkpath(QFileInfo(path).absolutePath()))
        return StoreError::refused(QStringLiteral("the folder of %1 cannot be made").arg(path));
    if (StoreResult<void> opened = openConnection(path, waits); !opened)
        return opened;
    if (missing) {
        QSqlDatabase db = database();
        const StoreSchema::Result made = StoreSchema::migrate(db);
        if (made.ok())
            return {};
        qCWarning(lcProfileDatabase) << "a store could not be made at" << path;
        closeConnection();
        return made.sqlError.isValid() ? StoreError::fromSqlError(made.sqlError) : StoreError::refused(made.error);
    }
    const StoreResult<int> version = userVersion();
    if (version && *version >= 1 && *version <= StoreSchema::currentVersion())
        return {};
    qCInfo(lcProfileDatabase) << "a passing look into" << path << "found schema" << version.value_or(-1) << ": left as it is";
    closeConnection();
    if (!version)
        return version.error();
    return StoreError::refused(QStringLiteral("%1 has schema %2, which this console does not know").arg(path).arg(*version));
}

void StoreConnection::setWaits(Waits waits)
{
    if (!m_connected)
        return;
    QSqlQuery query(database());
    if (!query.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs(waits))))
        qCWarning(lcProfileDatabase) << "the store's busy timeout cannot be set:" << query.lastError().text();
}

void StoreConnection::closeConnection()
{
    m_prepared.clear(); // before the connection: a query outliving it would keep it in use
    m_connected = false;
    m_transactionDepth = 0;
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase StoreConnection::database() const
{
    return m_connected ? QSqlDatabase::database(m_connectionName, false) : QSqlDatabase();
}

StoreQuery StoreConnection::statement(Statement key, const char *sql)
{
    const auto index = std::size_t(key);
    if (m_prepared.m_inUse[index]) // borrowed already (a statement run while another is read)
        return composed(key, QString::fromLatin1(sql));
    std::unique_ptr<QSqlQuery> &slot = m_prepared.m_slots[index];
    if (slot)
        return StoreQuery(*this, key, &slot, &m_prepared.m_inUse[index]);
    auto query = std::make_unique<QSqlQuery>(database());
    query->setForwardOnly(true); // every read goes forward once: no rows kept for going back
    if (!query->prepare(QString::fromLatin1(sql))) {
        // Not kept: the store may have been locked, or a table away for a moment.
        StoreQuery failed(*this, key, std::move(query));
        failed.m_prepareFailure = failed.m_query->lastError();
        return failed;
    }
    slot = std::move(query);
    return StoreQuery(*this, key, &slot, &m_prepared.m_inUse[index]);
}

StoreQuery StoreConnection::composed(Statement key, const QString &sql)
{
    auto query = std::make_unique<QSqlQuery>(database());
    query->setForwardOnly(true);
    StoreQuery result(*this, key, std::move(query));
    if (!result.m_query->prepare(sql))
        result.m_prepareFailure = result.m_query->lastError();
    return result;
}

StoreResult<void> StoreConnection::inTransaction(const std::function<StoreResult<void>()> &work)
{
    if (!m_connected)
        return StoreError::refused(QStringLiteral("the store is not open"));
    if (m_transactionDepth > 0) {
        ++m_transactionDepth;
        StoreResult<void> done = work();
        --m_transactionDepth;
        if (!done && !m_transactionFailed) {
            m_transactionFailed = true;
            m_transactionFailure = done.error();
        }
        return done;
    }
    noteWrite();
    // IMMEDIATE, not Qt's transaction() (a plain, deferred BEGIN): the write lock is taken before
    // the work reads, so no other console writes between its read and its write.
    if (StoreResult<void> begun = statement(Statement::BeginImmediate, "BEGIN IMMEDIATE").exec(); !begun)
        return begun; // said in the log
    m_transactionDepth = 1;
    m_transactionFailed = false;
    StoreResult<void> done = work();
    if (done && m_transactionFailed)
        done = m_transactionFailure; // a nested transaction failed, and its caller went on
    m_transactionDepth = 0;
    if (done)
        done = statement(Statement::Commit, "COMMIT").exec();
    if (done)
        return done;
    qCWarning(lcProfileDatabase) << "transaction rolled back";
    // The failed statement said its own error (or the failed commit); the rollback's own failure
    // (none to roll back) says nothing more.
    QSqlQuery rollback(database());
    runPragma(rollback, "ROLLBACK");
    return done;
}

void StoreConnection::failStatement(int nth, StoreError::Kind kind)
{
    m_statementsRun = 0;
    m_failAt = nth;
    m_failKind = kind;
}

std::optional<QSqlError> StoreConnection::takeInjectedFault()
{
    if (++m_statementsRun != m_failAt || m_failAt <= 0)
        return std::nullopt;
    m_failAt = 0;
    // SQLite's own words and primary codes for the kind.
    switch (m_failKind) {
    case StoreError::Kind::Full:
        return QSqlError(QStringLiteral("injected"), QStringLiteral("database or disk is full"), QSqlError::StatementError,
                         QStringLiteral("13"));
    case StoreError::Kind::Busy:
        return QSqlError(QStringLiteral("injected"), QStringLiteral("database is locked"), QSqlError::StatementError,
                         QStringLiteral("5"));
    case StoreError::Kind::ReadOnly:
        return QSqlError(QStringLiteral("injected"), QStringLiteral("attempt to write a readonly database"),
                         QSqlError::StatementError, QStringLiteral("8"));
    case StoreError::Kind::Damaged:
        return QSqlError(QStringLiteral("injected"), QStringLiteral("database disk image is malformed"),
                         QSqlError::StatementError, QStringLiteral("11"));
    case StoreError::Kind::None:
    case StoreError::Kind::Other:
        break;
    }
    return QSqlError(QStringLiteral("injected"), QStringLiteral("disk I/O error"), QSqlError::StatementError, QStringLiteral("10"));
}

void StoreConnection::noteWrite()
{
    m_lastWriteMs->store(steadyClockMs());
}

StoreResult<int> StoreConnection::userVersion()
{
    StoreQuery query = statement(Statement::UserVersion, "PRAGMA user_version");
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.next() ? query.value(0).toInt() : 0;
}

StoreResult<qint64> StoreConnection::dataVersion()
{
    StoreQuery query = statement(Statement::DataVersion, "PRAGMA data_version");
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    return query.next() ? query.value(0).toLongLong() : 0;
}

StoreResult<void> StoreConnection::checkpoint()
{
    // PASSIVE: copies what it can without waiting on readers or writers.
    return composed(Statement::CheckpointPassive, QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")).exec();
}

} // namespace Audience::Models
