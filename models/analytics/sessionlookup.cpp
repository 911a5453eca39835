#include "models/analytics/sessionlookup.h"

#include "models/analytics/analyticsfigures.h"
#include "models/common/recentlistfile.h"
#include "net/apiclient.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace Audience::Models {

SessionLookup::SessionLookup(QObject *parent)
    : QObject(parent)
{
}

SessionLookup::~SessionLookup() = default;

void SessionLookup::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    ++m_generation;
    if (m_reply)
        m_reply->abort();
    m_client = client;
    m_session = {};
    m_error = {};
    m_pageId.clear();
    m_sessionId.clear();
    setState(LoadState::Idle);
}

void SessionLookup::setFilePath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    load();
}

bool SessionLookup::open(const QString &pageId, const QString &sessionId)
{
    ++m_generation;
    if (m_reply)
        m_reply->abort();
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
    else if (!m_client)
        problem = tr("Not connected.");
    if (!problem.isEmpty()) {
        m_error = Net::ApiError::make(Net::ApiError::Kind::Validation, problem);
        setState(LoadState::Error);
        return false;
    }
    m_error = {};
    setState(LoadState::Loading);
    const quint64 generation = m_generation;
    auto *reply = m_client->analytics().session(pageId, m_sessionId, this);
    m_reply = reply;
    reply->then(
        this,
        [this, generation](const Net::AudienceSession &session) {
            if (generation != m_generation)
                return;
            m_session = session;
            remember(session);
            setState(LoadState::Complete);
        },
        [this, generation](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            m_error = error;
            if (error.kind == Net::ApiError::Kind::NotFound)
                m_error.message = tr("No session with the ID %1 on this page. Sessions belong to one page: check the page "
                                     "chosen, and the ID (an audience session ID or an analytics session ID).")
                                      .arg(m_sessionId);
            setState(LoadState::Error);
        });
    return true;
}

void SessionLookup::retry()
{
    open(m_pageId, m_sessionId);
}

void SessionLookup::forgetRecent()
{
    if (m_recent.isEmpty())
        return;
    m_recent.clear();
    save();
    emit recentChanged();
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

void SessionLookup::remember(const Net::AudienceSession &session)
{
    // The ID the user typed is what they will recognise; the page is the one asked.
    m_recent.removeIf([this](const RecentSession &entry) {
        return entry.pageId == m_pageId && entry.sessionId == m_sessionId;
    });
    m_recent.prepend({m_pageId, m_sessionId, session.pageTitle.value_or(QString()),
                      QDateTime::currentDateTimeUtc(), summary(session)});
    if (m_recent.size() > maxRecent)
        m_recent.resize(maxRecent);
    save();
    emit recentChanged();
}

void SessionLookup::load()
{
    m_recent.clear();
    const QJsonArray entries = RecentListFile::read(m_path);
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
    emit recentChanged();
}

void SessionLookup::save() const
{
    QJsonArray entries;
    for (const RecentSession &recent : m_recent) {
        entries.append(QJsonObject{{QStringLiteral("pageId"), recent.pageId},
                                   {QStringLiteral("sessionId"), recent.sessionId},
                                   {QStringLiteral("pageTitle"), recent.pageTitle},
                                   {QStringLiteral("openedAt"), recent.openedAt.toString(Qt::ISODateWithMs)},
                                   {QStringLiteral("summary"), recent.summary}});
    }
    RecentListFile::write(m_path, entries);
}

void SessionLookup::setState(LoadState state)
{
    m_state = state;
    emit stateChanged(state);
}

} // namespace Audience::Models
