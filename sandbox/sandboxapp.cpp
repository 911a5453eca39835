#include "sandboxapp.h"

#include "accountstore.h"
#include "audiencestore.h"
#include "conversationstore.h"
#include "database.h"
#include "editingagent.h"
#include "faultinjector.h"
#include "httpapp.h"
#include "idempotencystore.h"
#include "pagelinkstore.h"
#include "pagestore.h"
#include "personstore.h"
#include "router.h"
#include "seeder.h"
#include "routes.h"
#include "services.h"
#include "sessionstore.h"
#include "sql.h"
#include "topicstore.h"
#include "versionlifecycle.h"
#include "webhookdispatcher.h"
#include "webhookstore.h"

#include <QTcpServer>

namespace Sandbox {

// Members in construction order; destroyed in reverse (HTTP first, database last).
struct SandboxApp::Parts
{
    explicit Parts(const QString &path) : database(path) {}

    Database database;
    std::unique_ptr<Sql> sql;
    std::unique_ptr<PageStore> pages;
    std::unique_ptr<AudienceStore> audiences;
    std::unique_ptr<ConversationStore> conversations;
    std::unique_ptr<IdempotencyStore> idempotency;
    std::unique_ptr<PersonStore> persons;
    std::unique_ptr<AccountStore> accounts;
    std::unique_ptr<TopicStore> topics;
    std::unique_ptr<PageLinkStore> pageLinks;
    std::unique_ptr<WebhookStore> webhooks;
    std::unique_ptr<SessionStore> sessions;
    EditingAgent agent;
    std::unique_ptr<WebhookDispatcher> dispatcher;
    std::unique_ptr<VersionLifecycle> lifecycle;
    std::unique_ptr<Services> services;
    std::unique_ptr<Router> router;
    std::unique_ptr<FaultInjector> faults;
    std::unique_ptr<HttpApp> http;
};

SandboxApp::SandboxApp(Options options, QByteArray apiKey, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_apiKey(std::move(apiKey))
{
}

SandboxApp::~SandboxApp() = default;

bool SandboxApp::start(QString *error)
{
    m_parts = std::make_unique<Parts>(m_options.databasePath);
    Parts &p = *m_parts;
    p.agent = EditingAgent(m_options.faults.agentMiswritesField, m_options.faults.agentAddsField);
    if (!p.database.open(error))
        return false;
    if (!m_options.seed.isEmpty()) {
        const auto request = SeedRequest::parse(m_options.seed, error);
        if (!request)
            return false;
        // Seeder::seed() leaves a database that already has data alone (a cheap check, no full scan).
        Seeder seeder(p.database.connection());
        bool seeded = false;
        if (!seeder.seed(*request, &seeded, error))
            return false;
        if (seeded)
            m_seededAnchor = seeder.anchor();
        if (seeded)
            qInfo("audience-sandbox: seeded %s: %lld rows in %lld ms", qPrintable(m_options.seed),
                  seeder.rowsWritten(), seeder.elapsedMs());
    }

    p.sql = std::make_unique<Sql>(p.database.connection());
    p.pages = std::make_unique<PageStore>(*p.sql);
    p.audiences = std::make_unique<AudienceStore>(*p.sql);
    p.conversations = std::make_unique<ConversationStore>(*p.sql);
    p.idempotency = std::make_unique<IdempotencyStore>(*p.sql);
    p.persons = std::make_unique<PersonStore>(*p.sql);
    p.accounts = std::make_unique<AccountStore>(*p.sql);
    p.topics = std::make_unique<TopicStore>(*p.sql);
    p.pageLinks = std::make_unique<PageLinkStore>(*p.sql);
    p.webhooks = std::make_unique<WebhookStore>(*p.sql);
    p.sessions = std::make_unique<SessionStore>(*p.sql);

    p.dispatcher = std::make_unique<WebhookDispatcher>(p.database.connection());
    p.dispatcher->setAllowRemoteTargets(m_options.allowRemoteWebhooks);
    WebhookDispatcher *dispatcher = p.dispatcher.get();
    const EventSink events = [dispatcher](const QString &type, const QJsonObject &data) {
        dispatcher->publish(type, data);
    };
    p.lifecycle = std::make_unique<VersionLifecycle>(*p.sql, *p.audiences, *p.conversations, *p.pages, p.agent, events,
                                                     m_options.processingDelayMs);
    p.services.reset(new Services{*p.sql, *p.pages, *p.audiences, *p.conversations, *p.idempotency, *p.persons,
                                  *p.accounts, *p.topics, *p.pageLinks, *p.webhooks, *p.sessions, *p.lifecycle,
                                  events});
    p.router = std::make_unique<Router>(m_apiKey);
    addAllRoutes(*p.router, *p.services);
    p.faults = std::make_unique<FaultInjector>(m_options.faults);
    p.http = std::make_unique<HttpApp>(*p.router, p.faults.get());

    const quint16 port = p.http->listen(m_options.host, m_options.port);
    if (port == 0) {
        *error = QStringLiteral("cannot listen on %1:%2").arg(m_options.host.toString()).arg(m_options.port);
        return false;
    }
    QString host = m_options.host.toString();
    if (m_options.host.protocol() == QAbstractSocket::IPv6Protocol)
        host = u'[' + host + u']';
    m_url = QUrl(QStringLiteral("http://%1:%2").arg(host).arg(port));

    // Work a previous run left unfinished continues once the event loop runs.
    p.lifecycle->resumeInFlight();
    p.dispatcher->resumePending();
    return true;
}

} // namespace Sandbox
