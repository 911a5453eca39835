// "Undo this publish" against a real audience-sandbox (demo data), through the console's own models
// on a connection with its profile's store: the three-field publish that hurt (aud_demo_061,
// version 3, derived from the conversation), a one-field publish this console made (recorded),
// a conflict with a later publish (listed, kept at the later value unless taken), and a draft the
// agent wrote wrong on purpose (--fault-agent-miswrites-field), which is not offered for Publish.
#include "support/sandboxprocess.h"

#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/publishhistory.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/versionfollower.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/conversationapi.h"
#include "support/testmain.h"

#include <QMetaEnum>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_publishundo_sandbox {

using namespace Audience;
using namespace Audience::Models;
using Stage = PublishUndo::Stage;

namespace {

const QString page = QStringLiteral("page_demo_01");
const QString hurtAudience = QStringLiteral("aud_demo_061");
const QString hurtVersion = QStringLiteral("ver_demo_061_3");
// docs/sandbox.md, "A publish that hurt": the values before version 3.
const QString titleBefore = QStringLiteral("Forecast Studio for FP&A leads at SaaS scale-ups");
const QString descriptionBefore =
    QStringLiteral("Rolling forecasts that tie ARR, churn and hiring plans together, built for FP&A leads at SaaS scale-ups.");
const QString keywordsBefore = QStringLiteral("rolling forecast, saas metrics, arr forecasting, driver-based planning");

// One console on one sandbox: the client, the connection's hub with its store.
struct Console
{
    Testing::SandboxProcess sandbox;
    std::unique_ptr<QNetworkAccessManager> network;
    std::unique_ptr<Net::StaticApiKeyProvider> keys;
    std::unique_ptr<Net::ApiClient> client;
    QTemporaryDir profile;
    std::unique_ptr<Connection> connection;

    bool start(const QStringList &extra)
    {
        QStringList arguments{QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                              QStringLiteral("--processing-delay-ms"), QStringLiteral("20")};
        if (!sandbox.start(arguments + extra)) {
            qWarning() << sandbox.errorString();
            return false;
        }
        network = std::make_unique<QNetworkAccessManager>();
        keys = std::make_unique<Net::StaticApiKeyProvider>(sandbox.apiKey());
        client = std::make_unique<Net::ApiClient>(network.get(), keys.get());
        client->setBaseUrl(sandbox.baseUrl());
        connection = std::make_unique<Connection>(client.get());
        connection->setProfileFolder(profile.path());
        connection->setConnected(true);
        return QTest::qWaitFor([this] { return connection->journal() != nullptr; }, 10000);
    }

    std::unique_ptr<PublishUndo> makeUndo() const
    {
        return std::make_unique<PublishUndo>(*connection->serviceLink(), *connection->storeLink(), *connection->messageOutbox(),
                                             *connection->versionFollower(), *connection->publishActions());
    }

    // The audience's conversation as the service has it now.
    Net::Conversation conversation(const QString &audienceId, const QString &pageId = page) const
    {
        auto *reply = client->conversation().history(pageId, audienceId);
        QSignalSpy done(reply, &Net::ApiReply::finished);
        if (!reply->isFinished() && !done.wait(10000))
            return {};
        return reply->isError() ? Net::Conversation{} : reply->value();
    }

    // Opens a version by its ID and waits until the console knows it.
    bool know(const QString &audienceId, const QString &versionId, const QString &pageId = page) const
    {
        connection->versionFollower()->open(pageId, audienceId, versionId);
        return QTest::qWaitFor([&] { return connection->versionFollower()->version(versionId).has_value(); }, 10000);
    }

    // Sends `text` to the audience's agent, waits for the draft, and publishes it as the
    // workspace does (what goes live recorded). The new version's ID, empty on failure.
    QString publishDictation(const QString &pageId, const QString &audienceId, const QString &text) const
    {
        MessageOutbox *outbox = connection->messageOutbox();
        QSignalSpy accepted(outbox, &MessageOutbox::accepted);
        if (outbox->send(pageId, audienceId, text, MessageOutbox::Source::Elsewhere).isEmpty() || !accepted.wait(10000))
            return {};
        const QString versionId = accepted.last().at(3).toString();
        VersionFollower *versions = connection->versionFollower();
        if (!QTest::qWaitFor([&] { return versions->version(versionId) && !VersionFollower::isInFlight(versions->version(versionId)->status); },
                             20000))
            return {};
        PublishHistory reading(*connection->serviceLink(), *connection->storeLink(), *versions);
        if (!reading.load(pageId, audienceId) || !QTest::qWaitFor([&] { return !reading.isLoading(); }, 10000))
            return {};
        PublishActions *publishes = connection->publishActions();
        if (!publishes->publish(pageId, audienceId, versionId))
            return {};
        if (!QTest::qWaitFor([&] { return publishes->state(versionId) == WriteTracker::State::Done; }, 20000))
            return {};
        return versionId;
    }
};

bool waitForStage(const PublishUndo &undo, std::initializer_list<Stage> stages, int timeoutMs = 30000)
{
    return QTest::qWaitFor([&] { return std::find(stages.begin(), stages.end(), undo.stage()) != stages.end(); }, timeoutMs);
}

QString stageName(const PublishUndo &undo)
{
    return QString::fromLatin1(QMetaEnum::fromType<Stage>().valueToKey(int(undo.stage()))) + u' ' + undo.stageText();
}

} // namespace

class TestPublishUndoSandbox : public QObject
{
    Q_OBJECT

    Console m_console;

private slots:
    void initTestCase()
    {
        QVERIFY(m_console.start({}));
    }

    // Version 3 of aud_demo_061 changed three fields; the console did not publish it, so what it
    // changed is derived from the conversation. Undone, proved 3 of 3, published: the values
    // from before version 3 are live again, and the journal names both writes.
    void undoesTheThreeFieldPublishThatHurt()
    {
        QVERIFY(m_console.know(hurtAudience, hurtVersion));
        auto undo = m_console.makeUndo();
        QVERIFY(undo->start(page, hurtAudience, hurtVersion, QStringLiteral("Heads of FP&A at SaaS scale-ups")));
        QVERIFY2(waitForStage(*undo, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Ready);
        QCOMPARE(undo->undone()->source, PublishedChange::Source::Derived);
        QCOMPARE(undo->plan().fields.size(), 3);
        QCOMPARE(undo->plan().conflictCount(), 0);
        QCOMPARE(undo->plan().dictated().size(), 3);
        const QString instruction = undo->instruction();
        QVERIFY2(instruction.contains(QStringLiteral("Set the meta title to \"%1\"").arg(titleBefore)), qPrintable(instruction));
        QVERIFY2(instruction.contains(QStringLiteral("Set the meta keywords to \"%1\"").arg(keywordsBefore)), qPrintable(instruction));

        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Proven);
        QCOMPARE(undo->proof().equalCount(), 3);
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 3 of 3 field(s) equal the values before version 3."));
        QCOMPARE(undo->draftVersionNumber(), 4);

        QVERIFY(undo->publish());
        QVERIFY2(waitForStage(*undo, {Stage::Published}, 20000), qPrintable(stageName(*undo)));
        const Net::Conversation after = m_console.conversation(hurtAudience);
        QCOMPARE(after.context.value().currentMetaTitle.value(), titleBefore);
        QCOMPARE(after.context.value().currentMetaDescription.value(), descriptionBefore);
        QCOMPARE(after.context.value().currentMetaKeywords.value(), keywordsBefore);
        QVERIFY(after.pendingChanges.value().isEmpty());

        // The journal: the instruction as its own kind, the publish naming what it undid.
        const auto instructionEntry = m_console.connection->journal()->findByKey(undo->clientMessageId());
        QVERIFY(instructionEntry);
        QCOMPARE(instructionEntry->note.operation, JournalOperation::undoInstruction);
        QCOMPARE(instructionEntry->note.targetLabel, QStringLiteral("version 3 of Heads of FP&A at SaaS scale-ups"));
        const QString publishKey = m_console.connection->publishActions()->operationKey(undo->draftVersionId());
        const auto publishEntry = m_console.connection->journal()->findByKey(publishKey);
        QVERIFY(publishEntry);
        QCOMPARE(publishEntry->note.targetLabel, QStringLiteral("Heads of FP&A at SaaS scale-ups, undoing version 3"));
        // What the undo's publish changed is recorded: the next undo of it needs no derivation.
        const auto records = m_console.connection->store()->publishChangesOf(hurtAudience);
        QVERIFY(records);
        QCOMPARE(std::count_if(records->cbegin(), records->cend(),
                               [&](const PublishChangeRecord &r) { return r.versionId == undo->draftVersionId(); }),
                 3);
    }

    // Two publishes this console made (recorded): the first puts a title with quotes and a
    // backslash live, the second changes only the title. Undoing the second dictates the first's
    // title exactly (escaped as the agent reads it), proved 1 of 1, published: it is live again.
    void undoesAOneFieldPublishRecordedHere()
    {
        const QString pageId = QStringLiteral("page_demo_02");
        const QString audience = QStringLiteral("aud_demo_006");
        const QString tricky = QStringLiteral("Plans \"from\" $900: C:\\ledger");
        QVERIFY(!m_console.publishDictation(pageId, audience, QStringLiteral("Set the meta title to %1").arg(UndoPlan::quote(tricky))).isEmpty());
        QCOMPARE(m_console.conversation(audience, pageId).context.value().currentMetaTitle.value(), tricky);
        const QString published = m_console.publishDictation(pageId, audience, QStringLiteral("Set the meta title to \"Plain\""));
        QVERIFY(!published.isEmpty());

        auto undo = m_console.makeUndo();
        QVERIFY(undo->start(pageId, audience, published));
        QVERIFY2(waitForStage(*undo, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->undone()->source, PublishedChange::Source::Recorded);
        QCOMPARE(undo->plan().dictated().size(), 1);
        QCOMPARE(undo->instruction(), QStringLiteral("Set the meta title to \"Plans \\\"from\\\" $900: C:\\\\ledger\""));
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Proven);
        QCOMPARE(undo->proof().lines.size(), 1);
        QVERIFY(undo->publish());
        QVERIFY2(waitForStage(*undo, {Stage::Published}, 20000), qPrintable(stageName(*undo)));
        QCOMPARE(m_console.conversation(audience, pageId).context.value().currentMetaTitle.value(), tricky);
    }

    // Publish A (title and description), then B (title again). Undoing A lists the title as a
    // conflict with version B; kept at B's value unless the old one is taken.
    void respectsAConflictWithALaterPublish()
    {
        const QString pageId = QStringLiteral("page_demo_03");
        const QString audience = QStringLiteral("aud_demo_012");
        const Net::ConversationContext live = m_console.conversation(audience, pageId).context.value();
        const QString first = m_console.publishDictation(
            pageId, audience, QStringLiteral("Set the meta title to \"Title A\"\nSet the meta description to \"Description A, long enough to read.\""));
        QVERIFY(!first.isEmpty());
        const QString second = m_console.publishDictation(pageId, audience, QStringLiteral("Set the meta title to \"Title B\""));
        QVERIFY(!second.isEmpty());

        auto undo = m_console.makeUndo();
        QVERIFY(undo->start(pageId, audience, first));
        QVERIFY2(waitForStage(*undo, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->plan().fields.size(), 2);
        QCOMPARE(undo->plan().conflictCount(), 1);
        const UndoField &title = undo->plan().fields.at(0);
        QCOMPARE(title.field, QStringLiteral("metaTitle"));
        QVERIFY(title.conflict);
        QCOMPARE(title.current, QStringLiteral("Title B"));
        const qint64 secondNumber = m_console.connection->versionFollower()->version(second)->versionNumber;
        QCOMPARE(title.conflictWith, QStringLiteral("version %1").arg(secondNumber));
        // Kept until chosen: only the description is dictated.
        QVERIFY(!undo->instruction().contains(QStringLiteral("meta title")));
        // Taking the old one puts it in; keeping the later value takes it out again.
        QVERIFY(undo->setChoice(QStringLiteral("metaTitle"), UndoField::Choice::TakeOld));
        QVERIFY(undo->instruction().contains(QStringLiteral("Set the meta title to \"%1\"").arg(live.currentMetaTitle.value())));
        QVERIFY(undo->setChoice(QStringLiteral("metaTitle"), UndoField::Choice::KeepLater));
        QVERIFY(!undo->instruction().contains(QStringLiteral("meta title")));

        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Proven);
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 1 of 1 field(s) equal the values before version %1.")
                                              .arg(undo->versionNumber()));
        QVERIFY(undo->publish());
        QVERIFY2(waitForStage(*undo, {Stage::Published}, 20000), qPrintable(stageName(*undo)));
        const Net::ConversationContext after = m_console.conversation(audience, pageId).context.value();
        QCOMPARE(after.currentMetaTitle.value(), QStringLiteral("Title B"));
        QCOMPARE(after.currentMetaDescription.value(), live.currentMetaDescription.value());
    }

    // A draft pending before the undo (not published): the undo's draft builds on it, so its
    // change goes live too, and the undo says so (alsoChanging) instead of hiding it in the proof.
    void namesWhatAPendingDraftAddsToTheUndo()
    {
        const QString pageId = QStringLiteral("page_demo_02");
        const QString audience = QStringLiteral("aud_demo_007");
        const QString live = QStringLiteral("ver_demo_007_2");
        QVERIFY(m_console.know(audience, live, pageId));
        MessageOutbox *outbox = m_console.connection->messageOutbox();
        QSignalSpy accepted(outbox, &MessageOutbox::accepted);
        QVERIFY(!outbox->send(pageId, audience, QStringLiteral("Set the audience name to \"Pending name\""),
                              MessageOutbox::Source::Elsewhere).isEmpty());
        QVERIFY(accepted.wait(10000));
        const QString pending = accepted.last().at(3).toString();
        VersionFollower *versions = m_console.connection->versionFollower();
        QVERIFY(QTest::qWaitFor([&] { return versions->version(pending) && !VersionFollower::isInFlight(versions->version(pending)->status); },
                                20000));

        auto undo = m_console.makeUndo();
        QVERIFY(undo->start(pageId, audience, live));
        QVERIFY2(waitForStage(*undo, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Ready);
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::Proven);
        QVERIFY2(undo->alsoChanging().contains(QStringLiteral("Name")), qPrintable(undo->alsoChanging().join(u'|')));
    }

    // The agent writes the meta title wrong on purpose: the proof says 2 of 3, names the
    // difference, and Publish is not offered; Ask Again sends the values again.
    void doesNotOfferAMismatchingDraftForPublish()
    {
        Console faulty;
        QVERIFY(faulty.start({QStringLiteral("--fault-agent-miswrites-field"), QStringLiteral("metaTitle")}));
        QVERIFY(faulty.know(hurtAudience, hurtVersion));
        auto undo = faulty.makeUndo();
        QVERIFY(undo->start(page, hurtAudience, hurtVersion));
        QVERIFY2(waitForStage(*undo, {Stage::Ready, Stage::NothingToUndo, Stage::Failed}), qPrintable(stageName(*undo)));
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::NotProven);
        QCOMPARE(undo->proof().equalCount(), 2);
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 2 of 3 field(s) equal the values before version 3."));
        QCOMPARE(undo->proof().differences().size(), 1);
        QVERIFY2(undo->proof().differences().first().startsWith(QStringLiteral("Meta title: the draft holds “Forecast Studio for FP&A leads at SaaS scale-up”")),
                 qPrintable(undo->proof().differences().first()));
        QVERIFY(!undo->publish());
        QCOMPARE(faulty.connection->publishActions()->state(undo->draftVersionId()), WriteTracker::State::None);
        // Ask Again: a new message, a new draft, still wrong (the agent is faulty on purpose).
        const QString firstDraft = undo->draftVersionId();
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {Stage::Proven, Stage::NotProven, Stage::Failed}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->stage(), Stage::NotProven);
        QVERIFY(undo->draftVersionId() != firstDraft);
    }
};

} // namespace tst_publishundo_sandbox

AUDIENCE_TEST_GUILESS_MAIN(tst_publishundo_sandbox, TestPublishUndoSandbox)
#include "tst_publishundo_sandbox.moc"
