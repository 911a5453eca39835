// Review against a real sandbox (demo data, port 0): the drafts waiting that the console's store
// knows, each read from its conversation (what goes live and the checks, as the confirmation reads
// them) and following the store live; "Scan this page" reading a page's conversations at most four
// at once (counted on the wire), with progress and Cancel, listing the audiences whose pending
// changes sit in a version this console has not seen; and "Ask the agent to confirm the draft".
#include "models/common/datetimeformat.h"
#include "models/review/conversationbatch.h"
#include "models/review/allpagesscan.h"
#include "models/review/pagescan.h"
#include "models/review/reviewmodel.h"
#include "models/review/scanmemory.h"
#include "models/review/unseendraft.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/composerdrafts.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/servicelink.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/sandboxprocess.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_reviewmodel {

using namespace Audience;
using Models::PageScan;
using Models::ReviewModel;

namespace {

// Counts the conversation reads on the wire: how many are open at once, at most.
class CountingNetwork : public QNetworkAccessManager
{
public:
    int open = 0;
    int most = 0;
    int reads = 0;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *body) override
    {
        QNetworkReply *reply = QNetworkAccessManager::createRequest(op, request, body);
        // The client sends every method as a custom verb.
        const bool get = op == GetOperation
            || (op == CustomOperation && request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray() == "GET");
        if (get && request.url().path().endsWith(QLatin1String("/messages"))) {
            ++reads;
            most = std::max(most, ++open);
            connect(reply, &QNetworkReply::finished, this, [this] { --open; });
        }
        return reply;
    }
};

const QString page01 = QStringLiteral("page_demo_01");
const QString page01Name = QStringLiteral("Forecast Studio launch");

ReviewModel::Sources sourcesOf(const Models::Connection &connection)
{
    return {connection.serviceLink(), connection.knownAudiences(), connection.versionFollower(),
            connection.seenAudiences(), connection.pages(), connection.messageOutbox(), connection.allPagesScan()};
}

} // namespace

class TestReviewModel : public QObject
{
    Q_OBJECT
private:
    Testing::SandboxProcess m_sandbox;
    CountingNetwork m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

private slots:
    void initTestCase()
    {
        // Processing held for ten minutes: the queued version of aud_demo_005 stays queued, so
        // page_demo_01 starts with four audiences with pending changes (001–004). Each answer
        // waits 80 ms, so reads overlap and Cancel finds some in flight.
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                                  QStringLiteral("--processing-delay-ms"), QStringLiteral("600000"), QStringLiteral("--fault-latency-ms"),
                                  QStringLiteral("80")}),
                 qPrintable(m_sandbox.errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
    }

    void listsTheDraftsTheStoreKnowsAndFollowsThem()
    {
        Models::Connection connection(m_client.get());
        connection.setConnected(true);
        ReviewModel model(sourcesOf(connection));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);

        // The console learns of a draft (opened by ID, as the workspace does).
        connection.versionFollower()->open(page01, QStringLiteral("aud_demo_002"), QStringLiteral("ver_demo_002_2"));
        QTRY_COMPARE(model.draftCount(), 1);
        const QModelIndex row = model.indexOf(QStringLiteral("aud_demo_002"));
        QCOMPARE(row.parent(), model.indexOfPage(page01));
        // "Now" is pinned a day and an hour after the draft's own time as the sandbox reports it:
        // the demo is seeded relative to the day the sandbox starts, so no fixed date holds.
        const std::optional<Net::AudienceVersion> followed = connection.versionFollower()->version(QStringLiteral("ver_demo_002_2"));
        QVERIFY(followed);
        const QDateTime draftSince = Models::DateTimeFormat::parse(followed->becameDraftAt.value_or(followed->createdAt));
        QVERIFY(draftSince.isValid());
        model.setNow(draftSince.addDays(1).addSecs(3600));
        // (No catalogue is loaded in the tests: plurals read "(s)".)
        QCOMPARE(row.siblingAtColumn(ReviewModel::DraftColumn).data().toString(), QStringLiteral("v2 · 1 day(s) ago"));
        QTRY_COMPARE(model.find(QStringLiteral("aud_demo_002"))->reading, ReviewModel::Reading::Read);
        // What goes live, read as the confirmation reads it: the custom name changes.
        const ReviewModel::Row *draft = model.find(QStringLiteral("aud_demo_002"));
        QCOMPARE(draft->what.changing, 1);
        QCOMPARE(row.siblingAtColumn(ReviewModel::ChangesColumn).data().toString(), QStringLiteral("1 field(s)"));
        QVERIFY(!row.siblingAtColumn(ReviewModel::ChecksColumn).data().toString().isEmpty());
        QCOMPARE(model.keysOf({row, row.siblingAtColumn(2), model.indexOfPage(page01)}).size(), 1);

        // Published elsewhere: once the console hears of it, the row leaves, and the page with it.
        QSignalSpy published(m_client->versions().publish(page01, QStringLiteral("aud_demo_002"), QStringLiteral("ver_demo_002_2"), {}, this),
                             &Net::ApiReply::finished);
        QVERIFY(published.wait(5000));
        connection.versionFollower()->open(page01, QStringLiteral("aud_demo_002"), QStringLiteral("ver_demo_002_2"));
        QTRY_COMPARE(model.draftCount(), 0);
        QCOMPARE(model.rowCount(), 0);
    }

    void scansAPageFourAtATime()
    {
        Models::Connection connection(m_client.get());
        connection.setConnected(true);
        ReviewModel model(sourcesOf(connection));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        PageScan *scan = model.scan();
        QSignalSpy progress(scan, &PageScan::progressChanged);
        m_network.most = 0;
        const int readsBefore = m_network.reads;
        scan->scan(page01, page01Name);
        QCOMPARE(scan->state(), PageScan::State::Listing);
        QTRY_COMPARE_WITH_TIMEOUT(scan->state(), PageScan::State::Done, 20000);
        QCOMPARE(scan->audienceCount(), 6); // five, and aud_demo_061 (the publish that hurt: nothing pending)
        QCOMPARE(m_network.reads - readsBefore, 6);
        QCOMPARE(m_network.most, Models::BatchRunner::defaultMaxInFlight); // four at once, never five
        QCOMPARE(scan->batch()->mostInFlight(), Models::BatchRunner::defaultMaxInFlight);
        QVERIFY(progress.count() >= 6);
        QCOMPARE(progress.last().at(0).toInt(), 6);
        QCOMPARE(scan->progressText(), QStringLiteral("Scanned 6 audience(s) of “Forecast Studio launch”."));

        // Pending changes in versions the console never saw: 001, 003 and 004 (002's draft was
        // published by the test before; 005's version is still queued; 061 has nothing pending).
        QCOMPARE(model.unseenCount(), 3);
        QVERIFY(!model.indexOf(QStringLiteral("aud_demo_002")).isValid());
        QCOMPARE(model.draftCount(), 0);
        const QModelIndex unseen = model.indexOf(QStringLiteral("aud_demo_004"));
        QVERIFY(unseen.isValid());
        QCOMPARE(unseen.data(ReviewModel::RowKindRole).toInt(), int(ReviewModel::RowKind::UnseenVersion));
        QCOMPARE(unseen.siblingAtColumn(ReviewModel::DraftColumn).data().toString(), QStringLiteral("Version not seen"));
        QVERIFY(unseen.data(Qt::ToolTipRole).toString().contains(QStringLiteral("only the service knows")));
        QVERIFY(!model.indexOf(QStringLiteral("aud_demo_005")).isValid());
        QCOMPARE(model.find(QStringLiteral("aud_demo_004"))->what.changing, 1);

        // Ask the agent to confirm the draft: one message, journaled through the outbox, whose
        // answer names the version; the follower follows it and the row waits for it no more.
        // What the user is typing for that audience stays in its composer: the request is not theirs.
        connection.composerDrafts()->setText(QStringLiteral("aud_demo_004"), QStringLiteral("Half a thought"));
        const QString sent = model.askToConfirmDraft(QStringLiteral("aud_demo_004"));
        QVERIFY(!sent.isEmpty());
        QCOMPARE(connection.composerDrafts()->text(QStringLiteral("aud_demo_004")), QStringLiteral("Half a thought"));
        QCOMPARE(connection.messageOutbox()->find(sent)->text, ReviewModel::confirmDraftInstruction());
        QTRY_VERIFY(!connection.messageOutbox()->find(sent)->versionId.isEmpty());
        const QString versionId = connection.messageOutbox()->find(sent)->versionId;
        QTRY_VERIFY(connection.versionFollower()->isFollowing(versionId) || connection.versionFollower()->version(versionId));
        QTRY_VERIFY(!model.indexOf(QStringLiteral("aud_demo_004")).isValid()); // processing now, not unseen
        QCOMPARE(model.unseenCount(), 2);
    }

    // Review remembers (issue 43, item 4): what Scan All Pages found is kept in the profile's store
    // with its age; the next start lists it at once, and scans again in the background, which
    // forgets what has nothing pending any more.
    void remembersTheLastScanAcrossAStart()
    {
        QTemporaryDir profile;
        QDateTime firstScan;
        {
            Models::Connection connection(m_client.get());
            connection.setProfileFolder(profile.path());
            connection.setConnected(true);
            QTRY_VERIFY_WITH_TIMEOUT(connection.store(), 15000);
            Models::AllPagesScan *all = connection.allPagesScan();
            QVERIFY(!all->lastScannedAt().isValid()); // no scan ever ran here: none starts by itself
            QVERIFY(!all->isBusy());
            all->scanAll();
            QTRY_VERIFY_WITH_TIMEOUT(all->wasStarted() && !all->isBusy(), 60000);
            firstScan = all->lastScannedAt();
            QVERIFY(firstScan.isValid());
            const std::optional<Models::ScanMemory::Kept> kept = Models::ScanMemory::read(*connection.store());
            QVERIFY(kept);
            QCOMPARE(kept->scannedAt, firstScan);
            QCOMPARE(kept->findings.size(), all->findings().size());
            QVERIFY(kept->findings.size() >= 2);
            const auto of001 = std::find_if(kept->findings.cbegin(), kept->findings.cend(),
                                            [](const Models::ScanMemory::Finding &f) { return f.audienceId == u"aud_demo_001"; });
            QVERIFY(of001 != kept->findings.cend());
            QCOMPARE(of001->pageId, page01);
            QVERIFY(!of001->conversation.pendingChanges.value().isEmpty());
            QVERIFY(!of001->conversation.messages.hasValue()); // only what Review reads is kept
            // A finding of an audience with nothing pending (as an older scan could have left it).
            Models::ScanMemory::Kept stale = *kept;
            Models::ScanMemory::Finding gone = *of001;
            gone.audienceId = QStringLiteral("aud_demo_061");
            gone.name = QStringLiteral("Heads of FP&A at SaaS scale-ups");
            stale.findings.append(gone);
            stale.scannedAt = {};
            QVERIFY(Models::ScanMemory::write(*connection.store(), stale));
            connection.setConnected(false);
        }
        // The next start: listed as soon as the store opens, with its age, then scanned again.
        Models::Connection connection(m_client.get());
        connection.setProfileFolder(profile.path());
        ReviewModel model(sourcesOf(connection));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Models::AllPagesScan *all = connection.allPagesScan();
        QSignalSpy restored(all, &Models::AllPagesScan::restored);
        connection.setConnected(true);
        QVERIFY(restored.wait(15000));
        QCOMPARE(all->lastScannedAt(), firstScan);
        QCOMPARE(all->lastScanText(firstScan.addSecs(2 * 3600 + 60)), QStringLiteral("Last scanned 2 hour(s) ago."));
        QVERIFY(model.indexOf(QStringLiteral("aud_demo_001")).isValid());
        QCOMPARE(model.find(QStringLiteral("aud_demo_001"))->kind, ReviewModel::RowKind::UnseenVersion);
        QVERIFY(model.indexOf(QStringLiteral("aud_demo_061")).isValid());
        QTRY_VERIFY_WITH_TIMEOUT(all->wasStarted(), 10000); // in the background, by itself
        QTRY_VERIFY_WITH_TIMEOUT(!all->isBusy(), 60000);
        QVERIFY(all->lastScannedAt() >= firstScan);
        QVERIFY(!all->showsKeptScan());
        // Read again: aud_demo_061 has nothing pending, so it left the list and the store.
        QVERIFY(!model.indexOf(QStringLiteral("aud_demo_061")).isValid());
        QVERIFY(model.indexOf(QStringLiteral("aud_demo_001")).isValid());
        const std::optional<Models::ScanMemory::Kept> kept = Models::ScanMemory::read(*connection.store());
        QVERIFY(kept);
        QVERIFY(std::none_of(kept->findings.cbegin(), kept->findings.cend(),
                             [](const Models::ScanMemory::Finding &f) { return f.audienceId == u"aud_demo_061"; }));
    }

    // The rule of "changes pending in a version not seen", shared by Review and the workspace.
    void anUnseenDraftIsPendingWithoutAVersionInTheMaking()
    {
        Net::Change change;
        change.field = QStringLiteral("supplementaryContext");
        change.newValue = QStringLiteral("More");
        Models::AudienceStatus status;
        status.kind = Models::AudienceStatus::Kind::Live;
        QVERIFY(Models::UnseenDraft::isUnseen(status, {change}));
        QVERIFY(!Models::UnseenDraft::isUnseen(status, {}));
        status.kind = Models::AudienceStatus::Kind::Unknown;
        QVERIFY(Models::UnseenDraft::isUnseen(status, {change}));
        for (const auto kind : {Models::AudienceStatus::Kind::DraftWaiting, Models::AudienceStatus::Kind::Processing,
                                Models::AudienceStatus::Kind::Archived}) {
            status.kind = kind;
            QVERIFY(!Models::UnseenDraft::isUnseen(status, {change}));
        }
        QCOMPARE(Models::UnseenDraft::pendingFields({change, change}), QStringList{QStringLiteral("Supplementary context")});
        QVERIFY(Models::UnseenDraft::whyNoPublish({change}).startsWith(QStringLiteral("The conversation has changes pending "
                                                                                      "(Supplementary context), but no version")));
        QCOMPARE(ReviewModel::confirmDraftInstruction(), Models::UnseenDraft::confirmInstruction());
    }

    void cancelStopsTheScan()
    {
        Models::Connection connection(m_client.get());
        connection.setConnected(true);
        ReviewModel model(sourcesOf(connection));
        PageScan *scan = model.scan();
        QSignalSpy read(scan, &PageScan::conversationRead);
        QSignalSpy states(scan, &PageScan::stateChanged);
        const int readsBefore = m_network.reads;
        scan->scan(page01, page01Name);
        QVERIFY(read.wait(10000));
        QCOMPARE(scan->state(), PageScan::State::Reading);
        scan->cancel();
        QCOMPARE(scan->state(), PageScan::State::Cancelled);
        QCOMPARE(scan->batch()->inFlight(), 0);
        const int readAtCancel = int(read.count());
        QVERIFY(readAtCancel < 6);
        QTRY_COMPARE(m_network.open, 0); // the reads in flight were stopped: none can answer now
        QCOMPARE(read.count(), readAtCancel);
        QVERIFY(m_network.reads - readsBefore <= 6);
        QVERIFY(scan->progressText().startsWith(QStringLiteral("Scan cancelled after")));
        QCOMPARE(states.last().at(0).value<PageScan::State>(), PageScan::State::Cancelled);
    }
};

} // namespace tst_reviewmodel

AUDIENCE_TEST_MAIN(tst_reviewmodel, TestReviewModel)
#include "tst_reviewmodel.moc"
