#pragma once

#include <QHash>
#include <QObject>

class QTimer;

namespace Audience::Models {

// The unsent text of each audience's composer, for one profile: it survives switching audiences,
// profiles and a restart. Kept in the profile's folder of the app's data location (it is not a
// secret) as {"format": 1, "drafts": {"<audienceId>": "<text>"}}, written shortly after a change
// (a burst of keys is one write) and atomically.
class ComposerDrafts : public QObject
{
    Q_OBJECT
public:
    static constexpr int saveDelayMs = 400;

    explicit ComposerDrafts(QObject *parent = nullptr);
    ~ComposerDrafts() override;

    // Writes what is pending to the old file, then loads the new one (empty: memory only).
    void setFilePath(const QString &path);
    QString filePath() const { return m_path; }

    QString text(const QString &audienceId) const { return m_texts.value(audienceId); }
    // An empty text forgets the draft.
    void setText(const QString &audienceId, const QString &text);
    // Writes a pending change now.
    void flush();

private:
    void load();

    QString m_path;
    QHash<QString, QString> m_texts;
    QTimer *m_saveTimer = nullptr;
};

} // namespace Audience::Models
