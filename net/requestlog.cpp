#include "net/requestlog.h"

namespace Audience::Net {

RequestLog::RequestLog(qsizetype capacity, QObject *parent)
    : QObject(parent)
    , m_capacity(qMax<qsizetype>(1, capacity))
{
}

void RequestLog::append(RequestLogEntry entry)
{
    if (m_entries.size() >= m_capacity)
        m_entries.removeFirst();
    m_entries.append(std::move(entry));
    emit entryAdded(m_entries.constLast());
}

void RequestLog::clear()
{
    m_entries.clear();
    emit cleared();
}

} // namespace Audience::Net
