#pragma once

#include "models/common/batchrunner.h"
#include "models/review/scanmemory.h"
#include "net/conversationtypes.h"

#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QSet>

namespace Audience::Models {

class PageListModel;
class SeenAudiences;
class ServiceLink;
class StoreLink;
class WriteJournal;

// "Scan All Pages": a page scan (PageScan) of every page of the workspace, on the BatchRunner:
// four pages at a time, each reading its audiences' conversations one after another, so at most
// four requests are in flight. One row per page, with its progress in words, Cancel (the reads
// are abandoned) and Retry for a page that could not be scanned. The list of pages is read to its
// end first (the pages not loaded yet are asked for).
//
// What it learns is kept for the connection, as a page scan's is: the audiences it found join
// SeenAudiences, and every conversation it read with changes pending is remembered (findings()),
// so Review, built later, lists them as well as while it is open (conversationRead).
//
// Kept in the profile's store too (keepIn(), ScanMemory): the next start shows what the last scan
// found, with its age ("Last scanned 2 hours ago"), and scans again in the background; a whole
// scan that ended forgets the findings of the pages it read whose audiences have nothing pending
// any more.
class AllPagesScan : public BatchRunner
{
    Q_OBJECT
public:
    using Finding = ScanMemory::Finding;

    // The connection's objects, not owned.
    AllPagesScan(ServiceLink &service, SeenAudiences &seen, PageListModel &pages, QObject *parent = nullptr);
    ~AllPagesScan() override;

    // Scans every page; nothing when a scan is under way. While the list of pages is still being
    // read, the scan waits for it (isBusy()).
    void scanAll();
    // Stops: the pages under way are abandoned, those not started are not.
    void stop();
    // Waiting for the pages, or scanning them.
    bool isBusy() const { return m_waitingForPages || isRunning(); }
    // Audiences whose conversation was read, in this scan.
    int audiencesRead() const { return m_audiencesRead; }
    // Where the scan is, in words: "Scanning pages: 3 of 12 done", "Scanned 12 pages: 61
    // conversations read.", "Scan cancelled: 5 of 12 pages scanned."
    QString summaryText() const;
    QString errorText() const { return m_error; }
    // The conversations with changes pending this connection's scans read, newest reading per audience.
    QList<Finding> findings() const { return m_findings.values(); }
    // Forgets them, and stops (the connection ended).
    void forget();
    // Keeps a conversation a page scan read (Scan This Page's too): one with changes pending is
    // remembered, one without forgets the audience's.
    void remember(const QString &pageId, const QString &audienceId, const QString &name, const Net::Conversation &conversation);

    // Keeps what it finds in the profile's store while it is open: when the store opens, what the
    // last scan found comes back (restored()), and, when a scan ran before on the profile, all
    // pages are scanned again in the background. The connection's, not owned.
    void keepIn(StoreLink &store);
    // When the last whole scan kept in the store ended (UTC; invalid when none did).
    QDateTime lastScannedAt() const { return m_lastScannedAt; }
    // True while what is shown came from the store, not yet from a scan of this run.
    bool showsKeptScan() const { return m_showsKept; }
    // "Last scanned 2 hours ago", against `now`; empty when no scan was kept.
    QString lastScanText(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;

signals:
    // One audience's conversation, read (its name as the search gave it).
    void conversationRead(const QString &pageId, const QString &audienceId, const QString &name,
                          const Audience::Net::Conversation &conversation);
    // isBusy() changed.
    void busyChanged(bool busy);
    // The store opened and the findings it kept are back (findings()).
    void restored();

private:
    void endBeforeTheScan(const QString &error);
    void onPagesState();
    void start();
    void scanPage(const Job &job);
    void onStoreOpened(WriteJournal *journal);
    void onFinished();
    // Writes the findings (and, with a time, that a scan ended then) to the store, if it is open.
    void keep(const QDateTime &scannedAt = {});

    QPointer<ServiceLink> m_service;
    QPointer<SeenAudiences> m_seen;
    QPointer<PageListModel> m_pages;
    QHash<QString, Finding> m_findings; // by audience
    QPointer<StoreLink> m_store;
    QSet<QString> m_readThisScan; // the audiences whose conversation the scan under way read
    QDateTime m_lastScannedAt;
    bool m_showsKept = false;
    bool m_waitingForPages = false;
    bool m_wasBusy = false;
    int m_audiencesRead = 0;
    QString m_error;
};

} // namespace Audience::Models
