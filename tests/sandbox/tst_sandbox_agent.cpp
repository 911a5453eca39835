// The sandbox's rule-based editing agent: which instructions it understands, what it changes, what it
// says, and that it is deterministic.
#include "agentsamples.h"
#include "editingagent.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QTest>

namespace tst_sandbox_agent {

using Sandbox::AgentContext;
using Sandbox::AgentReply;
using Sandbox::EditingAgent;
using Audience::Testing::sampleAgentContext;

namespace {

} // namespace

class TestSandboxAgent : public QObject
{
    Q_OBJECT
private slots:
    void setsTheMetaTitle_data()
    {
        QTest::addColumn<QString>("instruction");
        QTest::addColumn<QString>("expected");
        QTest::newRow("double quotes") << QStringLiteral("Set the meta title to \"Spring Launch 2025\"")
                                       << QStringLiteral("Spring Launch 2025");
        QTest::newRow("upper case") << QStringLiteral("CHANGE THE META TITLE TO \"Q3 Webinar\"")
                                    << QStringLiteral("Q3 Webinar");
        QTest::newRow("curly quotes") << QStringLiteral("please update the title to \u201cHello, CFOs\u201d")
                                      << QStringLiteral("Hello, CFOs");
        QTest::newRow("unquoted with a full stop") << QStringLiteral("Change the meta title to Demand planning v2.0.")
                                                   << QStringLiteral("Demand planning v2.0");
        QTest::newRow("colon") << QStringLiteral("set the SEO title: Retail forecasting")
                               << QStringLiteral("Retail forecasting");
    }

    void setsTheMetaTitle()
    {
        QFETCH(QString, instruction);
        QFETCH(QString, expected);
        const AgentReply reply = EditingAgent().respond(instruction, sampleAgentContext());
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaTitle"));
        QCOMPARE(reply.changes.at(0).previousValue, QStringLiteral("Northwind Analytics"));
        QCOMPARE(reply.changes.at(0).newValue, expected);
        QCOMPARE(reply.updated.metaTitle, expected);
        QCOMPARE(reply.updated.supplementaryContext, sampleAgentContext().supplementaryContext);
        QVERIFY(reply.toolCall.has_value());
        QCOMPARE(reply.toolCall->name, QStringLiteral("update_audience_draft"));
        QCOMPARE(reply.toolCall->arguments.value(QStringLiteral("metaTitle")).toString(), expected);
        QVERIFY2(reply.replyText.contains(expected), qPrintable(reply.replyText));
        QVERIFY(!reply.reasoning.isEmpty());
    }

    void setsTheMetaDescription()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Set the meta description to 'Plan inventory weeks ahead; stop guessing.'"), sampleAgentContext());
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaDescription"));
        QCOMPARE(reply.changes.at(0).newValue, QStringLiteral("Plan inventory weeks ahead; stop guessing."));
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Northwind Analytics"));
    }

    void addsKeywordsWithoutDuplicates()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Add keywords \"demand planning\", \"Retail\" and \"AI\""), sampleAgentContext());
        QCOMPARE(reply.updated.metaKeywords,
                 (QStringList{QStringLiteral("analytics"), QStringLiteral("retail"),
                              QStringLiteral("demand planning"), QStringLiteral("AI")}));
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaKeywords"));
        QCOMPARE(reply.changes.at(0).previousValue, QStringLiteral("analytics, retail"));
        QCOMPARE(reply.changes.at(0).newValue, QStringLiteral("analytics, retail, demand planning, AI"));
        QCOMPARE(reply.toolCall->arguments.value(QStringLiteral("metaKeywords")).toArray().size(), 4);
        QVERIFY2(reply.replyText.contains(QStringLiteral("already")), qPrintable(reply.replyText));
    }

    void addsAnUnquotedKeyword()
    {
        const AgentReply reply = EditingAgent().respond(QStringLiteral("add the keyword forecasting."), sampleAgentContext());
        QCOMPARE(reply.updated.metaKeywords.constLast(), QStringLiteral("forecasting"));
    }

    void removesKeywordsCaseInsensitively()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Remove keyword \"RETAIL\" and remove the keyword \"missing\""), sampleAgentContext());
        QCOMPARE(reply.updated.metaKeywords, QStringList{QStringLiteral("analytics")});
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).newValue, QStringLiteral("analytics"));
        QVERIFY2(reply.replyText.contains(QStringLiteral("\"missing\" was not among the keywords")),
                 qPrintable(reply.replyText));
    }

    void renamesTheAudience()
    {
        AgentContext unnamed = sampleAgentContext(); // an audience with no name of its own yet
        unnamed.customName.clear();
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Rename the audience to \"Retail CFOs (EMEA)\""), unnamed);
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("customName"));
        QCOMPARE(reply.changes.at(0).previousValue, QString());
        QCOMPARE(reply.updated.customName, QStringLiteral("Retail CFOs (EMEA)"));
    }

    void appliesSeveralInstructionsInOrder()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Add keyword \"ai\".\nSet the meta title to \"New\" and set the description to \"Fresh\""),
            sampleAgentContext());
        QCOMPARE(reply.changes.size(), 3);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaKeywords"));
        QCOMPARE(reply.changes.at(1).field, QStringLiteral("metaTitle"));
        QCOMPARE(reply.changes.at(1).newValue, QStringLiteral("New"));
        QCOMPARE(reply.changes.at(2).field, QStringLiteral("metaDescription"));
        QCOMPARE(reply.changes.at(2).newValue, QStringLiteral("Fresh"));
        QCOMPARE(reply.updated.supplementaryContext, sampleAgentContext().supplementaryContext);
    }

    void keepsTheRestOfAMessageWithInstructions()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Set the meta title to \"Q3 Launch\" and mention the free 30-day pilot"), sampleAgentContext());
        QCOMPARE(reply.changes.size(), 2);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaTitle"));
        QCOMPARE(reply.changes.at(0).newValue, QStringLiteral("Q3 Launch"));
        QCOMPARE(reply.changes.at(1).field, QStringLiteral("supplementaryContext"));
        QCOMPARE(reply.changes.at(1).newValue,
                 QStringLiteral("Visitors are CFOs of mid-size retailers. Mention the free 30-day pilot."));

        const AgentReply unquoted = EditingAgent().respond(
            QStringLiteral("Change the meta title to Spring launch. Lead with the ROI calculator."), sampleAgentContext());
        QCOMPARE(unquoted.updated.metaTitle, QStringLiteral("Spring launch"));
        QVERIFY(unquoted.updated.supplementaryContext.endsWith(QStringLiteral(" Lead with the ROI calculator.")));
    }

    void ignoresPolitenessAroundInstructions()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Please set the meta title to \"X\". Thanks!"), sampleAgentContext());
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaTitle"));
        const AgentReply list = EditingAgent().respond(
            QStringLiteral("add keywords \"a\" and \"b\", then remove keyword \"retail\" please"), sampleAgentContext());
        QCOMPARE(list.changes.size(), 1);
        QCOMPARE(list.updated.metaKeywords,
                 (QStringList{QStringLiteral("analytics"), QStringLiteral("a"), QStringLiteral("b")}));
    }

    void foldsAnythingElseIntoSupplementaryContext()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("  mention   the free 30-day pilot  "), sampleAgentContext());
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("supplementaryContext"));
        QCOMPARE(reply.changes.at(0).previousValue, sampleAgentContext().supplementaryContext);
        QCOMPARE(reply.changes.at(0).newValue,
                 QStringLiteral("Visitors are CFOs of mid-size retailers. Mention the free 30-day pilot."));
        QVERIFY(reply.toolCall.has_value());
        QVERIFY2(reply.replyText.contains(QStringLiteral("supplementary context")), qPrintable(reply.replyText));
    }

    // The console's "Ask the Agent to Confirm the Draft" makes a version of the draft as it is; it
    // is no sentence for the supplementary context (issue 43).
    void confirmingTheDraftChangesNothing()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Please confirm the current draft as it stands, without further changes."), sampleAgentContext());
        QVERIFY(reply.changes.isEmpty());
        QVERIFY(!reply.toolCall.has_value());
        QCOMPARE(reply.updated.supplementaryContext, sampleAgentContext().supplementaryContext);
        QVERIFY2(reply.replyText.contains(QStringLiteral("I confirmed the draft as it stands")), qPrintable(reply.replyText));
        // With an instruction beside it, the instruction is applied as usual.
        const AgentReply both = EditingAgent().respond(
            QStringLiteral("Confirm the draft and set the meta title to \"Q3\""), sampleAgentContext());
        QCOMPARE(both.updated.metaTitle, QStringLiteral("Q3"));
    }

    void foldsIntoAnEmptyContext()
    {
        AgentContext context;
        const AgentReply reply = EditingAgent().respond(QStringLiteral("Speak to hospital buyers!"), context);
        QCOMPARE(reply.updated.supplementaryContext, QStringLiteral("Speak to hospital buyers!"));
    }

    void reportsNoChangeWithoutAToolCall()
    {
        const AgentReply same = EditingAgent().respond(
            QStringLiteral("Set the meta title to \"Northwind Analytics\""), sampleAgentContext());
        QVERIFY(same.changes.isEmpty());
        QVERIFY(!same.toolCall.has_value());
        QVERIFY2(same.replyText.startsWith(QStringLiteral("Nothing changed.")), qPrintable(same.replyText));

        // A dictated "" is a value (it clears the field: tst_sandbox_dictation); a set with no value at all is not.
        const AgentReply empty = EditingAgent().respond(QStringLiteral("Set the meta title to"), sampleAgentContext());
        QVERIFY(empty.changes.isEmpty());
        QCOMPARE(empty.updated.metaTitle, QStringLiteral("Northwind Analytics"));

        const AgentReply blank = EditingAgent().respond(QStringLiteral("   "), sampleAgentContext());
        QVERIFY(blank.changes.isEmpty());
        QVERIFY(!blank.toolCall.has_value());
    }

    void addingAndRemovingTheSameKeywordChangesNothing()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("add keyword \"pilot\"; remove keyword \"pilot\""), sampleAgentContext());
        QVERIFY(reply.changes.isEmpty());
        QCOMPARE(reply.updated.metaKeywords, sampleAgentContext().metaKeywords);
    }

    void isDeterministic()
    {
        const QString instruction = QStringLiteral("Add keyword \"x\" and mention pricing");
        const AgentReply first = EditingAgent().respond(instruction, sampleAgentContext());
        const AgentReply second = EditingAgent().respond(instruction, sampleAgentContext());
        QCOMPARE(first.replyText, second.replyText);
        QCOMPARE(first.reasoning, second.reasoning);
        QCOMPARE(first.toolCall->arguments, second.toolCall->arguments);
        QCOMPARE(first.changes.size(), second.changes.size());
    }

    void survivesAVeryLongMessage()
    {
        const QString instruction = QString(50000, u'a');
        const AgentReply reply = EditingAgent().respond(instruction, AgentContext());
        QCOMPARE(reply.updated.supplementaryContext.size(), 50001); // capital A plus a full stop
    }
};

} // namespace tst_sandbox_agent

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_agent, TestSandboxAgent)
#include "tst_sandbox_agent.moc"
