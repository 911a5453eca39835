// The journal's entries in words (Activity place): what each of the eight writes did,
// where, how it stands, and which place opens its target.
#include "models/activity/journalwords.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/knownnames.h"
#include "models/common/placeids.h"
#include "support/testmain.h"

#include <QSet>
#include <QTest>

namespace tst_journalwords {

using namespace Audience;
using Models::ActivityOutcome;
using Models::JournalEntry;
using Models::JournalWords;

namespace {

JournalEntry entry(const QString &operation, JournalEntry::Outcome outcome, const QByteArray &answer = {})
{
    JournalEntry e;
    e.note.operation = operation;
    e.note.pageId = QStringLiteral("page_1");
    e.note.audienceId = QStringLiteral("aud_1");
    e.note.targetId = operation == Models::JournalOperation::publishVersion ? QStringLiteral("ver_9") : QStringLiteral("t_1");
    e.note.targetLabel = QStringLiteral("FP&A leads");
    e.outcome = outcome;
    e.answer = answer;
    e.runId = QStringLiteral("this-run");
    return e;
}

} // namespace

class TestJournalWords : public QObject
{
    Q_OBJECT

private slots:
    void words()
    {
        using Models::JournalOperation::publishVersion;
        const JournalEntry published = entry(publishVersion, JournalEntry::Outcome::Done, R"({"versionNumber":24})");
        QCOMPARE(JournalWords::what(published), QStringLiteral("Published version 24 of FP&A leads"));
        QCOMPARE(JournalWords::what(entry(publishVersion, JournalEntry::Outcome::Failed)), QStringLiteral("Publish version ver_9 of FP&A leads"));
        // Wrapped in {"data": …} the number is still found.
        QCOMPARE(JournalWords::versionNumber(entry(publishVersion, JournalEntry::Outcome::Done, R"({"data":{"versionNumber":7}})")), qint64(7));

        JournalEntry sent = entry(Models::JournalOperation::sendMessage, JournalEntry::Outcome::Done);
        sent.body = R"({"message":"Make   the\nheadline shorter","clientMessageId":"c1"})";
        QCOMPARE(JournalWords::what(sent), QStringLiteral("Sent a message to FP&A leads: “Make the headline shorter”"));
        QCOMPARE(JournalWords::where(sent), QStringLiteral("Audience aud_1 on page page_1"));
        // With the names the console knows (issue 43, item 7): the audience by name, the page by
        // its ID while no name is known; the IDs stay in the tooltip's words.
        Models::KnownAudiences known;
        Net::AudienceRecord record;
        record.audienceId = QStringLiteral("aud_1");
        record.effectiveName = QStringLiteral("Founders at universities");
        known.remember(record);
        const Models::KnownNames names(nullptr, &known, nullptr);
        QCOMPARE(JournalWords::where(sent, names), QStringLiteral("Audience Founders at universities on page page_1"));
        QCOMPARE(JournalWords::whereIds(sent), QStringLiteral("Audience aud_1 on page page_1"));
        QCOMPARE(names.pageOrId(QStringLiteral("page_1")), QStringLiteral("page_1"));
        QCOMPARE(names.audienceOrId(QStringLiteral("aud_2")), QStringLiteral("aud_2"));
        const Models::JournalTarget target = JournalWords::target(sent);
        QCOMPARE(target.placeId, Models::PlaceId::audiences);
        QCOMPARE(target.item, QStringLiteral("aud_1"));

        JournalEntry log = entry(Models::JournalOperation::createPersonLog, JournalEntry::Outcome::Done, R"({"personId":"per_7"})");
        log.note.targetId.clear();
        log.note.targetLabel.clear();
        QCOMPARE(JournalWords::what(log), QStringLiteral("Added a log entry for per_7"));
        QCOMPARE(JournalWords::target(log).placeId, Models::PlaceId::people);
        QCOMPARE(JournalWords::target(log).item, QStringLiteral("per_7"));
        QCOMPARE(JournalWords::target(entry(Models::JournalOperation::createTopicEntry, JournalEntry::Outcome::Done)).placeId,
                 Models::PlaceId::topics);
        QCOMPARE(JournalWords::target(entry(Models::JournalOperation::updateWebhookSubscription, JournalEntry::Outcome::Done)).placeId,
                 Models::PlaceId::webhooks);
        QCOMPARE(JournalWords::what(entry(Models::JournalOperation::archiveAudience, JournalEntry::Outcome::Done)), QStringLiteral("Archived FP&A leads"));
        QCOMPARE(JournalWords::what(entry(QStringLiteral("futureWrite"), JournalEntry::Outcome::Done)), QStringLiteral("futureWrite FP&A leads"));

        JournalEntry pending = entry(publishVersion, JournalEntry::Outcome::Pending);
        QCOMPARE(JournalWords::outcome(pending, Models::LiveRuns(QStringLiteral("this-run"), {})), ActivityOutcome::InProgress);
        QCOMPARE(JournalWords::outcome(pending, Models::LiveRuns(QStringLiteral("next-run"), {})), ActivityOutcome::NotConfirmed);
        // Sent by another console that is still open: in progress there, not "not confirmed".
        QCOMPARE(JournalWords::outcome(pending, Models::LiveRuns(QStringLiteral("next-run"), {QStringLiteral("this-run")})),
                 ActivityOutcome::InProgress);
        QVERIFY(pending.isInOtherWindow(Models::LiveRuns(QStringLiteral("next-run"), {QStringLiteral("this-run")})));
        QCOMPARE(JournalWords::outcomeWord(ActivityOutcome::NotConfirmed), QStringLiteral("Not confirmed"));
        // Never colour alone: every outcome has its own symbol.
        QSet<QString> symbols;
        for (ActivityOutcome o : {ActivityOutcome::Done, ActivityOutcome::Failed, ActivityOutcome::NotConfirmed,
                                  ActivityOutcome::InProgress, ActivityOutcome::Discarded})
            symbols.insert(JournalWords::outcomeSymbol(o));
        QCOMPARE(symbols.size(), 5);
    }

};

} // namespace tst_journalwords

AUDIENCE_TEST_GUILESS_MAIN(tst_journalwords, TestJournalWords)
#include "tst_journalwords.moc"
