// A real full disk, made at the file layer (tests/support/smalldisk.h: SQLite's writes past the
// disk's size answered SQLITE_FULL, as ENOSPC is): the write-ahead log cannot grow, a checkpoint
// cannot extend the database file, and a short intent may still fit in log pages already on disk
// while the outcome after it does not. That last case is issue 42's: the message reached the
// service, and its outcome could not be written. Each case fails when the console then says
// nothing, says "Sending…" for ever, or leaves the next start to call the write "not confirmed".
#include "models/release/bulkinstruction.h"
#include "models/store/storeerror.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "support/smalldisk.h"
#include "support/storeprofile.h"
#include "support/testmain.h"
#include "support/wirebuilder.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

namespace tst_fulldisk {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

const QString pageId = QStringLiteral("page_1");
const QString audienceId = QStringLiteral("aud_1");
const QString messagesPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/messages");
const QString publishPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/versions/ver_7/publish");
const QString fullWords = QStringLiteral("Not sent: the disk holding the profile is full.");
const QString sentNotRecorded = QStringLiteral("Sent. The profile's disk is full, so this console has not recorded it yet.");
constexpr int pageBytes = 4096;

// A profile on a small disk: SmallDisk is made before the store opens, so that the store's
// connections go through it.
struct Profile : StoreProfile
{
    SmallDisk disk{dir.path()};

    bool open()
    {
        if (!StoreProfile::open())
            return false;
        // The service answers a little later: the disk fills while the message is on its way.
        api.network.route("POST", messagesPath, FakeResponse::json(202, Wire::MessageAccepted{}.toJson()).withDelay(20));
        return true;
    }
    QString conversationSays() const { return StoreProfile::conversationSays(audienceId); }
};

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT
private slots:
    // The disk fills with `room` bytes left, for room from nothing to many pages: wherever the
    // send's statements meet the full disk, the rules hold. At least one room must be the
    // issue's (sent, its outcome refused), or the test did not reach it.
    void aMessageOnAFullDiskIsSaidWhereverTheDiskRunsOut()
    {
        int refused = 0;
        int recorded = 0;
        int recordedLater = 0;
        for (qint64 room = 0; room <= 24 * pageBytes; room += pageBytes / 2) {
            Profile profile;
            QVERIFY(profile.open());
            const QString text = QStringLiteral("Lead with the 30-day pilot (%1)").arg(room);
            profile.type(audienceId, text);
            profile.disk.fill(room);

            const QString id = profile.outbox.send(pageId, audienceId, text);
            if (id.isEmpty()) {
                // Its intent did not fit: nothing sent, said in words, the text still the draft's.
                ++refused;
                QCOMPARE(profile.outbox.refusal(audienceId), fullWords);
                QVERIFY(profile.api.network.requests().isEmpty());
                QCOMPARE(profile.drafts.text(audienceId), text);
                profile.disk.free();
                QCOMPARE(profile.notConfirmedAtNextStart(), 0);
                continue;
            }
            QCOMPARE(profile.conversationSays(), QStringLiteral("Sending…"));
            QSignalSpy accepted(&profile.outbox, &MessageOutbox::accepted);
            QVERIFY(accepted.wait());
            QCOMPARE(profile.api.network.requestsTo("POST", messagesPath).size(), 1);
            UnrecordedOutcomes *unrecorded = profile.journal->unrecordedOutcomes();
            const auto entry = profile.journal->findByKey(id);
            QVERIFY(entry);
            if (entry->outcome == JournalEntry::Outcome::Done) {
                ++recorded;
                QCOMPARE(unrecorded->count(), 0);
                QCOMPARE(profile.conversationSays(), QStringLiteral("Sent; waiting for the agent"));
            } else {
                // Issue 42: the service has it, the store could not say so.
                ++recordedLater;
                QCOMPARE(entry->outcome, JournalEntry::Outcome::Pending);
                QCOMPARE(unrecorded->count(), 1);
                QCOMPARE(unrecorded->why().kind, StoreError::Kind::Full);
                QCOMPARE(profile.conversationSays(), sentNotRecorded);
                profile.disk.free();
                QTRY_COMPARE_WITH_TIMEOUT(unrecorded->count(), 0, 5000); // retried on a timer
                QCOMPARE(profile.journal->findByKey(id)->outcome, JournalEntry::Outcome::Done);
                QCOMPARE(profile.conversationSays(), QStringLiteral("Sent; waiting for the agent"));
            }
            profile.disk.free();
            QCOMPARE(profile.notConfirmedAtNextStart(), 0);
        }
        qInfo("rooms swept: %d refused before sending, %d recorded at once, %d recorded once space came back", refused,
              recorded, recordedLater);
        QVERIFY(refused > 0);
        QVERIFY(recordedLater > 0);
    }

    // The disk is full before the user presses Send: the intent, a short row, may still fit in
    // the log's pages already on disk (left by earlier writes and a checkpoint), the outcome not.
    void aFullDiskBeforeTheSendEitherRefusesItOrSaysItIsUnrecorded()
    {
        Profile profile;
        QVERIFY(profile.open());
        // Earlier work: the log grows by a few pages, then is checkpointed (its pages stay on disk
        // and are written over from the start).
        for (int i = 0; i < 4; ++i) {
            profile.drafts.setText(QStringLiteral("aud_other_%1").arg(i), QString(3000, u'x'));
            profile.drafts.flush();
        }
        QVERIFY(profile.store.checkpoint());
        profile.disk.fill(0);
        const QString text = QStringLiteral("Mention pricing");
        const QString id = profile.outbox.send(pageId, audienceId, text);
        if (id.isEmpty()) {
            QCOMPARE(profile.outbox.refusal(audienceId), fullWords);
            QVERIFY(profile.api.network.requests().isEmpty());
        } else {
            QSignalSpy accepted(&profile.outbox, &MessageOutbox::accepted);
            QVERIFY(accepted.wait());
            const QString says = profile.conversationSays();
            QVERIFY2(says == sentNotRecorded || says == QStringLiteral("Sent; waiting for the agent"), qPrintable(says));
        }
        QVERIFY(profile.disk.refusals() > 0 || !id.isEmpty());
        profile.disk.free();
        QTRY_COMPARE_WITH_TIMEOUT(profile.journal->unrecordedOutcomes()->count(), 0, 5000);
        QCOMPARE(profile.notConfirmedAtNextStart(), 0);
    }

    // A publish the service made while the disk was full: said as published, and why it is not
    // recorded yet; recorded once space is back.
    void aPublishOnAFullDiskIsSaidPublishedAndRecordedLater()
    {
        Profile profile;
        QVERIFY(profile.open());
        PublishActions publishes(nullptr, nullptr);
        publishes.setClient(&profile.api.client);
        publishes.tracker()->setJournal(profile.journal.get());
        QJsonObject answer = Wire::AudienceVersion{.versionId = QStringLiteral("ver_7")}.toJson();
        answer.insert(QStringLiteral("note"), QString(20000, u'y')); // an answer of several pages
        profile.api.network.route("POST", publishPath, FakeResponse::json(200, answer).withDelay(50));
        const QString version = QStringLiteral("ver_7");
        QVERIFY(publishes.publish(pageId, audienceId, version));
        profile.disk.fill(0);
        QTRY_COMPARE(publishes.state(version), WriteTracker::State::Done);
        QCOMPARE(profile.api.network.requestsTo("POST", publishPath).size(), 1);
        UnrecordedOutcomes *unrecorded = profile.journal->unrecordedOutcomes();
        QCOMPARE(unrecorded->count(), 1);
        QCOMPARE(publishes.tracker()->unrecordedText(version),
                 QStringLiteral("The profile's disk is full, so this console has not recorded it yet."));
        profile.disk.free();
        QTRY_COMPARE_WITH_TIMEOUT(unrecorded->count(), 0, 5000);
        QCOMPARE(publishes.tracker()->unrecordedText(version), QString());
        QCOMPARE(profile.notConfirmedAtNextStart(), 0);
    }

    // A publish the full disk refused (nothing sent) says so where it was pressed; once the store
    // takes writes again (here: the next write journaled) its words say that Retry sends it now,
    // and Retry publishes it once.
    void aPublishTheFullDiskRefusedSaysRetrySendsItOnceTheStoreTakesWrites()
    {
        Profile profile;
        QVERIFY(profile.open());
        PublishActions publishes(nullptr, nullptr);
        publishes.setClient(&profile.api.client);
        publishes.tracker()->setJournal(profile.journal.get());
        profile.api.network.route("POST", publishPath, FakeResponse::json(200, Wire::AudienceVersion{.versionId = QStringLiteral("ver_7")}.toJson()));
        const QString version = QStringLiteral("ver_7");
        profile.disk.fill(0);
        publishes.publish(pageId, audienceId, version);
        QVERIFY(publishes.isRefusedByStore(version));
        QCOMPARE(publishes.errorText(version), fullWords);
        profile.disk.free();
        QCOMPARE(publishes.errorText(version), fullWords); // nothing wrote yet
        QSignalSpy reworded(publishes.tracker(), &WriteTracker::outcomeRecordingChanged);
        QVERIFY(!profile.outbox.send(pageId, QStringLiteral("aud_2"), QStringLiteral("Shorter title"), MessageOutbox::Source::Elsewhere)
                     .isEmpty());
        QCOMPARE(publishes.errorText(version),
                 QStringLiteral("Not sent: the profile's store refused it then; it takes writes again, so Retry sends it."));
        QVERIFY(publishes.isRefusedByStore(version)); // still nothing sent: no Check
        QVERIFY(reworded.contains(QVariantList{QStringList{version}})); // the Versions pane hears of it
        QVERIFY(profile.api.network.requestsTo("POST", publishPath).isEmpty());
        QVERIFY(publishes.retry(version));
        QTRY_COMPARE(publishes.state(version), WriteTracker::State::Done);
        QCOMPARE(profile.api.network.requestsTo("POST", publishPath).size(), 1);
    }

    // The composer's "Not sent: the disk holding the profile is full." is no longer true once the
    // store takes writes again: it goes at the next write the journal records, or when the drafts
    // the full disk held back are kept (their own retry); the text stays in the composer's draft.
    void theComposersRefusalGoesOnceTheStoreTakesWritesAgain_data()
    {
        QTest::addColumn<bool>("byTheDraftsRetry");
        QTest::newRow("the next write journaled") << false;
        QTest::newRow("the drafts' retry") << true;
    }
    void theComposersRefusalGoesOnceTheStoreTakesWritesAgain()
    {
        QFETCH(bool, byTheDraftsRetry);
        Profile profile;
        QVERIFY(profile.open());
        const QString text = QStringLiteral("Mention the pilot");
        profile.type(audienceId, text);
        profile.disk.fill(0);
        QVERIFY(profile.outbox.send(pageId, audienceId, text).isEmpty()); // the intent did not fit
        QCOMPARE(profile.outbox.refusal(audienceId), fullWords);
        const QString typedMeanwhile = text + QStringLiteral(" for hospitals");
        if (byTheDraftsRetry) {
            profile.drafts.setText(audienceId, typedMeanwhile); // the user typed on: not kept yet
            profile.drafts.flush();
            QVERIFY(!profile.drafts.problem().isEmpty());
        }
        profile.disk.free();
        QCOMPARE(profile.outbox.refusal(audienceId), fullWords); // nothing wrote yet
        QSignalSpy changed(&profile.outbox, &MessageOutbox::changed);
        if (!byTheDraftsRetry) {
            // Another audience's instruction (from elsewhere: its composer is not touched).
            QVERIFY(!profile.outbox.send(pageId, QStringLiteral("aud_2"), QStringLiteral("Shorter title"),
                                         MessageOutbox::Source::Elsewhere).isEmpty());
        }
        QTRY_COMPARE_WITH_TIMEOUT(profile.outbox.refusal(audienceId), QString(), 5000); // the drafts retry every second
        QVERIFY(changed.contains(QVariantList{audienceId})); // the composer hears of it
        QCOMPARE(profile.drafts.text(audienceId), byTheDraftsRetry ? typedMeanwhile : text);
        QCOMPARE(profile.drafts.problem(), QString());
    }

    // One instruction to many audiences on a full disk: each row says the disk refused it. Once the
    // store takes writes again, the rows say that Retry sends it now (they said "the disk is full"
    // for as long as the dialog stayed open), and Retry sends each once.
    void anInstructionsRowsTheFullDiskRefusedSayRetrySendsItOnceTheStoreTakesWrites()
    {
        Profile profile;
        QVERIFY(profile.open());
        const QStringList audiences{QStringLiteral("aud_a"), QStringLiteral("aud_b")};
        for (const QString &audience : audiences) {
            profile.api.network.route("POST", QStringLiteral("/v0/pages/page_1/audiences/%1/messages").arg(audience),
                                      FakeResponse::json(202, Wire::MessageAccepted{}.toJson()));
        }
        VersionFollower versions;
        BulkInstruction bulk(&profile.outbox, &versions);
        profile.disk.fill(0);
        QVERIFY(bulk.start({{pageId, audiences.at(0), QStringLiteral("A")}, {pageId, audiences.at(1), QStringLiteral("B")}},
                           QStringLiteral("Mention the pilot")));
        QTRY_COMPARE(bulk.count(BatchRunner::Stage::Failed), 2);
        QCOMPARE(bulk.reason(0), fullWords);
        QVERIFY(profile.api.network.requests().isEmpty());

        profile.disk.free();
        QCOMPARE(bulk.reason(1), fullWords); // nothing wrote yet
        QVERIFY(!profile.outbox.send(pageId, QStringLiteral("aud_c"), QStringLiteral("Shorter title"), MessageOutbox::Source::Elsewhere)
                     .isEmpty());
        const QString writableAgain = QStringLiteral("Not sent: the profile's store refused it then; it takes writes again, so Retry sends it.");
        QCOMPARE(bulk.reason(0), writableAgain);
        QCOMPARE(bulk.reason(1), writableAgain);
        QCOMPARE(bulk.count(BatchRunner::Stage::Failed), 2); // still to be sent: only the words changed

        QCOMPARE(bulk.retryFailed(), 2);
        for (const QString &audience : audiences)
            QTRY_COMPARE(profile.api.network.requestsTo("POST", QStringLiteral("/v0/pages/page_1/audiences/%1/messages").arg(audience)).size(), 1);
    }
};

} // namespace tst_fulldisk

AUDIENCE_TEST_GUILESS_MAIN(tst_fulldisk, TestFullDisk)
#include "tst_fulldisk.moc"
