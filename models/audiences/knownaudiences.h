#pragma once

#include "net/audiencetypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace Audience::Models {

// What one profile knows about audiences beyond the search results: the full Audience objects the
// service returned (archive and restore answer with one), keyed by audienceId. The spec has no "get
// audience", so this is the only place the console learns an audience's status and versions
// (DESIGN: "remembers them per profile"). One instance per profile, owned by whoever owns the
// profile's client. Kept on disk per profile when given a file (setFilePath, KnownAudiencesFile).
class KnownAudiences : public QObject
{
    Q_OBJECT
public:
    explicit KnownAudiences(QObject *parent = nullptr);
    ~KnownAudiences() override;

    // Stores (or replaces) what the service said about one audience; emits changed().
    void remember(const Net::AudienceRecord &audience);
    // The same for the profile whose file is `filePath`, which may no longer be the active one (an
    // answer that came after a switch): remember() when it is this object's file, else written
    // straight into that file. Nothing for an empty path (that profile keeps nothing on disk).
    void rememberFor(const QString &filePath, const Net::AudienceRecord &audience);
    // Forgets everything in memory (another profile); emits cleared(). A file in use is written first
    // if a change is pending, then let go: clearing never empties the file.
    void clear();

    // Keeps these audiences in the file at `path` (KnownAudiencesFile): what is in memory is replaced
    // by what the file holds (cleared(), then changed() for each), and every later change is written
    // back shortly after (a burst is one write). An empty path lets the file go and keeps what is in
    // memory. A corrupt or unreadable file loads as nothing (with a warning) and is overwritten at
    // the next change.
    void setFilePath(const QString &path);
    QString filePath() const { return m_filePath; }
    // Writes a pending change now (also done on destruction and when the file is let go).
    void flush();

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
    void letFileGo();
    void save(); // writes the file now

    QHash<QString, Net::AudienceRecord> m_audiences;
    QString m_filePath;
    QTimer *m_saveTimer = nullptr;
};

} // namespace Audience::Models
