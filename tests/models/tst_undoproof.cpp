// What issue 39 asks of the undo's plan and proof, with no service: the proof covers every field the
// undo's draft changed (a field changed unasked blocks Publish until asked again or taken), "pending
// before the undo" only for what was pending when the instruction was sent, a field the console
// cannot vouch for is a conflict, a re-read says what changed, and the outcome says what is live.
#include "models/workspace/instructionwatch.h"
#include "models/workspace/undoplan.h"
#include "models/workspace/undostates.h"
#include "support/testmain.h"

#include <QMetaEnum>
#include <QSet>
#include <QTest>

namespace tst_undoproof {

using namespace Audience;
using namespace Audience::Models;

namespace {

FieldNetChange row(const QString &field, const QString &live, const QString &after)
{
    FieldNetChange row;
    row.field = field;
    row.label = field == u"customName" ? QStringLiteral("Name") : field;
    row.known = true;
    row.live = live;
    row.after = after;
    return row;
}

// Version 3 (recorded) changed the title T1 → T2 and the description D1 → D2.
PublishedChange versionThree()
{
    PublishedChange undone;
    undone.versionId = QStringLiteral("ver_3");
    undone.versionNumber = 3;
    undone.source = PublishedChange::Source::Recorded;
    undone.fields = {{QStringLiteral("metaTitle"), QStringLiteral("T1"), QStringLiteral("T2")},
                     {QStringLiteral("metaDescription"), QStringLiteral("D1"), QStringLiteral("D2")}};
    return undone;
}

const QHash<QString, QString> liveNow{{QStringLiteral("metaTitle"), QStringLiteral("T2")},
                                      {QStringLiteral("metaDescription"), QStringLiteral("D2")}};

} // namespace

class TestUndoProof : public QObject
{
    Q_OBJECT

private slots:
    // The agent also changed Name in the undo's own version: not "pending before the undo", but a
    // change nobody asked for, which blocks Publish. Ask Again dictates Name as it was; taking it
    // explicitly (that very value) unblocks it too. A field pending before the send stays "pending".
    void aFieldTheAgentChangedUnaskedBlocksPublish()
    {
        UndoPlan plan = UndoPlan::build(versionThree(), {}, liveNow, 3);
        QCOMPARE(plan.dictated().size(), 2);
        const QList<FieldNetChange> before{row(QStringLiteral("metaTitle"), QStringLiteral("T2"), QStringLiteral("T2")),
                                           row(QStringLiteral("metaDescription"), QStringLiteral("D2"), QStringLiteral("D2")),
                                           row(QStringLiteral("supplementaryContext"), QStringLiteral("S1"), QStringLiteral("S2"))};
        const QList<FieldNetChange> draft{row(QStringLiteral("metaTitle"), QStringLiteral("T2"), QStringLiteral("T1")),
                                          row(QStringLiteral("metaDescription"), QStringLiteral("D2"), QStringLiteral("D1")),
                                          row(QStringLiteral("supplementaryContext"), QStringLiteral("S1"), QStringLiteral("S2")),
                                          row(QStringLiteral("customName"), QStringLiteral("N"), QStringLiteral("N (loose)"))};
        const UndoProof proof = UndoProof::prove(plan, draft, before, {});
        QVERIFY(proof.allEqual());
        QVERIFY(!proof.proven());
        QCOMPARE(proof.summary(), QStringLiteral("Proof: 2 of 2 field(s) equal the values before version 3."));
        QCOMPARE(proof.extras.size(), 1);
        QCOMPARE(proof.extras.first().field, QStringLiteral("customName"));
        QVERIFY(proof.extras.first().canHold);
        QCOMPARE(proof.differences(), QStringList{QStringLiteral("Not proven: the agent also changed Name: “N” → “N (loose)”.")});
        QCOMPARE(proof.pending, QStringList{QStringLiteral("supplementaryContext")});

        // Taken after seeing it: this value, and no other.
        const UndoProof taken = UndoProof::prove(plan, draft, before, {{QStringLiteral("customName"), QStringLiteral("N (loose)")}});
        QVERIFY(taken.proven());
        QVERIFY2(taken.alsoGoesLive().contains(QStringLiteral("Name goes live as the agent changed it")), qPrintable(taken.alsoGoesLive()));
        QVERIFY(!UndoProof::prove(plan, draft, before, {{QStringLiteral("customName"), QStringLiteral("other")}}).proven());

        // Ask Again: the instruction dictates Name as it was before the undo, and proves it.
        QVERIFY(plan.hold(QStringLiteral("customName"), QStringLiteral("N")));
        QVERIFY2(plan.instruction().endsWith(QStringLiteral("\nSet the audience name to \"N\"")), qPrintable(plan.instruction()));
        QList<FieldNetChange> again = draft;
        again[3].after = QStringLiteral("N");
        const UndoProof held = UndoProof::prove(plan, again, before, {});
        QVERIFY(held.proven());
        QCOMPARE(held.lines.size(), 3);
        QCOMPARE(held.summary(), QStringLiteral("Proof: 2 of 2 field(s) equal the values before version 3."));
        again[3].after = QStringLiteral("N (loose)");
        QVERIFY(!UndoProof::prove(plan, again, before, {}).proven());
    }

    // A conflicting field kept at its later value, which the agent changed anyway: a difference.
    void aKeptFieldTheAgentChangedAnywayIsADifference()
    {
        PublishedChange later;
        later.versionNumber = 5;
        later.versionId = QStringLiteral("ver_5");
        later.source = PublishedChange::Source::Recorded;
        later.fields = {{QStringLiteral("metaTitle"), QStringLiteral("T2"), QStringLiteral("T5")}};
        QHash<QString, QString> live = liveNow;
        live.insert(QStringLiteral("metaTitle"), QStringLiteral("T5"));
        const UndoPlan plan = UndoPlan::build(versionThree(), {later}, live, 5);
        QVERIFY(plan.fields.first().isKept());
        const QList<FieldNetChange> before{row(QStringLiteral("metaTitle"), QStringLiteral("T5"), QStringLiteral("T5"))};
        const QList<FieldNetChange> draft{row(QStringLiteral("metaTitle"), QStringLiteral("T5"), QStringLiteral("T1")),
                                          row(QStringLiteral("metaDescription"), QStringLiteral("D2"), QStringLiteral("D1"))};
        const UndoProof proof = UndoProof::prove(plan, draft, before, {});
        QVERIFY(!proof.proven());
        QVERIFY(proof.pending.isEmpty());
        QCOMPARE(proof.extras.size(), 1);
        QCOMPARE(proof.extras.first().field, QStringLiteral("metaTitle"));
        QCOMPARE(plan.outcome(), QStringLiteral("Meta description is back to before version 3; Meta title was kept at its later value."));
    }

    // v3 changed Name (recorded); its live value is not in the conversation's field list. Only when
    // the conversation names v3 (or a later publish the console knows) live can the console vouch
    // for it; otherwise it is a conflict, kept until the user takes the old one.
    void aFieldTheConsoleCannotVouchForIsAConflict()
    {
        PublishedChange undone = versionThree();
        undone.fields.append({QStringLiteral("customName"), QStringLiteral("A"), QStringLiteral("B")});
        const UndoPlan vouched = UndoPlan::build(undone, {}, liveNow, 3);
        QVERIFY(!vouched.fields.at(2).conflict);
        QCOMPARE(vouched.fields.at(2).current, QStringLiteral("B"));
        QVERIFY(vouched.instruction().contains(QStringLiteral("Set the audience name to \"A\"")));

        for (const qint64 liveVersion : {qint64(5), qint64(0)}) {
            UndoPlan unseen = UndoPlan::build(undone, {}, liveNow, liveVersion);
            const UndoField &name = unseen.fields.at(2);
            QVERIFY(name.conflict);
            QVERIFY(!name.currentKnown);
            QCOMPARE(name.conflictWith, QStringLiteral("a publish this console did not see"));
            QVERIFY(!name.isDictated());
            QVERIFY(!unseen.instruction().contains(QStringLiteral("audience name")));
            QVERIFY(unseen.setChoice(QStringLiteral("customName"), UndoField::Choice::TakeOld));
            QVERIFY(unseen.instruction().contains(QStringLiteral("Set the audience name to \"A\"")));
        }
        // A later publish whose changes are not known: no vouching either.
        PublishedChange unknown;
        unknown.versionNumber = 4;
        unknown.versionId = QStringLiteral("ver_4");
        QVERIFY(UndoPlan::build(undone, {unknown}, liveNow, 4).fields.at(2).conflict);
    }

    // Read again: what changed since the plan shown, in words; the choices made are kept.
    void aReadAgainSaysWhatChanged()
    {
        UndoPlan shown = UndoPlan::build(versionThree(), {}, liveNow, 3);
        QHash<QString, QString> live = liveNow;
        live.insert(QStringLiteral("metaTitle"), QStringLiteral("T7"));
        UndoPlan fresh = UndoPlan::build(versionThree(), {}, live, 7);
        fresh.keepChoicesOf(shown);
        QCOMPARE(fresh.changesSince(shown),
                 QStringList{QStringLiteral("Meta title is now “T7”: changed since by a publish this console did not see.")});
        QVERIFY(fresh.fields.first().conflict);
        QVERIFY(!fresh.instruction().contains(QStringLiteral("meta title")));
        QVERIFY(UndoPlan::build(versionThree(), {}, liveNow, 3).changesSince(shown).isEmpty());
    }

    void tellsTheLiveVersionFromTheConversation()
    {
        Net::Conversation conversation;
        Net::ConversationInfo info;
        info.publishedMessageId = QStringLiteral("a3");
        conversation.conversation = info;
        const auto message = [](const QString &id, const QString &role) {
            Net::Message m;
            m.messageId = id;
            m.role = role;
            return m;
        };
        conversation.messages = QList<Net::Message>{message(QStringLiteral("u2"), QStringLiteral("user")),
                                                    message(QStringLiteral("a2"), QStringLiteral("assistant")),
                                                    message(QStringLiteral("u3"), QStringLiteral("user")),
                                                    message(QStringLiteral("a3"), QStringLiteral("assistant"))};
        QCOMPARE(UndoPlan::liveVersionOf(conversation), 3);
        QList<Net::Message> messages = conversation.messages.value();
        messages.append(message(QStringLiteral("u4"), QStringLiteral("user")));
        conversation.messages = messages;
        QCOMPARE(UndoPlan::newestVersionOf(conversation), 4); // a message still waiting for its answer made one too
        info.publishedMessageId = QStringLiteral("elsewhere");
        conversation.conversation = info;
        QCOMPARE(UndoPlan::liveVersionOf(conversation), 0);
        QCOMPARE(UndoPlan::newestVersionOf(conversation), 0);
    }

    // The one wording of "is it a draft?", for the undo and for a release's instructions alike.
    void saysWhenTheAgentsVersionIsNoDraft()
    {
        Net::AudienceVersion version;
        version.versionNumber = 5;
        version.status = QStringLiteral("cancelled");
        QVERIFY(!InstructionWatch::isDraft(version));
        QCOMPARE(InstructionWatch::notADraft(version), QStringLiteral("The agent's version 5 ended “Cancelled”, not as a draft."));
        version.status = QStringLiteral("draft");
        QVERIFY(InstructionWatch::isDraft(version));
    }

    // The undo's table: every state can be reached from Idle, a failed send and a failed read are
    // states apart, an event out of place changes nothing, and the release's coarse stage follows.
    void theStatesAreOneTable()
    {
        using State = UndoStates::State;
        using Event = UndoStates::Event;
        const QMetaEnum states = QMetaEnum::fromType<State>();
        const QMetaEnum events = QMetaEnum::fromType<Event>();
        QSet<int> reached{int(State::Idle)};
        QList<State> queue{State::Idle};
        while (!queue.isEmpty()) {
            const State from = queue.takeFirst();
            for (int e = 0; e < events.keyCount(); ++e) {
                const auto to = UndoStates::next(from, Event(events.value(e)));
                if (to && !reached.contains(int(*to))) {
                    reached.insert(int(*to));
                    queue.append(*to);
                }
            }
        }
        for (int i = 0; i < states.keyCount(); ++i)
            QVERIFY2(reached.contains(states.value(i)), states.key(i));
        QCOMPARE(UndoStates::next(State::Sending, Event::SendFailed), State::SendFailed);
        QCOMPARE(UndoStates::next(State::Reading, Event::ReadFailed), State::ReadFailed);
        QCOMPARE(UndoStates::next(State::SendFailed, Event::SendStarted), State::Sending); // Ask Again: the same message
        QVERIFY(!UndoStates::next(State::Ready, Event::Accepted));
        QVERIFY(!UndoStates::next(State::NotProven, Event::PublishStarted));
        QCOMPARE(UndoStates::stageOf(State::SendFailed), UndoStates::Stage::Failed);
        QCOMPARE(UndoStates::stageOf(State::PublishFailed), UndoStates::Stage::Proven);
    }
};

} // namespace tst_undoproof

AUDIENCE_TEST_GUILESS_MAIN(tst_undoproof, TestUndoProof)
#include "tst_undoproof.moc"
