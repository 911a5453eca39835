// The writes an earlier run left not confirmed, asked about once when the store opens (StartCheck,
// issue 42): an outcome the full disk kept from the store is lost when the console quits before
// space comes back, though the service has the write. A message the conversation holds (a user
// message with its text, written since its intent was journaled) and a publish whose version is
// live are then journaled as done, with the line that says how it was learnt; what the service
// does not have stays not confirmed; the service is only read, never written to.
#include "models/activity/startcheck.h"
#include "models/common/servicelink.h"
#include "models/workspace/publishactions.h"
#include "support/storeprofile.h"
#include "support/testmain.h"
#include "support/wirebuilder.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

namespace tst_startcheck {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

const QString pageId = QStringLiteral("page_1");
const QString audienceId = QStringLiteral("aud_1");
const QString versionId = QStringLiteral("ver_7");
const QString messagesPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/messages");
const QString publishPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/versions/ver_7/publish");
const QString versionPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/versions/ver_7");
const QString text = QStringLiteral("Lead with the 30-day pilot");

// A first run that sends (or publishes) and quits before the answer could be recorded: its entry
// stays pending in the store at `path`.
void leaveANotConfirmedWrite(const QString &path, bool publish, QDateTime *journaledAt)
{
    StoreProfile first;
    first.path = path;
    QVERIFY(first.open());
    first.api.network.route("POST", messagesPath, FakeResponse::json(202, Wire::MessageAccepted{}.toJson()).withDelay(600000));
    first.api.network.route("POST", publishPath, FakeResponse::json(200, Wire::AudienceVersion{}.toJson()).withDelay(600000));
    PublishActions publishes(nullptr, nullptr);
    publishes.setClient(&first.api.client);
    publishes.tracker()->setJournal(first.journal.get());
    QString key;
    if (publish) {
        QVERIFY(publishes.publish(pageId, audienceId, versionId));
        key = publishes.tracker()->idempotencyKey(versionId);
    } else {
        key = first.outbox.send(pageId, audienceId, text);
    }
    QVERIFY(!key.isEmpty());
    *journaledAt = first.journal->findByKey(key)->startedAt;
    publishes.tracker()->setJournal(nullptr);
    QCOMPARE(first.notConfirmedAtNextStart(), 1); // the console quits: the answer never recorded
}

// The next start: the store opened again, its not-confirmed writes adopted by their areas and asked about.
struct NextStart
{
    ProfileDatabase store;
    std::unique_ptr<WriteJournal> journal;
    FakeClient api;
    ServiceLink service;
    MessageOutbox outbox;
    PublishActions publishes{nullptr, nullptr};
    std::unique_ptr<StartCheck> check;

    bool open(const QString &path)
    {
        if (!store.open(path))
            return false;
        journal = std::make_unique<WriteJournal>(store);
        service.setClient(&api.client);
        service.setConnected(true);
        outbox.setClient(&api.client);
        outbox.tracker()->setJournal(journal.get());
        publishes.setClient(&api.client);
        publishes.tracker()->setJournal(journal.get());
        check = std::make_unique<StartCheck>(service, outbox, publishes);
        return true;
    }
    void adoptAndAsk()
    {
        for (const JournalEntry &entry : journal->notConfirmed()) {
            if (entry.note.operation == JournalOperation::publishVersion)
                publishes.adopt(entry);
            else
                outbox.adopt(entry);
            check->ask(entry);
        }
    }
    // A conversation holding the user's message written `offsetMs` after `journaledAt`.
    void conversationHolds(const QDateTime &journaledAt, qint64 offsetMs)
    {
        Wire::Conversation conversation;
        conversation.messages = {Wire::Message{.messageId = QStringLiteral("msg_9"), .content = text,
                                               .timestamp = double(journaledAt.toMSecsSinceEpoch() + offsetMs)}};
        api.network.route("GET", messagesPath, FakeResponse::json(200, conversation.toJson()));
    }
};

} // namespace

class TestStartCheck : public QObject
{
    Q_OBJECT
private slots:
    void aMessageTheServiceHasIsConfirmedAtTheNextStart_data()
    {
        QTest::addColumn<bool>("inConversation");
        QTest::addColumn<qint64>("writtenAfterMs");
        QTest::addColumn<bool>("confirmed");
        QTest::newRow("in the conversation") << true << qint64(800) << true;
        QTest::newRow("the service's clock a minute behind") << true << qint64(-60000) << true;
        QTest::newRow("the same words, sent an hour before") << true << qint64(-3600000) << false;
        QTest::newRow("not in the conversation") << false << qint64(0) << false;
    }
    void aMessageTheServiceHasIsConfirmedAtTheNextStart()
    {
        QFETCH(bool, inConversation);
        QFETCH(qint64, writtenAfterMs);
        QFETCH(bool, confirmed);
        QTemporaryDir folder;
        const QString path = ProfileDatabase::pathInFolder(folder.path());
        QDateTime journaledAt;
        leaveANotConfirmedWrite(path, false, &journaledAt);
        if (QTest::currentTestFailed())
            return;

        NextStart next;
        QVERIFY(next.open(path));
        if (inConversation)
            next.conversationHolds(journaledAt, writtenAfterMs);
        else
            next.api.network.route("GET", messagesPath, FakeResponse::json(200, Wire::Conversation{}.toJson()));
        QSignalSpy idle(next.check.get(), &StartCheck::idle);
        next.adoptAndAsk();
        QCOMPARE(next.check->askingCount(), 1);
        QVERIFY(idle.wait());
        QCOMPARE(next.api.network.requestsTo("GET", messagesPath).size(), 1);
        QCOMPARE(next.api.network.requestsTo("POST", messagesPath).size(), 0); // only read, never sent again
        const JournalEntry entry = next.journal->entry(1).value(); // the first run's only write
        if (confirmed) {
            QCOMPARE(next.check->confirmedCount(), 1);
            QCOMPARE(entry.outcome, JournalEntry::Outcome::Done);
            const QString line = QJsonDocument::fromJson(entry.answer).object().value(QStringLiteral("confirmedAtStart")).toString();
            QVERIFY2(line.startsWith(QStringLiteral("Confirmed by the service at start: its conversation has this message")), qPrintable(line));
            QVERIFY(next.journal->notConfirmed().isEmpty());
            QVERIFY(next.outbox.outgoing(audienceId).isEmpty()); // shown as the service's own
        } else {
            QCOMPARE(next.check->confirmedCount(), 0);
            QCOMPARE(entry.outcome, JournalEntry::Outcome::Pending); // still not confirmed: Retry or Discard
            QCOMPARE(next.journal->notConfirmed().size(), 1);
            QVERIFY(next.outbox.isNotConfirmed(entry.idempotencyKey));
        }
    }

    void aPublishWhoseVersionIsLiveIsConfirmedAtTheNextStart_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<int>("outcome");
        QTest::newRow("published") << QStringLiteral("published") << int(JournalEntry::Outcome::Done);
        QTest::newRow("still a draft") << QStringLiteral("draft") << int(JournalEntry::Outcome::Pending); // left for Check and Retry
    }
    void aPublishWhoseVersionIsLiveIsConfirmedAtTheNextStart()
    {
        QFETCH(QString, status);
        QFETCH(int, outcome);
        QTemporaryDir folder;
        const QString path = ProfileDatabase::pathInFolder(folder.path());
        QDateTime journaledAt;
        leaveANotConfirmedWrite(path, true, &journaledAt);
        if (QTest::currentTestFailed())
            return;
        NextStart next;
        QVERIFY(next.open(path));
        Wire::AudienceVersion version{.versionId = versionId, .versionNumber = 7, .status = status};
        if (status != u"published")
            version.publishedAt = QJsonValue::Null;
        next.api.network.route("GET", versionPath, FakeResponse::json(200, version.toJson()));
        QSignalSpy answered(next.check.get(), &StartCheck::answered);
        next.adoptAndAsk();
        QVERIFY(answered.wait());
        QCOMPARE(answered.first().at(1).toBool(), status == u"published");
        QCOMPARE(next.api.network.requestsTo("POST", publishPath).size(), 0);
        QCOMPARE(int(next.journal->entry(1)->outcome), outcome);
        QCOMPARE(next.journal->notConfirmed().size(), status == u"published" ? 0 : 1);
    }
};

} // namespace tst_startcheck

AUDIENCE_TEST_GUILESS_MAIN(tst_startcheck, TestStartCheck)
#include "tst_startcheck.moc"
