#pragma once

#include <QString>

namespace Sandbox {

// Fresh identifiers with a readable prefix: make("page") -> "page_01hx…" (26 lower-case base-32
// characters: 48-bit millisecond time then 82 random bits, so IDs made later sort later).
// accountId() follows the spec's pattern ^account_[a-z0-9]{26}$.
class Ids
{
public:
    static QString make(QStringView prefix);
    static QString accountId() { return make(u"account"); }
};

} // namespace Sandbox
