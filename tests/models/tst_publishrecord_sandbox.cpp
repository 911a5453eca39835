// The record of what a publish put live (table publish_changes, issue 39 item 4) against a real
// audience-sandbox (`--seed wide:1`: one audience, version 1 live, version 2 a draft), through the
// console's own PublishActions on a connection with its profile's store. The record is of the
// version actually published, read at that publish: a draft older than the newest records its own
// changes, not the newest draft's; a publish retried after another publish landed records the
// value live at the retry as its "before", not the one read at the first attempt.
#include "release/releasetesthelpers.h"

#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "net/audiencesapi.h"
#include "net/conversationapi.h"
#include "support/testmain.h"

#include <QSignalSpy>
#include <QTest>

namespace tst_publishrecord_sandbox {

using namespace Audience;
using namespace Audience::Testing;
using Models::PublishChangeRecord;
using Models::WriteTracker;

namespace {

const QString page = QStringLiteral("page_wide_0001");
const QString audience = wideAudienceId(1);

QString describe(const QList<PublishChangeRecord> &records)
{
    QStringList lines;
    for (const PublishChangeRecord &record : records)
        lines.append(QStringLiteral("%1: %2 → %3").arg(record.field, record.before, record.after));
    return lines.join(QStringLiteral("; "));
}

} // namespace

class TestPublishRecordSandbox : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_world = std::make_unique<ReleaseWorld>();
        QVERIFY2(m_world->start(1, {QStringLiteral("--processing-delay-ms"), QStringLiteral("20")}),
                 qPrintable(m_world->sandbox.errorString()));
        // The console knows what is live (version 1) and the draft waiting, as a workspace does.
        versions()->open(page, audience, QStringLiteral("ver_wide_0001_1"));
        versions()->open(page, audience, wideDraftId(1));
        QVERIFY(QTest::qWaitFor([this] { return versions()->version(wideDraftId(1)) && versions()->publishedVersion(audience); }, 10000));
        QCOMPARE(versions()->publishedVersion(audience)->versionNumber, 1);
    }

    void cleanup() { m_world.reset(); }

    // Version 3 (a new title) is published while version 4 (a new description) is the newest
    // draft: the record holds version 3's title and nothing of version 4.
    void aDraftOlderThanTheNewestRecordsItsOwnChanges()
    {
        QVERIFY(publish(wideDraftId(1)));
        const QString titleLive = conversation().context.value().currentMetaTitle.value();
        const QString descriptionLive = conversation().context.value().currentMetaDescription.value();
        QVERIFY(!titleLive.isEmpty());
        const QString three = dictate(QStringLiteral("Set the meta title to \"A title of version three\""));
        QVERIFY(!three.isEmpty());
        const QString four = dictate(QStringLiteral("Set the meta description to \"A description of version four, the newest.\""));
        QVERIFY(!four.isEmpty());
        QCOMPARE(versions()->version(four)->versionNumber, versions()->version(three)->versionNumber + 1);

        QVERIFY(publish(three));
        const QList<PublishChangeRecord> recorded = recordOf(three);
        QCOMPARE(recorded.size(), 1);
        QCOMPARE(recorded.first().field, QStringLiteral("metaTitle"));
        QCOMPARE(recorded.first().before, titleLive);
        QCOMPARE(recorded.first().after, QStringLiteral("A title of version three"));
        QCOMPARE(recorded.first().versionNumber, versions()->version(three)->versionNumber);

        // Version 4 then goes live with its own change only, against version 3's values.
        QVERIFY(publish(four));
        const QList<PublishChangeRecord> next = recordOf(four);
        QCOMPARE(next.size(), 1);
        QCOMPARE(next.first().field, QStringLiteral("metaDescription"));
        QCOMPARE(next.first().before, descriptionLive);
        QCOMPARE(next.first().after, QStringLiteral("A description of version four, the newest."));
    }

    // Version 4's publish fails (the audience is archived at that moment); version 3 is published
    // meanwhile; Retry Publish of version 4 records version 3's description as its "before".
    void aRetriedPublishRecordsTheBeforeOfItsOwnAttempt()
    {
        const QString descriptionLive = conversation().context.value().currentMetaDescription.value();
        const QString three = dictate(QStringLiteral("Set the meta description to \"Three's description.\""));
        QVERIFY(!three.isEmpty());
        const QString four = dictate(QStringLiteral("Set the meta description to \"Four's description.\""));
        QVERIFY(!four.isEmpty());

        QVERIFY(waitFor(m_world->client->audiences().archive(page, audience)));
        Models::PublishActions *publishes = m_world->connection->publishActions();
        QVERIFY(publishes->publish(page, audience, four));
        QVERIFY(publishes->isPending(four)); // from the click, while its conversation is read
        QTRY_COMPARE_WITH_TIMEOUT(publishes->state(four), WriteTracker::State::Failed, 10000);
        // The first attempt recorded what it read then: from the value before version 2.
        QCOMPARE(recordOf(four).size() >= 1, true);
        QCOMPARE(fieldOf(recordOf(four), QStringLiteral("metaDescription")).before, descriptionLive);
        const QString key = publishes->operationKey(four);

        QVERIFY(waitFor(m_world->client->audiences().restore(page, audience)));
        QVERIFY(publish(three));

        QVERIFY(publishes->retry(four));
        QTRY_COMPARE_WITH_TIMEOUT(publishes->state(four), WriteTracker::State::Done, 10000);
        QCOMPARE(m_world->entriesWithKey(key), 1); // the same write, retried with its key
        const QList<PublishChangeRecord> recorded = recordOf(four);
        QVERIFY2(recorded.size() == 1, qPrintable(describe(recorded)));
        QCOMPARE(recorded.first().field, QStringLiteral("metaDescription"));
        QCOMPARE(recorded.first().before, QStringLiteral("Three's description."));
        QCOMPARE(recorded.first().after, QStringLiteral("Four's description."));
    }

    // A publish of a version the conversation shows live already (as a retry whose first attempt
    // went through with its answer lost finds it) leaves the record of the attempt that published
    // it as it was.
    void anAttemptAtAVersionLiveAlreadyKeepsItsRecord()
    {
        const QString three = dictate(QStringLiteral("Set the meta title to \"Title three, published once.\""));
        QVERIFY(!three.isEmpty());
        QVERIFY(publish(three));
        const QList<PublishChangeRecord> first = recordOf(three);
        QVERIFY(!first.isEmpty());
        Models::PublishActions *publishes = m_world->connection->publishActions();
        QVERIFY(waitFor(m_world->client->audiences().archive(page, audience)));
        QVERIFY(publishes->publish(page, audience, three)); // a new click: 409, the audience is archived
        QTRY_COMPARE_WITH_TIMEOUT(publishes->state(three), WriteTracker::State::Failed, 10000);
        QCOMPARE(describe(recordOf(three)), describe(first));
    }

private:
    Models::VersionFollower *versions() const { return m_world->connection->versionFollower(); }

    static bool waitFor(Net::ApiReply *reply)
    {
        QSignalSpy done(reply, &Net::ApiReply::finished);
        return (reply->isFinished() || done.wait(10000)) && !reply->isError();
    }

    Net::Conversation conversation()
    {
        auto *reply = m_world->client->conversation().history(page, audience);
        QSignalSpy done(reply, &Net::ApiReply::finished);
        if (!reply->isFinished() && !done.wait(10000))
            return {};
        return reply->isError() ? Net::Conversation{} : reply->value();
    }

    // Sends `text` to the agent and waits for its draft; the new version's ID, empty on failure.
    QString dictate(const QString &text)
    {
        Models::MessageOutbox *outbox = m_world->connection->messageOutbox();
        QSignalSpy accepted(outbox, &Models::MessageOutbox::accepted);
        if (outbox->send(page, audience, text, Models::MessageOutbox::Source::Elsewhere).isEmpty() || !accepted.wait(10000))
            return {};
        const QString versionId = accepted.last().at(3).toString();
        const bool settled = QTest::qWaitFor(
            [&] {
                const auto version = versions()->version(versionId);
                return version && version->status == QStringLiteral("draft");
            },
            20000);
        return settled ? versionId : QString();
    }

    bool publish(const QString &versionId)
    {
        Models::PublishActions *publishes = m_world->connection->publishActions();
        if (!publishes->publish(page, audience, versionId))
            return false;
        return QTest::qWaitFor([&] { return publishes->state(versionId) == WriteTracker::State::Done; }, 20000);
    }

    QList<PublishChangeRecord> recordOf(const QString &versionId) const
    {
        QList<PublishChangeRecord> of;
        for (const PublishChangeRecord &record : m_world->connection->store()->publishChangesOf(audience).value_or(QList<PublishChangeRecord>{})) {
            if (record.versionId == versionId)
                of.append(record);
        }
        return of;
    }

    static PublishChangeRecord fieldOf(const QList<PublishChangeRecord> &records, const QString &field)
    {
        for (const PublishChangeRecord &record : records) {
            if (record.field == field)
                return record;
        }
        return {};
    }

    std::unique_ptr<ReleaseWorld> m_world;
};

} // namespace tst_publishrecord_sandbox

AUDIENCE_TEST_MAIN(tst_publishrecord_sandbox, TestPublishRecordSandbox)
#include "tst_publishrecord_sandbox.moc"
