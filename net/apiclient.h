#pragma once

#include "net/accountsapi.h"
#include "net/analyticsapi.h"
#include "net/apikeyprovider.h"
#include "net/apireply.h"
#include "net/audiencesapi.h"
#include "net/conversationapi.h"
#include "net/pagelinksapi.h"
#include "net/pagesapi.h"
#include "net/peopleapi.h"
#include "net/requestlog.h"
#include "net/requestspec.h"
#include "net/retrypolicy.h"
#include "net/topicsapi.h"
#include "net/versionsapi.h"
#include "net/webhooksapi.h"

#include <QObject>
#include <QUrl>

#include <chrono>

class QNetworkAccessManager;

namespace Audience::Net {

// The client of the Audience Pages Service: one object per connection profile. It owns the base
// URL, asks the key provider for the key, and sends through the injected QNetworkAccessManager.
// The 22 operations are grouped by resource: client.pages().list({.limit = 50}, this).
//
// One request core does what every call needs: headers (x-api-key, User-Agent, JSON), the
// transfer timeout, retries with backoff for GETs and keyed writes, error mapping, the request log,
// the key-refused state, and the origin checks that keep the key where it belongs.
class ApiClient : public QObject
{
    Q_OBJECT
public:
    // Neither the network manager nor the key provider is owned; both must outlive the client.
    ApiClient(QNetworkAccessManager *network, const ApiKeyProvider *keys, QObject *parent = nullptr);
    ~ApiClient() override;

    // e.g. http://127.0.0.1:8080 or https://api.example.com/prefix (the /v0/… paths are appended).
    // A different address starts a new connection: calls still in flight are not sent again
    // (no retry, no redirect); one waiting to retry ends at once as Cancelled.
    void setBaseUrl(const QUrl &baseUrl);
    QUrl baseUrl() const { return m_baseUrl; }
    // Plain http:// goes only to loopback unless this is set.
    void setAllowInsecureHttp(bool allow) { m_allowInsecureHttp = allow; }
    bool allowsInsecureHttp() const { return m_allowInsecureHttp; }

    // A different provider starts a new connection, as setBaseUrl() does.
    void setKeyProvider(const ApiKeyProvider *keys);
    // After a 401 every call fails fast with Unauthorized until the provider hands out a different
    // key or this is called. keyRejected() is emitted once per such period.
    bool isKeyRejected() const;
    void resetKeyRejection();

    void setTransferTimeout(std::chrono::milliseconds timeout) { m_transferTimeout = timeout; }
    std::chrono::milliseconds transferTimeout() const { return m_transferTimeout; }
    // The largest answer body accepted: a download that passes it is aborted and fails with
    // BadResponse ("answer too large"), so a broken or hostile service cannot fill the memory.
    static constexpr qint64 DefaultMaxAnswerBytes = 32LL * 1024 * 1024;
    void setMaxAnswerBytes(qint64 bytes) { m_maxAnswerBytes = bytes > 0 ? bytes : DefaultMaxAnswerBytes; }
    qint64 maxAnswerBytes() const { return m_maxAnswerBytes; }
    // Bodies at least this large are decoded on a worker thread, so the GUI thread never spends
    // tens of milliseconds in one answer (decoding runs at roughly 50-100 MB/s here: 1 MiB is ~10-20 ms).
    static constexpr qint64 DefaultBackgroundDecodeBytes = 1024 * 1024;
    void setBackgroundDecodeBytes(qint64 bytes) { m_backgroundDecodeBytes = bytes; }
    qint64 backgroundDecodeBytes() const { return m_backgroundDecodeBytes; }
    void setRetryPolicy(const RetryPolicy &policy) { m_retryPolicy = policy; }
    const RetryPolicy &retryPolicy() const { return m_retryPolicy; }

    int requestsInFlight() const { return m_inFlight; }
    RequestLog *requestLog() const { return m_log; }

    PagesApi &pages() { return m_pages; }
    AudiencesApi &audiences() { return m_audiences; }
    VersionsApi &versions() { return m_versions; }
    ConversationApi &conversation() { return m_conversation; }
    AnalyticsApi &analytics() { return m_analytics; }
    PeopleApi &people() { return m_people; }
    AccountsApi &accounts() { return m_accounts; }
    TopicsApi &topics() { return m_topics; }
    PageLinksApi &pageLinks() { return m_pageLinks; }
    WebhooksApi &webhooks() { return m_webhooks; }

    // The one way a call is made: every operation builds a RequestSpec and lands here.
    template <typename T>
    Reply<T> *send(RequestSpec spec, QObject *context)
    {
        auto *reply = new Reply<T>(spec.method, spec.path, spec.idempotencyKey, &decodeJson<T>, context ? context : this);
        start(reply, std::move(spec));
        return reply;
    }

    // A fresh idempotency key (a random UUID) for one user action.
    static QString makeIdempotencyKey();

signals:
    // A call is about to be tried again: `attempt` is the number of the coming attempt (2, 3).
    void retrying(const QByteArray &method, const QString &path, int attempt, qint64 delayMs);
    void requestsInFlightChanged(int count);
    // The server refused the key (401). Emitted once until resetKeyRejection(); a 401 for a key
    // that is no longer the current one is ignored.
    void keyRejected();
    // The base URL or the key provider changed: calls started before must not send again.
    void connectionChanged();

private:
    friend class RequestJob;
    void start(ApiReply *reply, RequestSpec spec);
    QUrl urlFor(const RequestSpec &spec) const;
    std::optional<ApiError> checkCanSend() const;
    QByteArray currentKey() const;
    // Bumped whenever the base URL or the key provider changes; a job compares it before sending.
    quint64 connectionGeneration() const { return m_connectionGeneration; }
    void bumpConnectionGeneration();
    QNetworkAccessManager *network() const { return m_network; }
    void noteJobStarted();
    void noteJobEnded();
    void noteKeyRejected(const QByteArray &refusedKey);
    void appendLog(RequestLogEntry entry);

    QNetworkAccessManager *m_network;
    const ApiKeyProvider *m_keys;
    QUrl m_baseUrl;
    bool m_allowInsecureHttp = false;
    bool m_keyRejected = false;
    QByteArray m_rejectedKeyHash; // a hash, so no second copy of the key lives here
    std::chrono::milliseconds m_transferTimeout{30000};
    qint64 m_maxAnswerBytes = DefaultMaxAnswerBytes;
    qint64 m_backgroundDecodeBytes = DefaultBackgroundDecodeBytes;
    RetryPolicy m_retryPolicy;
    int m_inFlight = 0;
    quint64 m_connectionGeneration = 0;
    quint64 m_nextLogId = 0;
    RequestLog *m_log;

    PagesApi m_pages{*this};
    AudiencesApi m_audiences{*this};
    VersionsApi m_versions{*this};
    ConversationApi m_conversation{*this};
    AnalyticsApi m_analytics{*this};
    PeopleApi m_people{*this};
    AccountsApi m_accounts{*this};
    TopicsApi m_topics{*this};
    PageLinksApi m_pageLinks{*this};
    WebhooksApi m_webhooks{*this};
};

} // namespace Audience::Net
