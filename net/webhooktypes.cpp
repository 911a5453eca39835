#include "net/webhooktypes.h"

namespace Audience::Net {

using L1 = QLatin1StringView;

QStringList knownWebhookEvents()
{
    return {QStringLiteral("page.version.created"), QStringLiteral("page.version.processed"),
            QStringLiteral("page.version.published"), QStringLiteral("form.submitted"),
            QStringLiteral("form.enriched"), QStringLiteral("form.enrichment_failed")};
}

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, WebhookSubscription &out)
{
    ObjectReader o(value, path, context);
    o.required(L1("subscriptionId"), out.subscriptionId);
    o.required(L1("url"), out.url);
    o.nullable(L1("events"), out.events);
    o.required(L1("active"), out.active);
    o.required(L1("createdAt"), out.createdAt);
    o.required(L1("updatedAt"), out.updatedAt);
}

} // namespace Audience::Net
