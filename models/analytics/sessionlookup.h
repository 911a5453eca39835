#pragma once

#include "models/common/loadstate.h"
#include "net/analyticstypes.h"
#include "net/apierror.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

// A session opened before: enough to list it and open it again.
struct RecentSession
{
    QString pageId;
    QString sessionId;
    QString pageTitle;
    QDateTime openedAt;
    QString summary; // "Converted · 4 min 10 s · google / cpc"
};

// Opens an audience session by its ID (GET /v0/pages/{pageId}/audience_sessions/{id}); the
// interface lists no sessions, so an ID is pasted or typed. Sessions opened successfully are
// remembered for the profile (a recent list, newest first, at most maxRecent), in a small file in
// the profile's folder. One per connection (Models::Connection).
class SessionLookup : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxRecent = 20;

    explicit SessionLookup(QObject *parent = nullptr);
    ~SessionLookup() override;

    void setClient(Net::ApiClient *client);
    // The profile's recent list (empty: in memory only). Loaded at once.
    void setFilePath(const QString &path);

    // Trims and checks the ID first: an empty one, or one with spaces or slashes inside, is refused
    // in words without asking (false, state Error).
    bool open(const QString &pageId, const QString &sessionId);
    void retry();

    LoadState state() const { return m_state; }
    const Net::ApiError &error() const { return m_error; }
    // The last session opened (meaningful in Complete).
    const Net::AudienceSession &session() const { return m_session; }
    QString pageId() const { return m_pageId; }
    QString sessionId() const { return m_sessionId; }

    QList<RecentSession> recent() const { return m_recent; }
    void forgetRecent();

    // The words a card shows for a session's status and outcome.
    static QString computationText(const QString &status);
    static QString summary(const Net::AudienceSession &session);

signals:
    void stateChanged(Audience::Models::LoadState state);
    void recentChanged();

private:
    void remember(const Net::AudienceSession &session);
    void load();
    void save() const;
    void setState(LoadState state);

    QPointer<Net::ApiClient> m_client;
    QPointer<Net::ApiReply> m_reply;
    QString m_path;
    QString m_pageId;
    QString m_sessionId;
    Net::AudienceSession m_session;
    Net::ApiError m_error;
    LoadState m_state = LoadState::Idle;
    QList<RecentSession> m_recent;
    quint64 m_generation = 0;
};

} // namespace Audience::Models
