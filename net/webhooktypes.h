#pragma once

// Wire types of webhook subscriptions (spec sections 2 and 6).
#include "net/pagetypes.h"

namespace Audience::Net {

// The event types of section 6, as sent on the wire.
QStringList knownWebhookEvents();

struct WebhookSubscription
{
    QString subscriptionId;
    QString url;
    Nullable<QStringList> events; // null on read is allowed; unknown event names kept
    bool active = false;
    QString createdAt;
    QString updatedAt;
};

// The body of PATCH /v0/webhook_subscriptions/{id}: absent fields are left as they are. The spec
// gives `events` as an array of event types on write (null only on read), so a null `events` is
// refused before sending with a field problem; an empty list is sent as [].
struct WebhookUpdate
{
    std::optional<QString> url;
    OptionalNullable<QStringList> events;
    std::optional<bool> active;
};

void readJson(const JsonValue &value, const JsonPath &path, DecodeContext &context, WebhookSubscription &out);

} // namespace Audience::Net

Q_DECLARE_METATYPE(Audience::Net::WebhookSubscription)
Q_DECLARE_METATYPE(Audience::Net::WebhookUpdate)
