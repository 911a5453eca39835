#pragma once

#include "models/common/byidlookup.h"
#include "net/analyticstypes.h"

#include <QDateTime>

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
class SessionLookup : public RecentByIdLookup<RecentSession>
{
    Q_OBJECT
public:
    static constexpr int maxRecent = 20;

    explicit SessionLookup(QObject *parent = nullptr);
    ~SessionLookup() override;

    // Trims and checks the ID first: an empty one, or one with spaces or slashes inside, is refused
    // in words without asking (false, state Error).
    bool open(const QString &pageId, const QString &sessionId);
    void retry() override;

    // The last session opened (meaningful in Complete).
    const Net::AudienceSession &session() const { return m_session; }
    QString pageId() const { return m_pageId; }
    QString sessionId() const { return m_sessionId; }

    // The words a card shows for a session's status and outcome.
    static QString computationText(const QString &status);
    static QString summary(const Net::AudienceSession &session);

protected:
    void clearShown() override;
    void readRecent(const QJsonArray &entries) override;
    QJsonArray recentEntries() const override;

private:
    QString m_pageId;
    QString m_sessionId;
    Net::AudienceSession m_session;
};

} // namespace Audience::Models
