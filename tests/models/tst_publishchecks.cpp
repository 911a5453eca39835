// Checks before publishing (PublishChecks): every rule at its boundaries. Title widths are measured
// with Liberation Sans at 20 px (fonts-liberation2, Arial's metrics); the titles at 399/400 and
// 599/600/601 px are built by measuring with that font, so the test does not hard-code glyph widths.
#include "support/changes.h"
#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"
#include "models/workspace/titlewidth.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_publishchecks {

using namespace Audience;
using Testing::pendingChange;
using Models::PublishChecks;
using Rule = PublishChecks::Rule;

namespace {

// A title-like text exactly `pixels` wide: real words cut to length, then narrow glyphs to fill in.
QString titleOfWidth(int pixels)
{
    const QString words = QStringLiteral("Rolling forecasts and budgets for FP&A leads at consultancies and agencies, planned together ");
    // Every pad of up to two narrow glyphs: their fractional widths reach any whole pixel.
    const QString narrow = QStringLiteral("il.,'tfrjI!:");
    QStringList pads{QString()};
    for (const QChar first : narrow) {
        pads.append(QString(first));
        for (const QChar second : narrow)
            pads.append(QString(first) + second);
    }
    for (int length = 1; length < words.size() * 4; ++length) {
        const QString base = words.repeated(4).left(length).trimmed();
        if (Models::TitleWidth::pixels(base) > pixels)
            break;
        for (const QString &pad : pads) {
            if (Models::TitleWidth::pixels(base + pad) == pixels)
                return base + pad;
        }
    }
    return {};
}

QList<Rule> rulesOf(const QList<PublishChecks::Finding> &findings)
{
    QList<Rule> rules;
    for (const auto &finding : findings)
        rules.append(finding.rule);
    return rules;
}

} // namespace

class TestPublishChecks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The measure is only Google's when the font has Arial's metrics.
        QCOMPARE(Models::TitleWidth::resolvedFamily(), QStringLiteral("Liberation Sans"));
        QVERIFY(Models::TitleWidth::isMetricCompatible());
    }

    void titleWidthAtItsBoundaries_data()
    {
        QTest::addColumn<int>("pixels");
        QTest::addColumn<QList<Rule>>("expected");
        QTest::newRow("399 px: narrow") << 399 << QList<Rule>{Rule::TitleTooNarrow};
        QTest::newRow("400 px: good") << 400 << QList<Rule>{};
        QTest::newRow("599 px: good") << 599 << QList<Rule>{};
        QTest::newRow("600 px: good") << 600 << QList<Rule>{};
        QTest::newRow("601 px: too wide") << 601 << QList<Rule>{Rule::TitleTooWide};
    }

    void titleWidthAtItsBoundaries()
    {
        QFETCH(int, pixels);
        QFETCH(QList<Rule>, expected);
        const QString title = titleOfWidth(pixels);
        QVERIFY2(!title.isEmpty(), "no title of that width could be built");
        QCOMPARE(Models::TitleWidth::pixels(title), pixels);
        const auto findings = PublishChecks::checkTitle(title);
        QCOMPARE(rulesOf(findings), expected);
        for (const auto &finding : findings) {
            QCOMPARE(finding.severity, PublishChecks::Severity::Warning);
            QVERIFY2(finding.found.contains(QString::number(pixels)), qPrintable(finding.found)); // says what it found
            QVERIFY(!finding.fix.isEmpty());                                                      // and how to fix it
        }
    }

    void anEmptyTitleIsAnError()
    {
        const auto findings = PublishChecks::checkTitle(QStringLiteral("   "));
        QCOMPARE(rulesOf(findings), QList<Rule>{Rule::TitleEmpty});
        QVERIFY(PublishChecks::blocksPublishing(findings));
    }

    void descriptionLengthAtItsBoundaries_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<QList<Rule>>("expected");
        QTest::newRow("0: empty") << 0 << QList<Rule>{Rule::DescriptionEmpty};
        QTest::newRow("120: short") << 120 << QList<Rule>{Rule::DescriptionTooShort};
        QTest::newRow("121: good") << 121 << QList<Rule>{};
        QTest::newRow("156: good") << 156 << QList<Rule>{};
        QTest::newRow("157: long") << 157 << QList<Rule>{Rule::DescriptionTooLong};
    }

    void descriptionLengthAtItsBoundaries()
    {
        QFETCH(int, length);
        QFETCH(QList<Rule>, expected);
        const QString sentences = QStringLiteral("Plan budgets and forecasts with your clients. ").repeated(5);
        const QString description = length > 0 ? sentences.left(length - 1) + QStringLiteral(".") : QString();
        QCOMPARE(description.size(), length);
        const auto findings = PublishChecks::checkDescription(description);
        QCOMPARE(rulesOf(findings), expected);
        QVERIFY(!PublishChecks::blocksPublishing(findings)); // only warnings
    }

    void keywordsDuplicatedOrEmpty()
    {
        QVERIFY(PublishChecks::checkKeywords(QStringLiteral("fp&a, planning, budgets")).isEmpty());
        const auto duplicate = PublishChecks::checkKeywords(QStringLiteral("FP&A, planning, fp&a"));
        QCOMPARE(rulesOf(duplicate), QList<Rule>{Rule::KeywordDuplicate});
        QVERIFY(duplicate.first().found.contains(QStringLiteral("fp&a"), Qt::CaseInsensitive));
        QCOMPARE(rulesOf(PublishChecks::checkKeywords(QStringLiteral("fp&a, , planning"))), QList<Rule>{Rule::KeywordEmpty});
        QCOMPARE(rulesOf(PublishChecks::checkKeywords(QStringLiteral("fp&a,"))), QList<Rule>{Rule::KeywordEmpty});
    }

    void placeholdersAreFound_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("found");
        QTest::newRow("TODO") << QStringLiteral("Plan better. TODO: add a number") << true;
        QTest::newRow("tbd") << QStringLiteral("Pricing tbd") << true;
        QTest::newRow("lorem") << QStringLiteral("Lorem ipsum dolor sit amet") << true;
        QTest::newRow("braces open") << QStringLiteral("Hello {{name") << true;
        QTest::newRow("braces close") << QStringLiteral("Hello name}}") << true;
        QTest::newRow("insert") << QStringLiteral("Save [Insert figure] hours") << true;
        QTest::newRow("XXX") << QStringLiteral("Save XXX hours a week") << true;
        QTest::newRow("a word that holds todo") << QStringLiteral("Todolist tooling for mastodon fans") << false;
        QTest::newRow("plain") << QStringLiteral("Plan with confidence") << false;
    }

    void placeholdersAreFound()
    {
        QFETCH(QString, text);
        QFETCH(bool, found);
        QCOMPARE(!PublishChecks::placeholdersIn(text).isEmpty(), found);
    }

    void placeholdersOnlyInChangingFieldsAreErrors()
    {
        Net::ConversationContext context;
        context.currentSupplementaryContext = QStringLiteral("Old TODO note"); // live already, not changing
        context.currentMetaTitle = titleOfWidth(500);
        context.currentMetaDescription = QStringLiteral("x").repeated(140);
        const auto rows = Models::NetChanges::compute(
            context, {pendingChange(QStringLiteral("metaDescription"), QStringLiteral("x").repeated(140),
                             QStringLiteral("Save [insert number] hours each month with rolling forecasts your clients can read. ")
                                 .repeated(2).left(140))});
        const auto findings = PublishChecks::run(rows);
        QCOMPARE(rulesOf(findings), QList<Rule>{Rule::Placeholder});
        QVERIFY(findings.first().found.contains(QStringLiteral("[insert")));
        QCOMPARE(findings.first().field, QStringLiteral("Meta description"));
        QVERIFY(PublishChecks::blocksPublishing(findings));
    }

    void noNetChangeIsAWarning()
    {
        Net::ConversationContext context;
        context.currentMetaTitle = titleOfWidth(500);
        context.currentMetaDescription = QStringLiteral("y").repeated(140);
        const auto rows = Models::NetChanges::compute(context, {pendingChange(QStringLiteral("metaTitle"), QStringLiteral("A"), QStringLiteral("B")),
                                                                pendingChange(QStringLiteral("metaTitle"), QStringLiteral("B"), QStringLiteral("A"))});
        // The after-title is "A": narrow as well.
        const auto findings = PublishChecks::run(rows);
        QCOMPARE(rulesOf(findings), (QList<Rule>{Rule::NoNetChange, Rule::TitleTooNarrow}));
        QVERIFY(!PublishChecks::blocksPublishing(findings));
        QCOMPARE(PublishChecks::count(findings, PublishChecks::Severity::Warning), 2);
    }

    void theShareImage()
    {
        QVERIFY(PublishChecks::checkImage(QSize(1200, 630)).isEmpty());
        QVERIFY(PublishChecks::checkImage(QSize(600, 315)).isEmpty());
        QCOMPARE(rulesOf(PublishChecks::checkImage(QSize(599, 314))), QList<Rule>{Rule::ImageTooSmall});
        QCOMPARE(rulesOf(PublishChecks::checkImage(QSize(1200, 1200))), QList<Rule>{Rule::ImageFarFromWide});
        QCOMPARE(rulesOf(PublishChecks::checkImage(QSize(300, 300))), (QList<Rule>{Rule::ImageTooSmall, Rule::ImageFarFromWide}));
    }
};

} // namespace tst_publishchecks

AUDIENCE_TEST_MAIN(tst_publishchecks, TestPublishChecks)
#include "tst_publishchecks.moc"
