// The pieces of "Undo this publish" that need no service: what a publish changed, derived from a
// conversation (and when it cannot be), the plan with its conflicts, the instruction's quoting
// (docs/sandbox.md, "Dictated values") and the proof's words.
#include "models/workspace/publishedchange.h"
#include "models/workspace/undoplan.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_undoplan {

using namespace Audience;
using namespace Audience::Models;

namespace {

Net::Message userMessage(const QString &id)
{
    Net::Message message;
    message.messageId = id;
    message.role = QStringLiteral("user");
    return message;
}

Net::Change change(const QString &field, const QString &before, const QString &after, const QString &status = QStringLiteral("applied"))
{
    Net::Change change;
    change.field = field;
    change.previousValue = before;
    change.newValue = after;
    change.status = status;
    return change;
}

Net::Message answer(const QString &id, const QList<Net::Change> &changes)
{
    Net::Message message;
    message.messageId = id;
    message.role = QStringLiteral("assistant");
    message.changes = changes;
    return message;
}

Net::AudienceVersion version(qint64 number, const QString &status, const QString &publishedAt, const QString &obsoleteAt = {})
{
    Net::AudienceVersion version;
    version.versionId = QStringLiteral("ver_%1").arg(number);
    version.versionNumber = number;
    version.status = status;
    if (!publishedAt.isEmpty())
        version.publishedAt = publishedAt;
    if (!obsoleteAt.isEmpty())
        version.obsoleteAt = obsoleteAt;
    return version;
}

// Version 2 added a keyword (published), 3 was cancelled, 4 changed title and keywords (live).
Net::Conversation conversation(const QString &publishedMessageId = QStringLiteral("a4"))
{
    Net::Conversation conversation;
    Net::ConversationInfo info;
    info.publishedMessageId = publishedMessageId;
    conversation.conversation = info;
    conversation.messages = QList<Net::Message>{
        userMessage(QStringLiteral("u2")),
        answer(QStringLiteral("a2"), {change(QStringLiteral("metaKeywords"), QStringLiteral("a"), QStringLiteral("a, b"))}),
        userMessage(QStringLiteral("u3")),
        answer(QStringLiteral("a3"), {change(QStringLiteral("metaTitle"), QStringLiteral("T1"), QStringLiteral("Never"), QStringLiteral("discarded"))}),
        userMessage(QStringLiteral("u4")),
        answer(QStringLiteral("a4"), {change(QStringLiteral("metaTitle"), QStringLiteral("T1"), QStringLiteral("T2")),
                                      change(QStringLiteral("metaKeywords"), QStringLiteral("a, b"), QStringLiteral("b"))}),
    };
    return conversation;
}

// Rows of a draft holding these values, each changed from what was live ("live").
QList<FieldNetChange> draftRows(const QList<std::pair<QString, QString>> &values)
{
    QList<FieldNetChange> rows;
    for (const auto &[field, value] : values)
        rows.append({field, field, true, false, QStringLiteral("live"), value, {}});
    return rows;
}

const QList<Net::AudienceVersion> publishes{
    version(1, QStringLiteral("archived"), QStringLiteral("2026-01-01T00:00:00Z"), QStringLiteral("2026-02-01T00:00:00Z")),
    version(2, QStringLiteral("archived"), QStringLiteral("2026-02-01T00:00:00Z"), QStringLiteral("2026-03-01T00:00:00Z")),
    version(4, QStringLiteral("published"), QStringLiteral("2026-03-01T00:00:00Z")),
};

} // namespace

class TestUndoPlan : public QObject
{
    Q_OBJECT

private slots:
    void derivesWhatAPublishChangedFromTheConversation()
    {
        const PublishedChange four = PublishedChanges::derived(publishes.at(2), publishes, conversation());
        QCOMPARE(four.source, PublishedChange::Source::Derived);
        QVERIFY(four.liveNow);
        // From after version 2's publish: the cancelled version 3 left nothing.
        QCOMPARE(four.fields.size(), 2);
        QCOMPARE(four.fieldChange(QStringLiteral("metaTitle"))->before, QStringLiteral("T1"));
        QCOMPARE(four.fieldChange(QStringLiteral("metaTitle"))->after, QStringLiteral("T2"));
        QCOMPARE(four.fieldChange(QStringLiteral("metaKeywords"))->before, QStringLiteral("a, b"));
        const PublishedChange two = PublishedChanges::derived(publishes.at(1), publishes, conversation());
        QCOMPARE(two.fields.size(), 1);
        QCOMPARE(two.fields.first().after, QStringLiteral("a, b"));
    }

    // The console saw version 2 published and has not read it since version 4 replaced it: on
    // the timeline it is no longer live, its interval ends where 4's began, and it is still derived.
    void onlyTheNewestPublishIsLive()
    {
        QList<Net::AudienceVersion> stale = publishes;
        stale[1] = version(2, QStringLiteral("published"), QStringLiteral("2026-02-01T00:00:00Z"));
        const QList<PublishedChange> history = PublishedChanges::history(stale, {}, conversation());
        QVERIFY(!history.at(1).liveNow);
        QCOMPARE(history.at(1).obsoleteAt, history.at(2).publishedAt);
        QCOMPARE(history.at(1).source, PublishedChange::Source::Derived);
        QVERIFY(history.at(2).liveNow);
    }

    void saysWhenItCannotDerive()
    {
        // The live version's answer is not the conversation's published message: not lined up.
        const PublishedChange shifted = PublishedChanges::derived(publishes.at(2), publishes, conversation(QStringLiteral("a2")));
        QCOMPARE(shifted.source, PublishedChange::Source::Unknown);
        QVERIFY(shifted.note.contains(QStringLiteral("do not line up")));
        const PublishedChange first = PublishedChanges::derived(publishes.at(0), publishes, conversation());
        QCOMPARE(first.source, PublishedChange::Source::Unknown);
        const PublishedChange beyond = PublishedChanges::derived(version(9, QStringLiteral("published"), QStringLiteral("2026-04-01T00:00:00Z")),
                                                                 publishes, conversation());
        QCOMPARE(beyond.source, PublishedChange::Source::Unknown);
    }

    // The conversation was read before version 4's publish (the console's own, just made): it
    // still names version 2's answer, and that lines up. Read after it, the same pointer does not.
    void aConversationReadBeforeTheNewestPublishStillLinesUp()
    {
        Net::Conversation before = conversation(QStringLiteral("a2"));
        Net::ConversationInfo info = before.conversation.value();
        info.updatedAt = QStringLiteral("2026-02-15T00:00:00Z");
        before.conversation = info;
        const PublishedChange two = PublishedChanges::derived(publishes.at(1), publishes, before);
        QCOMPARE(two.source, PublishedChange::Source::Derived);
        QCOMPARE(two.fields.size(), 1);
        QCOMPARE(two.fields.first().after, QStringLiteral("a, b"));

        Net::Conversation after = before;
        info.updatedAt = QStringLiteral("2026-03-02T00:00:00Z");
        after.conversation = info;
        const PublishedChange shifted = PublishedChanges::derived(publishes.at(1), publishes, after);
        QCOMPARE(shifted.source, PublishedChange::Source::Unknown);
        QVERIFY(shifted.note.contains(QStringLiteral("do not line up")));
    }

    void prefersWhatWasRecorded()
    {
        const QList<PublishChangeRecord> records{{QStringLiteral("ver_4"), QStringLiteral("aud"), QStringLiteral("page"), 4,
                                                  QStringLiteral("metaDescription"), QStringLiteral("D1"), QStringLiteral("D2"), {}}};
        const QList<PublishedChange> history = PublishedChanges::history(publishes, records, conversation());
        QCOMPARE(history.size(), 3);
        QCOMPARE(history.at(2).source, PublishedChange::Source::Recorded);
        QCOMPARE(history.at(2).fields.first().field, QStringLiteral("metaDescription"));
        QCOMPARE(history.at(1).source, PublishedChange::Source::Derived);
        // Without the conversation, what is not recorded is not known yet.
        QCOMPARE(PublishedChanges::history(publishes, {}, std::nullopt).at(1).source, PublishedChange::Source::Unknown);
    }

    void quotesAsTheAgentReads()
    {
        QCOMPARE(UndoPlan::quote(QStringLiteral("The \"best\" plan")), QStringLiteral("\"The \\\"best\\\" plan\""));
        QCOMPARE(UndoPlan::quote(QStringLiteral("C:\\new")), QStringLiteral("\"C:\\\\new\""));
        QCOMPARE(UndoPlan::quote(QString()), QStringLiteral("\"\""));
        const QString longText(5000, u'x');
        QCOMPARE(UndoPlan::quote(longText).size(), 5002);
    }

    void plansEachFieldAndItsConflicts()
    {
        PublishedChange undone;
        undone.versionId = QStringLiteral("ver_4");
        undone.versionNumber = 4;
        undone.source = PublishedChange::Source::Recorded;
        undone.fields = {{QStringLiteral("metaTitle"), QStringLiteral("T1"), QStringLiteral("T2")},
                         {QStringLiteral("metaDescription"), QStringLiteral("Say \"hi\""), QStringLiteral("D2")},
                         {QStringLiteral("metaKeywords"), QStringLiteral("a,b"), QStringLiteral("b")}};
        PublishedChange later;
        later.versionNumber = 6;
        later.source = PublishedChange::Source::Derived;
        later.fields = {{QStringLiteral("metaTitle"), QStringLiteral("T2"), QStringLiteral("T3")}};
        const QHash<QString, QString> live{{QStringLiteral("metaTitle"), QStringLiteral("T3")},
                                           {QStringLiteral("metaDescription"), QStringLiteral("D2")},
                                           {QStringLiteral("metaKeywords"), QStringLiteral("b")}};
        UndoPlan plan = UndoPlan::build(undone, {later}, live, 6);
        QVERIFY(plan.problem.isEmpty());
        QCOMPARE(plan.conflictCount(), 1);
        QCOMPARE(plan.fields.at(0).conflictWith, QStringLiteral("version 6"));
        QCOMPARE(plan.instruction(), QStringLiteral("Set the meta description to \"Say \\\"hi\\\"\"\nSet the meta keywords to \"a, b\""));
        QVERIFY(plan.setChoice(QStringLiteral("metaTitle"), UndoField::Choice::TakeOld));
        QVERIFY(plan.instruction().startsWith(QStringLiteral("Set the meta title to \"T1\"\n")));
        QVERIFY(!plan.setChoice(QStringLiteral("metaDescription"), UndoField::Choice::TakeOld)); // no conflict: no choice

        // A field changed since by a publish the console does not know is a conflict too.
        const UndoPlan unseen = UndoPlan::build(undone, {}, live, 4);
        QCOMPARE(unseen.fields.at(0).conflictWith, QStringLiteral("a publish this console did not see"));

        // Everything already back: nothing to undo.
        const UndoPlan back = UndoPlan::build(undone, {}, {{QStringLiteral("metaTitle"), QStringLiteral("T1")},
                                                           {QStringLiteral("metaDescription"), QStringLiteral("Say \"hi\"")},
                                                           {QStringLiteral("metaKeywords"), QStringLiteral("a, b")}}, 4);
        QVERIFY(!back.problem.isEmpty());
        QVERIFY(back.instruction().isEmpty());
    }

    void provesFieldByField()
    {
        PublishedChange undone;
        undone.versionId = QStringLiteral("ver_19");
        undone.versionNumber = 19;
        undone.source = PublishedChange::Source::Recorded;
        undone.fields = {{QStringLiteral("metaTitle"), QStringLiteral("T1"), QStringLiteral("T2")},
                         {QStringLiteral("metaDescription"), QStringLiteral("D1"), QStringLiteral("D2")},
                         {QStringLiteral("metaKeywords"), QStringLiteral("a, b"), QStringLiteral("b")}};
        const UndoPlan plan = UndoPlan::build(undone, {}, {}, 19);
        const UndoProof equal = UndoProof::prove(plan, draftRows({{QStringLiteral("metaTitle"), QStringLiteral("T1")},
                                                                  {QStringLiteral("metaDescription"), QStringLiteral("D1")},
                                                                  {QStringLiteral("metaKeywords"), QStringLiteral("a,b")}}),
                                                 {}, {});
        QVERIFY(equal.allEqual());
        QCOMPARE(equal.summary(), QStringLiteral("Proof: 3 of 3 field(s) equal the values before version 19."));
        const UndoProof off = UndoProof::prove(plan, draftRows({{QStringLiteral("metaTitle"), QStringLiteral("T1 ")},
                                                                {QStringLiteral("metaDescription"), QStringLiteral("D1")},
                                                                {QStringLiteral("metaKeywords"), QStringLiteral("b, a")}}),
                                               {}, {});
        QVERIFY(!off.allEqual());
        QCOMPARE(off.summary(), QStringLiteral("Proof: 1 of 3 field(s) equal the values before version 19."));
        QCOMPARE(off.differences().first(), QStringLiteral("Meta title: the draft holds “T1 ”; before version 19 it was “T1”."));
    }
};

} // namespace tst_undoplan

AUDIENCE_TEST_GUILESS_MAIN(tst_undoplan, TestUndoPlan)
#include "tst_undoplan.moc"
