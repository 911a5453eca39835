#pragma once

#include "net/apierror.h"
#include "net/conversationtypes.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
class ApiReply;
} // namespace Audience::Net

namespace Audience::Models {

// Reads the conversations of many audiences (GET …/messages, spec 4.13), at most maxInFlight at
// once, in the order given: the next one starts when one ends. Cancel starts no more and stops the
// ones in flight. Reads only: nothing is written, so stopping half-way leaves nothing half-done.
class ConversationBatch : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxInFlight = 4;

    struct Target
    {
        QString pageId;
        QString audienceId;
        friend bool operator==(const Target &, const Target &) = default;
    };

    explicit ConversationBatch(QObject *parent = nullptr);
    ~ConversationBatch() override;

    // Not owned. Another client (or none) cancels what runs.
    void setClient(Net::ApiClient *client);

    // Reads these (an audience already queued or in flight is not read twice). Adds to a batch
    // that runs; the counts start again once the last one ended.
    void read(const QList<Target> &targets);
    // Starts no more and stops those in flight; finished(true) follows at once when it ran.
    void cancel();

    bool isRunning() const { return !m_queue.isEmpty() || !m_inFlight.isEmpty(); }
    int total() const { return m_total; }
    int done() const { return m_done; } // read or failed
    int failedCount() const { return m_failed; }
    int inFlight() const { return int(m_inFlight.size()); }
    // The most read at once since this object was made (the tests check the limit).
    int mostInFlight() const { return m_mostInFlight; }

signals:
    void conversationRead(const QString &pageId, const QString &audienceId, const Audience::Net::Conversation &conversation);
    void readFailed(const QString &pageId, const QString &audienceId, const Audience::Net::ApiError &error);
    void progressChanged(int done, int total);
    // The last one ended (cancelled: Cancel stopped the rest).
    void finished(bool cancelled);

private:
    void startMore();
    void settle(const QString &audienceId);

    QPointer<Net::ApiClient> m_client;
    QList<Target> m_queue;
    QHash<QString, QPointer<Net::ApiReply>> m_inFlight; // by audienceId
    int m_total = 0;
    int m_done = 0;
    int m_failed = 0;
    int m_mostInFlight = 0;
};

} // namespace Audience::Models
