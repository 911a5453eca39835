#pragma once

#include "eventsink.h"

namespace Sandbox {

class AccountStore;
class AudienceStore;
class ConversationStore;
class IdempotencyStore;
class PageLinkStore;
class PageStore;
class PersonStore;
class SessionStore;
class Sql;
class TopicStore;
class VersionLifecycle;
class WebhookStore;

// Everything the route handlers use, built once in main() (no singletons).
struct Services
{
    Sql &sql;
    PageStore &pages;
    AudienceStore &audiences;
    ConversationStore &conversations;
    IdempotencyStore &idempotency;
    PersonStore &persons;
    AccountStore &accounts;
    TopicStore &topics;
    PageLinkStore &pageLinks;
    WebhookStore &webhooks;
    SessionStore &sessions;
    VersionLifecycle &lifecycle;
    EventSink events;
};

} // namespace Sandbox
