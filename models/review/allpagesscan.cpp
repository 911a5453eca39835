#include "models/review/allpagesscan.h"

#include "models/common/servicelink.h"
#include "models/common/loadstate.h"
#include "models/pages/pagelistmodel.h"
#include "models/review/pagescan.h"

namespace Audience::Models {

AllPagesScan::AllPagesScan(ServiceLink &service, SeenAudiences &seen, PageListModel &pages, QObject *parent)
    : BatchRunner(parent)
    , m_service(&service)
    , m_seen(&seen)
    , m_pages(&pages)
{
    setSteps({{[this](const Job &job) { scanPage(job); }, tr("Scanning…"), {}, defaultMaxInFlight}});
    setHeaders(tr("Page"), tr("Scan"));
    setWaitingWords(tr("Not scanned yet"), tr("Waiting to be scanned"));
    setRetryName(tr("Scan %1 again"));
    connect(&pages, &PagedListModel::stateChanged, this, &AllPagesScan::onPagesState);
    const auto sayBusy = [this] {
        if (isBusy() != m_wasBusy) {
            m_wasBusy = isBusy();
            emit busyChanged(m_wasBusy);
        }
    };
    connect(this, &BatchRunner::progressChanged, this, sayBusy);
    connect(this, &BatchRunner::finished, this, sayBusy);
}

AllPagesScan::~AllPagesScan()
{
    // The page scans under way stop here, while their answers could still reach this object.
    cancel();
}

void AllPagesScan::scanAll()
{
    if (isBusy() || !m_pages || !m_service)
        return;
    m_error.clear();
    if (!m_service->isConnected()) {
        m_error = tr("Not connected: nothing can be scanned.");
        emit progressChanged();
        return;
    }
    m_waitingForPages = true;
    m_wasBusy = true;
    emit busyChanged(true);
    emit progressChanged();
    onPagesState();
}

void AllPagesScan::stop()
{
    if (m_waitingForPages) {
        m_waitingForPages = false;
        endBeforeTheScan(tr("Scan cancelled before the list of pages was read."));
        return;
    }
    cancel();
}

// The wait for the list of pages ends without a scan: says why, and is no longer busy.
void AllPagesScan::endBeforeTheScan(const QString &error)
{
    m_error = error;
    m_wasBusy = false;
    emit busyChanged(false);
    emit progressChanged();
}

// The list of pages is read to its end before the scan starts: its rows are the scan's items.
void AllPagesScan::onPagesState()
{
    if (!m_waitingForPages || !m_pages)
        return;
    if (m_pages->isFetching())
        return; // its answer comes with stateChanged
    if (m_pages->state() != LoadState::Error && m_pages->canFetchMore({})) {
        m_pages->fetchMore({});
        if (m_pages->isFetching())
            return;
    }
    m_waitingForPages = false;
    if (m_pages->state() == LoadState::Error && m_pages->rowCount() == 0) {
        endBeforeTheScan(tr("The list of pages could not be read: %1").arg(m_pages->errorMessage()));
        return;
    }
    start();
}

void AllPagesScan::start()
{
    QList<Item> items;
    for (int row = 0; row < m_pages->rowCount(); ++row) {
        const Net::Page &page = m_pages->pageAt(row);
        items.append({page.name.isEmpty() ? page.pageId : page.name, page.pageId});
    }
    m_audiencesRead = 0;
    setItems(items);
    run();
}

void AllPagesScan::scanPage(const Job &job)
{
    if (!m_service || !m_seen || !m_service->isConnected()) {
        job.fail(tr("Not connected."));
        return;
    }
    // One conversation at a time per page: four pages at once make four requests at once.
    auto *scan = new PageScan(*m_service, *m_seen, this, 1);
    connect(scan, &PageScan::conversationRead, this,
            [this, job](const QString &pageId, const QString &audienceId, const QString &name, const Net::Conversation &conversation) {
                if (!job.isCurrent())
                    return;
                ++m_audiencesRead;
                remember(pageId, audienceId, name, conversation);
                emit conversationRead(pageId, audienceId, name, conversation);
            });
    connect(scan, &PageScan::progressChanged, this, [scan, job] {
        if (job.isCurrent())
            job.setWords(scan->progressText());
    });
    connect(scan, &PageScan::stateChanged, this, [scan, job](PageScan::State state) {
        if (state == PageScan::State::Reading && job.isCurrent()) {
            job.setWords(scan->progressText());
            return;
        }
        if (state != PageScan::State::Done && state != PageScan::State::Failed)
            return; // Cancelled: the runner abandoned this page itself
        scan->deleteLater();
        if (!job.isCurrent())
            return;
        const int failed = scan->batch()->failedCount();
        const int total = scan->audienceCount();
        if (state == PageScan::State::Failed)
            job.fail(scan->errorText());
        else if (failed > 0)
            job.fail(tr("%1 of %n conversation(s) could not be read", nullptr, total).arg(failed));
        else
            job.finish(total == 0 ? tr("No audience") : tr("%n audience(s) read", nullptr, total));
    });
    job.onCancel([scan = QPointer<PageScan>(scan)] {
        if (scan) {
            scan->cancel();
            scan->deleteLater();
        }
    });
    job.setWords(tr("Looking for its audiences…"));
    scan->scan(itemId(job.row()), label(job.row()));
}

void AllPagesScan::remember(const QString &pageId, const QString &audienceId, const QString &name,
                            const Net::Conversation &conversation)
{
    if (conversation.pendingChanges.value().isEmpty()) {
        m_findings.remove(audienceId); // nothing pending any more
        return;
    }
    m_findings.insert(audienceId, {pageId, audienceId, name, conversation});
}

void AllPagesScan::forget()
{
    stop();
    m_findings.clear();
    m_audiencesRead = 0;
    clear();
}

QString AllPagesScan::summaryText() const
{
    if (m_waitingForPages)
        return tr("Reading the list of pages…");
    if (!m_error.isEmpty())
        return m_error;
    if (itemCount() == 0)
        return wasStarted() ? tr("The workspace has no page to scan.") : QString();
    const int settled = settledCount();
    if (isRunning())
        return tr("Scanning pages, four at a time: %1").arg(progressText());
    const int failed = count(Stage::Failed);
    const QString read = tr("%n conversation(s) read", nullptr, m_audiencesRead);
    if (wasCancelled())
        return tr("Scan cancelled: %1 of %n page(s) scanned; %2.", nullptr, itemCount()).arg(count(Stage::Done)).arg(read);
    if (failed > 0)
        return tr("Scanned %n page(s): %1; %2 could not be scanned.", nullptr, settled).arg(read).arg(failed);
    return tr("Scanned %n page(s): %1.", nullptr, settled).arg(read);
}

} // namespace Audience::Models
