#pragma once

#include "models/audiences/audiencekey.h"

#include <QObject>
#include <QPointer>

namespace Audience::Net {
struct AudienceVersion;
} // namespace Audience::Net

namespace Audience::Models {

class MessageOutbox;
class VersionFollower;

// One instruction sent to many audiences (issue 24): the text goes to each audience through the
// connection's MessageOutbox, so each message has its own clientMessageId, is journaled before it
// is sent, shows in that audience's workspace like any other, and a retry reuses its key. At most
// maxInFlight sends are on their way at once; the rest wait their turn. Every accepted send's
// version is followed by the connection's one VersionFollower (Connection does that for every
// accepted message); a row is ready when its version settles as a draft. A failed send stays
// listed with its reason until retried.
class BulkInstruction : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxInFlight = 4;

    enum class Stage { Waiting, Sending, Processing, Ready, Failed };
    Q_ENUM(Stage)
    struct Row
    {
        AudienceKey audience;
        Stage stage = Stage::Waiting;
        QString clientMessageId; // once sent; every retry reuses it
        QString versionId;       // once accepted
        qint64 versionNumber = 0; // once ready
        QString reason;          // why it failed, in words
    };

    // Neither is owned; both must outlive this object (the connection's).
    BulkInstruction(MessageOutbox *outbox, VersionFollower *versions, QObject *parent = nullptr);

    // Starts sending `text` to every audience (duplicates dropped). False, nothing sent, when the
    // text does not validate (MessageOutbox::validate says why), there are no audiences, or a run
    // is under way.
    bool start(const AudienceKeys &audiences, const QString &text);
    // Sends a failed row again: its message with the same clientMessageId (or, when it never left,
    // a first attempt).
    bool retry(int row);
    // Every failed row again.
    int retryFailed();

    QString text() const { return m_text; }
    int rowCount() const { return int(m_rows.size()); }
    const Row &row(int index) const { return m_rows.at(index); }
    int count(Stage stage) const;
    // Every row ready or failed.
    bool isFinished() const;
    // "5 of 9 drafts ready, 1 failed".
    QString progressText() const;
    // A row in words: "Sending…", "The agent is working on version 4…", "Draft v4 ready", "Failed: …".
    static QString stageText(const Row &row);

signals:
    void rowChanged(int row);
    void progressChanged();
    void finished();

private:
    void sendNext();
    bool sendRow(int index);
    void onMessageState(const QString &clientMessageId);
    void onAccepted(const QString &clientMessageId, const QString &versionId);
    void onSettled(const Net::AudienceVersion &version);
    void setStage(int index, Stage stage, const QString &reason = {});
    int indexOfMessage(const QString &clientMessageId) const;

    QPointer<MessageOutbox> m_outbox;
    QPointer<VersionFollower> m_versions;
    QString m_text;
    QList<Row> m_rows;
    bool m_finishedSaid = false;
};

} // namespace Audience::Models
