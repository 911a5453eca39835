// ReleaseChecks: the checks across a release (two audiences of one page with the same meta title
// after publishing), and DraftReading: what goes live and the checks, read as the confirmation does.
#include "models/release/releasechecks.h"
#include "models/review/draftreading.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_releasechecks {

using namespace Audience;
using Models::PublishChecks;
using Models::ReleaseChecks;

namespace {

// A member of page `pageId` whose meta title after publishing is `title` (no field at all when null).
ReleaseChecks::Member member(const QString &pageId, const QString &audienceId, const QString &name, const QString &title)
{
    ReleaseChecks::Member result{{pageId, audienceId, name}, {}};
    Models::FieldNetChange description;
    description.field = QStringLiteral("metaDescription");
    description.label = QStringLiteral("Meta description");
    description.after = title; // the same words in another field are no twin
    result.fields.append(description);
    if (!title.isNull()) {
        Models::FieldNetChange metaTitle;
        metaTitle.field = QStringLiteral("metaTitle");
        metaTitle.label = QStringLiteral("Meta title");
        metaTitle.live = QStringLiteral("Before");
        metaTitle.after = title;
        result.fields.append(metaTitle);
    }
    return result;
}

} // namespace

class TestReleaseChecks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void warnsBothOfATwin()
    {
        const QList<ReleaseChecks::Member> release{
            member(QStringLiteral("p1"), QStringLiteral("a1"), QStringLiteral("Clinic owners"), QStringLiteral("Start your 30-day pilot")),
            member(QStringLiteral("p1"), QStringLiteral("a2"), QStringLiteral("Practice managers"), QStringLiteral("Book a demo")),
            member(QStringLiteral("p1"), QStringLiteral("a3"), QStringLiteral("Hospital buyers"), QStringLiteral("  start your 30-day   Pilot ")),
        };
        const auto findings = ReleaseChecks::run(release);
        QCOMPARE(findings.size(), 2);
        QVERIFY(!findings.contains(QStringLiteral("a2")));
        const QList<PublishChecks::Finding> first = findings.value(QStringLiteral("a1"));
        QCOMPARE(first.size(), 1);
        QCOMPARE(first.at(0).found, QStringLiteral("Same meta title as “Hospital buyers”"));
        QCOMPARE(first.at(0).severity, PublishChecks::Severity::Warning);
        QCOMPARE(first.at(0).rule, PublishChecks::Rule::TitleSameAsSibling);
        QCOMPARE(first.at(0).field, QStringLiteral("Meta title"));
        QCOMPARE(first.at(0).fix, QStringLiteral("Give each audience of the page its own meta title."));
        QCOMPARE(findings.value(QStringLiteral("a3")).at(0).found, QStringLiteral("Same meta title as “Clinic owners”"));
    }

    void namesEveryOtherTwinInTheOrderGiven()
    {
        const QString title = QStringLiteral("Lead with the pilot");
        const QList<ReleaseChecks::Member> release{
            member(QStringLiteral("p1"), QStringLiteral("a1"), QStringLiteral("A"), title),
            member(QStringLiteral("p1"), QStringLiteral("a2"), QStringLiteral("B"), title),
            member(QStringLiteral("p1"), QStringLiteral("a3"), {}, title),
        };
        const auto findings = ReleaseChecks::run(release);
        QCOMPARE(findings.size(), 3);
        QCOMPARE(findings.value(QStringLiteral("a1")).at(0).found, QStringLiteral("Same meta title as “B” and “a3”"));
        QCOMPARE(findings.value(QStringLiteral("a3")).at(0).found, QStringLiteral("Same meta title as “A” and “B”"));
    }

    void otherPagesAndEmptyTitlesAreNotTwins()
    {
        const QList<ReleaseChecks::Member> release{
            member(QStringLiteral("p1"), QStringLiteral("a1"), QStringLiteral("A"), QStringLiteral("Same words")),
            member(QStringLiteral("p2"), QStringLiteral("a2"), QStringLiteral("B"), QStringLiteral("Same words")),
            member(QStringLiteral("p1"), QStringLiteral("a3"), QStringLiteral("C"), QStringLiteral("   ")),
            member(QStringLiteral("p1"), QStringLiteral("a4"), QStringLiteral("D"), QStringLiteral("")),
            member(QStringLiteral("p1"), QStringLiteral("a5"), QStringLiteral("E"), QStringLiteral("Same words, almost")),
            member(QStringLiteral("p1"), QStringLiteral("a6"), QStringLiteral("F"), QString()), // no meta title at all
            member(QStringLiteral("p1"), QStringLiteral("a7"), QStringLiteral("G"), QString()),
        };
        QVERIFY(ReleaseChecks::run(release).isEmpty());
        QVERIFY(ReleaseChecks::run({}).isEmpty());
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

} // namespace tst_releasechecks

AUDIENCE_TEST_MAIN(tst_releasechecks, TestReleaseChecks)
#include "tst_releasechecks.moc"
