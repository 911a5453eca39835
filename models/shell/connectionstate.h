#pragma once

#include "net/apierror.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <array>
#include <optional>

namespace Audience::Net {
class ApiClient;
class ApiReply;
struct RequestLogEntry;
} // namespace Audience::Net

namespace Audience::Models {

// Whether the profile's service can be used right now, one state for the whole window, learnt
// from the answers of the console's real calls (every call the client finishes), never guessed:
//   Connected       the last call the service answered as it should (a 404 is an answer too);
//   Unreachable     no answer came: refused, host not found, network down, proxy, timeout, TLS;
//   ServiceFailing  the service answers, with errors (5xx), and not just one call of it (below);
//   KeyRefused      the service refused the key (401, 403).
// One call answered with a 5xx is that call's error, said where it was made: one broken endpoint
// is not an outage. It makes the state ask the service once (the same cheap call as its tries);
// only when that check answers with a 5xx too, with no good answer of any call in between, is the
// service said to be failing. During an outage every 5xx keeps it; any good answer ends it.
// In the first two (an outage) it tries again by itself, after 2 s, 5 s, 10 s, 30 s and then every
// minute, and at once on retryNow() or when the system says the network is back; the first good
// answer after an outage emits cameBack(), and the window reads again what it shows. The key is
// not tried again by itself: only a new key can change that answer.
//
// The table from an answer to a state is take() below.
class ConnectionState : public QObject
{
    Q_OBJECT
public:
    enum class Status { NoService, Connected, Unreachable, ServiceFailing, KeyRefused };
    Q_ENUM(Status)

    // The waits before the automatic tries of an outage, in seconds; the last one repeats.
    static constexpr std::array<int, 5> retrySeconds{2, 5, 10, 30, 60};

    explicit ConnectionState(QObject *parent = nullptr);
    ~ConnectionState() override;

    // Follows the answers of this client's calls (not owned; may be null).
    void setClient(Net::ApiClient *client);
    // The hub's: a profile's service is the client's from now on (Connected until an answer says
    // otherwise), or no service is (NoService: no profile, or another one coming).
    void start();
    void stop();
    // One finished call of the client: null error for a success. Calls end here through the
    // client's request log; the hub hands in the first answer, which came before start().
    void take(const Net::ApiError *error, int httpStatus);

    Status status() const { return m_status; }
    bool isOutage() const { return m_status == Status::Unreachable || m_status == Status::ServiceFailing; }
    // The state in a few words ("Cannot reach the service"); empty while connected or no service.
    QString title() const;
    // Why, in the words of Test Connection ("127.0.0.1 did not answer: The connection was refused.").
    QString reason() const { return m_reason; }
    // What the user can do about it, one sentence.
    QString advice() const;
    // When the service last answered well (UTC); invalid before its first answer.
    QDateTime lastAnswerAt() const { return m_lastAnswerAt; }
    // When the next automatic try starts (UTC); invalid when none is planned.
    QDateTime nextTryAt() const { return m_nextTryAt; }
    // True while a try of this state's own is on its way.
    bool isTrying() const { return m_try != nullptr; }
    // Automatic tries since the outage began.
    int tries() const { return m_tries; }
    // Calls answered with a 5xx since the last answer that was not one (the check's included).
    int serverErrorsInARow() const { return m_serverErrorsInRow; }

    // For tests: the clock (UTC) and the waits (scaled) are injectable.
    void setRetryScale(double scale) { m_retryScale = scale; }

public slots:
    // Tries now (the bar's Retry): one cheap call (the first page of pages, one row).
    void retryNow();
    // Asks the service once now, whatever the state: for when the console learns by other means
    // (its embedded sandbox ended) that the service may be gone. The answer sets the state.
    void checkNow();
    // The system says the network is back: during an outage, tries at once.
    void networkIsBack();
    // Listens to the system's network reachability (QNetworkInformation) from the first outage
    // on, when a backend is available; without one (headless, say) the automatic tries still run.
    // The backend is loaded only then: loading it may ask the system bus, which a start without
    // an outage never waits for.
    void followSystemNetwork();

signals:
    void changed();
    // An outage ended: the service answered well again. The window reads again what it shows.
    void cameBack();

private:
    void onLogEntry(const Net::RequestLogEntry &entry);
    void setStatus(Status status, const QString &reason);
    void takeServerError(const QString &reason);
    void checkAnsweredWithError(const Net::ApiError &error);
    void planTry();
    void startTry();
    void loadSystemNetwork();

    QPointer<Net::ApiClient> m_client;
    QMetaObject::Connection m_logConnection;
    Status m_status = Status::NoService;
    QString m_reason;
    QDateTime m_lastAnswerAt;
    QDateTime m_nextTryAt;
    QTimer m_timer;
    QPointer<Net::ApiReply> m_try;
    int m_tries = 0;
    int m_serverErrorsInRow = 0;
    double m_retryScale = 1.0;
    bool m_followNetwork = false;    // followSystemNetwork() was asked
    bool m_followingNetwork = false; // ... and loading the backend was tried
};

} // namespace Audience::Models
