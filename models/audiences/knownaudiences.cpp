#include "models/audiences/knownaudiences.h"

#include "models/audiences/knownaudiencesfile.h"

#include <QTimer>

namespace Audience::Models {

KnownAudiences::KnownAudiences(QObject *parent)
    : QObject(parent)
    , m_saveTimer(new QTimer(this))
{
    // Short enough that a quit right after an archive rarely waits on it; flush() covers the rest.
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(250);
    connect(m_saveTimer, &QTimer::timeout, this, &KnownAudiences::save);
}

KnownAudiences::~KnownAudiences()
{
    flush();
}

void KnownAudiences::remember(const Net::AudienceRecord &audience)
{
    if (audience.audienceId.isEmpty())
        return;
    m_audiences.insert(audience.audienceId, audience);
    if (!m_filePath.isEmpty())
        m_saveTimer->start(); // a change waits to be written while the timer runs
    emit changed(audience.audienceId, audience.pageId);
}

void KnownAudiences::rememberFor(const QString &filePath, const Net::AudienceRecord &audience)
{
    if (filePath.isEmpty())
        return;
    if (filePath == m_filePath)
        remember(audience); // in memory too, or the next save would drop it
    else
        KnownAudiencesFile(filePath).remember(audience);
}

void KnownAudiences::clear()
{
    letFileGo();
    m_audiences.clear();
    emit cleared();
}

void KnownAudiences::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    letFileGo();
    if (path.isEmpty())
        return;
    m_filePath = path;
    m_audiences.clear();
    const QList<Net::AudienceRecord> loaded = KnownAudiencesFile(m_filePath).load();
    for (const Net::AudienceRecord &audience : loaded) {
        if (!audience.audienceId.isEmpty())
            m_audiences.insert(audience.audienceId, audience);
    }
    emit cleared();
    for (const Net::AudienceRecord &audience : std::as_const(m_audiences))
        emit changed(audience.audienceId, audience.pageId);
}

void KnownAudiences::flush()
{
    if (!m_saveTimer->isActive())
        return;
    m_saveTimer->stop();
    save();
}

void KnownAudiences::save()
{
    if (!m_filePath.isEmpty())
        KnownAudiencesFile(m_filePath).save(m_audiences.values());
}

void KnownAudiences::letFileGo()
{
    if (m_filePath.isEmpty())
        return;
    flush(); // what is pending goes to the file it belongs to
    m_filePath.clear();
}

std::optional<Net::AudienceRecord> KnownAudiences::find(const QString &audienceId) const
{
    const auto it = m_audiences.constFind(audienceId);
    if (it == m_audiences.constEnd())
        return std::nullopt;
    return *it;
}

bool KnownAudiences::isArchived(const QString &audienceId) const
{
    const auto it = m_audiences.constFind(audienceId);
    if (it == m_audiences.constEnd())
        return false;
    // Either signal is enough: a restored audience has neither.
    return Net::versionStatusFromString(it->status) == Net::VersionStatus::Archived || it->archivedAt.has_value();
}

QList<Net::AudienceRecord> KnownAudiences::audiencesOfPage(const QString &pageId) const
{
    QList<Net::AudienceRecord> result;
    for (const Net::AudienceRecord &audience : m_audiences) {
        if (audience.pageId == pageId)
            result.append(audience);
    }
    return result;
}

} // namespace Audience::Models
