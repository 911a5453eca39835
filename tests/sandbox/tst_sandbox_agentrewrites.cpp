// The editing agent's instructions that rework the draft's own text: shortening, mentioning,
// replacing, a call to action, and the keyword phrasings people use. Each rule of docs/sandbox.md's
// "Editing agent" table has a test here or in tst_sandbox_agent.
#include "editingagent.h"
#include "support/testmain.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace tst_sandbox_agentrewrites {

using Sandbox::AgentContext;
using Sandbox::AgentReply;
using Sandbox::EditingAgent;

namespace {

const QString longTitle = QStringLiteral("Forecast Studio for consultancies: from utilisation to cash"); // 59
const QString longDescription = QStringLiteral(
    "Forecast Studio gives FP&A leads at consultancies and agencies a rolling forecast partners trust, "
    "updated every morning from the PSA and the ERP, with cash and headcount in one plan."); // 182

AgentContext draft()
{
    AgentContext context;
    context.supplementaryContext = QStringLiteral("Visitors run finance at consultancies.");
    context.metaTitle = longTitle;
    context.metaDescription = longDescription;
    context.metaKeywords = {QStringLiteral("analytics"), QStringLiteral("retail")};
    return context;
}

AgentReply respond(const QString &instruction, const AgentContext &context = draft())
{
    return EditingAgent().respond(instruction, context);
}

} // namespace

class TestSandboxAgentRewrites : public QObject
{
    Q_OBJECT
private slots:
    // The composer's placeholder: both parts apply, in order, to the one field.
    void placeholderShortensTheTitleThenMentionsPricing()
    {
        const AgentReply reply = respond(QStringLiteral("Make the meta title shorter and mention pricing"));
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaTitle"));
        QCOMPARE(reply.changes.at(0).previousValue, longTitle);
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Forecast Studio for consultancies – Pricing"));
        QCOMPARE(reply.updated.supplementaryContext, draft().supplementaryContext);
        QVERIFY(reply.toolCall.has_value());
        QCOMPARE(reply.toolCall->arguments.value(QStringLiteral("metaTitle")).toString(), reply.updated.metaTitle);
        QVERIFY2(reply.replyText.contains(QStringLiteral("I shortened the meta title")), qPrintable(reply.replyText));
        QVERIFY2(reply.replyText.contains(QStringLiteral("I added \"pricing\" to the meta title")),
                 qPrintable(reply.replyText));
    }

    // Whatever example the composer's placeholder gives (ui/workspace/composer.cpp), the sandbox, the
    // console's default service, understands all of it: no part lands in the supplementary context.
    void understandsTheComposerPlaceholderExamples()
    {
        QFile source(QStringLiteral(AUDIENCE_COMPOSER_SOURCE));
        QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(source.fileName()));
        static const QRegularExpression example(QStringLiteral("e\\.g\\. \u201c([^\u201d]+)\u201d"));
        auto it = example.globalMatch(QString::fromUtf8(source.readAll()));
        QVERIFY2(it.hasNext(), "the composer's placeholder gives no example");
        while (it.hasNext()) {
            const QString instruction = it.next().captured(1);
            const AgentReply reply = respond(instruction);
            QVERIFY2(!reply.changes.isEmpty(), qPrintable(instruction));
            for (const Sandbox::AgentChange &change : reply.changes)
                QVERIFY2(change.field != u"supplementaryContext", qPrintable(instruction + u' ' + reply.replyText));
        }
    }

    void shortensTheTitle_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::newRow("make … shorter") << QStringLiteral("Make the meta title shorter");
        QTest::newRow("shorten") << QStringLiteral("please shorten the title.");
        QTest::newRow("a bit shorter") << QStringLiteral("make the SEO title a bit shorter");
        QTest::newRow("a shorter title") << QStringLiteral("Use a shorter meta title");
    }

    void shortensTheTitle()
    {
        QFETCH(QString, instruction);
        const AgentReply reply = respond(instruction);
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Forecast Studio for consultancies"));
        QCOMPARE(reply.updated.supplementaryContext, draft().supplementaryContext);
    }

    // A description cut at its last clause that fits keeps ending a sentence.
    void shortensTheTitleAndTheDescriptionTogether()
    {
        const AgentReply reply = respond(QStringLiteral("Shorten the title and the description"));
        QCOMPARE(reply.changes.size(), 2);
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Forecast Studio for consultancies"));
        QCOMPARE(reply.updated.metaDescription,
                 QStringLiteral("Forecast Studio gives FP&A leads at consultancies and agencies a rolling forecast "
                                "partners trust, updated every morning from the PSA and the ERP."));
        QVERIFY(reply.updated.metaDescription.size() <= 155);
    }

    void shortensAtAWordBoundaryWithoutAClause()
    {
        AgentContext context = draft();
        context.metaTitle = QStringLiteral("Rolling forecasts for consultancies and agencies that bill by the hour");
        const AgentReply reply = respond(QStringLiteral("Make the title shorter"), context);
        // 70 characters with no clause boundary: cut after the last whole word that fits in 60.
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Rolling forecasts for consultancies and agencies that bill"));
        QVERIFY(reply.updated.metaTitle.size() <= 60);
    }

    void leavesAShortTitleWithoutAClause()
    {
        AgentContext context = draft();
        context.metaTitle = QStringLiteral("Northwind Analytics");
        const AgentReply reply = respond(QStringLiteral("Make the meta title shorter"), context);
        QVERIFY(reply.changes.isEmpty());
        QVERIFY(!reply.toolCall.has_value());
        QVERIFY2(reply.replyText.contains(QStringLiteral("already within 60 characters")), qPrintable(reply.replyText));
    }

    void mentionsInTheFieldNamed_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        const QString shortTitle = QStringLiteral("Northwind Analytics");
        QTest::newRow("mention in the title") << QStringLiteral("Mention pricing in the title") << QStringLiteral("metaTitle")
                                              << QStringLiteral("Northwind Analytics – Pricing");
        QTest::newRow("add to the meta title") << QStringLiteral("add the free pilot to the meta title")
                                               << QStringLiteral("metaTitle")
                                               << QStringLiteral("Northwind Analytics – Free pilot");
        QTest::newRow("quoted, in the description")
            << QStringLiteral("Mention \"24/7 support\" in the description") << QStringLiteral("metaDescription")
            << QStringLiteral("Forecast demand with confidence. Learn about 24/7 support.");
        QTest::newRow("a statement") << QStringLiteral("Add that pilots are free to the meta description")
                                     << QStringLiteral("metaDescription")
                                     << QStringLiteral("Forecast demand with confidence. Pilots are free.");
    }

    void mentionsInTheFieldNamed()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        AgentContext context = draft();
        context.metaTitle = QStringLiteral("Northwind Analytics");
        context.metaDescription = QStringLiteral("Forecast demand with confidence.");
        const AgentReply reply = respond(instruction, context);
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, field);
        QCOMPARE(reply.changes.at(0).newValue, expected);
        QCOMPARE(reply.updated.supplementaryContext, context.supplementaryContext);
    }

    void mentionCutsTheTextBeforeItToStayWithinTheLimit()
    {
        AgentContext context = draft();
        context.metaTitle = QStringLiteral("Rolling forecasts for consultancies and agencies that bill by the hour");
        const AgentReply reply = respond(QStringLiteral("Mention pricing in the title"), context);
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Rolling forecasts for consultancies and agencies – Pricing"));
        QVERIFY(reply.updated.metaTitle.size() <= 60);
        QVERIFY2(reply.replyText.contains(QStringLiteral("cutting the text before it")), qPrintable(reply.replyText));

        const AgentReply description = respond(QStringLiteral("Mention \"24/7 support\" in the description"));
        QVERIFY(description.updated.metaDescription.size() <= 155);
        QVERIFY(description.updated.metaDescription.endsWith(QStringLiteral(" Learn about 24/7 support.")));
    }

    void mentionRefusesWhatCannotFit()
    {
        const QString phrase(70, u'x');
        const AgentReply reply = respond(QStringLiteral("Mention %1 in the title").arg(phrase));
        QVERIFY(reply.changes.isEmpty());
        QVERIFY2(reply.replyText.contains(QStringLiteral("too long to mention in the meta title")),
                 qPrintable(reply.replyText));
    }

    void mentionOfWhatIsThereChangesNothing()
    {
        const AgentReply reply = respond(QStringLiteral("Mention utilisation in the title"));
        QVERIFY(reply.changes.isEmpty());
        QVERIFY2(reply.replyText.contains(QStringLiteral("already mentions")), qPrintable(reply.replyText));
    }

    // Order matters: mentioning first, then shortening, drops the mention again at its " – ".
    void appliesShortenAndMentionInTheOrderGiven()
    {
        const AgentReply mentionFirst = respond(QStringLiteral("Mention pricing in the title, then shorten the title"));
        QCOMPARE(mentionFirst.updated.metaTitle, QStringLiteral("Forecast Studio for consultancies"));
        const AgentReply shortenFirst = respond(QStringLiteral("Shorten the title, then mention pricing"));
        QCOMPARE(shortenFirst.updated.metaTitle, QStringLiteral("Forecast Studio for consultancies – Pricing"));
    }

    void replacesInEveryFieldThatHoldsIt()
    {
        AgentContext context = draft();
        context.metaKeywords = {QStringLiteral("studio pricing"), QStringLiteral("retail")};
        const AgentReply reply = respond(QStringLiteral("Replace \"Studio\" with \"Cloud\""), context);
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Forecast Cloud for consultancies: from utilisation to cash"));
        QVERIFY(reply.updated.metaDescription.startsWith(QStringLiteral("Forecast Cloud gives")));
        QCOMPARE(reply.updated.metaKeywords, (QStringList{QStringLiteral("Cloud pricing"), QStringLiteral("retail")}));
        QCOMPARE(reply.changes.size(), 3);
        QVERIFY2(reply.replyText.contains(QStringLiteral("in the meta title, meta description and keywords")),
                 qPrintable(reply.replyText));
    }

    void replacesOnlyInTheFieldNamed_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("title, unquoted") << QStringLiteral("replace consultancies with agencies in the title")
                                         << QStringLiteral("metaTitle")
                                         << QStringLiteral("Forecast Studio for agencies: from utilisation to cash");
        QTest::newRow("keywords") << QStringLiteral("Replace retail with wholesale in the keywords")
                                  << QStringLiteral("metaKeywords") << QStringLiteral("analytics, wholesale");
        QTest::newRow("supplementary context")
            << QStringLiteral("Replace \"finance\" with \"FP&A\" in the supplementary context")
            << QStringLiteral("supplementaryContext") << QStringLiteral("Visitors run FP&A at consultancies.");
        QTest::newRow("the field itself") << QStringLiteral("Replace the meta title with \"Cash forecasts\"")
                                          << QStringLiteral("metaTitle") << QStringLiteral("Cash forecasts");
    }

    void replacesOnlyInTheFieldNamed()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, field);
        QFETCH(QString, expected);
        const AgentReply reply = respond(instruction);
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, field);
        QCOMPARE(reply.changes.at(0).newValue, expected);
    }

    void replaceOfWhatIsNowhereChangesNothing()
    {
        const AgentReply reply = respond(QStringLiteral("Replace \"spreadsheets\" with \"plans\""));
        QVERIFY(reply.changes.isEmpty());
        QVERIFY2(reply.replyText.contains(QStringLiteral("I found no \"spreadsheets\"")), qPrintable(reply.replyText));
        // Without "with" it is no instruction: the message goes to the supplementary context.
        const AgentReply loose = respond(QStringLiteral("Replace the hero image"));
        QCOMPARE(loose.changes.size(), 1);
        QCOMPARE(loose.changes.at(0).field, QStringLiteral("supplementaryContext"));
    }

    // "replace a with aa", repeated, would double the fields each time.
    void replaceNeverGrowsAFieldPastTheMessageLimit()
    {
        const QString instruction = QStringLiteral("Replace \"a\" with \"aa\"\n").repeated(24);
        const AgentReply reply = respond(instruction);
        QVERIFY(reply.updated.supplementaryContext.size() <= 50000);
        QVERIFY(reply.updated.metaDescription.size() <= 50000);
        QVERIFY2(reply.replyText.contains(QStringLiteral("longer than 50000 characters")), qPrintable(reply.replyText.left(500)));
    }

    // The longest message the spec allows, all instruction words: answered (a phrase refused as no
    // instruction costs one look-up, not a pass over all the others).
    void answersALongMessageOfInstructionWords()
    {
        const QStringList words{QStringLiteral("use"), QStringLiteral("add"), QStringLiteral("mention"),
                                QStringLiteral("replace"), QStringLiteral("the"), QStringLiteral("title"),
                                QStringLiteral("shorten"), QStringLiteral("remove"), QStringLiteral("with"),
                                QStringLiteral("as"), QStringLiteral("keywords"), QStringLiteral("pricing"),
                                QStringLiteral("and")};
        QString instruction;
        for (int i = 0; instruction.size() < 49990; ++i)
            instruction += words.at((i * 7 + i / 13) % words.size()) + u' ';
        const AgentReply reply = respond(instruction.trimmed());
        QVERIFY(!reply.replyText.isEmpty());
        QVERIFY(reply.updated.metaTitle.size() <= 60 || reply.updated.metaTitle == longTitle);
    }

    void callToActionGoesToTheSupplementaryContextAndIsSaid_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::newRow("quoted") << QStringLiteral("Use \"Book a demo\" as the call to action");
        QTest::newRow("unquoted CTA") << QStringLiteral("use Book a demo as our CTA.");
        QTest::newRow("set") << QStringLiteral("Set the call to action to \u201cBook a demo\u201d");
    }

    void callToActionGoesToTheSupplementaryContextAndIsSaid()
    {
        QFETCH(QString, instruction);
        const AgentReply reply = respond(instruction);
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("supplementaryContext"));
        QCOMPARE(reply.updated.supplementaryContext,
                 QStringLiteral("Visitors run finance at consultancies. Use \"Book a demo\" as the call to action."));
        QVERIFY2(reply.replyText.contains(QStringLiteral("noted \"Book a demo\" as the call to action")),
                 qPrintable(reply.replyText));
        QVERIFY2(!reply.replyText.contains(QStringLiteral("did not recognise")), qPrintable(reply.replyText));
    }

    void keywordPhrasings_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("add the keywords a and b") << QStringLiteral("add the keywords cash flow and budgeting")
            << QStringList{QStringLiteral("analytics"), QStringLiteral("retail"), QStringLiteral("cash flow"),
                           QStringLiteral("budgeting")};
        QTest::newRow("drop the keyword a") << QStringLiteral("drop the keyword retail")
                                            << QStringList{QStringLiteral("analytics")};
        QTest::newRow("add a and b as keywords") << QStringLiteral("Add cash flow and budgeting as keywords")
            << QStringList{QStringLiteral("analytics"), QStringLiteral("retail"), QStringLiteral("cash flow"),
                           QStringLiteral("budgeting")};
        QTest::newRow("add \"a\" to the keywords") << QStringLiteral("add \"cash flow\" to the keywords")
            << QStringList{QStringLiteral("analytics"), QStringLiteral("retail"), QStringLiteral("cash flow")};
        QTest::newRow("remove a from the keywords") << QStringLiteral("Remove analytics from the keywords")
                                                    << QStringList{QStringLiteral("retail")};
    }

    void keywordPhrasings()
    {
        QFETCH(QString, instruction);
        QFETCH(QStringList, expected);
        const AgentReply reply = respond(instruction);
        QCOMPARE(reply.updated.metaKeywords, expected);
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaKeywords"));
    }

    // "mention" and "add" take a field only when one is named or a Shorten comes just before: after a
    // dictated value, or alone, they stay words for the supplementary context.
    void mentionWithoutAFieldStaysInTheSupplementaryContext()
    {
        const AgentReply reply = respond(QStringLiteral("Shorten the title. Our sales team wants us to mention pricing"));
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Forecast Studio for consultancies"));
        QVERIFY(reply.updated.supplementaryContext.endsWith(
            QStringLiteral(" Our sales team wants us to mention pricing.")));
        const AgentReply context = respond(QStringLiteral("Add the customer proof to the context"));
        QCOMPARE(context.changes.size(), 1);
        QCOMPARE(context.changes.at(0).field, QStringLiteral("supplementaryContext"));
    }

    void instructionWordsInsideAValueStayPartOfIt()
    {
        QCOMPARE(respond(QStringLiteral("Set the meta title to \"Add pricing now\"")).updated.metaTitle,
                 QStringLiteral("Add pricing now"));
        QCOMPARE(respond(QStringLiteral("Set the meta title to Save time and add more value")).updated.metaTitle,
                 QStringLiteral("Save time and add more value"));
        QCOMPARE(respond(QStringLiteral("Rename the audience to \"Shorten the title club\"")).updated.customName,
                 QStringLiteral("Shorten the title club"));
    }
};

} // namespace tst_sandbox_agentrewrites

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_agentrewrites, TestSandboxAgentRewrites)
#include "tst_sandbox_agentrewrites.moc"
