#include "models/analytics/sessionlookup.h"

#include "models/analytics/analyticsfigures.h"
#include "net/apiclient.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace Audience::Models {

SessionLookup::SessionLookup(QObject *parent)
    : RecentByIdLookup(parent)
{
}

SessionLookup::~SessionLookup() = default;

void SessionLookup::clearShown()
{
    m_session = {};
    m_pageId.clear();
    m_sessionId.clear();
}

bool SessionLookup::open(const QString &pageId, const QString &sessionId)
{
    m_pageId = pageId;
    m_sessionId = sessionId.trimmed();
    m_session = {};
    QString problem;
    if (pageId.isEmpty())
        problem = tr("Choose the page the session belongs to first.");
    else if (m_sessionId.isEmpty())
        problem = tr("Type or paste a session ID.");
    else if (m_sessionId.contains(QLatin1Char('/')) || m_sessionId.contains(QLatin1Char('?'))
             || m_sessionId.contains(QLatin1Char('#')) || m_sessionId.contains(QRegularExpression(QStringLiteral("\\s"))))
        problem = tr("A session ID has no spaces, slashes, '?' or '#': check what was pasted.");
    if (!begin(problem))
        return false;
    follow(
        client()->analytics().session(pageId, m_sessionId, this),
        [this](const Net::AudienceSession &session) {
            m_session = session;
            // The ID the user typed is what they will recognise; the page is the one asked.
            rememberFirst(m_recent,
                          RecentSession{m_pageId, m_sessionId, session.pageTitle.value_or(QString()),
                                        QDateTime::currentDateTimeUtc(), summary(session)},
                          maxRecent, [this](const RecentSession &entry) {
                              return entry.pageId == m_pageId && entry.sessionId == m_sessionId;
                          });
        },
        [this](Net::ApiError error) {
            if (error.kind == Net::ApiError::Kind::NotFound)
                error.message = tr("No session with the ID %1 on this page. Sessions belong to one page: check the page "
                                   "chosen, and the ID (an audience session ID or an analytics session ID).")
                                    .arg(m_sessionId);
            return error;
        });
    return true;
}

void SessionLookup::retry()
{
    open(m_pageId, m_sessionId);
}

QString SessionLookup::computationText(const QString &status)
{
    if (status == u"completed")
        return tr("Analysed: the figures below are final.");
    if (status == u"pending")
        return tr("Still being analysed: time spent, scroll depth and whether it bounced may be missing or change.");
    if (status == u"failed")
        return tr("The analysis of this session failed: its engagement figures are missing and it is not counted "
                  "as bounce-eligible.");
    return tr("Analysis status “%1” (not known to this version of the console).").arg(status);
}

QString SessionLookup::summary(const Net::AudienceSession &session)
{
    QStringList parts;
    parts.append(session.hasConversion ? tr("Converted") : session.isBounce ? tr("Bounced") : tr("Engaged"));
    if (session.timeSpentSeconds)
        parts.append(FigureText::duration(*session.timeSpentSeconds));
    if (session.utmSource)
        parts.append(session.utmMedium ? QStringLiteral("%1 / %2").arg(*session.utmSource, *session.utmMedium)
                                       : *session.utmSource);
    return parts.join(QStringLiteral(" · "));
}

void SessionLookup::readRecent(const QJsonArray &entries)
{
    for (const QJsonValue &value : entries) {
        const QJsonObject entry = value.toObject();
        RecentSession recent{entry.value(QStringLiteral("pageId")).toString(),
                             entry.value(QStringLiteral("sessionId")).toString(),
                             entry.value(QStringLiteral("pageTitle")).toString(),
                             QDateTime::fromString(entry.value(QStringLiteral("openedAt")).toString(), Qt::ISODateWithMs),
                             entry.value(QStringLiteral("summary")).toString()};
        if (!recent.pageId.isEmpty() && !recent.sessionId.isEmpty() && m_recent.size() < maxRecent)
            m_recent.append(recent);
    }
}

QJsonArray SessionLookup::recentEntries() const
{
    QJsonArray entries;
    for (const RecentSession &recent : m_recent) {
        entries.append(QJsonObject{{QStringLiteral("pageId"), recent.pageId},
                                   {QStringLiteral("sessionId"), recent.sessionId},
                                   {QStringLiteral("pageTitle"), recent.pageTitle},
                                   {QStringLiteral("openedAt"), recent.openedAt.toString(Qt::ISODateWithMs)},
                                   {QStringLiteral("summary"), recent.summary}});
    }
    return entries;
}

} // namespace Audience::Models
