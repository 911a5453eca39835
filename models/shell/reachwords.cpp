#include "models/shell/reachwords.h"

#include "net/apierror.h"

namespace Audience::Models {

using Kind = Net::ApiError::Kind;

bool ReachWords::isUnreachable(const Net::ApiError &error)
{
    switch (error.kind) {
    case Kind::Offline:
    case Kind::Timeout:
    case Kind::Tls:
    case Kind::Blocked:
        return true;
    default:
        return false;
    }
}

QString ReachWords::reason(const QString &host, const Net::ApiError &error, int timeoutSeconds)
{
    switch (error.kind) {
    case Kind::Offline:
        return tr("%1 did not answer: %2").arg(host, error.message);
    case Kind::Timeout:
        return tr("%1 did not answer within %n second(s).", nullptr, timeoutSeconds).arg(host);
    case Kind::Tls:
        return tr("The secure connection to %1 failed: %2").arg(host, error.message);
    case Kind::Blocked:
        return tr("Not sent, for safety: %1").arg(error.message);
    default:
        return {};
    }
}

} // namespace Audience::Models
