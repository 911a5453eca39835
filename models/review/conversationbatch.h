#pragma once

#include "models/common/batchrunner.h"
#include "net/apierror.h"
#include "net/conversationtypes.h"

#include <QList>
#include <QPointer>

namespace Audience::Net {
class ApiClient;
} // namespace Audience::Net

namespace Audience::Models {

// Reads the conversations of many audiences (GET …/messages, spec 4.13), on the BatchRunner: at
// most four at once, in the order given. Its one step is the read; Cancel abandons the reads in
// flight (reads only: nothing is written, so stopping half-way leaves nothing half-done).
class ConversationBatch : public BatchRunner
{
    Q_OBJECT
public:
    struct Target
    {
        QString pageId;
        QString audienceId;
        friend bool operator==(const Target &, const Target &) = default;
    };

    // At most `readsAtOnce` reads at once (a scan of all pages reads one per page at a time).
    explicit ConversationBatch(QObject *parent = nullptr, int readsAtOnce = defaultMaxInFlight);
    ~ConversationBatch() override;

    // Not owned. Another client (or none) cancels what runs.
    void setClient(Net::ApiClient *client);

    // Reads these (an audience already waiting or in flight is not read twice). Adds to a batch
    // that runs; a batch that ended is replaced, so the counts start again.
    void read(const QList<Target> &targets);

    int total() const { return itemCount(); }
    int done() const { return count(Stage::Done) + count(Stage::Failed); } // read or failed
    int failedCount() const { return count(Stage::Failed); }
    int inFlight() const { return inStep(0); }
    // The most read at once since the batch began (the tests check the limit).
    int mostInFlight() const { return mostInStep(0); }

signals:
    void conversationRead(const QString &pageId, const QString &audienceId, const Audience::Net::Conversation &conversation);
    void readFailed(const QString &pageId, const QString &audienceId, const Audience::Net::ApiError &error);

private:
    void readOne(const Job &job);
    bool isQueued(const Target &target) const;

    QPointer<Net::ApiClient> m_client;
    QList<Target> m_targets; // one per row of the runner
};

} // namespace Audience::Models
