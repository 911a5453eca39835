#include "models/review/allpagesscan.h"

#include "models/common/datetimeformat.h"
#include "models/common/servicelink.h"
#include "models/common/storelink.h"
#include "models/common/loadstate.h"
#include "models/pages/pagelistmodel.h"
#include "models/review/pagescan.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

#include <QTimer>

#include <algorithm>

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
    connect(this, &BatchRunner::finished, this, &AllPagesScan::onFinished);
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
    m_readThisScan.clear();
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
                m_readThisScan.insert(audienceId);
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
        if (m_findings.remove(audienceId) > 0 && !isRunning()) // nothing pending any more
            keep();
        return;
    }
    // Only what Review reads is kept: the context and the pending changes.
    Net::Conversation kept;
    kept.context = conversation.context;
    kept.pendingChanges = conversation.pendingChanges;
    m_findings.insert(audienceId, {pageId, audienceId, name, kept});
    if (!isRunning()) // a scan of all pages keeps them once, when it ends
        keep();
}

void AllPagesScan::keepIn(StoreLink &store)
{
    m_store = &store;
    connect(&store, &StoreLink::journalChanged, this, &AllPagesScan::onStoreOpened);
}

void AllPagesScan::onStoreOpened(WriteJournal *journal)
{
    ProfileDatabase *store = m_store ? m_store->store() : nullptr;
    if (!journal || !store)
        return;
    const std::optional<ScanMemory::Kept> kept = ScanMemory::read(*store);
    if (!kept)
        return; // no scan ever ran on this profile: nothing is scanned by itself
    m_lastScannedAt = kept->scannedAt;
    for (const Finding &finding : kept->findings) {
        if (!m_findings.contains(finding.audienceId)) // what this run read already is newer
            m_findings.insert(finding.audienceId, finding);
    }
    m_showsKept = !wasStarted();
    emit restored();
    emit progressChanged(); // the status line says how old it is
    // Scanned again in the background, once the events of the store's opening are through.
    QTimer::singleShot(0, this, [this] {
        if (m_store && m_store->store())
            scanAll();
    });
}

void AllPagesScan::onFinished()
{
    if (wasCancelled() || itemCount() == 0)
        return;
    // A page read whole says which of its audiences have nothing pending any more; a page that
    // could not be read keeps what was found on it before.
    QSet<QString> pagesRead;
    for (int row = 0; row < itemCount(); ++row) {
        if (stage(row) == Stage::Done)
            pagesRead.insert(itemId(row));
    }
    for (auto it = m_findings.begin(); it != m_findings.end();) {
        if (pagesRead.contains(it->pageId) && !m_readThisScan.contains(it->audienceId))
            it = m_findings.erase(it);
        else
            ++it;
    }
    m_showsKept = false;
    m_lastScannedAt = QDateTime::currentDateTimeUtc();
    keep(m_lastScannedAt);
}

void AllPagesScan::keep(const QDateTime &scannedAt)
{
    ProfileDatabase *store = m_store ? m_store->store() : nullptr;
    if (!store)
        return;
    ScanMemory::Kept kept{m_findings.values(), scannedAt, settledCount(), m_audiencesRead};
    std::sort(kept.findings.begin(), kept.findings.end(),
              [](const Finding &a, const Finding &b) { return a.audienceId < b.audienceId; });
    ScanMemory::write(*store, kept);
}

QString AllPagesScan::lastScanText(const QDateTime &now) const
{
    if (!m_lastScannedAt.isValid())
        return {};
    return tr("Last scanned %1.").arg(DateTimeFormat::relative(m_lastScannedAt, now));
}

void AllPagesScan::forget()
{
    stop();
    m_findings.clear();
    m_readThisScan.clear();
    m_lastScannedAt = {};
    m_showsKept = false;
    m_audiencesRead = 0;
    clear();
}

QString AllPagesScan::summaryText() const
{
    if (m_waitingForPages)
        return tr("Reading the list of pages…");
    if (!m_error.isEmpty())
        return m_error;
    if (itemCount() == 0 && !wasStarted() && m_lastScannedAt.isValid())
        return tr("%1 What it found is listed; Scan All Pages reads them again.").arg(lastScanText());
    if (itemCount() == 0)
        return wasStarted() ? tr("The workspace has no page to scan.") : QString();
    const int settled = settledCount();
    if (isRunning() && m_showsKept && m_lastScannedAt.isValid())
        return tr("Scanning pages again, four at a time: %1. Meanwhile the list shows what the last scan found (%2).")
            .arg(progressText(), DateTimeFormat::relative(m_lastScannedAt, QDateTime::currentDateTimeUtc()));
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
