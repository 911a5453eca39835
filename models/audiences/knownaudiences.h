#pragma once

#include "net/audiencetypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace Audience::Models {

class ProfileDatabase;

// What one profile knows about audiences beyond the search results: the full Audience objects the
// service returned (archive and restore answer with one), keyed by audienceId. The spec has no "get
// audience", so this is the only place the console learns an audience's status and versions
// (DESIGN: "remembers them per profile"). One instance per profile, owned by whoever owns the
// profile's client. Kept in the profile's store when given one (setStore, KnownAudiencesTable):
// each change is written at once, as one row.
class KnownAudiences : public QObject
{
    Q_OBJECT
public:
    explicit KnownAudiences(QObject *parent = nullptr);
    ~KnownAudiences() override;

    // Stores (or replaces) what the service said about one audience; emits changed().
    void remember(const Net::AudienceRecord &audience);
    // The same for the profile whose store is at `storePath`, which may no longer be the active one
    // (an answer that came after a switch): remember() when it is this object's store, else
    // written straight into that store. Nothing for an empty path.
    void rememberFor(const QString &storePath, const Net::AudienceRecord &audience);
    // Forgets everything in memory (another profile) and lets the store go; emits cleared().
    void clear();

    // Keeps these audiences in `store` (not owned; null lets it go and keeps what is in memory):
    // what was learnt before it was given is written to it, then everything it holds is taken in
    // (cleared(), then changed() for each).
    void setStore(ProfileDatabase *store);
    // The path of the profile's store: where an answer for this profile goes, even before the
    // store is open (what is learnt then is written when it opens) or after a switch (rememberFor).
    void setStorePath(const QString &path) { m_storePath = path; }
    QString storePath() const;

    bool contains(const QString &audienceId) const { return m_audiences.contains(audienceId); }
    std::optional<Net::AudienceRecord> find(const QString &audienceId) const;
    // True when the service last said this audience is archived (status "archived" or archivedAt set).
    bool isArchived(const QString &audienceId) const;
    // The known audiences of one page, in no particular order.
    QList<Net::AudienceRecord> audiencesOfPage(const QString &pageId) const;
    qsizetype count() const { return m_audiences.size(); }
    QList<Net::AudienceRecord> all() const { return m_audiences.values(); }

signals:
    void changed(const QString &audienceId, const QString &pageId);
    void cleared();

private:
    QHash<QString, Net::AudienceRecord> m_audiences;
    QPointer<ProfileDatabase> m_store;
    QString m_storePath;
};

} // namespace Audience::Models
