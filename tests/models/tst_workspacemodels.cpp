// The audience workspace's models against the fake network: the conversation list, the outbox of
// messages (one clientMessageId per message, reused by retries), the version follower (its
// backoff, and nothing asked once settled), publish (one operationKey per publish), the composer
// drafts and the word diff of the diff cards.
#include "fakeclient.h"
#include "support/wirebuilder.h"

#include "models/audiences/knownaudiences.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versionfollower.h"
#include "models/workspace/worddiff.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace tst_workspacemodels {

using namespace Audience;
using namespace Audience::Testing;
using Models::WriteTracker;

namespace {

const QString pageId = QStringLiteral("page_ws");
const QString audienceId = QStringLiteral("aud_ws");
const QString messagesPath = QStringLiteral("/v0/pages/page_ws/audiences/aud_ws/messages");

QString versionPath(const QString &versionId)
{
    return QStringLiteral("/v0/pages/page_ws/audiences/aud_ws/versions/%1").arg(versionId);
}

QJsonObject versionJson(const QString &versionId, qint64 number, const QString &status)
{
    return Wire::AudienceVersion{.versionId = versionId, .audienceId = audienceId, .versionNumber = number, .status = status}.toJson();
}

Wire::Message message(const QString &id, const QString &role, const QString &content)
{
    return {.messageId = id, .role = role, .content = content};
}

// The answer of GET …/messages: these messages, the meta title as context, one pending change.
QJsonObject conversationJson(const QList<Wire::Message> &messages)
{
    return Wire::Conversation{.audienceId = audienceId,
                              .messages = messages,
                              .context = {.audienceId = audienceId, .pageId = pageId, .currentMetaTitle = QStringLiteral("Old title")},
                              .pendingChanges = {Wire::Change{.field = QStringLiteral("metaTitle"),
                                                              .previousValue = QStringLiteral("Old title"),
                                                              .newValue = QStringLiteral("New title"),
                                                              .status = QStringLiteral("pending")}}}
        .toJson();
}

QJsonObject acceptedJson(const QString &clientMessageId, const QString &versionId)
{
    return Wire::MessageAccepted{.audienceId = audienceId, .clientMessageId = clientMessageId, .versionId = versionId}.toJson();
}

QJsonObject bodyOf(const ReceivedRequest &request)
{
    return QJsonDocument::fromJson(request.body).object();
}

// A connection of the workspace's objects on the fake network, connected.
struct Workspace
{
    FakeClient api;
    Models::Connection connection{&api.client};
    Workspace()
    {
        api.network.route("GET", QStringLiteral("/v0/pages"),
                          FakeResponse::json(200, QJsonValue(Wire::List{}.toJson())));
        connection.setConnected(true);
    }
};

} // namespace

class TestWorkspaceModels : public QObject
{
    Q_OBJECT
private slots:
    void wordDiffMarksTheChangedWords()
    {
        using Models::WordDiff;
        const QList<WordDiff::Piece> pieces = WordDiff::compare(QStringLiteral("Fast shoes for runners"),
                                                                QStringLiteral("Light shoes for trail runners"));
        const QList<WordDiff::Piece> expected{{WordDiff::Kind::Removed, QStringLiteral("Fast")},
                                              {WordDiff::Kind::Added, QStringLiteral("Light")},
                                              {WordDiff::Kind::Same, QStringLiteral(" shoes for ")},
                                              {WordDiff::Kind::Added, QStringLiteral("trail ")},
                                              {WordDiff::Kind::Same, QStringLiteral("runners")}};
        QCOMPARE(pieces, expected);
        // Each side's pieces give its text back.
        QString before;
        QString after;
        for (const WordDiff::Piece &piece : pieces) {
            if (piece.kind != WordDiff::Kind::Added)
                before += piece.text;
            if (piece.kind != WordDiff::Kind::Removed)
                after += piece.text;
        }
        QCOMPARE(before, QStringLiteral("Fast shoes for runners"));
        QCOMPARE(after, QStringLiteral("Light shoes for trail runners"));
        QCOMPARE(WordDiff::compare(QString(), QStringLiteral("new")), (QList<WordDiff::Piece>{{WordDiff::Kind::Added, QStringLiteral("new")}}));
        // Texts that share only their spaces: old, then new, not woven word by word.
        const QString old = QStringLiteral("Forecast Studio for FP&A leads at professional services firms.");
        const QString now = QStringLiteral("Forecasts partners trust: utilisation, headcount and cash in one plan.");
        QCOMPARE(WordDiff::compare(old, now), (QList<WordDiff::Piece>{{WordDiff::Kind::Removed, old}, {WordDiff::Kind::Added, now}}));
    }

    void backoffDoublesToTenSeconds()
    {
        using Models::VersionFollower;
        QCOMPARE(VersionFollower::delayForAttempt(0), 500);
        QCOMPARE(VersionFollower::delayForAttempt(1), 1000);
        QCOMPARE(VersionFollower::delayForAttempt(4), 8000);
        QCOMPARE(VersionFollower::delayForAttempt(5), 10000);
        QCOMPARE(VersionFollower::delayForAttempt(50), 10000);
    }

    void conversationLoadsAndKeepsRowsOnReload()
    {
        Workspace w;
        w.api.network.route("GET", messagesPath,
                            FakeResponse::json(200, QJsonValue(conversationJson({message(QStringLiteral("m1"), QStringLiteral("user"), QStringLiteral("Shorter title")),
                                                                                  message(QStringLiteral("m2"), QStringLiteral("assistant"), QStringLiteral("**Done**"))}))));
        Models::ConversationModel model(*w.connection.serviceLink(), *w.connection.messageOutbox(), *w.connection.versionFollower());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.open(pageId, audienceId);
        QTRY_COMPARE(model.state(), Models::LoadState::Complete);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data(Models::ConversationModel::ContentRole).toString(), QStringLiteral("**Done**"));
        QCOMPARE(model.index(0).data(Models::ConversationModel::RoleNameRole).toString(), QStringLiteral("user"));
        QVERIFY(model.index(0).data(Models::ConversationModel::TimestampRole).toDateTime().isValid());
        QCOMPARE(model.context().currentMetaTitle.value(), QStringLiteral("Old title"));
        QCOMPARE(model.pendingChanges().size(), 1);

        // A third message: appended, not a reset (a view keeps its scroll position).
        w.api.network.route("GET", messagesPath,
                            FakeResponse::json(200, QJsonValue(conversationJson({message(QStringLiteral("m1"), QStringLiteral("user"), QStringLiteral("Shorter title")),
                                                                                  message(QStringLiteral("m2"), QStringLiteral("assistant"), QStringLiteral("**Done**")),
                                                                                  message(QStringLiteral("m3"), QStringLiteral("assistant"), QStringLiteral("More"))}))));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.reload();
        QTRY_COMPARE(model.rowCount(), 3);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(inserted.size(), 1);
    }

    void conversationErrorIsReported()
    {
        Workspace w;
        w.api.network.route("GET", messagesPath, FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("No such audience")));
        Models::ConversationModel model(*w.connection.serviceLink(), *w.connection.messageOutbox(), *w.connection.versionFollower());
        model.open(pageId, audienceId);
        QTRY_COMPARE(model.state(), Models::LoadState::Error);
        QVERIFY2(model.errorMessage().contains(QStringLiteral("No such audience")), qPrintable(model.errorMessage()));
    }

    void sendShowsPendingThenFollowsTheVersion()
    {
        Workspace w;
        w.api.network.route("GET", messagesPath, FakeResponse::json(200, QJsonValue(conversationJson({}))));
        Models::ConversationModel model(*w.connection.serviceLink(), *w.connection.messageOutbox(), *w.connection.versionFollower());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.open(pageId, audienceId);
        QTRY_COMPARE(model.state(), Models::LoadState::Complete);

        w.api.network.route("POST", messagesPath, FakeResponse::json(202, QJsonValue(acceptedJson(QStringLiteral("x"), QStringLiteral("ver_2")))).withDelay(30));
        w.api.network.routeOnce("GET", versionPath(QStringLiteral("ver_2")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_2"), 2, QStringLiteral("queued")))));
        w.api.network.routeOnce("GET", versionPath(QStringLiteral("ver_2")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_2"), 2, QStringLiteral("processing")))));
        w.api.network.route("GET", versionPath(QStringLiteral("ver_2")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_2"), 2, QStringLiteral("draft")))));
        Models::VersionFollower *follower = w.connection.versionFollower();
        QSignalSpy settled(follower, &Models::VersionFollower::versionSettled);

        const QString id = w.connection.messageOutbox()->send(pageId, audienceId, QStringLiteral("Make the title shorter"));
        QVERIFY(!id.isEmpty());
        QCOMPARE(model.rowCount(), 1); // shown at once, pending
        QCOMPARE(model.index(0).data(Models::ConversationModel::OutgoingStateRole).toInt(), int(WriteTracker::State::Pending));
        // A screen reader reads how it stands as the message's description, not only the drawing.
        QCOMPARE(model.index(0).data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("Sending…"));
        QTRY_COMPARE(w.api.network.requestsTo("POST", messagesPath).size(), 1);
        const QJsonObject body = bodyOf(w.api.network.requestsTo("POST", messagesPath).first());
        QCOMPARE(body.value(QStringLiteral("clientMessageId")).toString(), id);
        QCOMPARE(body.value(QStringLiteral("message")).toString(), QStringLiteral("Make the title shorter"));

        QVERIFY(settled.wait(5000)); // 0.5 s + 1 s + 2 s of backoff at most
        QCOMPARE(settled.first().first().value<Net::AudienceVersion>().status, QStringLiteral("draft"));
        QCOMPARE(w.api.network.requestsTo("GET", versionPath(QStringLiteral("ver_2"))).size(), 3);
        QVERIFY(!follower->isFollowing(QStringLiteral("ver_2")));
        QCOMPARE(follower->versions(audienceId).first().versionNumber, 2);
        // Nothing in flight: nothing is asked any more.
        QTest::qWait(1200);
        QCOMPARE(w.api.network.requestsTo("GET", versionPath(QStringLiteral("ver_2"))).size(), 3);
        // The conversation was read again once the send was accepted, and the outbox settled.
        QTRY_VERIFY(w.api.network.requestsTo("GET", messagesPath).size() >= 2);
        QTRY_COMPARE(w.connection.messageOutbox()->outgoing(audienceId).size(), 0);
    }

    // The spec answers a send with "accepted for processing" and promises nothing about when the
    // history shows it: the message stays in the conversation, waiting for the agent, until a
    // history holds it (the same words sent earlier do not count), and is then shown once.
    void anAcceptedMessageStaysUntilTheHistoryHoldsIt()
    {
        Workspace w;
        const QString text = QStringLiteral("Make the meta title shorter");
        const auto earlier = message(QStringLiteral("m1"), QStringLiteral("user"), text); // the same words, sent before
        w.api.network.route("GET", messagesPath, FakeResponse::json(200, QJsonValue(conversationJson({earlier}))));
        w.api.network.route("POST", messagesPath, FakeResponse::json(202, QJsonValue(acceptedJson(QStringLiteral("x"), QStringLiteral("ver_5")))));
        w.api.network.route("GET", versionPath(QStringLiteral("ver_5")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_5"), 5, QStringLiteral("processing")))));
        Models::ConversationModel model(*w.connection.serviceLink(), *w.connection.messageOutbox(), *w.connection.versionFollower());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.open(pageId, audienceId);
        QTRY_COMPARE(model.state(), Models::LoadState::Complete);

        const QString id = w.connection.messageOutbox()->send(pageId, audienceId, text);
        QVERIFY(!id.isEmpty());
        // Accepted, and the history read again does not hold it yet: it stays, waiting.
        QTRY_VERIFY(w.api.network.requestsTo("GET", messagesPath).size() >= 2 && model.state() == Models::LoadState::Complete);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data(Models::ConversationModel::ClientMessageIdRole).toString(), id);
        QCOMPARE(model.index(1).data(Models::ConversationModel::OutgoingStateRole).toInt(), int(WriteTracker::State::Done));
        QCOMPARE(model.index(1).data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("Sent; waiting for the agent"));
        QCOMPARE(model.index(1).data(Models::ConversationModel::ContentRole).toString(), text);

        // The history holds it now: shown once, from the history.
        const auto sent = message(QStringLiteral("m2"), QStringLiteral("user"), text);
        w.api.network.route("GET", messagesPath, FakeResponse::json(200, QJsonValue(conversationJson({earlier, sent}))));
        model.reload();
        QTRY_COMPARE(model.serviceMessageCount(), 2);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data(Models::ConversationModel::MessageIdRole).toString(), QStringLiteral("m2"));
        QCOMPARE(model.index(1).data(Models::ConversationModel::OutgoingStateRole).toInt(), int(WriteTracker::State::None));
        QVERIFY(model.index(1).data(Qt::AccessibleDescriptionRole).toString().isEmpty());
        QVERIFY(w.connection.messageOutbox()->outgoing(audienceId).isEmpty());
    }

    void anAcceptedMessageGoesWhenItsVersionSettles()
    {
        Workspace w;
        w.api.network.route("GET", messagesPath, FakeResponse::json(200, QJsonValue(conversationJson({}))));
        w.api.network.route("POST", messagesPath, FakeResponse::json(202, QJsonValue(acceptedJson(QStringLiteral("x"), QStringLiteral("ver_6")))));
        w.api.network.routeOnce("GET", versionPath(QStringLiteral("ver_6")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_6"), 6, QStringLiteral("processing")))));
        w.api.network.route("GET", versionPath(QStringLiteral("ver_6")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_6"), 6, QStringLiteral("draft")))));
        Models::ConversationModel model(*w.connection.serviceLink(), *w.connection.messageOutbox(), *w.connection.versionFollower());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.open(pageId, audienceId);
        QTRY_COMPARE(model.state(), Models::LoadState::Complete);
        QSignalSpy settled(w.connection.versionFollower(), &Models::VersionFollower::versionSettled);

        const QString id = w.connection.messageOutbox()->send(pageId, audienceId, QStringLiteral("Shorten the description"));
        QTRY_VERIFY(w.api.network.requestsTo("GET", messagesPath).size() >= 2 && model.state() == Models::LoadState::Complete);
        QVERIFY(settled.isEmpty());
        QCOMPARE(model.rowCount(), 1); // still shown: the history does not hold it
        QCOMPARE(model.index(0).data(Models::ConversationModel::ClientMessageIdRole).toString(), id);

        // Its version settled; the history read again still lacks it, and it goes all the same.
        QVERIFY(settled.wait(5000));
        QTRY_COMPARE(model.rowCount(), 0);
        QVERIFY(w.api.network.requestsTo("GET", messagesPath).size() >= 3);
        QVERIFY(w.connection.messageOutbox()->outgoing(audienceId).isEmpty());
    }

    // Activity names the audience a message went to where the console knows its name; one it has
    // not met is named by its ID there (the journal's label stays empty).
    void aMessageIsJournaledWithItsAudiencesName()
    {
        Workspace w;
        w.api.network.route("POST", messagesPath, FakeResponse::json(202, QJsonValue(acceptedJson(QStringLiteral("x"), QStringLiteral("ver_3")))));
        Models::MessageOutbox *outbox = w.connection.messageOutbox();
        const QString unknown = outbox->send(pageId, audienceId, QStringLiteral("Shorter title"));
        QVERIFY(!unknown.isEmpty());
        QVERIFY(outbox->find(unknown)->label.isEmpty());

        Net::AudienceRecord record;
        record.audienceId = audienceId;
        record.pageId = pageId;
        record.effectiveName = QStringLiteral("Heads of FP&A");
        w.connection.knownAudiences()->remember(record);
        const QString named = outbox->send(pageId, audienceId, QStringLiteral("Shorter description"));
        QVERIFY(!named.isEmpty());
        QCOMPARE(outbox->find(named)->label, QStringLiteral("Heads of FP&A"));
    }

    void failedSendKeepsTheTextAndRetriesWithTheSameId()
    {
        Workspace w;
        w.api.network.routeOnce("POST", messagesPath, FakeResponse::error(422, QStringLiteral("invalid"), QStringLiteral("The agent is busy")));
        w.api.network.route("POST", messagesPath, FakeResponse::json(202, QJsonValue(acceptedJson(QStringLiteral("x"), QStringLiteral("ver_3")))));
        w.api.network.route("GET", messagesPath, FakeResponse::json(200, QJsonValue(conversationJson({}))));
        w.api.network.route("GET", versionPath(QStringLiteral("ver_3")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_3"), 3, QStringLiteral("draft")))));
        Models::MessageOutbox *outbox = w.connection.messageOutbox();
        Models::ConversationModel model(*w.connection.serviceLink(), *outbox, *w.connection.versionFollower());
        model.open(pageId, audienceId);
        const QString id = outbox->send(pageId, audienceId, QStringLiteral("Add keyword trail"));
        QTRY_COMPARE(outbox->find(id)->state, WriteTracker::State::Failed);
        QVERIFY2(outbox->find(id)->errorText.contains(QStringLiteral("The agent is busy")), qPrintable(outbox->find(id)->errorText));
        QTRY_COMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("Not sent: %1").arg(outbox->find(id)->errorText));
        QCOMPARE(outbox->find(id)->text, QStringLiteral("Add keyword trail"));

        QVERIFY(outbox->retry(id));
        QTRY_COMPARE(outbox->find(id) ? outbox->find(id)->state : WriteTracker::State::None, WriteTracker::State::Done);
        const auto posts = w.api.network.requestsTo("POST", messagesPath);
        QCOMPARE(posts.size(), 2);
        QCOMPARE(bodyOf(posts.at(0)).value(QStringLiteral("clientMessageId")).toString(), id);
        QCOMPARE(bodyOf(posts.at(1)).value(QStringLiteral("clientMessageId")).toString(), id);
    }

    void takeBackReturnsTheText()
    {
        Workspace w;
        w.api.network.route("POST", messagesPath, FakeResponse::error(422, QStringLiteral("invalid"), QStringLiteral("No")));
        Models::MessageOutbox *outbox = w.connection.messageOutbox();
        QVERIFY(!outbox->validate(QString(Models::MessageOutbox::maxLength + 1, u'x')).isEmpty());
        QVERIFY(outbox->send(pageId, audienceId, QString(Models::MessageOutbox::maxLength + 1, u'x')).isEmpty());
        QVERIFY(outbox->send(pageId, audienceId, QStringLiteral("   ")).isEmpty());
        const QString id = outbox->send(pageId, audienceId, QStringLiteral("Keep me"));
        QTRY_COMPARE(outbox->find(id)->state, WriteTracker::State::Failed);
        QCOMPARE(outbox->takeBack(id), QStringLiteral("Keep me"));
        QVERIFY(!outbox->find(id));
    }

    void aMessageCutOffByAProfileSwitchIsNotSentToTheOtherService()
    {
        Workspace w;
        w.api.network.route("POST", messagesPath, FakeResponse::hang());
        Models::MessageOutbox *outbox = w.connection.messageOutbox();
        const QString id = outbox->send(pageId, audienceId, QStringLiteral("For the first service"));
        QTRY_COMPARE(w.api.network.requestsTo("POST", messagesPath).size(), 1);
        FakeClient other;
        outbox->setClient(&other.client);
        QCOMPARE(outbox->find(id)->state, WriteTracker::State::Failed);
        QVERIFY(!outbox->find(id)->errorText.isEmpty());
        QVERIFY(!outbox->retry(id));
        QTest::qWait(50);
        QCOMPARE(other.network.requests().size(), 0);
        QCOMPARE(outbox->takeBack(id), QStringLiteral("For the first service")); // nothing lost
    }

    void publishRetriesWithTheSameOperationKey()
    {
        Workspace w;
        const QString publishPath = versionPath(QStringLiteral("ver_4")) + QStringLiteral("/publish");
        w.api.network.routeOnce("POST", publishPath, FakeResponse::error(409, QStringLiteral("conflict"), QStringLiteral("Another publish is running")));
        QJsonObject published = versionJson(QStringLiteral("ver_4"), 4, QStringLiteral("published"));
        published.insert(QStringLiteral("publishedAt"), QStringLiteral("2026-11-20T11:00:00Z"));
        w.api.network.route("POST", publishPath, FakeResponse::json(200, QJsonValue(published)));
        Models::PublishActions *publishes = w.connection.publishActions();
        QVERIFY(publishes->publish(pageId, audienceId, QStringLiteral("ver_4")));
        QVERIFY(!publishes->publish(pageId, audienceId, QStringLiteral("ver_4"))); // not twice at once
        QTRY_COMPARE(publishes->state(QStringLiteral("ver_4")), WriteTracker::State::Failed);
        QVERIFY2(publishes->errorText(QStringLiteral("ver_4")).contains(QStringLiteral("Another publish is running")),
                 qPrintable(publishes->errorText(QStringLiteral("ver_4"))));
        QSignalSpy done(publishes, &Models::PublishActions::published);
        QVERIFY(publishes->retry(QStringLiteral("ver_4")));
        QVERIFY(done.wait());
        const auto posts = w.api.network.requestsTo("POST", publishPath);
        QCOMPARE(posts.size(), 2);
        const QString key = bodyOf(posts.at(0)).value(QStringLiteral("operationKey")).toString();
        QVERIFY(!key.isEmpty());
        QCOMPARE(bodyOf(posts.at(1)).value(QStringLiteral("operationKey")).toString(), key);
        QCOMPARE(w.connection.versionFollower()->publishedVersion(audienceId)->versionNumber, 4);
    }

    void followingStopsWhenTheConnectionChanges()
    {
        Workspace w;
        w.api.network.route("GET", versionPath(QStringLiteral("ver_5")), FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_5"), 5, QStringLiteral("processing")))));
        Models::VersionFollower *follower = w.connection.versionFollower();
        follower->follow(pageId, audienceId, QStringLiteral("ver_5"));
        QTRY_COMPARE(w.api.network.requestsTo("GET", versionPath(QStringLiteral("ver_5"))).size(), 1);
        QVERIFY(follower->isFollowing(QStringLiteral("ver_5")));
        w.connection.setConnected(false);
        QCOMPARE(follower->followCount(), 0);
        QTest::qWait(1500);
        QCOMPARE(w.api.network.requestsTo("GET", versionPath(QStringLiteral("ver_5"))).size(), 1);
    }

    void oneGetInFlightPerVersionWhoeverAsks()
    {
        Workspace w;
        const QString path = versionPath(QStringLiteral("ver_7"));
        w.api.network.route("GET", path, FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_7"), 7, QStringLiteral("processing")))).withDelay(800));
        Models::VersionFollower *follower = w.connection.versionFollower();
        follower->follow(pageId, audienceId, QStringLiteral("ver_7"));
        QTRY_COMPARE(w.api.network.requestsTo("GET", path).size(), 1);
        // While that GET is on its way, a workspace opens the version and a bulk send follows it again.
        follower->open(pageId, audienceId, QStringLiteral("ver_7"));
        follower->follow(pageId, audienceId, QStringLiteral("ver_7"));
        QCOMPARE(follower->getsInFlight(), 1);
        QTest::qWait(300);
        QCOMPARE(w.api.network.requestsTo("GET", path).size(), 1);
        // An open of a version nobody follows, asked twice at once, is one GET too.
        const QString other = versionPath(QStringLiteral("ver_8"));
        w.api.network.route("GET", other, FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_8"), 8, QStringLiteral("draft")))).withDelay(200));
        follower->open(pageId, audienceId, QStringLiteral("ver_8"));
        follower->open(pageId, audienceId, QStringLiteral("ver_8"));
        QTRY_COMPARE(follower->version(QStringLiteral("ver_8"))->status, QStringLiteral("draft"));
        QCOMPARE(w.api.network.requestsTo("GET", other).size(), 1);
        QCOMPARE(follower->getsAsked(QStringLiteral("ver_8")), 1);
    }

    void failuresSlowEveryFollowDown()
    {
        Workspace w;
        const QString flaky = versionPath(QStringLiteral("ver_g"));
        w.api.network.route("GET", flaky, FakeResponse::refuseConnection());
        Models::VersionFollower *follower = w.connection.versionFollower();
        follower->follow(pageId, audienceId, QStringLiteral("ver_g"));
        QTRY_VERIFY_WITH_TIMEOUT(follower->lastError(QStringLiteral("ver_g")).has_value(), 10000);
        // A version followed now waits as long as the failures say, not the first 0.5 s.
        const QString fresh = versionPath(QStringLiteral("ver_h"));
        w.api.network.route("GET", fresh, FakeResponse::json(200, QJsonValue(versionJson(QStringLiteral("ver_h"), 3, QStringLiteral("draft")))));
        follower->follow(pageId, audienceId, QStringLiteral("ver_h"));
        QTest::qWait(700);
        QCOMPARE(w.api.network.requestsTo("GET", fresh).size(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!follower->isFollowing(QStringLiteral("ver_h")), 5000);
    }

    void draftsSurviveARestart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = Models::ProfileDatabase::pathInFolder(dir.filePath(QStringLiteral("profile")));
        {
            Models::ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            Models::ComposerDrafts drafts;
            drafts.setStore(&store);
            drafts.setText(audienceId, QStringLiteral("half a thought"));
            drafts.setText(QStringLiteral("aud_other"), QStringLiteral("another"));
            drafts.setText(QStringLiteral("aud_other"), QString()); // emptied: forgotten
        } // destroyed (before its store): written

        // In the store: one row, the text as typed.
        {
            Models::ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            QSqlQuery query(store.database());
            QVERIFY2(query.exec(QStringLiteral("SELECT audience_id, text FROM composer_drafts")), qPrintable(query.lastError().text()));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toString(), audienceId);
            QCOMPARE(query.value(1).toString(), QStringLiteral("half a thought"));
            QVERIFY(!query.next());
        }

        Models::ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        Models::ComposerDrafts again;
        QSignalSpy loaded(&again, &Models::ComposerDrafts::loaded);
        again.setStore(&store);
        QCOMPARE(loaded.count(), 1);
        QCOMPARE(again.text(audienceId), QStringLiteral("half a thought"));
        QCOMPARE(again.text(QStringLiteral("aud_other")), QString());
    }
};

} // namespace tst_workspacemodels

AUDIENCE_TEST_GUILESS_MAIN(tst_workspacemodels, TestWorkspaceModels)
#include "tst_workspacemodels.moc"
