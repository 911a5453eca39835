// When the profile's store fails: each fault made as it happens on a desktop, and what
// the user is told. A write whose intent cannot be journaled is not sent and says why, in words,
// where the user acted; Retry sends it once the store can be written; the GUI thread does not wait
// for another program's lock; an outcome the store refused is kept and recorded later; an answer
// that comes after a profile switch goes to the journal it was sent from.
#include "../net/fakeclient.h"
#include "models/people/peopleactions.h"
#include "models/store/profiledatabase.h"
#include "models/store/storeerror.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/store/writejournal.h"
#include "models/topics/topicentrywriter.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "support/storefaults.h"
#include "support/wirebuilder.h"
#include "support/testmain.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlError>
#include <QTemporaryDir>
#include <QTest>

namespace tst_storefaults {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;
using StoreFaults::StoreLock;

namespace {

const QString pageId = QStringLiteral("page_1");
const QString audienceId = QStringLiteral("aud_1");
const QString messagesPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/messages");
const QString publishPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/versions/ver_7/publish");

const QString busyWords = QStringLiteral("Not sent: the profile's store is busy: another program is holding it.");
const QString fullWords = QStringLiteral("Not sent: the disk holding the profile is full.");
const QString readOnlyWords = QStringLiteral("Not sent: the profile's store is read-only.");

// What a console holds for one profile: the store, its journal, the drafts, the outbox on a fake service.
struct Profile
{
    QTemporaryDir dir;
    QString path = ProfileDatabase::pathInFolder(dir.path());
    ProfileDatabase store;
    std::unique_ptr<WriteJournal> journal;
    ComposerDrafts drafts;
    FakeClient api;
    MessageOutbox outbox;

    bool open()
    {
        if (!store.open(path))
            return false;
        journal = std::make_unique<WriteJournal>(store);
        drafts.setStore(&store);
        outbox.setClient(&api.client);
        outbox.setDrafts(&drafts);
        outbox.tracker()->setJournal(journal.get());
        api.network.route("POST", messagesPath, FakeResponse::json(202, Wire::MessageAccepted{}.toJson()));
        return true;
    }
    // The user typed `text` in the composer (kept in the store) and pressed Send.
    QString type(const QString &text)
    {
        drafts.setText(audienceId, text);
        drafts.flush();
        return text;
    }
    QString send(const QString &text) { return outbox.send(pageId, audienceId, text); }
};

} // namespace

class TestStoreFaults : public QObject
{
    Q_OBJECT
private slots:
    void sqliteCodesAreNamedInOnePlace()
    {
        QCOMPARE(StoreError::kindOfCode(5), StoreError::Kind::Busy);
        QCOMPARE(StoreError::kindOfCode(6), StoreError::Kind::Busy);
        QCOMPARE(StoreError::kindOfCode(5 | (2 << 8)), StoreError::Kind::Busy); // SQLITE_BUSY_SNAPSHOT
        QCOMPARE(StoreError::kindOfCode(8), StoreError::Kind::ReadOnly);
        QCOMPARE(StoreError::kindOfCode(13), StoreError::Kind::Full);
        QCOMPARE(StoreError::kindOfCode(11), StoreError::Kind::Damaged);
        QCOMPARE(StoreError::kindOfCode(26), StoreError::Kind::Damaged);
        QCOMPARE(StoreError::kindOfCode(10), StoreError::Kind::Other);
        QCOMPARE(StoreError::kindOfCode(0), StoreError::Kind::None);
        QCOMPARE((StoreError{StoreError::Kind::Full, {}, {}}.notSentText()), fullWords);
    }

    void aLockedStoreRefusesTheSendAtOnceInWordsAndRetryWorksOnceReleased()
    {
        Profile profile;
        QVERIFY(profile.open());
        const QString text = profile.type(QStringLiteral("Lead with the 30-day pilot"));
        StoreLock lock(profile.path);
        QVERIFY2(lock.isHeld(), qPrintable(lock.error()));

        QElapsedTimer stall;
        stall.start();
        const QString id = profile.send(text);
        const qint64 stalledMs = stall.elapsed();
        // The GUI thread gave up on the lock quickly (2.5 s before; the bound here is generous).
        QVERIFY2(stalledMs < 1000, qPrintable(QString::number(stalledMs)));
        QVERIFY(id.isEmpty());
        QCOMPARE(profile.outbox.refusal(audienceId), busyWords);
        QVERIFY(profile.api.network.requests().isEmpty()); // nothing was sent unrecorded
        QVERIFY(profile.outbox.outgoing(audienceId).isEmpty());
        QCOMPARE(profile.drafts.text(audienceId), text); // the composer's text is kept

        lock.release();
        const QString retried = profile.send(text);
        QVERIFY(!retried.isEmpty());
        QCOMPARE(profile.outbox.refusal(audienceId), QString());
        QSignalSpy accepted(&profile.outbox, &MessageOutbox::accepted);
        QVERIFY(accepted.wait());
        QCOMPARE(profile.api.network.requestsTo("POST", messagesPath).size(), 1);
        QCOMPARE(profile.journal->findByKey(retried)->outcome, JournalEntry::Outcome::Done);
        QCOMPARE(profile.drafts.text(audienceId), QString()); // it left the draft with the send
    }

    void aFullDiskRefusesTheIntentInWords()
    {
        Profile profile;
        QVERIFY(profile.open());
        QVERIFY(StoreFaults::fillDisk(profile.store) > 0);
        const QString text(40000, u'x'); // several pages of journal
        QVERIFY(profile.send(text).isEmpty());
        QCOMPARE(profile.outbox.refusal(audienceId), fullWords);
        QVERIFY(profile.api.network.requests().isEmpty());

        StoreFaults::freeDisk(profile.store);
        QVERIFY(!profile.send(text).isEmpty());
        QTRY_COMPARE(profile.api.network.requestsTo("POST", messagesPath).size(), 1);
    }

    void anOutcomeTheFullDiskRefusedIsKeptThenRecorded()
    {
        Profile profile;
        QVERIFY(profile.open());
        // An answer of several pages: recording it needs room the disk no longer has.
        QJsonObject answer = Wire::MessageAccepted{}.toJson();
        answer.insert(QStringLiteral("note"), QString(30000, u'y'));
        profile.api.network.route("POST", messagesPath, FakeResponse::json(202, answer).withDelay(50));
        const QString id = profile.send(QStringLiteral("Shorter headline"));
        QVERIFY(!id.isEmpty());
        QVERIFY(StoreFaults::fillDisk(profile.store) > 0);

        UnrecordedOutcomes *unrecorded = profile.journal->unrecordedOutcomes();
        QSignalSpy counted(unrecorded, &UnrecordedOutcomes::countChanged);
        QSignalSpy accepted(&profile.outbox, &MessageOutbox::accepted);
        QVERIFY(accepted.wait());
        QCOMPARE(unrecorded->count(), 1);
        QCOMPARE(unrecorded->why().kind, StoreError::Kind::Full);
        QCOMPARE(profile.journal->findByKey(id)->outcome, JournalEntry::Outcome::Pending);
        QCOMPARE(profile.outbox.find(id)->state, WriteTracker::State::Done); // the user sees what the service said

        StoreFaults::freeDisk(profile.store);
        QTRY_COMPARE_WITH_TIMEOUT(unrecorded->count(), 0, 5000); // retried every second
        QCOMPARE(profile.journal->findByKey(id)->outcome, JournalEntry::Outcome::Done);
        QVERIFY(counted.size() >= 2);
    }

    void aReadOnlyStoreRefusesInWords()
    {
        Profile profile;
        QVERIFY(profile.open());
        profile.store.close();
        QVERIFY(QFile::setPermissions(profile.path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        QVERIFY(profile.store.open(profile.path));
        profile.journal = std::make_unique<WriteJournal>(profile.store);
        profile.outbox.tracker()->setJournal(profile.journal.get());
        // chmod a-w does not stop root (as in a container): then the connection is made read-only
        // the way SQLite reports a read-only file, SQLITE_READONLY.
        QSqlQuery probe(profile.store.database());
        if (probe.exec(QStringLiteral("CREATE TABLE probe (x)"))) {
            QVERIFY(probe.exec(QStringLiteral("DROP TABLE probe")));
            QVERIFY(probe.exec(QStringLiteral("PRAGMA query_only = 1")));
        }
        QVERIFY(profile.send(QStringLiteral("Mention pricing")).isEmpty());
        QCOMPARE(profile.outbox.refusal(audienceId), readOnlyWords);
        QVERIFY(profile.api.network.requests().isEmpty());
        QFile::setPermissions(profile.path, QFile::ReadOwner | QFile::WriteOwner);
    }

    void aPublishTheJournalRefusesSaysWhyAndSendsNothing()
    {
        Profile profile;
        QVERIFY(profile.open());
        PublishActions publishes(nullptr, nullptr);
        publishes.setClient(&profile.api.client);
        publishes.tracker()->setJournal(profile.journal.get());
        profile.api.network.route("POST", publishPath, FakeResponse::json(200, QJsonObject{}));
        StoreLock lock(profile.path);
        QVERIFY(lock.isHeld());
        QVERIFY(!publishes.publish(pageId, audienceId, QStringLiteral("ver_7")));
        QCOMPARE(publishes.state(QStringLiteral("ver_7")), WriteTracker::State::Failed);
        QVERIFY(publishes.isRefusedByStore(QStringLiteral("ver_7")));
        QCOMPARE(publishes.errorText(QStringLiteral("ver_7")), busyWords);
        QVERIFY(profile.api.network.requests().isEmpty());

        lock.release();
        QVERIFY(publishes.retry(QStringLiteral("ver_7"))); // Retry Publish, the same operationKey
        QTRY_COMPARE(profile.api.network.requestsTo("POST", publishPath).size(), 1);
    }

    // The forms' writes: each is Failed with the store's words where the user acted, nothing is
    // sent, and their Retry sends it once the store is free.
    void aTopicEntryAndALogEntryTheStoreRefusesSayWhyAndRetry()
    {
        Profile profile;
        QVERIFY(profile.open());
        TopicEntryWriter topics;
        topics.setClient(&profile.api.client);
        topics.tracker()->setJournal(profile.journal.get());
        PeopleActions people(nullptr);
        people.setClient(&profile.api.client);
        people.tracker()->setJournal(profile.journal.get());
        StoreLock lock(profile.path);
        QVERIFY(lock.isHeld());

        QVERIFY(!topics.add(QStringLiteral("topic_1"), {QStringLiteral("faq"), QStringLiteral("Pricing starts at 10"), {}}));
        QCOMPARE(topics.state(QStringLiteral("topic_1")), WriteTracker::State::Failed);
        QCOMPARE(topics.errorText(QStringLiteral("topic_1")), busyWords);
        Net::NewPersonLog log;
        log.source = QStringLiteral("crm");
        log.type = QStringLiteral("note");
        log.personId = QStringLiteral("per_1");
        const QString item = people.addLog(log);
        QVERIFY(!item.isEmpty()); // the composer keeps the item, to show it failed
        QCOMPARE(people.state(item), WriteTracker::State::Failed);
        QCOMPARE(people.errorText(item), busyWords);
        QVERIFY(profile.api.network.requests().isEmpty());

        lock.release();
        QVERIFY(topics.retry(QStringLiteral("topic_1")));
        QVERIFY(people.retry(item));
        QTRY_COMPARE(profile.api.network.requests().size(), 2);
    }

    void aDraftTheStoreCannotKeepSaysSoAndIsKeptLater()
    {
        Profile profile;
        QVERIFY(profile.open());
        QSignalSpy problems(&profile.drafts, &ComposerDrafts::problemChanged);
        StoreLock lock(profile.path);
        QVERIFY(lock.isHeld());
        profile.type(QStringLiteral("Half a thought"));
        QVERIFY2(profile.drafts.problem().contains(QStringLiteral("another program is holding it")), qPrintable(profile.drafts.problem()));
        lock.release();
        QTRY_COMPARE_WITH_TIMEOUT(profile.drafts.problem(), QString(), 5000); // tried again by itself
        QCOMPARE(problems.size(), 2);
        ProfileDatabase reader;
        QVERIFY(reader.open(profile.path));
        QSqlQuery query(reader.database());
        QVERIFY(query.exec(QStringLiteral("SELECT text FROM composer_drafts WHERE audience_id = 'aud_1'")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("Half a thought"));
    }

    // The user switched profiles while a send was on its way: its answer belongs to the profile
    // it was sent from, or the next run there would call it "not confirmed".
    void aLateAnswerIsRecordedInTheJournalOfItsProfile()
    {
        Profile first;
        QVERIFY(first.open());
        first.api.network.route("POST", messagesPath, FakeResponse::json(202, Wire::MessageAccepted{}.toJson()).withDelay(200));
        const QString id = first.send(QStringLiteral("Lead with the pilot"));
        QVERIFY(!id.isEmpty());
        const qint64 entryId = first.journal->findByKey(id)->id;

        // The switch: the first profile's journal and store close, another profile's open.
        first.outbox.tracker()->setJournal(nullptr);
        first.journal.reset();
        first.store.close();
        Profile second;
        QVERIFY(second.store.open(second.path));
        WriteJournal secondJournal(second.store);
        first.outbox.tracker()->setJournal(&secondJournal);

        QSignalSpy accepted(&first.outbox, &MessageOutbox::accepted);
        QVERIFY(accepted.wait());
        ProfileDatabase reopened;
        QVERIFY(reopened.open(first.path));
        WriteJournal journal(reopened);
        QCOMPARE(journal.entry(entryId)->outcome, JournalEntry::Outcome::Done);
        QCOMPARE(journal.notConfirmed().size(), 0);
        QVERIFY(!secondJournal.findByKey(id)); // not in the other profile's journal
    }
};

} // namespace tst_storefaults

AUDIENCE_TEST_GUILESS_MAIN(tst_storefaults, TestStoreFaults)
#include "tst_storefaults.moc"
