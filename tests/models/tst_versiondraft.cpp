// What one draft version puts live, read from a conversation written by hand (issue 39 item 4):
// each message to the agent makes the next version, so an older draft carries the pending changes
// up to its own and none of a newer one; a conversation that does not line up with the versions
// the console knows gives no reading at all rather than a guess.
#include "models/workspace/versiondraft.h"
#include "support/changes.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_versiondraft {

using namespace Audience;
using Models::VersionDraft;
using Reading = VersionDraft::Reading;
using Testing::answerMessage;
using Testing::userMessage;

namespace {

Net::Change change(const QString &id, const QString &field, const QString &previous, const QString &next,
                   const QString &status = QStringLiteral("pending"))
{
    Net::Change result = Testing::pendingChange(field, previous, next);
    result.changeId = id;
    result.status = status;
    return result;
}

// Version 2 (published) changed the title; versions 3, 4 and 5 are drafts: 3 the description,
// 4 the title again, 5 the keywords.
struct Conversation
{
    Net::Change v2 = change(QStringLiteral("c2"), QStringLiteral("metaTitle"), QStringLiteral("T1"), QStringLiteral("T2"),
                            QStringLiteral("applied"));
    Net::Change v3 = change(QStringLiteral("c3"), QStringLiteral("metaDescription"), QStringLiteral("D1"), QStringLiteral("D3"));
    Net::Change v4 = change(QStringLiteral("c4"), QStringLiteral("metaTitle"), QStringLiteral("T2"), QStringLiteral("T4"));
    Net::Change v5 = change(QStringLiteral("c5"), QStringLiteral("metaKeywords"), QStringLiteral("k1"), QStringLiteral("k5"));
    QList<Net::Message> messages{userMessage(QStringLiteral("u2")), answerMessage(QStringLiteral("a2"), {v2}),
                                 userMessage(QStringLiteral("u3")), answerMessage(QStringLiteral("a3"), {v3}),
                                 userMessage(QStringLiteral("u4")), answerMessage(QStringLiteral("a4"), {v4}),
                                 userMessage(QStringLiteral("u5")), answerMessage(QStringLiteral("a5"), {v5})};
    QString publishedMessageId = QStringLiteral("a2");
    QList<Net::Change> pending{v3, v4, v5};

    VersionDraft read(qint64 version, std::optional<qint64> live = 2) const
    {
        return VersionDraft::read(messages, publishedMessageId, pending, version, live);
    }
};

QStringList idsOf(const QList<Net::Change> &changes)
{
    QStringList ids;
    for (const Net::Change &c : changes)
        ids.append(c.changeId.value());
    return ids;
}

} // namespace

class TestVersionDraft : public QObject
{
    Q_OBJECT
private slots:
    void anOlderDraftCarriesTheChangesUpToItsOwn()
    {
        const Conversation conversation;
        const VersionDraft three = conversation.read(3);
        QCOMPARE(three.reading, Reading::Draft);
        QCOMPARE(idsOf(three.changes), QStringList{QStringLiteral("c3")});
        QCOMPARE(three.liveVersionNumber, 2);
        const VersionDraft four = conversation.read(4);
        QCOMPARE(four.reading, Reading::Draft);
        QCOMPARE(idsOf(four.changes), (QStringList{QStringLiteral("c3"), QStringLiteral("c4")}));
    }

    void theNewestCarriesEveryPendingChange()
    {
        const Conversation conversation;
        const VersionDraft five = conversation.read(5);
        QCOMPARE(five.reading, Reading::Draft);
        QCOMPARE(idsOf(five.changes), (QStringList{QStringLiteral("c3"), QStringLiteral("c4"), QStringLiteral("c5")}));
        // Without the console's word on what is live, the conversation's own is taken.
        QCOMPARE(conversation.read(5, std::nullopt).reading, Reading::Draft);
    }

    void theLiveVersionAndOlderOnesAreNotDrafts()
    {
        const Conversation conversation;
        QCOMPARE(conversation.read(2).reading, Reading::NotADraft);
        QCOMPARE(conversation.read(2).why, QStringLiteral("Version 2 is live already."));
        QCOMPARE(conversation.read(1).reading, Reading::NotADraft);
    }

    void aConversationThatDoesNotLineUpGivesNoReading()
    {
        Conversation conversation;
        // The console knows version 3 is live; the conversation names version 2's answer.
        const VersionDraft mismatch = conversation.read(4, 3);
        QCOMPARE(mismatch.reading, Reading::Unknown);
        QVERIFY(mismatch.changes.isEmpty());
        QVERIFY(mismatch.why.contains(QStringLiteral("do not line up")));
        // The published message is none of the answers.
        conversation.publishedMessageId = QStringLiteral("a_gone");
        QCOMPARE(conversation.read(4, std::nullopt).reading, Reading::Unknown);
    }

    void aVersionTheConversationDoesNotReachIsNotKnown()
    {
        const Conversation conversation;
        const VersionDraft six = conversation.read(6);
        QCOMPARE(six.reading, Reading::Unknown);
        QCOMPARE(six.why, QStringLiteral("The conversation does not reach version 6 yet."));
    }

    void aPendingChangeNoMessageShowsMakesAnOlderDraftUnknown()
    {
        Conversation conversation;
        conversation.pending.append(change(QStringLiteral("c_elsewhere"), QStringLiteral("customName"), QStringLiteral("A"),
                                           QStringLiteral("B")));
        const VersionDraft unknown = conversation.read(3);
        QCOMPARE(unknown.reading, Reading::Unknown);
        // A confirmation then shows every pending change, as it did before versions were told apart.
        QCOMPARE(unknown.changesOr(conversation.pending).size(), 4);
        const Conversation linedUp;
        QCOMPARE(linedUp.read(4).changesOr(linedUp.pending).size(), 2);
        // The newest carries it all the same: every pending change goes live with it.
        QCOMPARE(conversation.read(5).changes.size(), 4);
    }

    void aConversationWithNothingPublishedNamesVersionOne()
    {
        Conversation conversation;
        conversation.publishedMessageId.clear();
        conversation.pending.prepend(conversation.v2);
        const VersionDraft three = conversation.read(3, 1);
        QCOMPARE(three.reading, Reading::Draft);
        QCOMPARE(three.liveVersionNumber, 1);
        QCOMPARE(idsOf(three.changes), (QStringList{QStringLiteral("c2"), QStringLiteral("c3")}));
    }
};

} // namespace tst_versiondraft

AUDIENCE_TEST_GUILESS_MAIN(tst_versiondraft, TestVersionDraft)
#include "tst_versiondraft.moc"
