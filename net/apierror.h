#pragma once

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>

namespace Audience::Net {

// A problem with one field of a request, from client-side validation or from the server's error
// body, so a form can show it beside the field. `field` is the JSON name ("source", "content.type").
struct FieldProblem
{
    QString field;
    QString message;
    friend bool operator==(const FieldProblem &, const FieldProblem &) = default;
};
using FieldProblems = QList<FieldProblem>;

// The one error type of the client. Every failed reply carries exactly one.
struct ApiError
{
    Q_GADGET
public:
    enum class Kind {
        Offline,      // no connection: refused, reset, host not found, network down
        Timeout,      // no progress within the transfer timeout
        Tls,          // TLS handshake or certificate failure (never ignored)
        Unauthorized, // 401, or no key set, or the key was refused earlier and not replaced yet
        Forbidden,    // 403
        NotFound,     // 404
        Conflict,     // 409
        Validation,   // 400/413/422 from the server, or a request that failed validation unsent
        RateLimited,  // 429 (after the retries allowed)
        Server,       // 5xx (after the retries allowed)
        BadResponse,  // a 2xx that is truncated, empty, not JSON, or not the shape the spec gives
        Cancelled,    // aborted by the caller
        Blocked,      // refused for safety: a redirect to another origin, plain HTTP to a remote host
        Http,         // any other HTTP status (405, 3xx we do not follow, 418…)
    };
    Q_ENUM(Kind)

    Kind kind = Kind::BadResponse;
    int httpStatus = 0;          // 0 when no HTTP answer arrived
    QString message;             // human text: the server's message, else the status line, else ours
    QString code;                // the server's machine code ("validation_failed") when it sent one
    FieldProblems fieldProblems; // per-field details, when present
    QString detail;              // technical detail for logs (a decode path, Qt's error string); no key

    // A short translated title for the kind ("Not found", "Timed out", "Key refused").
    QString title() const;
    // "title: message" as one line for a status bar or a log.
    QString toString() const;
    // Stable lower-case name of a kind ("notFound") for logs and tests.
    static QString kindName(Kind kind);

    static ApiError make(Kind kind, QString message, int httpStatus = 0);
    static ApiError validation(FieldProblems problems);
    static ApiError cancelled();
};

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::FieldProblem)
Q_DECLARE_METATYPE(Audience::Net::ApiError)
