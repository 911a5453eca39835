#pragma once

#include "models/workspace/netchanges.h"
#include "models/workspace/publishedchange.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace Audience::Models {

class ServiceLink;
class StoreLink;
class VersionFollower;

// What was live when, for one audience: each publish the console knows (the versions seen), what
// it changed (recorded in the store, else derived from the conversation), and the fields' values
// live now and in the newest draft (NetChanges over the same conversation). load() reads the store
// and asks for the conversation once; the versions seen are read again whenever they change, without
// another request. Shared by the Versions tab's timeline and "Undo this publish".
class PublishHistory : public QObject
{
    Q_OBJECT
public:
    PublishHistory(ServiceLink &service, StoreLink &store, VersionFollower &versions, QObject *parent = nullptr);

    // Starts reading this audience's history (the conversation asked for once); false when it
    // cannot ask (not connected, no IDs). The store's records and the versions seen are read at once.
    bool load(const QString &pageId, const QString &audienceId);
    // Reads the conversation again (the agent made a draft): the newest draft's values.
    bool reload() { return load(m_pageId, m_audienceId); }
    void clear();

    QString pageId() const { return m_pageId; }
    QString audienceId() const { return m_audienceId; }
    bool isLoading() const { return m_loading; }
    // Why the conversation could not be read, in words (empty: it was, or is being).
    QString errorText() const { return m_error; }
    // Every known publish, oldest first.
    const QList<PublishedChange> &publishes() const { return m_publishes; }
    std::optional<PublishedChange> publish(const QString &versionId) const;
    // The publishes after this one, oldest first.
    QList<PublishedChange> laterThan(const QString &versionId) const;
    const std::optional<Net::Conversation> &conversation() const { return m_conversation; }
    // NetChanges of the conversation read (empty before it is read).
    const QList<FieldNetChange> &rows() const { return m_rows; }

signals:
    // The publishes, or the conversation, changed.
    void changed();

private:
    void compute();

    ServiceLink &m_service;
    StoreLink &m_store;
    VersionFollower &m_versions;
    QString m_pageId;
    QString m_audienceId;
    bool m_loading = false;
    quint64 m_serial = 0; // of the read in flight; an older answer is not taken
    QString m_error;
    QList<PublishChangeRecord> m_records;
    std::optional<Net::Conversation> m_conversation;
    QList<FieldNetChange> m_rows;
    QList<PublishedChange> m_publishes;
};

} // namespace Audience::Models
