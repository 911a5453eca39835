// ReleaseChecks: the checks across a release (two audiences of one page with the same meta title
// after publishing), and DraftReading: what goes live and the checks, read as the confirmation does.
#include "models/review/draftreading.h"
#include "models/review/releasechecks.h"

#include <QTest>

using namespace Audience;
using Models::ReleaseChecks;
using Audience_ = ReleaseChecks::Audience;

class TestReleaseChecks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void warnsBothOfATwin()
    {
        const QList<Audience_> release{
            {QStringLiteral("p1"), QStringLiteral("a1"), QStringLiteral("Clinic owners"), QStringLiteral("Start your 30-day pilot")},
            {QStringLiteral("p1"), QStringLiteral("a2"), QStringLiteral("Practice managers"), QStringLiteral("Book a demo")},
            {QStringLiteral("p1"), QStringLiteral("a3"), QStringLiteral("Hospital buyers"), QStringLiteral("  start your 30-day   Pilot ")},
        };
        const QList<ReleaseChecks::Finding> findings = ReleaseChecks::duplicateTitles(release);
        QCOMPARE(findings.size(), 2);
        QCOMPARE(findings.at(0).audienceId, QStringLiteral("a1"));
        QCOMPARE(findings.at(0).sameAs, QStringList{QStringLiteral("a3")});
        QCOMPARE(findings.at(0).text, QStringLiteral("Same meta title as “Hospital buyers”"));
        QCOMPARE(findings.at(0).severity, Models::PublishChecks::Severity::Warning);
        QCOMPARE(findings.at(1).audienceId, QStringLiteral("a3"));
        QCOMPARE(findings.at(1).text, QStringLiteral("Same meta title as “Clinic owners”"));
    }

    void namesEveryOtherTwin()
    {
        const QString title = QStringLiteral("Lead with the pilot");
        const QList<Audience_> release{
            {QStringLiteral("p1"), QStringLiteral("a1"), QStringLiteral("A"), title},
            {QStringLiteral("p1"), QStringLiteral("a2"), QStringLiteral("B"), title},
            {QStringLiteral("p1"), QStringLiteral("a3"), {}, title},
        };
        const auto findings = ReleaseChecks::duplicateTitles(release);
        QCOMPARE(findings.size(), 3);
        QCOMPARE(findings.at(0).text, QStringLiteral("Same meta title as “B” and “a3”"));
        QCOMPARE(findings.at(2).sameAs, (QStringList{QStringLiteral("a1"), QStringLiteral("a2")}));
    }

    void otherPagesAndEmptyTitlesAreNotTwins()
    {
        const QList<Audience_> release{
            {QStringLiteral("p1"), QStringLiteral("a1"), QStringLiteral("A"), QStringLiteral("Same words")},
            {QStringLiteral("p2"), QStringLiteral("a2"), QStringLiteral("B"), QStringLiteral("Same words")},
            {QStringLiteral("p1"), QStringLiteral("a3"), QStringLiteral("C"), QStringLiteral("   ")},
            {QStringLiteral("p1"), QStringLiteral("a4"), QStringLiteral("D"), QString()},
            {QStringLiteral("p1"), QStringLiteral("a5"), QStringLiteral("E"), QStringLiteral("Same words, almost")},
        };
        QVERIFY(ReleaseChecks::duplicateTitles(release).isEmpty());
        QVERIFY(ReleaseChecks::duplicateTitles({}).isEmpty());
    }

    void draftReadingIsTheConfirmationsReading()
    {
        Net::ConversationContext context;
        context.currentMetaTitle = QStringLiteral("Old title that is long enough to pass the width check fine");
        context.currentMetaDescription = QStringLiteral("TODO");
        Net::Change title;
        title.changeId = QStringLiteral("c1");
        title.field = QStringLiteral("metaTitle");
        title.previousValue = QStringLiteral("Old title that is long enough to pass the width check fine");
        title.newValue = QStringLiteral("Start your 30-day pilot with a team that knows clinics");
        const Models::DraftReading reading = Models::DraftReading::of(context, {title});
        const auto rows = Models::NetChanges::compute(context, {title});
        QCOMPARE(reading.changing, Models::NetChanges::changingCount(rows));
        QCOMPARE(reading.changing, 1);
        const auto findings = Models::PublishChecks::run(rows);
        QCOMPARE(reading.findings, findings);
        QCOMPARE(reading.errors, Models::PublishChecks::count(findings, Models::PublishChecks::Severity::Error));
        QCOMPARE(reading.warnings, Models::PublishChecks::count(findings, Models::PublishChecks::Severity::Warning));
        QVERIFY(reading.warnings + reading.errors > 0); // the description is too short and a placeholder
        QCOMPARE(reading.titleAfter(), title.newValue.value());
        QVERIFY(reading.hasPendingChanges());
        QVERIFY(!Models::DraftReading::of(context, {}).hasPendingChanges());
    }
};

QTEST_MAIN(TestReleaseChecks)
#include "tst_releasechecks.moc"
