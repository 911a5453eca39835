#pragma once

#include "net/audiencetypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace Audience::Models {

// What one profile knows about audiences beyond the search results: the full Audience objects the
// service returned (archive and restore answer with one), keyed by audienceId. The spec has no "get
// audience", so this is the only place the console learns an audience's status and versions
// (DESIGN: "remembers them per profile"). One instance per profile, owned by whoever owns the
// profile's client; in memory only.
class KnownAudiences : public QObject
{
    Q_OBJECT
public:
    explicit KnownAudiences(QObject *parent = nullptr);
    ~KnownAudiences() override;

    // Stores (or replaces) what the service said about one audience; emits changed().
    void remember(const Net::AudienceRecord &audience);
    // Forgets everything (another profile); emits cleared().
    void clear();

    bool contains(const QString &audienceId) const { return m_audiences.contains(audienceId); }
    std::optional<Net::AudienceRecord> find(const QString &audienceId) const;
    // True when the service last said this audience is archived (status "archived" or archivedAt set).
    bool isArchived(const QString &audienceId) const;
    // The known audiences of one page, in no particular order.
    QList<Net::AudienceRecord> audiencesOfPage(const QString &pageId) const;
    qsizetype count() const { return m_audiences.size(); }

signals:
    void changed(const QString &audienceId, const QString &pageId);
    void cleared();

private:
    QHash<QString, Net::AudienceRecord> m_audiences;
};

} // namespace Audience::Models
