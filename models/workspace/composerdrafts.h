#pragma once

#include "models/store/storeresult.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

class QTimer;

namespace Audience::Models {

class ProfileDatabase;

// The unsent text of each audience's composer, for one profile: it survives switching audiences,
// profiles, a restart and a crash. Kept in the profile's store (table composer_drafts), written
// shortly after a change (a burst of keys is one write, well within a second of the last key).
// Sending moves a text from here to the write journal in one transaction (takeForSend), so at every
// instant it is in exactly one of the two.
class ComposerDrafts : public QObject
{
    Q_OBJECT
public:
    static constexpr int saveDelayMs = 400;

    explicit ComposerDrafts(QObject *parent = nullptr);
    ~ComposerDrafts() override;

    // Writes what is pending to the old store, then takes in the new one's drafts (not owned;
    // null: memory only). A text typed before the store was given wins over the stored one.
    void setStore(ProfileDatabase *store);

    QString text(const QString &audienceId) const { return m_texts.value(audienceId); }
    // An empty text forgets the draft.
    void setText(const QString &audienceId, const QString &text);
    // Writes what is pending now.
    void flush();
    // Forgets the draft of an audience whose text is being sent, in the store at once (meant to
    // run inside the journal's transaction that records the send). False when the store refused.
    StoreResult<void> takeForSend(const QString &audienceId);

    // Why the texts typed are not in the store yet ("the disk holding the profile is full"), as a
    // sentence for under the composer; empty while they are kept. Tried again every retryDelayMs.
    QString problem() const { return m_problem; }
    static constexpr int retryDelayMs = 1000;

signals:
    // The drafts were read from the store: a composer that shows none may show its draft now.
    void loaded();
    void problemChanged(const QString &problem);

private:
    void load();
    void setProblem(const QString &problem);

    QPointer<ProfileDatabase> m_store;
    QHash<QString, QString> m_texts;
    QSet<QString> m_dirty; // audiences whose text is not in the store yet
    QTimer *m_saveTimer = nullptr;
    QString m_problem;
};

} // namespace Audience::Models
