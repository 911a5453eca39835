#include "models/store/storestatements.h"

#include "models/store/storeconnection.h"

#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcProfileDatabase)

namespace {

#define AUDIENCE_STORE_STATEMENT_NAME(key) #key,
constexpr const char *names[] = {AUDIENCE_STORE_STATEMENTS(AUDIENCE_STORE_STATEMENT_NAME)};
#undef AUDIENCE_STORE_STATEMENT_NAME
static_assert(std::size(names) == std::size_t(Statement::Count), "one name per Statement");

} // namespace

const char *StoreStatements::name(Statement key)
{
    return names[std::size_t(key)];
}

PreparedStatements::PreparedStatements() = default;

PreparedStatements::~PreparedStatements() = default;

void PreparedStatements::clear()
{
    for (std::unique_ptr<QSqlQuery> &slot : m_slots)
        slot.reset();
    m_inUse.fill(false);
}

StoreQuery::StoreQuery(StoreConnection &connection, Statement key, std::unique_ptr<QSqlQuery> owned)
    : m_connection(&connection)
    , m_key(key)
    , m_query(owned.get())
    , m_owned(std::move(owned))
{
}

StoreQuery::StoreQuery(StoreConnection &connection, Statement key, std::unique_ptr<QSqlQuery> *slot, bool *slotInUse)
    : m_connection(&connection)
    , m_key(key)
    , m_query(slot->get())
    , m_slot(slot)
    , m_slotInUse(slotInUse)
{
    *m_slotInUse = true;
}

StoreQuery::StoreQuery(StoreQuery &&other) noexcept
    : m_connection(other.m_connection)
    , m_key(other.m_key)
    , m_query(std::exchange(other.m_query, nullptr))
    , m_owned(std::move(other.m_owned))
    , m_slot(std::exchange(other.m_slot, nullptr))
    , m_slotInUse(std::exchange(other.m_slotInUse, nullptr))
    , m_prepareFailure(std::move(other.m_prepareFailure))
{
}

StoreQuery::~StoreQuery()
{
    if (m_query)
        m_query->finish();
    if (m_slotInUse)
        *m_slotInUse = false;
}

void StoreQuery::forget()
{
    if (m_slot && m_slot->get() == m_query)
        m_owned = std::move(*m_slot);
}

StoreQuery &StoreQuery::bind(const char *name, const QVariant &value)
{
    return bind(QString::fromLatin1(name), value);
}

StoreQuery &StoreQuery::bind(const QString &name, const QVariant &value)
{
    m_query->bindValue(name, value);
    return *this;
}

StoreQuery &StoreQuery::bindText(const char *name, const QString &text)
{
    return bind(name, text.isNull() ? QStringLiteral("") : text);
}

StoreQuery &StoreQuery::bindOptionalText(const char *name, const QString &text)
{
    return bind(name, text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text));
}

StoreResult<void> StoreQuery::exec()
{
    const std::optional<QSqlError> injected = m_connection->takeInjectedFault();
    if (!injected && !m_prepareFailure && m_query->exec())
        return {};
    forget();
    const QSqlError failure = injected ? *injected : lastError();
    qCWarning(lcProfileDatabase) << "store statement" << StoreStatements::name(m_key) << "failed:" << failure.text();
    return StoreError::fromSqlError(failure);
}

bool StoreQuery::next()
{
    return m_query->next();
}

QVariant StoreQuery::value(int column) const
{
    return m_query->value(column);
}

QSqlError StoreQuery::lastError() const
{
    return m_prepareFailure ? *m_prepareFailure : m_query->lastError();
}

int StoreQuery::rowsAffected() const
{
    return m_query->numRowsAffected();
}

} // namespace Audience::Models
