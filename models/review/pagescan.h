#pragma once

#include "models/review/conversationbatch.h"

#include <QObject>
#include <QPointer>

namespace Audience::Models {

class AudienceSearchModel;
class SeenAudiences;
class ServiceLink;

// "Scan this page": finds the page's audiences (the audience search, by the page's name, kept to
// the page) and reads each one's conversation (ConversationBatch: four at once), with progress and
// Cancel. Every conversation read is handed on (conversationRead): Review keeps those
// with pending changes whose version this console has not seen (the interface lists no versions,
// so only the service knows that version's ID). Reads only.
class PageScan : public QObject
{
    Q_OBJECT
public:
    enum class State { Idle, Listing, Reading, Done, Cancelled, Failed };
    Q_ENUM(State)

    // What it finds joins `seen` (it can then be opened by ID elsewhere). Not owned: the connection's.
    // It reads at most `readsAtOnce` conversations at once.
    PageScan(ServiceLink &service, SeenAudiences &seen, QObject *parent = nullptr, int readsAtOnce = BatchRunner::defaultMaxInFlight);
    ~PageScan() override;

    // Starts over on this page (a scan running is cancelled first).
    void scan(const QString &pageId, const QString &pageName);
    void cancel();

    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Listing || m_state == State::Reading; }
    QString pageId() const { return m_pageId; }
    QString pageName() const { return m_pageName; }
    int audienceCount() const { return m_batch->total(); }
    int readCount() const { return m_batch->done(); }
    // Where the scan is, in words ("Reading 3 of 12 conversations…", "Scanned 12 audiences; 1 could not be read").
    QString progressText() const;
    QString errorText() const { return m_error; }
    ConversationBatch *batch() const { return m_batch; }

signals:
    void stateChanged(Audience::Models::PageScan::State state);
    void progressChanged(int done, int total);
    // One audience of the page, read (its name as the search gave it).
    void conversationRead(const QString &pageId, const QString &audienceId, const QString &name,
                          const Audience::Net::Conversation &conversation);

private:
    void setState(State state);
    void onListed();

    QPointer<ServiceLink> m_service;
    AudienceSearchModel *m_search = nullptr;
    ConversationBatch *m_batch = nullptr;
    QHash<QString, QString> m_names; // audienceId → name, of this scan
    State m_state = State::Idle;
    QString m_pageId;
    QString m_pageName;
    QString m_error;
};

} // namespace Audience::Models
