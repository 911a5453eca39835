// The profile's store (issue "Nothing is lost"): its schema and settings, the composer's drafts
// written by themselves, every write journaled before it is sent and its outcome after, a write of
// an earlier run offered again as "not confirmed" (Retry with its key, Check for a publish), two
// consoles on one profile, and the profile's old JSON files taken in once (a corrupt one kept aside).
#include "../net/fakeclient.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/knownaudiencestable.h"
#include "models/shell/profilefilesimport.h"
#include "models/store/keptlist.h"
#include "models/store/profiledatabase.h"
#include "models/store/storeschema.h"
#include "models/store/writejournal.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "support/wirebuilder.h"
#include "support/testmain.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace tst_storejournal {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

const QString messagesPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/messages");
const QString versionPath = QStringLiteral("/v0/pages/page_1/audiences/aud_1/versions/ver_7");
const QString publishPath = versionPath + QStringLiteral("/publish");

QVariant scalar(ProfileDatabase &store, const QString &sql)
{
    QSqlQuery query(store.database());
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

// A draft as a second connection reads it: what is on disk, not what the first one holds.
QString storedDraft(const QString &path, const QString &audienceId)
{
    ProfileDatabase reader;
    if (!reader.open(path))
        return QStringLiteral("<cannot open>");
    QSqlQuery query(reader.database());
    query.prepare(QStringLiteral("SELECT text FROM composer_drafts WHERE audience_id = ?"));
    query.addBindValue(audienceId);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

Net::AudienceRecord audience(const QString &id, const QString &name)
{
    Net::AudienceRecord record;
    record.audienceId = id;
    record.pageId = QStringLiteral("page_1");
    record.effectiveName = name;
    record.computedName = name;
    record.status = QStringLiteral("published");
    record.createdAt = QStringLiteral("2024-01-01T00:00:00Z");
    record.publishedVersion.versionId = id + QStringLiteral("_v1");
    record.publishedVersion.audienceId = id;
    record.publishedVersion.versionNumber = 1;
    record.publishedVersion.status = QStringLiteral("published");
    record.latestVersion = record.publishedVersion;
    return record;
}

} // namespace

class TestStoreJournal : public QObject
{
    Q_OBJECT
private slots:
    void opensWithWalAndTheCurrentSchema()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY2(store.open(ProfileDatabase::pathInFolder(dir.path())), qPrintable(store.error()));
        QCOMPARE(scalar(store, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(scalar(store, QStringLiteral("PRAGMA synchronous")).toInt(), 1); // NORMAL
        QVERIFY(scalar(store, QStringLiteral("PRAGMA user_version")).toInt() >= 1);
        QVERIFY(!store.runId().isEmpty());
    }

    // A newer schema is moved aside, named in words, and a fresh store opens (tst_storeopening
    // has the rest of what happens to a store that cannot be used as it is).
    void aNewerSchemaIsMovedAsideInWords()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
            QSqlQuery(store.database()).exec(QStringLiteral("PRAGMA user_version = 999"));
        }
        ProfileDatabase again;
        QVERIFY2(again.open(path), qPrintable(again.error()));
        QCOMPARE(again.problems().size(), 1);
        QVERIFY2(again.problems().constFirst().contains(QStringLiteral("newer")), qPrintable(again.problems().constFirst()));
        QCOMPARE(scalar(again, QStringLiteral("PRAGMA user_version")).toInt(), StoreSchema::currentVersion());
    }

    // The timer bug of the JSON era: a single-shot timer's flush() found the timer inactive and
    // wrote nothing. Here nobody calls flush(): the text must reach the disk by itself.
    void aTypedDraftReachesTheStoreByItself()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY(store.open(path));
        ComposerDrafts drafts;
        drafts.setStore(&store);
        drafts.setText(QStringLiteral("aud_1"), QStringLiteral("Make the meta title shorter"));
        QTRY_COMPARE_WITH_TIMEOUT(storedDraft(path, QStringLiteral("aud_1")), QStringLiteral("Make the meta title shorter"), 1000);
        drafts.setText(QStringLiteral("aud_1"), QString());
        QTRY_COMPARE_WITH_TIMEOUT(storedDraft(path, QStringLiteral("aud_1")), QString(), 1000);
    }

    void aSendIsJournaledBeforeItLeavesAndTheDraftGoesInTheSameCommit()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase store;
        QVERIFY(store.open(path));
        WriteJournal journal(store);
        ComposerDrafts drafts;
        drafts.setStore(&store);
        drafts.setText(QStringLiteral("aud_1"), QStringLiteral("Lead with the 30-day pilot"));
        drafts.flush();

        FakeClient api;
        api.network.route("POST", messagesPath, FakeResponse::json(202, Wire::MessageAccepted{}.toJson()));
        MessageOutbox outbox;
        outbox.setClient(&api.client);
        outbox.setDrafts(&drafts);
        outbox.tracker()->setJournal(&journal);
        // The moment the request is made, the intent is already committed, as a second reader sees
        // it, and the draft is gone from the store in that same commit.
        bool journaledBeforeTheRequest = false;
        QString draftWhenTheRequestWasMade = QStringLiteral("<no request>");
        connect(&api.network, &FakeNetwork::requestReceived, this, [&](const ReceivedRequest &request) {
            ProfileDatabase reader;
            QVERIFY(reader.open(path));
            journaledBeforeTheRequest = WriteJournal(reader).findByKey(request.json().value(QStringLiteral("clientMessageId")).toString()).has_value();
            draftWhenTheRequestWasMade = storedDraft(path, QStringLiteral("aud_1"));
        });
        const QString id = outbox.send(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("Lead with the 30-day pilot"));
        QVERIFY(!id.isEmpty());
        QVERIFY(journaledBeforeTheRequest);
        QCOMPARE(draftWhenTheRequestWasMade, QString());
        const std::optional<JournalEntry> intent = journal.findByKey(id);
        QVERIFY(intent);
        QCOMPARE(intent->outcome, JournalEntry::Outcome::Pending);
        QCOMPARE(intent->note.operation, JournalOperation::sendMessage);
        QCOMPARE(QJsonDocument::fromJson(intent->body).object().value(QStringLiteral("message")).toString(),
                 QStringLiteral("Lead with the 30-day pilot"));

        QSignalSpy accepted(&outbox, &MessageOutbox::accepted);
        QVERIFY(accepted.wait());
        const std::optional<JournalEntry> outcome = journal.entry(intent->id);
        QCOMPARE(outcome->outcome, JournalEntry::Outcome::Done);
        QCOMPARE(outcome->method, QByteArray("POST"));
        QCOMPARE(outcome->path, messagesPath);
        QCOMPARE(QJsonDocument::fromJson(outcome->answer).object().value(QStringLiteral("versionId")).toString(), QStringLiteral("ver_2"));
        QVERIFY(outcome->finishedAt.isValid());
    }

    void aFailedWriteIsJournaledWithItsErrorInWords()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        WriteJournal journal(store);
        FakeClient api;
        api.network.route("POST", messagesPath, FakeResponse::error(422, QStringLiteral("validation_failed"), QStringLiteral("message is empty")));
        MessageOutbox outbox;
        outbox.setClient(&api.client);
        outbox.tracker()->setJournal(&journal);
        const QString id = outbox.send(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("hello"));
        QTRY_COMPARE(journal.findByKey(id)->outcome, JournalEntry::Outcome::Failed);
        QVERIFY2(journal.findByKey(id)->error.contains(QStringLiteral("message is empty")), qPrintable(journal.findByKey(id)->error));
    }

    // A message the last run sent without an answer: offered again, and the retry carries the
    // same clientMessageId, so the service cannot post it twice.
    void aMessageOfAnEarlierRunIsNotConfirmedAndRetriedWithItsKey()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        QString key;
        {
            ProfileDatabase earlier;
            QVERIFY(earlier.open(path));
            WriteJournal journal(earlier);
            key = QStringLiteral("cm-earlier");
            JournalNote note{JournalOperation::sendMessage, QStringLiteral("workspace"), QStringLiteral("page_1"), QStringLiteral("aud_1"),
                             QStringLiteral("aud_1"), {}, QJsonObject{{QStringLiteral("message"), QStringLiteral("Mention pricing")},
                                                                      {QStringLiteral("clientMessageId"), key}}};
            QVERIFY(journal.recordIntent(note, key).value_or(0) > 0);
            // …and the process dies here.
        }
        ProfileDatabase store;
        QVERIFY(store.open(path));
        WriteJournal journal(store);
        const QList<JournalEntry> notConfirmed = journal.notConfirmed();
        QCOMPARE(notConfirmed.size(), 1);
        QVERIFY(notConfirmed.first().isNotConfirmed(store.liveRuns()));

        FakeClient api;
        api.network.route("POST", messagesPath, FakeResponse::json(202, Wire::MessageAccepted{.clientMessageId = key}.toJson()));
        MessageOutbox outbox;
        outbox.setClient(&api.client);
        outbox.tracker()->setJournal(&journal);
        QVERIFY(outbox.adopt(notConfirmed.first()));
        QCOMPARE(outbox.outgoing(QStringLiteral("aud_1")).size(), 1);
        QVERIFY(outbox.outgoing(QStringLiteral("aud_1")).first().notConfirmed);
        QVERIFY(outbox.retry(key));
        QSignalSpy accepted(&outbox, &MessageOutbox::accepted);
        QVERIFY(accepted.wait());
        const QList<ReceivedRequest> posts = api.network.requestsTo("POST", messagesPath);
        QCOMPARE(posts.size(), 1);
        QCOMPARE(posts.first().json().value(QStringLiteral("clientMessageId")).toString(), key);
        const JournalEntry entry = *journal.entry(notConfirmed.first().id);
        QCOMPARE(entry.outcome, JournalEntry::Outcome::Done);
        QCOMPARE(entry.attempts, 2);
        QVERIFY(journal.notConfirmed().isEmpty());
    }

    void aDiscardedMessageIsJournaledAsDiscarded()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase earlier;
            QVERIFY(earlier.open(path));
            WriteJournal(earlier).recordIntent({JournalOperation::sendMessage, QStringLiteral("workspace"), QStringLiteral("page_1"),
                                                QStringLiteral("aud_1"), QStringLiteral("aud_1"), {},
                                                QJsonObject{{QStringLiteral("message"), QStringLiteral("x")}}},
                                               QStringLiteral("cm-x")).value_or(0);
        }
        ProfileDatabase store;
        QVERIFY(store.open(path));
        WriteJournal journal(store);
        MessageOutbox outbox;
        outbox.tracker()->setJournal(&journal);
        QVERIFY(outbox.adopt(journal.notConfirmed().first()));
        QVERIFY(outbox.discard(QStringLiteral("cm-x")));
        QVERIFY(outbox.outgoing(QStringLiteral("aud_1")).isEmpty());
        QCOMPARE(journal.findByKey(QStringLiteral("cm-x"))->outcome, JournalEntry::Outcome::Discarded);
        QVERIFY(journal.notConfirmed().isEmpty());
    }

    void aPublishNotConfirmedIsCheckedThenRetriedWithItsOperationKey()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        const QString key = QStringLiteral("op-earlier");
        {
            ProfileDatabase earlier;
            QVERIFY(earlier.open(path));
            WriteJournal(earlier).recordIntent({JournalOperation::publishVersion, QStringLiteral("workspace"), QStringLiteral("page_1"),
                                                QStringLiteral("aud_1"), QStringLiteral("ver_7"), {}, {}},
                                               key).value_or(0);
        }
        ProfileDatabase store;
        QVERIFY(store.open(path));
        WriteJournal journal(store);
        FakeClient api;
        Wire::AudienceVersion draft{.versionId = QStringLiteral("ver_7"), .versionNumber = 7, .status = QStringLiteral("draft"),
                                    .publishedAt = QJsonValue::Null};
        api.network.route("GET", versionPath, FakeResponse::json(200, draft.toJson()));
        VersionFollower versions;
        versions.setClient(&api.client);
        PublishActions publishes(&versions, nullptr);
        publishes.setClient(&api.client);
        publishes.tracker()->setJournal(&journal);
        QVERIFY(publishes.adopt(journal.notConfirmed().first()));
        QVERIFY(publishes.isNotConfirmed(QStringLiteral("ver_7")));

        // Check: still a draft, so the publish did not happen; it says so and stays for Retry.
        QSignalSpy checked(&publishes, &PublishActions::checked);
        QVERIFY(publishes.check(QStringLiteral("ver_7")));
        QVERIFY(checked.wait());
        QCOMPARE(checked.first().at(1).toBool(), false);
        QVERIFY2(checked.first().at(2).toString().contains(QStringLiteral("still a draft")), qPrintable(checked.first().at(2).toString()));

        Wire::AudienceVersion live{.versionId = QStringLiteral("ver_7"), .versionNumber = 7};
        api.network.route("POST", publishPath, FakeResponse::json(200, live.toJson()));
        QSignalSpy published(&publishes, &PublishActions::published);
        QVERIFY(publishes.retry(QStringLiteral("ver_7")));
        QVERIFY(published.wait());
        const QList<ReceivedRequest> posts = api.network.requestsTo("POST", publishPath);
        QCOMPARE(posts.size(), 1);
        QCOMPARE(posts.first().json().value(QStringLiteral("operationKey")).toString(), key);
        QCOMPARE(journal.findByKey(key)->outcome, JournalEntry::Outcome::Done);
    }

    // A publish reads what it puts live before it is sent (issue 39): it is journaled first, so a
    // crash while the conversation is read leaves it in the journal (not confirmed next time, for
    // Check and Retry); once read, the record of version 7's change goes into the store, then the
    // publish leaves.
    void aPublishIsJournaledBeforeItReadsWhatItPutsLive()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        WriteJournal journal(store);
        FakeClient api;
        api.network.route("GET", messagesPath, FakeResponse::hang());
        VersionFollower versions;
        Net::AudienceVersion draft;
        draft.versionId = QStringLiteral("ver_7");
        draft.audienceId = QStringLiteral("aud_1");
        draft.versionNumber = 7;
        draft.status = QStringLiteral("draft");
        versions.remember(draft);
        PublishActions publishes(&versions, nullptr);
        publishes.setClient(&api.client);
        publishes.tracker()->setJournal(&journal);
        QVERIFY(publishes.publish(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("ver_7")));
        QVERIFY(publishes.isPending(QStringLiteral("ver_7")));
        QVERIFY(!publishes.publish(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("ver_7"))); // not twice at once
        const QString key = publishes.operationKey(QStringLiteral("ver_7"));
        QCOMPARE(journal.findByKey(key)->outcome, JournalEntry::Outcome::Pending);
        QTRY_COMPARE(api.network.requestsTo("GET", messagesPath).size(), 1);
        QVERIFY(api.network.requestsTo("POST", publishPath).isEmpty());

        // The conversation: version 7 is the 6th message's, newest, changing the meta title.
        Wire::Change change{.changeId = QStringLiteral("chg_7"), .field = QStringLiteral("metaTitle"),
                            .previousValue = QStringLiteral("Spring launch"), .newValue = QStringLiteral("Summer launch"),
                            .status = QStringLiteral("pending")};
        Wire::Conversation conversation;
        for (int n = 2; n <= 7; ++n) {
            conversation.messages.append(Wire::Message{.messageId = QStringLiteral("u%1").arg(n)});
            Wire::Message answer{.messageId = QStringLiteral("a%1").arg(n), .role = QStringLiteral("assistant")};
            if (n == 7)
                answer.changes = {change};
            conversation.messages.append(answer);
        }
        conversation.pendingChanges = {change};
        api.network.route("GET", messagesPath, FakeResponse::json(200, conversation.toJson()));
        api.network.route("POST", publishPath, FakeResponse::json(200, Wire::AudienceVersion{.versionId = QStringLiteral("ver_7"),
                                                                                          .versionNumber = 7}.toJson()));
        FakeClient other; // the connection changes while the read hangs: nothing of it is sent
        publishes.setClient(&other.client);
        publishes.setClient(&api.client);
        QVERIFY(api.network.requestsTo("POST", publishPath).isEmpty());

        QSignalSpy published(&publishes, &PublishActions::published);
        QVERIFY(publishes.publish(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("ver_7")));
        QVERIFY(published.wait());
        QCOMPARE(api.network.requestsTo("POST", publishPath).size(), 1);
        const auto records = store.publishChangesOf(QStringLiteral("aud_1"));
        QVERIFY(records && records->size() == 1);
        QCOMPARE(records->first().field, QStringLiteral("metaTitle"));
        QCOMPARE(records->first().before, QStringLiteral("Spring launch"));
        QCOMPARE(records->first().after, QStringLiteral("Summer launch"));
        QCOMPARE(records->first().versionNumber, 7);
    }

    void aPublishThatWentLiveIsConfirmedByCheck()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        {
            ProfileDatabase earlier;
            QVERIFY(earlier.open(path));
            WriteJournal(earlier).recordIntent({JournalOperation::publishVersion, QStringLiteral("workspace"), QStringLiteral("page_1"),
                                                QStringLiteral("aud_1"), QStringLiteral("ver_7"), {}, {}},
                                               QStringLiteral("op-1")).value_or(0);
        }
        ProfileDatabase store;
        QVERIFY(store.open(path));
        WriteJournal journal(store);
        FakeClient api;
        api.network.route("GET", versionPath, FakeResponse::json(200, Wire::AudienceVersion{.versionId = QStringLiteral("ver_7"), .versionNumber = 7}.toJson()));
        VersionFollower versions;
        versions.setClient(&api.client);
        PublishActions publishes(&versions, nullptr);
        publishes.setClient(&api.client);
        publishes.tracker()->setJournal(&journal);
        QVERIFY(publishes.adopt(journal.notConfirmed().first()));
        QSignalSpy published(&publishes, &PublishActions::published);
        QVERIFY(publishes.check(QStringLiteral("ver_7")));
        QVERIFY(published.wait());
        QCOMPARE(journal.findByKey(QStringLiteral("op-1"))->outcome, JournalEntry::Outcome::Done);
        QCOMPARE(publishes.state(QStringLiteral("ver_7")), WriteTracker::State::None);
        QVERIFY(api.network.requestsTo("POST", publishPath).isEmpty()); // nothing was published again
    }

    void twoConsolesOnOneProfileKeepEachOthersEntries()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        ProfileDatabase first;
        ProfileDatabase second;
        QVERIFY(first.open(path));
        QVERIFY(second.open(path));
        WriteJournal firstJournal(first);
        WriteJournal secondJournal(second);
        KnownAudiences firstKnown;
        KnownAudiences secondKnown;
        firstKnown.setStore(&first);
        secondKnown.setStore(&second);
        for (int i = 0; i < 100; ++i) {
            const JournalNote note{JournalOperation::archiveAudience, QStringLiteral("audiences"), QStringLiteral("page_1"),
                                   QStringLiteral("aud_%1").arg(i), {}, {}, {}};
            QVERIFY(firstJournal.recordIntent(note, QStringLiteral("a-%1").arg(i)).value_or(0) > 0);
            QVERIFY(secondJournal.recordIntent(note, QStringLiteral("b-%1").arg(i)).value_or(0) > 0);
            (i % 2 ? firstKnown : secondKnown).remember(audience(QStringLiteral("aud_%1").arg(i), QStringLiteral("Audience %1").arg(i)));
        }
        ProfileDatabase reader;
        QVERIFY(reader.open(path));
        QCOMPARE(scalar(reader, QStringLiteral("SELECT COUNT(*) FROM journal")).toInt(), 200);
        QCOMPARE(KnownAudiencesTable::load(reader).size(), 100);
        // Each sees the other's pending writes as not confirmed only (they ran in another run).
        QCOMPARE(firstJournal.notConfirmed().size(), 100);
    }

    void versionsSeenAndFollowsSurviveARestart()
    {
        QTemporaryDir dir;
        const QString path = ProfileDatabase::pathInFolder(dir.path());
        FakeClient api;
        api.network.route("GET", versionPath, FakeResponse::hang());
        {
            ProfileDatabase store;
            QVERIFY(store.open(path));
            VersionFollower versions;
            versions.setClient(&api.client);
            versions.setStore(&store);
            versions.remember(audience(QStringLiteral("aud_1"), QStringLiteral("A")).publishedVersion);
            versions.follow(QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("ver_7")); // queued, in flight
        }
        ProfileDatabase store;
        QVERIFY(store.open(path));
        VersionFollower versions;
        versions.setClient(&api.client);
        QSignalSpy changed(&versions, &VersionFollower::versionsChanged);
        versions.setStore(&store);
        QCOMPARE(versions.versions(QStringLiteral("aud_1")).size(), 2);
        QVERIFY(versions.publishedVersion(QStringLiteral("aud_1")));
        QVERIFY(versions.isFollowing(QStringLiteral("ver_7"))); // resumed: it was queued when the console closed
        QVERIFY(!changed.isEmpty());
    }

    void theProfilesJsonFilesAreTakenInOnce()
    {
        QTemporaryDir dir;
        const QString folder = dir.path();
        QJsonObject audiences{{QStringLiteral("format"), 1},
                              {QStringLiteral("audiences"), QJsonArray{Net::toJsonObject(audience(QStringLiteral("aud_1"), QStringLiteral("Retail")))}}};
        writeFile(folder + QStringLiteral("/known-audiences.json"), QJsonDocument(audiences).toJson());
        writeFile(folder + QStringLiteral("/composer-drafts.json"), R"({"format":1,"drafts":{"aud_1":"half-typed"}})");
        writeFile(folder + QStringLiteral("/recent-accounts.json"),
                  R"({"format":1,"recent":[{"accountId":"account_aaaaaaaaaaaaaaaaaaaaaaaaaa","name":"Acme"}]})");
        writeFile(folder + QStringLiteral("/known-webhooks.json"), R"({"format":1,"subscriptions":[{"subscriptionId":"whsub_1"}]})");
        writeFile(folder + QStringLiteral("/recent-sessions.json"), "{ this is not json");

        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(folder)));
        ProfileFilesImport::run(store, folder);

        QCOMPARE(KnownAudiencesTable::load(store).size(), 1);
        QCOMPARE(storedDraft(store.path(), QStringLiteral("aud_1")), QStringLiteral("half-typed"));
        QCOMPARE(KeptList(store, ProfileFilesImport::recentAccountsList()).read().size(), 1);
        QCOMPARE(KeptList(store, KnownWebhooks::listName()).read().first().id, QStringLiteral("whsub_1"));
        for (const char *name : {"known-audiences.json", "composer-drafts.json", "recent-accounts.json", "known-webhooks.json"})
            QVERIFY2(!QFile::exists(folder + u'/' + QLatin1StringView(name)), name);

        // The unreadable one is kept aside under another name and reported, never dropped.
        QVERIFY(!QFile::exists(folder + QStringLiteral("/recent-sessions.json")));
        const QStringList aside = QDir(folder).entryList({QStringLiteral("recent-sessions.json.unreadable-*")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(store.problems().size(), 1);
        QVERIFY2(store.problems().first().contains(aside.first()), qPrintable(store.problems().first()));

        // A second start finds nothing more to take in.
        ProfileDatabase again;
        QVERIFY(again.open(store.path()));
        ProfileFilesImport::run(again, folder);
        QVERIFY(again.problems().isEmpty());
        QCOMPARE(KnownAudiencesTable::load(again).size(), 1);
    }

    void forgettingKeepsWhatIsStillUndecided()
    {
        QTemporaryDir dir;
        ProfileDatabase store;
        QVERIFY(store.open(ProfileDatabase::pathInFolder(dir.path())));
        WriteJournal journal(store);
        const JournalNote note{JournalOperation::updatePerson, QStringLiteral("people"), {}, {}, QStringLiteral("person_1"), {}, {}};
        const qint64 done = journal.recordIntent(note, QStringLiteral("k1")).value_or(0);
        journal.recordDone(done, "{}");
        journal.recordIntent(note, QStringLiteral("k2")).value_or(0); // pending
        QSignalSpy forgotten(&journal, &WriteJournal::entriesForgotten);
        QCOMPARE(journal.forgetOlderThan(QDateTime::currentDateTimeUtc().addSecs(60)), 1);
        QCOMPARE(forgotten.size(), 1);
        QVERIFY(!journal.entry(done));
        QVERIFY(journal.findByKey(QStringLiteral("k2")));
    }
};

} // namespace tst_storejournal

AUDIENCE_TEST_GUILESS_MAIN(tst_storejournal, TestStoreJournal)
#include "tst_storejournal.moc"
