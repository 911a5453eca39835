#pragma once

#include "models/common/writetracker.h"
#include "net/topictypes.h"

#include <QObject>

namespace Audience::Models {

// Adds entries to topics (POST /v0/topics/{topicId}/entries, spec 4.20) through the WriteTracker:
// per topic one write at a time, Pending → Done / Failed with the error in words, Retry sending the
// same entry again. The form is checked before anything is sent (a type and a content, an optional
// sort order that is a whole number 0..9007199254740991), with the problem in words. One per
// connection (Models::Connection::topicEntries()).
//
// The interface takes no idempotency key for this call, so a retry after an answer that was lost
// on the way may add the entry twice; the form says so next to Retry.
class TopicEntryWriter : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 maxSortOrder = 9007199254740991LL;

    explicit TopicEntryWriter(QObject *parent = nullptr);
    ~TopicEntryWriter() override;

    void setClient(Net::ApiClient *client);

    // What the form holds; `sortOrder` as typed ("" for none).
    struct Form
    {
        QString type;
        QString content;
        QString sortOrder;
    };
    // The first problem of the form in words, or "" when it may be sent.
    static QString problem(const Form &form);
    // Checks and sends; false (nothing sent) with lastProblem() set when the form is refused, a write
    // on the topic is pending or there is no connection.
    bool add(const QString &topicId, const Form &form);
    bool retry(const QString &topicId);
    void forget(const QString &topicId) { m_tracker.forget(topicId); }
    QString lastProblem() const { return m_problem; }

    WriteTracker::State state(const QString &topicId) const { return m_tracker.state(topicId); }
    QString errorText(const QString &topicId) const { return m_tracker.errorText(topicId); }
    // The form of the write on `topicId` (kept while it is pending or failed: nothing typed is lost).
    Form form(const QString &topicId) const;
    WriteTracker *tracker() { return &m_tracker; }

signals:
    void stateChanged(const QString &topicId, Audience::Models::WriteTracker::State state);
    // The service created `entry` (its topicId names the topic).
    void created(const Audience::Net::TopicEntry &entry);

private:
    WriteTracker m_tracker;
    QString m_problem;
};

} // namespace Audience::Models

Q_DECLARE_METATYPE(Audience::Models::TopicEntryWriter::Form)
