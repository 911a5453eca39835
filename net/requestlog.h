#pragma once

#include "net/apierror.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QObject>

#include <optional>

namespace Audience::Net {

// One finished call as the "Network activity" panel shows it. No key, no bodies, no query.
struct RequestLogEntry
{
    quint64 id = 0;
    QDateTime startedAt; // UTC
    QByteArray method;
    QString path;              // e.g. "/v0/pages/page_demo_01", without the query
    int httpStatus = 0;        // of the last attempt; 0 when no answer arrived
    qint64 durationMs = 0;     // from the call to its end, backoff waits included
    qint64 bytesSent = 0;      // body bytes, per attempt summed
    qint64 bytesReceived = 0;  // body bytes of the last attempt
    int retries = 0;           // attempts minus one
    std::optional<ApiError::Kind> errorKind; // std::nullopt on success
    QString errorMessage; // the error's words (ApiError::message, the key redacted); empty on success
};

// A bounded ring of the last calls (oldest dropped first), with a signal per new entry.
class RequestLog : public QObject
{
    Q_OBJECT
public:
    explicit RequestLog(qsizetype capacity = 500, QObject *parent = nullptr);

    QList<RequestLogEntry> entries() const { return m_entries; }
    qsizetype capacity() const { return m_capacity; }
    void append(RequestLogEntry entry);
    void clear();

signals:
    void entryAdded(const Audience::Net::RequestLogEntry &entry);
    void cleared();

private:
    qsizetype m_capacity;
    QList<RequestLogEntry> m_entries;
};

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::RequestLogEntry)
