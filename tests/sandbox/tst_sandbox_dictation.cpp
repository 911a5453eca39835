// Dictated values (docs/sandbox.md, "Dictated values"): `set the <field> to "<value>"` sets exactly that
// value, for every field of the draft, several in one message, with quotes, long text, empty values and
// unicode; fields the agent does not know are refused; nothing else changes. The test hook
// --fault-agent-miswrites-field makes one field wrong on purpose. First the agent itself, then the same
// through the real sandbox's HTTP interface.
#include "dictation.h"
#include "agentsamples.h"
#include "editingagent.h"
#include "options.h"

#include "sandboxshapes.h"
#include "support/sandboxprocess.h"
#include "support/testhttp.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QTest>

#include <memory>

namespace tst_sandbox_dictation {

using Sandbox::AgentContext;
using Sandbox::AgentReply;
using Sandbox::EditingAgent;
using namespace Audience::Testing;

namespace {

// What a console writes: the value in straight double quotes, `\` and `"` escaped.
QString quotedForDictation(const QString &value)
{
    QString escaped = value;
    escaped.replace(u'\\', QStringLiteral("\\\\"));
    escaped.replace(u'"', QStringLiteral("\\\""));
    return u'"' + escaped + u'"';
}

QString dictate(const QString &fieldWords, const QString &value)
{
    return QStringLiteral("Set the %1 to %2").arg(fieldWords, quotedForDictation(value));
}

// Every field of `after` equals `before`'s but those in `expected`, which hold the values given.
void compareFields(const AgentContext &after, const AgentContext &before, const QHash<QString, QString> &expected)
{
    for (const QString &field : Sandbox::Dictation::fieldNames()) {
        const QString want = expected.contains(field) ? expected.value(field) : EditingAgent::fieldValue(before, field);
        QVERIFY2(EditingAgent::fieldValue(after, field) == want,
                 qPrintable(QStringLiteral("%1: got \"%2\", expected \"%3\"").arg(field, EditingAgent::fieldValue(after, field), want)));
    }
}

// Values a console may have to dictate back: quotes, escapes, phrases that look like instructions,
// punctuation at the ends, blanks, unicode.
QStringList awkwardValues()
{
    return {
        QStringLiteral("Forecast Studio for FP&A leads"),
        QStringLiteral("The \"best\" plan"),
        QStringLiteral("\"Quoted at both ends\""),
        QStringLiteral("Ends with a quote and a full stop\"."),
        QStringLiteral("Say \"yes\" and set the meta title to \"gotcha\""),
        QStringLiteral("C:\\forecasts\\q3 and a trailing backslash \\"),
        QStringLiteral("\\\" an escaped-looking quote"),
        QStringLiteral("  two leading blanks, two trailing  "),
        QStringLiteral("Line one\nLine two\n\nLine four\twith a tab"),
        QStringLiteral("Prévisions für Ärzte – «vite» 🚀 予測"),
        QStringLiteral("'single quotes' and \u201ccurly ones\u201d"),
        QStringLiteral("Add keywords \"x\"; remove keyword \"y\". Make the title shorter"),
        QStringLiteral("a"),
        QStringLiteral("."),
    };
}

QStringList arguments(const QStringList &extra = {})
{
    return QStringList{QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                       QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}
        + extra;
}

// aud_demo_007 (page_demo_02): version 2 live, takes messages, has a custom name (docs/sandbox.md).
const QString audiencePath = QStringLiteral("/v0/pages/page_demo_02/audiences/aud_demo_007");

} // namespace

class TestSandboxDictation : public QObject
{
    Q_OBJECT
private:
    // Sends `message`, waits for its draft and returns the conversation (empty on failure).
    static QJsonObject dictateOverHttp(TestHttp &http, const QString &message, QString *versionId = nullptr,
                                       const QString &audiencePath = tst_sandbox_dictation::audiencePath)
    {
        const HttpResponse accepted = http.post(audiencePath + QStringLiteral("/messages"),
                                                QJsonObject{{QStringLiteral("message"), message}});
        if (accepted.status != 202) {
            qWarning("POST messages: %s", qPrintable(accepted.describe()));
            return {};
        }
        const QString id = accepted.object().value(QStringLiteral("versionId")).toString();
        if (versionId)
            *versionId = id;
        const QString path = audiencePath + QStringLiteral("/versions/") + id;
        const auto status = [&]() { return http.get(path).object().value(QStringLiteral("status")).toString(); };
        if (!QTest::qWaitFor([&]() { return status() == u"draft"; }, 20000)) {
            qWarning("version %s never became a draft (%s)", qPrintable(id), qPrintable(status()));
            return {};
        }
        return http.get(audiencePath + QStringLiteral("/messages")).object();
    }

    static QString contextValue(const QJsonObject &conversation, const char *key)
    {
        return conversation.value(QStringLiteral("context")).toObject().value(QLatin1String(key)).toString();
    }

private slots:
    void setsEachFieldByItsNames_data()
    {
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("field");
        const QList<std::pair<const char *, const char *>> names{
            {"meta title", "metaTitle"}, {"SEO title", "metaTitle"}, {"title", "metaTitle"}, {"metaTitle", "metaTitle"},
            {"meta-title", "metaTitle"}, {"meta description", "metaDescription"}, {"description", "metaDescription"},
            {"metaDescription", "metaDescription"}, {"meta keywords", "metaKeywords"}, {"keywords", "metaKeywords"},
            {"metaKeywords", "metaKeywords"}, {"audience name", "customName"}, {"audience's name", "customName"},
            {"custom name", "customName"}, {"customName", "customName"},
            {"supplementary context", "supplementaryContext"}, {"context", "supplementaryContext"},
            {"supplementaryContext", "supplementaryContext"},
        };
        for (const auto &[words, field] : names)
            QTest::newRow(words) << QString::fromUtf8(words) << QString::fromLatin1(field);
    }

    void setsEachFieldByItsNames()
    {
        QFETCH(QString, words);
        QFETCH(QString, field);
        const QString value = QStringLiteral("Dictated, exactly: \"%1\"").arg(words);
        const AgentReply reply = EditingAgent().respond(dictate(words, value), sampleAgentContext());
        compareFields(reply.updated, sampleAgentContext(), {{field, value}}); // a keyword list "a, b" reads back as it was
        QCOMPARE(reply.changes.size(), 1);
        QCOMPARE(reply.changes.at(0).field, field);
        QCOMPARE(reply.changes.at(0).previousValue, EditingAgent::fieldValue(sampleAgentContext(), field));
        QCOMPARE(reply.changes.at(0).newValue, EditingAgent::fieldValue(reply.updated, field));
        QVERIFY(reply.toolCall.has_value());
        QVERIFY(reply.toolCall->arguments.contains(field));
    }

    void verbsAndSeparatorsOfTheSetPhrase()
    {
        for (const QString &message : {QStringLiteral("change the meta title to \"X \", thanks"),
                                       QStringLiteral("UPDATE THE META TITLE TO \"X \""),
                                       QStringLiteral("please set the meta title: \"X \"."),
                                       QStringLiteral("set meta title = \"X \"")}) {
            const AgentReply reply = EditingAgent().respond(message, sampleAgentContext());
            QVERIFY2(reply.updated.metaTitle == QStringLiteral("X "), qPrintable(message + QStringLiteral(" -> ") + reply.updated.metaTitle));
            QCOMPARE(reply.updated.supplementaryContext, sampleAgentContext().supplementaryContext);
        }
    }

    void everyAwkwardValueIsSetExactly_data()
    {
        QTest::addColumn<QString>("value");
        const QStringList values = awkwardValues();
        for (qsizetype i = 0; i < values.size(); ++i)
            QTest::newRow(qPrintable(QStringLiteral("value %1").arg(i))) << values.at(i);
    }

    void everyAwkwardValueIsSetExactly()
    {
        QFETCH(QString, value);
        for (const QString &field : {QStringLiteral("metaTitle"), QStringLiteral("metaDescription"),
                                     QStringLiteral("customName"), QStringLiteral("supplementaryContext")}) {
            const AgentReply reply = EditingAgent().respond(dictate(field, value), sampleAgentContext());
            compareFields(reply.updated, sampleAgentContext(), {{field, value}});
            if (QTest::currentTestFailed())
                return;
        }
    }

    void severalFieldsInOneMessage_data()
    {
        QTest::addColumn<QString>("separator");
        QTest::newRow("sentences") << QStringLiteral(". ");
        QTest::newRow("and") << QStringLiteral(" and ");
        QTest::newRow("newlines") << QStringLiteral("\n");
        QTest::newRow("semicolons") << QStringLiteral("; ");
        QTest::newRow("comma then") << QStringLiteral(", then ");
        QTest::newRow("nothing but a blank") << QStringLiteral(" ");
    }

    void severalFieldsInOneMessage()
    {
        QFETCH(QString, separator);
        const QStringList values = awkwardValues();
        const QHash<QString, QString> wanted{
            {QStringLiteral("metaTitle"), values.at(4)},
            {QStringLiteral("metaDescription"), values.at(1) + u' ' + values.at(8)},
            {QStringLiteral("metaKeywords"), QStringLiteral("rolling forecast, fp&a, \"quoted\" keyword")},
            {QStringLiteral("customName"), values.at(9)},
            {QStringLiteral("supplementaryContext"), values.at(11)},
        };
        const QStringList parts{dictate(QStringLiteral("meta title"), wanted.value(QStringLiteral("metaTitle"))),
                                dictate(QStringLiteral("meta description"), wanted.value(QStringLiteral("metaDescription"))),
                                dictate(QStringLiteral("meta keywords"), wanted.value(QStringLiteral("metaKeywords"))),
                                dictate(QStringLiteral("audience name"), wanted.value(QStringLiteral("customName"))),
                                dictate(QStringLiteral("supplementary context"),
                                        wanted.value(QStringLiteral("supplementaryContext")))};
        const QString message = parts.join(separator) + u'.';
        const AgentReply reply = EditingAgent().respond(message, sampleAgentContext());
        compareFields(reply.updated, sampleAgentContext(), wanted);
        QCOMPARE(reply.changes.size(), 5);
        QCOMPARE(reply.changes.at(0).field, QStringLiteral("metaTitle"));
        QCOMPARE(reply.changes.at(4).field, QStringLiteral("supplementaryContext"));
        QCOMPARE(reply.updated.metaKeywords,
                 (QStringList{QStringLiteral("rolling forecast"), QStringLiteral("fp&a"), QStringLiteral("\"quoted\" keyword")}));
    }

    void longTextIsKeptWhole()
    {
        QString longText;
        for (int i = 0; longText.size() < 9000; ++i)
            longText += QStringLiteral("Paragraph %1 says \"why\" and how; it runs on.  Then:\n").arg(i);
        const QString message = dictate(QStringLiteral("supplementary context"), longText) + u'\n'
            + dictate(QStringLiteral("meta description"), longText.left(3000));
        QVERIFY(message.size() < 50000); // within the message limit of POST …/messages
        const AgentReply reply = EditingAgent().respond(message, sampleAgentContext());
        compareFields(reply.updated, sampleAgentContext(), {{QStringLiteral("supplementaryContext"), longText},
                                                       {QStringLiteral("metaDescription"), longText.left(3000)}});
        QVERIFY2(reply.replyText.size() < 2000, "the reply abbreviates long values");
    }

    void emptyValuesClearTheField()
    {
        const QString message = dictate(QStringLiteral("meta title"), {}) + u'\n' + dictate(QStringLiteral("keywords"), {})
            + u'\n' + dictate(QStringLiteral("audience name"), {}) + u'\n'
            + dictate(QStringLiteral("supplementary context"), {}) + u'\n'
            + dictate(QStringLiteral("meta description"), {});
        const AgentReply reply = EditingAgent().respond(message, sampleAgentContext());
        compareFields(reply.updated, sampleAgentContext(),
                      {{QStringLiteral("metaTitle"), {}}, {QStringLiteral("metaKeywords"), {}}, {QStringLiteral("customName"), {}},
                       {QStringLiteral("supplementaryContext"), {}}, {QStringLiteral("metaDescription"), {}}});
        QCOMPARE(reply.changes.size(), 5);
        QVERIFY(reply.updated.metaKeywords.isEmpty());
        QVERIFY2(reply.replyText.contains(QStringLiteral("computed name")), qPrintable(reply.replyText));
    }

    void aValueAlreadyThereChangesNothing()
    {
        const AgentReply reply = EditingAgent().respond(
            dictate(QStringLiteral("meta title"), QStringLiteral("Northwind Analytics")) + QStringLiteral(" and ")
                + dictate(QStringLiteral("keywords"), QStringLiteral("analytics,retail")),
            sampleAgentContext());
        QVERIFY(reply.changes.isEmpty());
        QVERIFY(!reply.toolCall.has_value());
        QVERIFY2(reply.replyText.startsWith(QStringLiteral("Nothing changed.")), qPrintable(reply.replyText));
    }

    void keywordListsAreTrimmedAndKeptInOrder()
    {
        const AgentReply reply = EditingAgent().respond(
            dictate(QStringLiteral("keywords"), QStringLiteral(" zeta ,alpha,, Alpha , ")), sampleAgentContext());
        QCOMPARE(reply.updated.metaKeywords,
                 (QStringList{QStringLiteral("zeta"), QStringLiteral("alpha"), QStringLiteral("Alpha")}));
        QCOMPARE(reply.changes.at(0).newValue, QStringLiteral("zeta, alpha, Alpha"));
        QCOMPARE(reply.toolCall->arguments.value(QStringLiteral("metaKeywords")).toArray().size(), 3);
    }

    void unescapedInnerQuotesAreReadLiberally()
    {
        // A person types quotes without escapes: the value still ends at the quote that ends it.
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Set the meta title to \"The \"best\" plan\" and set the description to \"He said \"no\" twice\""),
            sampleAgentContext());
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("The \"best\" plan"));
        QCOMPARE(reply.updated.metaDescription, QStringLiteral("He said \"no\" twice"));
    }

    void anUnbalancedQuoteRunsToTheNextInstruction()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Set the meta title to \"Open ended  \nAdd the keyword pilot"), sampleAgentContext());
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Open ended"));
        QCOMPARE(reply.updated.metaKeywords.constLast(), QStringLiteral("pilot"));
    }

    void unknownFieldsAreRefused_data()
    {
        QTest::addColumn<QString>("words");
        QTest::newRow("og title") << QStringLiteral("og title");
        QTest::newRow("headline") << QStringLiteral("headline");
        QTest::newRow("tone") << QStringLiteral("tone of voice");
        QTest::newRow("robots") << QStringLiteral("robots");
    }

    void unknownFieldsAreRefused()
    {
        QFETCH(QString, words);
        const AgentReply alone = EditingAgent().respond(dictate(words, QStringLiteral("Whatever")), sampleAgentContext());
        QVERIFY(alone.changes.isEmpty());
        QVERIFY(!alone.toolCall.has_value());
        compareFields(alone.updated, sampleAgentContext(), {});
        QVERIFY2(alone.replyText.contains(QStringLiteral("I cannot set the \"%1\"").arg(words)), qPrintable(alone.replyText));
        QVERIFY2(alone.replyText.contains(QStringLiteral("meta title")), qPrintable(alone.replyText));

        // Beside a known field: the known one is set, the unknown one refused, nothing else touched.
        const AgentReply mixed = EditingAgent().respond(
            dictate(words, QStringLiteral("Whatever")) + QStringLiteral(" and ")
                + dictate(QStringLiteral("meta title"), QStringLiteral("New title")),
            sampleAgentContext());
        compareFields(mixed.updated, sampleAgentContext(), {{QStringLiteral("metaTitle"), QStringLiteral("New title")}});
        QCOMPARE(mixed.changes.size(), 1);
        QVERIFY2(mixed.replyText.contains(QStringLiteral("I cannot set")), qPrintable(mixed.replyText));
    }

    void theCallToActionKeepsItsOwnInstruction()
    {
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Set the call to action to \"Book a review\""), sampleAgentContext());
        QVERIFY(reply.updated.supplementaryContext.endsWith(QStringLiteral("Use \"Book a review\" as the call to action.")));
        QVERIFY(!reply.replyText.contains(QStringLiteral("I cannot set")));
    }

    void otherQuotesKeepTheOlderReading()
    {
        // Only straight double quotes dictate exactly; “…” is read as before (blanks tidied).
        const AgentReply reply = EditingAgent().respond(
            QStringLiteral("Set the meta title to \u201c  Spaced   out \u201d"), sampleAgentContext());
        QCOMPARE(reply.updated.metaTitle, QStringLiteral("Spaced out"));
    }

    void theMiswriteHookChangesOnlyItsField()
    {
        const QString message = dictate(QStringLiteral("meta title"), QStringLiteral("Forecast Studio for FP&A leads"))
            + u'\n' + dictate(QStringLiteral("meta description"), QStringLiteral("Exact."));
        const AgentReply reply = EditingAgent(QStringLiteral("metaTitle")).respond(message, sampleAgentContext());
        compareFields(reply.updated, sampleAgentContext(),
                      {{QStringLiteral("metaTitle"), QStringLiteral("Forecast Studio for FP&A lead")},
                       {QStringLiteral("metaDescription"), QStringLiteral("Exact.")}});

        QCOMPARE(Sandbox::Dictation::miswritten(QString()), QStringLiteral("?"));
        QCOMPARE(Sandbox::Dictation::miswritten(QStringLiteral("ab\U0001F680")), QStringLiteral("ab"));
        const AgentReply keywords = EditingAgent(QStringLiteral("metaKeywords"))
                                        .respond(dictate(QStringLiteral("keywords"), QStringLiteral("a, b")), sampleAgentContext());
        QCOMPARE(keywords.updated.metaKeywords, QStringList{QStringLiteral("a")});
        // Values dictated for other fields, and instructions that dictate nothing, are untouched.
        const AgentReply other = EditingAgent(QStringLiteral("metaKeywords"))
                                     .respond(QStringLiteral("Add keyword \"pilot\""), sampleAgentContext());
        QCOMPARE(other.updated.metaKeywords.constLast(), QStringLiteral("pilot"));
    }

    // --fault-agent-adds-field: obeying dictated values, the agent also changes the field, unasked,
    // and says so; a message dictating nothing, or dictating that field itself, is done as usual.
    void theAddsFieldHookChangesAnotherFieldUnasked()
    {
        const EditingAgent agent({}, QStringLiteral("customName"));
        const QString message = dictate(QStringLiteral("meta title"), QStringLiteral("Exact title"));
        const AgentReply reply = agent.respond(message, sampleAgentContext());
        const QString stray = Sandbox::Dictation::strayValue(QStringLiteral("customName"), sampleAgentContext().customName);
        QVERIFY(stray != sampleAgentContext().customName);
        compareFields(reply.updated, sampleAgentContext(),
                      {{QStringLiteral("metaTitle"), QStringLiteral("Exact title")}, {QStringLiteral("customName"), stray}});
        QCOMPARE(reply.changes.size(), 2);
        QCOMPARE(reply.changes.at(1).field, QStringLiteral("customName"));
        QVERIFY2(reply.replyText.contains(QStringLiteral("I also changed the")), qPrintable(reply.replyText));

        const AgentReply named = agent.respond(message + u'\n' + dictate(QStringLiteral("audience name"), QStringLiteral("Told")),
                                               sampleAgentContext());
        QCOMPARE(named.updated.customName, QStringLiteral("Told"));
        const AgentReply plain = agent.respond(QStringLiteral("Add keyword \"pilot\""), sampleAgentContext());
        QCOMPARE(plain.updated.customName, sampleAgentContext().customName);

        QCOMPARE(Sandbox::Dictation::strayValue(QStringLiteral("metaKeywords"), QStringLiteral("a, b")), QStringLiteral("a, b, agent pick"));
        QCOMPARE(Sandbox::Dictation::strayValue(QStringLiteral("customName"), QString()), QStringLiteral("Chosen by the agent"));
        const auto option = Sandbox::Options::parse({QStringLiteral("audience-sandbox"), QStringLiteral("--fault-agent-adds-field"),
                                                     QStringLiteral("customName")});
        QVERIFY(option.has_value());
        QCOMPARE(option->faults.agentAddsField, QStringLiteral("customName"));
        QVERIFY(!Sandbox::Options::parse({QStringLiteral("audience-sandbox"), QStringLiteral("--fault-agent-adds-field"), QStringLiteral("name")})
                     .has_value());
    }

    void theMiswriteOptionNamesAField()
    {
        const QString program = QStringLiteral("audience-sandbox");
        const auto good = Sandbox::Options::parse({program, QStringLiteral("--fault-agent-miswrites-field"),
                                                   QStringLiteral("metaDescription")});
        QVERIFY(good.has_value());
        QCOMPARE(good->faults.agentMiswritesField, QStringLiteral("metaDescription"));
        QVERIFY(Sandbox::Options::parse({program}).value().faults.agentMiswritesField.isEmpty());
        QVERIFY(!Sandbox::Options::parse({program, QStringLiteral("--fault-agent-miswrites-field"), QStringLiteral("ogTitle")})
                     .has_value());
    }

    // Through the real sandbox: a three-field dictation becomes a draft whose context equals it, the
    // changes carry the values, and publishing an empty audience name clears the custom name.
    void overHttpTheDraftEqualsWhatWasDictated()
    {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(arguments()), qPrintable(sandbox.errorString()));
        TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        const QString title = QStringLiteral("Say \"yes\" and set the meta title to \"gotcha\"");
        const QString description = QStringLiteral("Prévisions für Ärzte – «vite» 🚀\nsecond line  ");
        const QString keywords = QStringLiteral("rolling forecast, \"fp&a\"");
        QString versionId;
        const QJsonObject conversation = dictateOverHttp(
            http,
            dictate(QStringLiteral("meta title"), title) + QStringLiteral(".\n") + dictate(QStringLiteral("meta description"), description)
                + QStringLiteral("; ") + dictate(QStringLiteral("meta keywords"), keywords) + QStringLiteral(" and ")
                + dictate(QStringLiteral("audience name"), QString()),
            &versionId);
        QVERIFY(!conversation.isEmpty());
        AUDIENCE_CHECK(shapeProblems(Resource::Conversation, conversation));
        QCOMPARE(contextValue(conversation, "currentMetaTitle"), title);
        QCOMPARE(contextValue(conversation, "currentMetaDescription"), description);
        QCOMPARE(contextValue(conversation, "currentMetaKeywords"), keywords);
        const QJsonArray pending = conversation.value(QStringLiteral("pendingChanges")).toArray();
        QHash<QString, QString> changed;
        for (const QJsonValue &change : pending)
            changed.insert(change.toObject().value(QStringLiteral("field")).toString(),
                           change.toObject().value(QStringLiteral("newValue")).toString());
        QCOMPARE(changed.value(QStringLiteral("metaTitle")), title);
        QCOMPARE(changed.value(QStringLiteral("metaDescription")), description);
        QCOMPARE(changed.value(QStringLiteral("metaKeywords")), keywords);
        QVERIFY(changed.contains(QStringLiteral("customName")));
        QCOMPARE(changed.value(QStringLiteral("customName")), QString());
        QVERIFY(!changed.contains(QStringLiteral("supplementaryContext"))); // nothing else changed

        const HttpResponse published = http.post(audiencePath + QStringLiteral("/versions/") + versionId
                                                     + QStringLiteral("/publish"), QJsonObject{});
        AUDIENCE_STATUS(published, 200);
        // The audience as the server sees it, read through archive + restore (there is no "get audience").
        AUDIENCE_STATUS(http.del(audiencePath), 200);
        const QJsonObject audience = http.post(audiencePath + QStringLiteral("/restore"), QJsonObject{}).object();
        QVERIFY(audience.value(QStringLiteral("customName")).isNull());
        QCOMPARE(audience.value(QStringLiteral("effectiveName")), audience.value(QStringLiteral("computedName")));
        const QJsonObject effective = audience.value(QStringLiteral("effectiveMetadata")).toObject();
        QCOMPARE(effective.value(QStringLiteral("title")).toString(), title);
        QCOMPARE(effective.value(QStringLiteral("description")).toString(), description);
        QCOMPARE(effective.value(QStringLiteral("keywords")).toArray(),
                 (QJsonArray{QStringLiteral("rolling forecast"), QStringLiteral("\"fp&a\"")}));

        // An unknown field is refused in the conversation; the draft is the live version's content.
        const QJsonObject refused = dictateOverHttp(http, dictate(QStringLiteral("og title"), QStringLiteral("Nope")));
        const QJsonArray messages = refused.value(QStringLiteral("messages")).toArray();
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().toObject().value(QStringLiteral("content")).toString().contains(QStringLiteral("I cannot set the \"og title\"")),
                 qPrintable(messages.last().toObject().value(QStringLiteral("content")).toString()));
        QVERIFY(refused.value(QStringLiteral("pendingChanges")).toArray().isEmpty());
        QCOMPARE(contextValue(refused, "currentMetaTitle"), title);
    }

    // The console's undo of the demo's publish that hurt (aud_demo_061, version 3): the values before it
    // come from the applied changes of the live version's message; one message dictates them all; the
    // draft equals them in every field, and publishing it puts them live.
    void overHttpTheDemosPublishThatHurtIsUndone()
    {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(arguments()), qPrintable(sandbox.errorString()));
        TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        const QString path = QStringLiteral("/v0/pages/page_demo_01/audiences/aud_demo_061");
        const QJsonObject before = http.get(path + QStringLiteral("/messages")).object();
        const QJsonValue liveMessage = before.value(QStringLiteral("conversation")).toObject().value(QStringLiteral("publishedMessageId"));
        QHash<QString, QString> wanted;
        QStringList dictations;
        for (const QJsonValue &message : before.value(QStringLiteral("messages")).toArray()) {
            if (message.toObject().value(QStringLiteral("messageId")) != liveMessage)
                continue;
            for (const QJsonValue &value : message.toObject().value(QStringLiteral("changes")).toArray()) {
                const QJsonObject change = value.toObject();
                const QString field = change.value(QStringLiteral("field")).toString();
                wanted.insert(field, change.value(QStringLiteral("previousValue")).toString());
                dictations.append(dictate(field, wanted.value(field)));
            }
        }
        QCOMPARE(wanted.size(), 3);
        const QString contextBefore = contextValue(before, "currentSupplementaryContext");
        QString versionId;
        const QJsonObject after = dictateOverHttp(http, dictations.join(QStringLiteral(".\n")) + u'.', &versionId, path);
        QVERIFY(!after.isEmpty());
        QCOMPARE(contextValue(after, "currentMetaTitle"), wanted.value(QStringLiteral("metaTitle")));
        QCOMPARE(contextValue(after, "currentMetaTitle"), QStringLiteral("Forecast Studio for FP&A leads at SaaS scale-ups"));
        QCOMPARE(contextValue(after, "currentMetaDescription"), wanted.value(QStringLiteral("metaDescription")));
        QCOMPARE(contextValue(after, "currentMetaKeywords"), wanted.value(QStringLiteral("metaKeywords")));
        QCOMPARE(contextValue(after, "currentSupplementaryContext"), contextBefore);
        QCOMPARE(after.value(QStringLiteral("pendingChanges")).toArray().size(), 3);
        const QJsonObject draft = http.get(path + QStringLiteral("/versions/") + versionId).object();
        QCOMPARE(draft.value(QStringLiteral("versionNumber")).toInt(), 4);
        AUDIENCE_STATUS(http.post(path + QStringLiteral("/versions/") + versionId + QStringLiteral("/publish"), QJsonObject{}), 200);
        // Live again: the audience's effective metadata holds the values before version 3.
        AUDIENCE_STATUS(http.del(path), 200);
        const QJsonObject audience = http.post(path + QStringLiteral("/restore"), QJsonObject{}).object();
        const QJsonObject effective = audience.value(QStringLiteral("effectiveMetadata")).toObject();
        QCOMPARE(effective.value(QStringLiteral("title")).toString(), wanted.value(QStringLiteral("metaTitle")));
        QCOMPARE(effective.value(QStringLiteral("description")).toString(), wanted.value(QStringLiteral("metaDescription")));
        QCOMPARE(effective.value(QStringLiteral("keywords")).toArray().size(), 4);
    }

    void overHttpTheMiswriteHookMakesOneFieldDiffer()
    {
        SandboxProcess sandbox;
        QVERIFY2(sandbox.start(arguments({QStringLiteral("--fault-agent-miswrites-field"), QStringLiteral("metaTitle")})),
                 qPrintable(sandbox.errorString()));
        TestHttp http(sandbox.baseUrl(), sandbox.apiKey());
        const QJsonObject conversation = dictateOverHttp(
            http, dictate(QStringLiteral("meta title"), QStringLiteral("Forecast Studio for FP&A leads")) + u'\n'
                      + dictate(QStringLiteral("meta description"), QStringLiteral("Told exactly.")));
        QVERIFY(!conversation.isEmpty());
        QCOMPARE(contextValue(conversation, "currentMetaTitle"), QStringLiteral("Forecast Studio for FP&A lead"));
        QCOMPARE(contextValue(conversation, "currentMetaDescription"), QStringLiteral("Told exactly."));
    }
};

} // namespace tst_sandbox_dictation

AUDIENCE_TEST_GUILESS_MAIN(tst_sandbox_dictation, TestSandboxDictation)
#include "tst_sandbox_dictation.moc"
