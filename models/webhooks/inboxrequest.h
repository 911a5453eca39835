#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>

namespace Audience::Models {

// How the inbox answers a delivery: 204, 500 (the sender retries), or never (the sender times out).
enum class InboxAnswer { Success, ServerError, NoAnswer };

// One request the inbox's listener received, as it came.
struct InboxRequest
{
    QDateTime receivedAt; // UTC
    QByteArray method;
    QString path;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    int answeredWith = 0; // the status sent; 0: none
};

} // namespace Audience::Models
