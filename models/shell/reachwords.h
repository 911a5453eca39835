#pragma once

#include <QCoreApplication>
#include <QString>

namespace Audience::Net {
struct ApiError;
} // namespace Audience::Net

namespace Audience::Models {

// Why a service could not be reached, in the words the user reads: the same sentence in Test
// Connection (app/connectiontester) and in the window's connection bar (ConnectionState), so the
// two never disagree about a refused connection, a missing host, a timeout, TLS or a proxy.
class ReachWords
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::ReachWords)
public:
    // True for the errors that mean no usable answer came back at all (refused, host not found,
    // network down, proxy, timeout, TLS, a redirect refused for safety).
    static bool isUnreachable(const Net::ApiError &error);
    // "127.0.0.1 did not answer: The connection was refused." for such an error; empty otherwise.
    // `timeoutSeconds` is the limit the call had (said in a timeout's sentence).
    static QString reason(const QString &host, const Net::ApiError &error, int timeoutSeconds);
};

} // namespace Audience::Models
