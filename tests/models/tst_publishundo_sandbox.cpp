// "Undo this publish" against a real audience-sandbox (demo data), through the console's own models
// on a connection with its profile's store: the three-field publish that hurt (aud_demo_061,
// version 3, derived from the conversation), a one-field publish this console made (recorded),
// a conflict with a later publish (listed, kept at the later value unless taken), and a draft the
// agent wrote wrong on purpose (--fault-agent-miswrites-field), which is not offered for Publish.
// Issue 39: a field the agent changed unasked (--fault-agent-adds-field) blocks Publish until asked
// again; a publish the console did not see makes an unread field a conflict; a publish landing while
// the undo is open turns into a conflict before Send and before Publish, and a read that fails there
// does nothing; a send not confirmed is retried under its clientMessageId, and applied once.
#include "support/sandboxprocess.h"

#include "models/common/servicelink.h"
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
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_publishundo_sandbox {

using namespace Audience;
using namespace Audience::Models;
using State = PublishUndo::State;

namespace {

const QString page = QStringLiteral("page_demo_01");
const QString hurtAudience = QStringLiteral("aud_demo_061");
const QString hurtVersion = QStringLiteral("ver_demo_061_3");
// docs/sandbox.md, "A publish that hurt": the values before version 3.
const QString titleBefore = QStringLiteral("Forecast Studio for FP&A leads at SaaS scale-ups");
const QString descriptionBefore =
    QStringLiteral("Rolling forecasts that tie ARR, churn and hiring plans together, built for FP&A leads at SaaS scale-ups.");
const QString keywordsBefore = QStringLiteral("rolling forecast, saas metrics, arr forecasting, driver-based planning");

// A network that refuses every POST …/messages while `refuseMessages` is set (the connection is
// refused: the console cannot know whether the service got it), and passes everything else.
class RefusingNetwork : public QNetworkAccessManager
{
public:
    bool refuseMessages = false;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        // The client sends every call as a custom request (its verb an attribute).
        const bool post = op == PostOperation
            || (op == CustomOperation && request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray() == "POST");
        if (refuseMessages && post && request.url().path().endsWith(QLatin1StringView("/messages"))) {
            QNetworkRequest refused = request;
            QUrl url = request.url();
            url.setPort(1); // nothing listens there
            refused.setUrl(url);
            return QNetworkAccessManager::createRequest(op, refused, data);
        }
        return QNetworkAccessManager::createRequest(op, request, data);
    }
};

// Where an undo rests after its first read, and after a send.
const std::initializer_list<PublishUndo::State> afterRead{PublishUndo::State::Ready, PublishUndo::State::NothingToUndo,
                                                          PublishUndo::State::ReadFailed};
const std::initializer_list<PublishUndo::State> afterSend{PublishUndo::State::NotSent,   PublishUndo::State::SendFailed,
                                                          PublishUndo::State::NotADraft, PublishUndo::State::ProofReadFailed,
                                                          PublishUndo::State::Proven,    PublishUndo::State::NotProven};

// One console on one sandbox: the client, the connection's hub with its store.
struct Console
{
    Testing::SandboxProcess sandbox;
    std::unique_ptr<RefusingNetwork> network;
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
        network = std::make_unique<RefusingNetwork>();
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

    // Another console's draft, which this one does not see: `text` sent straight through the client
    // (not through the connection), and its version waited for until it is a draft. Its ID, empty on failure.
    QString draftElsewhere(const QString &pageId, const QString &audienceId, const QString &text) const
    {
        auto *sent = client->conversation().send(pageId, audienceId, {text, Net::ApiClient::makeIdempotencyKey(), std::nullopt});
        QSignalSpy sentDone(sent, &Net::ApiReply::finished);
        if ((!sent->isFinished() && !sentDone.wait(10000)) || sent->isError())
            return {};
        const QString versionId = sent->value().versionId;
        const bool drafted = QTest::qWaitFor(
            [&] {
                auto *reply = client->versions().get(pageId, audienceId, versionId);
                QSignalSpy done(reply, &Net::ApiReply::finished);
                if (!reply->isFinished() && !done.wait(5000))
                    return false;
                return !reply->isError() && reply->value().status == QLatin1StringView("draft");
            },
            20000);
        return drafted ? versionId : QString();
    }

    // Another console's publish of such a draft. The new live version's ID, empty on failure.
    QString publishElsewhere(const QString &pageId, const QString &audienceId, const QString &text) const
    {
        const QString versionId = draftElsewhere(pageId, audienceId, text);
        if (versionId.isEmpty())
            return {};
        auto *published = client->versions().publish(pageId, audienceId, versionId);
        QSignalSpy publishedDone(published, &Net::ApiReply::finished);
        if ((!published->isFinished() && !publishedDone.wait(10000)) || published->isError())
            return {};
        return versionId;
    }

    // How many of the audience's messages to the agent hold `text`.
    int messagesHolding(const QString &audienceId, const QString &text, const QString &pageId = page) const
    {
        const QList<Net::Message> messages = conversation(audienceId, pageId).messages.value();
        return int(std::count_if(messages.cbegin(), messages.cend(), [&text](const Net::Message &m) {
            return m.role.value() == QLatin1StringView("user") && m.content.value() == text;
        }));
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

bool waitForStage(const PublishUndo &undo, std::initializer_list<State> stages, int timeoutMs = 30000)
{
    return QTest::qWaitFor(
        [&] {
            return undo.check() != PublishUndo::Check::Reading && std::find(stages.begin(), stages.end(), undo.state()) != stages.end();
        },
        timeoutMs);
}

// The undo of `versionId`, started and through its first read; null when it could not start.
std::unique_ptr<PublishUndo> startedUndo(const Console &console, const QString &pageId, const QString &audienceId, const QString &versionId,
                                         const QString &audienceName = {})
{
    auto undo = console.makeUndo();
    if (!undo->start(pageId, audienceId, versionId, audienceName) || !waitForStage(*undo, afterRead))
        return nullptr;
    return undo;
}

// Send (or Ask Again), and wait for where it ends: proven, not, or failed.
bool sentAndSettled(PublishUndo &undo)
{
    return undo.send() && waitForStage(undo, afterSend);
}

bool publishedAndLive(PublishUndo &undo)
{
    return undo.publish() && waitForStage(undo, {PublishUndo::State::Published}, 20000);
}

QString stageName(const PublishUndo &undo)
{
    return QString::fromLatin1(QMetaEnum::fromType<State>().valueToKey(int(undo.state()))) + u' ' + undo.stageText();
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
        auto undo = startedUndo(m_console, page, hurtAudience, hurtVersion, QStringLiteral("Heads of FP&A at SaaS scale-ups"));
        QVERIFY(undo);
        QCOMPARE(undo->state(), State::Ready);
        QCOMPARE(undo->undone()->source, PublishedChange::Source::Derived);
        QCOMPARE(undo->plan().fields.size(), 3);
        QCOMPARE(undo->plan().conflictCount(), 0);
        QCOMPARE(undo->plan().dictated().size(), 3);
        const QString instruction = undo->instruction();
        QVERIFY2(instruction.contains(QStringLiteral("Set the meta title to \"%1\"").arg(titleBefore)), qPrintable(instruction));
        QVERIFY2(instruction.contains(QStringLiteral("Set the meta keywords to \"%1\"").arg(keywordsBefore)), qPrintable(instruction));

        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QCOMPARE(undo->proof().equalCount(), 3);
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 3 of 3 field(s) equal the values before version 3."));
        QCOMPARE(undo->draftVersionNumber(), 4);

        QVERIFY2(publishedAndLive(*undo), qPrintable(stageName(*undo)));
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

        auto undo = startedUndo(m_console, pageId, audience, published);

        QVERIFY(undo);
        QCOMPARE(undo->undone()->source, PublishedChange::Source::Recorded);
        QCOMPARE(undo->plan().dictated().size(), 1);
        QCOMPARE(undo->instruction(), QStringLiteral("Set the meta title to \"Plans \\\"from\\\" $900: C:\\\\ledger\""));
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QCOMPARE(undo->proof().lines.size(), 1);
        QVERIFY2(publishedAndLive(*undo), qPrintable(stageName(*undo)));
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

        auto undo = startedUndo(m_console, pageId, audience, first);

        QVERIFY(undo);
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

        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 1 of 1 field(s) equal the values before version %1.")
                                              .arg(undo->versionNumber()));
        QVERIFY2(publishedAndLive(*undo), qPrintable(stageName(*undo)));
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

        auto undo = startedUndo(m_console, pageId, audience, live);

        QVERIFY(undo);
        QCOMPARE(undo->state(), State::Ready);
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QVERIFY2(undo->alsoChanging().contains(QStringLiteral("Name")), qPrintable(undo->alsoChanging().join(u'|')));
    }

    // The agent writes the meta title wrong on purpose: the proof says 2 of 3, names the
    // difference, and Publish is not offered; Ask Again sends the values again.
    void doesNotOfferAMismatchingDraftForPublish()
    {
        Console faulty;
        QVERIFY(faulty.start({QStringLiteral("--fault-agent-miswrites-field"), QStringLiteral("metaTitle")}));
        QVERIFY(faulty.know(hurtAudience, hurtVersion));
        auto undo = startedUndo(faulty, page, hurtAudience, hurtVersion);
        QVERIFY(undo);
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::NotProven);
        QCOMPARE(undo->proof().equalCount(), 2);
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 2 of 3 field(s) equal the values before version 3."));
        QCOMPARE(undo->proof().differences().size(), 1);
        QVERIFY2(undo->proof().differences().first().startsWith(QStringLiteral("Meta title: the draft holds “Forecast Studio for FP&A leads at SaaS scale-up”")),
                 qPrintable(undo->proof().differences().first()));
        QVERIFY(!undo->publish());
        QCOMPARE(faulty.connection->publishActions()->state(undo->draftVersionId()), WriteTracker::State::None);
        // Ask Again: a new message, a new draft, still wrong (the agent is faulty on purpose).
        const QString firstDraft = undo->draftVersionId();
        QVERIFY(undo->askAgain());
        QVERIFY2(QTest::qWaitFor([&] { return undo->draftVersionId() != firstDraft && undo->state() == State::NotProven; }, 30000),
                 qPrintable(stageName(*undo)));
    }

    // Issue 39's first finding: obeying the dictated values, the agent also changes Name
    // (--fault-agent-adds-field customName). That is no change "pending before the undo": Publish is
    // not offered ("Not proven: the agent also changed Name"). Ask Again dictates Name back as it was,
    // the draft is proven, published, and the values from before version 3 are live.
    void aFieldTheAgentChangedUnaskedBlocksPublishUntilAskedAgain()
    {
        Console faulty;
        QVERIFY(faulty.start({QStringLiteral("--fault-agent-adds-field"), QStringLiteral("customName")}));
        QVERIFY(faulty.know(hurtAudience, hurtVersion));
        auto undo = startedUndo(faulty, page, hurtAudience, hurtVersion);
        QVERIFY(undo);
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::NotProven);
        QVERIFY(undo->proof().allEqual()); // the three dictated fields are right
        QCOMPARE(undo->proof().summary(), QStringLiteral("Proof: 3 of 3 field(s) equal the values before version 3."));
        QCOMPARE(undo->proof().extras.size(), 1);
        QCOMPARE(undo->proof().extras.first().field, QStringLiteral("customName"));
        QVERIFY2(undo->proof().differences().join(u'|').contains(QStringLiteral("Not proven: the agent also changed Name")),
                 qPrintable(undo->proof().differences().join(u'|')));
        QVERIFY(!undo->alsoChanging().contains(QStringLiteral("Name"))); // not "pending before the undo"
        QVERIFY(!undo->canPublish());
        QVERIFY(!undo->publish());

        const QString nameBefore = undo->proof().extras.first().before;
        const QString firstDraft = undo->draftVersionId();
        QVERIFY(undo->askAgain());
        QVERIFY2(QTest::qWaitFor([&] { return undo->draftVersionId() != firstDraft && !undo->draftVersionId().isEmpty()
                                              && std::find(afterSend.begin(), afterSend.end(), undo->state()) != afterSend.end(); },
                                 30000),
                 qPrintable(stageName(*undo)));
        QVERIFY2(undo->instruction().endsWith(QStringLiteral("Set the audience name to %1").arg(UndoPlan::quote(nameBefore))),
                 qPrintable(undo->instruction()));
        QCOMPARE(undo->state(), State::Proven);
        QVERIFY2(publishedAndLive(*undo), qPrintable(stageName(*undo)));
        QVERIFY2(undo->stageText().contains(QStringLiteral("are back to before version 3")), qPrintable(undo->stageText()));
        const Net::Conversation after = faulty.conversation(hurtAudience);
        QCOMPARE(after.context.value().currentMetaTitle.value(), titleBefore);
        QCOMPARE(after.context.value().currentMetaDescription.value(), descriptionBefore);
        QVERIFY(after.pendingChanges.value().isEmpty());
    }

    // Version A (recorded here) changed Name; the conversation's field list has no live Name. While
    // A is live the console vouches for it. After a publish this console did not see, it cannot:
    // Name is a conflict, kept at its live value; the outcome says so.
    void aFieldTheConsoleCannotVouchForIsAConflict()
    {
        const QString pageId = QStringLiteral("page_demo_04");
        const QString audience = QStringLiteral("aud_demo_018");
        const QString published = m_console.publishDictation(
            pageId, audience, QStringLiteral("Set the audience name to \"Name B\"\nSet the meta title to \"Title B\""));
        QVERIFY(!published.isEmpty());
        {
            auto undo = startedUndo(m_console, pageId, audience, published);
            QVERIFY(undo);
            QCOMPARE(undo->plan().conflictCount(), 0);
            QVERIFY2(undo->instruction().contains(QStringLiteral("Set the audience name to")), qPrintable(undo->instruction()));
        }
        QVERIFY(!m_console.publishElsewhere(pageId, audience, QStringLiteral("Set the audience name to \"Name C\"")).isEmpty());

        auto undo = startedUndo(m_console, pageId, audience, published);

        QVERIFY(undo);
        QCOMPARE(undo->state(), State::Ready);
        const auto name = std::find_if(undo->plan().fields.cbegin(), undo->plan().fields.cend(),
                                       [](const UndoField &f) { return f.field == QLatin1StringView("customName"); });
        QVERIFY(name != undo->plan().fields.cend());
        QVERIFY(name->conflict);
        QVERIFY(!name->currentKnown);
        QCOMPARE(name->conflictWith, QStringLiteral("a publish this console did not see"));
        QVERIFY(!undo->instruction().contains(QStringLiteral("audience name")));
        QVERIFY(undo->instruction().contains(QStringLiteral("meta title")));
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QVERIFY2(publishedAndLive(*undo), qPrintable(stageName(*undo)));
        QVERIFY2(undo->stageText().contains(QStringLiteral("; Name was kept at its later value.")), qPrintable(undo->stageText()));
    }

    // A publish lands while the undo is open: Send reads again first, sends nothing, and says what
    // changed (the title is a conflict now). Then, with the draft proven, another lands: Publish
    // reads again first, publishes nothing, and says what changed.
    void aPublishLandingWhileOpenBecomesAConflict()
    {
        const QString pageId = QStringLiteral("page_demo_04");
        const QString audience = QStringLiteral("aud_demo_019");
        const QString published = m_console.publishDictation(
            pageId, audience, QStringLiteral("Set the meta title to \"Title A\"\nSet the meta description to \"Description A, long enough to read.\""));
        QVERIFY(!published.isEmpty());
        auto undo = startedUndo(m_console, pageId, audience, published);
        QVERIFY(undo);
        QCOMPARE(undo->plan().conflictCount(), 0);
        QVERIFY(undo->instruction().contains(QStringLiteral("meta title")));

        QVERIFY(!m_console.publishElsewhere(pageId, audience, QStringLiteral("Set the meta title to \"Title Landed\"")).isEmpty());
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, {State::Ready, State::Sending, State::Drafting}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Ready);
        QVERIFY(undo->clientMessageId().isEmpty()); // nothing sent
        QVERIFY2(undo->notice().contains(QStringLiteral("Meta title is now “Title Landed”")), qPrintable(undo->notice()));
        QCOMPARE(undo->plan().conflictCount(), 1);
        QVERIFY(!undo->instruction().contains(QStringLiteral("meta title")));

        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QVERIFY(undo->notice().isEmpty());
        QVERIFY(!m_console.publishElsewhere(pageId, audience, QStringLiteral("Set the meta description to \"Landed later, long enough.\"")).isEmpty());
        QVERIFY(undo->publish());
        QVERIFY2(waitForStage(*undo, {State::NotProven, State::Publishing, State::Published, State::NotADraft}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::NotProven);
        QVERIFY2(undo->notice().contains(QStringLiteral("Meta description is now")), qPrintable(undo->notice()));
        QCOMPARE(m_console.connection->publishActions()->state(undo->draftVersionId()), WriteTracker::State::None);
    }

    // A newer draft made elsewhere after the undo's, changing no field of the plan: the read before
    // Publish proves again, finds the conversation's newest draft is not the undo's, and publishes
    // nothing (the proof never reads another draft).
    void aNewerDraftMadeElsewhereIsNotPublished()
    {
        const QString pageId = QStringLiteral("page_demo_05");
        const QString audience = QStringLiteral("aud_demo_025");
        const QString published = m_console.publishDictation(pageId, audience, QStringLiteral("Set the meta title to \"Newer title\""));
        QVERIFY(!published.isEmpty());
        auto undo = startedUndo(m_console, pageId, audience, published);
        QVERIFY(undo);
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QVERIFY(!m_console.draftElsewhere(pageId, audience, QStringLiteral("Set the supplementary context to \"Made elsewhere\"")).isEmpty());
        QVERIFY(undo->publish());
        QVERIFY2(waitForStage(*undo, {State::NotADraft, State::Publishing, State::Published, State::NotProven}), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::NotADraft);
        QVERIFY2(undo->stageText().startsWith(QStringLiteral("A newer version")), qPrintable(undo->stageText()));
        QCOMPARE(m_console.connection->publishActions()->state(undo->draftVersionId()), WriteTracker::State::None);
        QVERIFY(undo->canAskAgain());
    }

    // Not connected: the plan's read cannot start, and the undo says so; nothing read counts as read.
    void anUndoThatCannotReadSaysSo()
    {
        Console console;
        QVERIFY(console.start({}));
        QVERIFY(console.know(hurtAudience, hurtVersion));
        auto undo = console.makeUndo();
        console.connection->serviceLink()->setConnected(false);
        QVERIFY(!undo->start(page, hurtAudience, hurtVersion));
        QCOMPARE(undo->state(), State::ReadFailed);
        QVERIFY(undo->plan().fields.isEmpty());
        QVERIFY(!undo->canSend());
        QVERIFY(undo->canReadAgain());
        QVERIFY2(undo->stageText().startsWith(QStringLiteral("Not connected")), qPrintable(undo->stageText()));
    }

    // The read before Publish fails (the service is gone): nothing is published, what was shown
    // stays, the pane's words say the connection was lost, and Publish waits for a read that works.
    void aFailedReadBeforePublishDoesNothing()
    {
        Console console;
        QVERIFY(console.start({}));
        QVERIFY(console.know(hurtAudience, hurtVersion));
        auto undo = startedUndo(console, page, hurtAudience, hurtVersion);
        QVERIFY(undo);
        QVERIFY2(sentAndSettled(*undo), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        const QString summary = undo->proof().summary();
        const qsizetype rows = undo->draftRows().size();

        console.sandbox.stop();
        QVERIFY(undo->publish());
        QVERIFY2(QTest::qWaitFor([&] { return undo->check() == PublishUndo::Check::Failed; }, 60000), qPrintable(stageName(*undo)));
        QCOMPARE(undo->state(), State::Proven);
        QVERIFY2(undo->notice().startsWith(QStringLiteral("The connection was lost: what is live could not be read again")),
                 qPrintable(undo->notice()));
        QCOMPARE(undo->proof().summary(), summary);
        QCOMPARE(undo->draftRows().size(), rows);
        QVERIFY(!undo->canPublish());
        QVERIFY(!undo->publish());
        QVERIFY(undo->canReadAgain());
        QCOMPARE(console.connection->publishActions()->state(undo->draftVersionId()), WriteTracker::State::None);
    }

    // The instruction's send is not confirmed (the connection is refused), though as far as the
    // service knows it arrived (posted by hand under its clientMessageId). Ask Again retries that
    // message under the same clientMessageId: the service holds the instruction once.
    void aRetriedUndoIsSentOnce()
    {
        const QString pageId = QStringLiteral("page_demo_05");
        const QString audience = QStringLiteral("aud_demo_024");
        const QString published = m_console.publishDictation(pageId, audience, QStringLiteral("Set the meta title to \"Retry title\""));
        QVERIFY(!published.isEmpty());
        auto undo = startedUndo(m_console, pageId, audience, published);
        QVERIFY(undo);
        m_console.network->refuseMessages = true;
        QVERIFY(undo->send());
        QVERIFY2(waitForStage(*undo, afterSend, 60000), qPrintable(stageName(*undo)));
        m_console.network->refuseMessages = false;
        QCOMPARE(undo->state(), State::SendFailed);
        const QString key = undo->clientMessageId();
        QVERIFY(!key.isEmpty());
        QVERIFY(undo->canAskAgain());
        QVERIFY(!undo->canSend());

        auto *byHand = m_console.client->conversation().send(pageId, audience, {undo->instruction(), key, std::nullopt});
        QSignalSpy byHandDone(byHand, &Net::ApiReply::finished);
        QVERIFY(byHand->isFinished() || byHandDone.wait(10000));
        QVERIFY(!byHand->isError());
        const QString byHandVersion = byHand->value().versionId; // the reply goes once finished

        QVERIFY(undo->askAgain());
        QVERIFY2(waitForStage(*undo, afterSend), qPrintable(stageName(*undo)));
        QCOMPARE(undo->clientMessageId(), key);
        QCOMPARE(undo->state(), State::Proven);
        QCOMPARE(undo->draftVersionId(), byHandVersion);
        QCOMPARE(m_console.messagesHolding(audience, undo->instruction(), pageId), 1);
    }
};

} // namespace tst_publishundo_sandbox

AUDIENCE_TEST_GUILESS_MAIN(tst_publishundo_sandbox, TestPublishUndoSandbox)
#include "tst_publishundo_sandbox.moc"
