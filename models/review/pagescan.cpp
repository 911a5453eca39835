#include "models/review/pagescan.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/servicelink.h"

namespace Audience::Models {

namespace {
// The most the audience search gives in one answer; it has no cursor.
constexpr int searchLimit = 200;
} // namespace

PageScan::PageScan(ServiceLink &service, SeenAudiences &seen, QObject *parent, int readsAtOnce)
    : QObject(parent)
    , m_service(&service)
{
    m_search = new AudienceSearchModel(nullptr, this);
    m_search->setPageSize(searchLimit);
    seen.watch(m_search); // what it finds can be opened by ID elsewhere
    connect(m_search, &AudienceSearchModel::stateChanged, this, [this](LoadState state) {
        if (m_state != State::Listing)
            return;
        if (state == LoadState::Complete) {
            onListed();
        } else if (state == LoadState::Error) {
            m_error = m_search->errorMessage();
            setState(State::Failed);
        }
    });

    m_batch = new ConversationBatch(this, readsAtOnce);
    connect(m_batch, &BatchRunner::progressChanged, this, [this] { emit progressChanged(m_batch->done(), m_batch->total()); });
    connect(m_batch, &ConversationBatch::conversationRead, this,
            [this](const QString &pageId, const QString &audienceId, const Net::Conversation &conversation) {
                emit conversationRead(pageId, audienceId, m_names.value(audienceId), conversation);
            });
    connect(m_batch, &BatchRunner::finished, this, [this] {
        if (m_state == State::Reading)
            setState(m_batch->wasCancelled() ? State::Cancelled : State::Done);
    });
}

PageScan::~PageScan()
{
    disconnect(m_batch, nullptr, this, nullptr);
    disconnect(m_search, nullptr, this, nullptr);
}

void PageScan::scan(const QString &pageId, const QString &pageName)
{
    cancel();
    m_pageId = pageId;
    m_pageName = pageName;
    m_error.clear();
    m_names.clear();
    Net::ApiClient *client = m_service && m_service->isConnected() ? m_service->client() : nullptr;
    if (!client || pageId.isEmpty()) {
        m_error = tr("Not connected: nothing can be scanned.");
        setState(State::Failed);
        return;
    }
    m_search->setClient(client);
    m_batch->setClient(client);
    setState(State::Listing);
    m_search->setPageIdFilter(pageId);
    // By the page's name: the search looks at audience and page names; the filter keeps the page.
    if (m_search->query() == pageName)
        m_search->reload();
    else
        m_search->setQuery(pageName);
}

void PageScan::cancel()
{
    if (m_state == State::Listing) {
        m_search->setClient(nullptr); // the answer, if it comes, is dropped
        setState(State::Cancelled);
    } else if (m_state == State::Reading) {
        m_batch->cancel(); // abandons the reads: finished() → Cancelled
    }
}

void PageScan::onListed()
{
    QList<ConversationBatch::Target> targets;
    for (int row = 0; row < m_search->rowCount(); ++row) {
        const Net::AudienceSearchItem &item = m_search->itemAt(row);
        targets.append({item.pageId.value(), item.audienceId.value()});
        m_names.insert(item.audienceId.value(), item.effectiveName.value());
    }
    setState(State::Reading);
    if (targets.isEmpty()) {
        setState(State::Done);
        return;
    }
    m_batch->read(targets);
}

void PageScan::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

QString PageScan::progressText() const
{
    const int total = m_batch->total();
    const int done = m_batch->done();
    const int failed = m_batch->failedCount();
    switch (m_state) {
    case State::Idle:
        return {};
    case State::Listing:
        return tr("Looking for the audiences of “%1”…").arg(m_pageName);
    case State::Reading:
        return tr("Reading conversations: %1 of %2…").arg(done).arg(total);
    case State::Done:
        if (total == 0)
            return tr("“%1” has no audience to scan.").arg(m_pageName);
        return failed > 0 ? tr("Scanned %n audience(s) of “%1”; %2 could not be read.", nullptr, total).arg(m_pageName).arg(failed)
                          : tr("Scanned %n audience(s) of “%1”.", nullptr, total).arg(m_pageName);
    case State::Cancelled:
        return tr("Scan cancelled after %1 of %2 audiences.").arg(done).arg(total);
    case State::Failed:
        return tr("Could not scan “%1”: %2").arg(m_pageName, m_error);
    }
    return {};
}

} // namespace Audience::Models
