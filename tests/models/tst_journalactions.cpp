// What the user can do with a write an earlier run left not confirmed, through the connection's
// hub: the profile's store opens after the first pages, takes the workspace's writes into their
// areas, counts the rest, and JournalActions retries a write as the journal recorded it (a topic
// entry only after looking for an identical one), or discards it.
#include "models/activity/journalactions.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/workspace/messageoutbox.h"
#include "support/journalhub.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_journalactions {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

using Hub = JournalHub;
const QJsonObject emptyList = emptyListPage();

} // namespace

class TestJournalActions : public QObject
{
    Q_OBJECT
private slots:
    void theStoreOpensAfterTheFirstPagesAndCountsWhatIsNotConfirmed()
    {
        QTemporaryDir dir;
        leftByAnEarlierRun(dir.path(), {JournalOperation::sendMessage, QStringLiteral("workspace"), QStringLiteral("page_1"),
                                        QStringLiteral("aud_1"), QStringLiteral("aud_1"), {},
                                        QJsonObject{{QStringLiteral("message"), QStringLiteral("Mention pricing")}}},
                           QStringLiteral("cm-1"), {}, {}, {});
        Hub hub(dir.path());
        QCOMPARE(hub.connection.journal(), nullptr); // not before the pages answered
        QSignalSpy counted(&hub.connection, &Connection::notConfirmedCountChanged);
        QVERIFY(hub.waitForStore());
        QCOMPARE(hub.connection.notConfirmedCount(), 1);
        QVERIFY(!counted.isEmpty());
        // The message was taken into the workspace's outbox, with Retry and Discard.
        const QList<MessageOutbox::Outgoing> outgoing = hub.connection.messageOutbox()->outgoing(QStringLiteral("aud_1"));
        QCOMPARE(outgoing.size(), 1);
        QVERIFY(outgoing.first().notConfirmed);
        QCOMPARE(outgoing.first().text, QStringLiteral("Mention pricing"));

        JournalActions &actions = *hub.connection.journalActions();
        QVERIFY(actions.discard(hub.connection.journal()->notConfirmed().first().id));
        QCOMPARE(hub.connection.notConfirmedCount(), 0);
        QVERIFY(hub.connection.messageOutbox()->outgoing(QStringLiteral("aud_1")).isEmpty());
    }

    void aPersonUpdateIsSentAgainAsRecorded()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"name":"Ada Lovelace"})";
        const qint64 id = leftByAnEarlierRun(dir.path(), {JournalOperation::updatePerson, QStringLiteral("people"), {}, {},
                                                          QStringLiteral("person_1"), QStringLiteral("Ada"), {}},
                                             QStringLiteral("k-1"), "PATCH", QStringLiteral("/v0/people/person_1"), body);
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        hub.api.network.route("PATCH", QStringLiteral("/v0/people/person_1"),
                              FakeResponse::json(200, QJsonObject{{QStringLiteral("personId"), QStringLiteral("person_1")},
                                                                  {QStringLiteral("name"), QStringLiteral("Ada Lovelace")},
                                                                  {QStringLiteral("email"), QJsonValue::Null},
                                                                  {QStringLiteral("domain"), QJsonValue::Null},
                                                                  {QStringLiteral("slug"), QStringLiteral("ada")},
                                                                  {QStringLiteral("phoneNumber"), QJsonValue::Null},
                                                                  {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null},
                                                                  {QStringLiteral("createdAt"), QStringLiteral("2024-01-01T00:00:00Z")},
                                                                  {QStringLiteral("updatedAt"), QStringLiteral("2024-01-02T00:00:00Z")}}));
        JournalActions &actions = *hub.connection.journalActions();
        QSignalSpy finished(&actions, &JournalActions::finished);
        QVERIFY(actions.retry(id));
        QVERIFY(finished.wait());
        const QList<ReceivedRequest> patches = hub.api.network.requestsTo("PATCH", QStringLiteral("/v0/people/person_1"));
        QCOMPARE(patches.size(), 1);
        QCOMPARE(patches.first().body, body);
        const JournalEntry entry = *hub.connection.journal()->entry(id);
        QVERIFY2(entry.outcome == JournalEntry::Outcome::Done, qPrintable(entry.error));
        QCOMPARE(entry.attempts, 2);
        QCOMPARE(hub.connection.notConfirmedCount(), 0);
    }

    void aTopicEntryAlreadyThereIsNotAddedAgain()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"content":{"type":"faq","content":"Pilots last 30 days."}})";
        const QString path = QStringLiteral("/v0/topics/topic_1/entries");
        const qint64 id = leftByAnEarlierRun(dir.path(), {JournalOperation::createTopicEntry, QStringLiteral("topics"), {}, {},
                                                          QStringLiteral("topic_1"), {}, {}},
                                             QStringLiteral("k-2"), "POST", path, body);
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        const QJsonObject existing{{QStringLiteral("topicEntryId"), QStringLiteral("entry_9")}, {QStringLiteral("topicId"), QStringLiteral("topic_1")},
                                   {QStringLiteral("sortOrder"), 0},
                                   {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("faq")},
                                                                           {QStringLiteral("content"), QStringLiteral("Pilots last 30 days.")}}},
                                   {QStringLiteral("createdAt"), QStringLiteral("2024-01-01T00:00:00Z")},
                                   {QStringLiteral("updatedAt"), QStringLiteral("2024-01-01T00:00:00Z")}};
        QJsonObject list = emptyList;
        list.insert(QStringLiteral("items"), QJsonArray{existing});
        hub.api.network.route("GET", path, FakeResponse::json(200, list));
        JournalActions &actions = *hub.connection.journalActions();
        QSignalSpy finished(&actions, &JournalActions::finished);
        QVERIFY(actions.retry(id));
        QVERIFY(finished.wait());
        QVERIFY2(finished.first().at(2).toString().contains(QStringLiteral("entry_9")), qPrintable(finished.first().at(2).toString()));
        QVERIFY(hub.api.network.requestsTo("POST", path).isEmpty());
        QCOMPARE(hub.connection.journal()->entry(id)->outcome, JournalEntry::Outcome::Done);
    }

    void aTopicEntryNotThereIsAddedOnce()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"content":{"type":"faq","content":"Pilots last 30 days."}})";
        const QString path = QStringLiteral("/v0/topics/topic_1/entries");
        const qint64 id = leftByAnEarlierRun(dir.path(), {JournalOperation::createTopicEntry, QStringLiteral("topics"), {}, {},
                                                          QStringLiteral("topic_1"), {}, {}},
                                             QStringLiteral("k-3"), "POST", path, body);
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        hub.api.network.route("GET", path, FakeResponse::json(200, emptyList));
        QJsonObject created = QJsonDocument::fromJson(body).object();
        created.insert(QStringLiteral("topicEntryId"), QStringLiteral("entry_10"));
        created.insert(QStringLiteral("topicId"), QStringLiteral("topic_1"));
        created.insert(QStringLiteral("sortOrder"), 1);
        created.insert(QStringLiteral("createdAt"), QStringLiteral("2024-01-01T00:00:00Z"));
        created.insert(QStringLiteral("updatedAt"), QStringLiteral("2024-01-01T00:00:00Z"));
        hub.api.network.route("POST", path, FakeResponse::json(201, created));
        JournalActions &actions = *hub.connection.journalActions();
        QVERIFY(actions.retry(id));
        QTRY_COMPARE(hub.connection.journal()->entry(id)->outcome, JournalEntry::Outcome::Done);
        QCOMPARE(hub.api.network.requestsTo("POST", path).size(), 1);
        QCOMPARE(hub.api.network.requestsTo("POST", path).first().body, body);
    }

    void aWriteWhoseRequestWasNeverMadeCanOnlyBeDiscarded()
    {
        QTemporaryDir dir;
        const qint64 id = leftByAnEarlierRun(dir.path(), {JournalOperation::updateWebhookSubscription, QStringLiteral("webhooks"), {}, {},
                                                          QStringLiteral("whsub_1"), {}, {}},
                                             QStringLiteral("k-4"), {}, {}, {});
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        const JournalEntry entry = *hub.connection.journal()->entry(id);
        QVERIFY(!JournalActions::canRetry(entry));
        QVERIFY(JournalActions::canDiscard(entry));
        JournalActions &actions = *hub.connection.journalActions();
        QVERIFY(!actions.retry(id));
        QVERIFY(actions.discard(id));
        QCOMPARE(hub.connection.journal()->entry(id)->outcome, JournalEntry::Outcome::Discarded);
    }
};

} // namespace tst_journalactions

AUDIENCE_TEST_GUILESS_MAIN(tst_journalactions, TestJournalActions)
#include "tst_journalactions.moc"
