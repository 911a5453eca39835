// Decoding of every wire type from fixtures: every field, strictness where the spec is strict,
// tolerance where it is loose, and error paths that name the offending value.
#include "nettesthelpers.h"

#include "net/envelope.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

namespace tst_netdecoding {

using namespace Audience::Net;
using Audience::Testing::fixture;

namespace {

template <typename T>
T decodeOk(const QByteArray &bytes)
{
    T value{};
    const auto error = decodeJson(bytes, value);
    if (error)
        qWarning("unexpected decode error: %s", qPrintable(error->toString()));
    return error ? T{} : value;
}

template <typename T>
QString decodeFailure(const QByteArray &bytes)
{
    T value{};
    const auto error = decodeJson(bytes, value);
    return error ? error->toString() : QString();
}

// Applies `edit` to the JSON object of a fixture and returns the bytes.
template <typename Edit>
QByteArray edited(const QString &name, Edit edit)
{
    QJsonObject object = QJsonDocument::fromJson(fixture(name)).object();
    edit(object);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// Wraps every text of the decode-error context in ‹…›, to see which parts are translated.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "Audience::Net::DecodeError") != 0)
            return {};
        return QStringLiteral("\u2039") + QString::fromUtf8(sourceText) + QStringLiteral("\u203A");
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestNetDecoding : public QObject
{
    Q_OBJECT
private slots:
    void pageListDecodesEveryField()
    {
        const PageList list = decodeOk<PageList>(fixture(QStringLiteral("page-list.json")));
        QCOMPARE(list.items.size(), 3);
        QVERIFY(list.hasMore);
        QCOMPARE(list.nextCursor, std::optional<QString>(QStringLiteral("cursor-abc")));
        QCOMPARE(list.totalCount, 12);
        const Page &page = list.items.at(0);
        QCOMPARE(page.pageId, QStringLiteral("page_demo_01"));
        QCOMPARE(page.name, QStringLiteral("Demo page 1"));
        QCOMPARE(page.title, QStringLiteral("Demo page 1 title"));
        QCOMPARE(page.pageContext, QStringLiteral("A page about product 1"));
        QCOMPARE(page.brandId, QStringLiteral("brand_demo_1"));
        QCOMPARE(page.pageType, QStringLiteral("outbound"));
        QCOMPARE(pageTypeFromString(page.pageType), PageType::Outbound);
        QCOMPARE(pageStatusFromString(page.status), PageStatus::Published);
        QCOMPARE(page.audiencesCount, 5);
        QVERIFY(!page.archivedAt.has_value());
        QVERIFY(!page.deletedAt.has_value());
        QCOMPARE(page.createdAt, QStringLiteral("2024-05-01T10:00:00.000Z"));
        QCOMPARE(page.updatedAt, QStringLiteral("2024-05-01T10:00:00.000Z"));
        QCOMPARE(page.headerActionId, std::optional<QString>(QStringLiteral("act_1_1")));
        QCOMPARE(page.actions.size(), 1);
        QCOMPARE(page.actions[0].actionId.value(), QStringLiteral("act_1_1"));
        QCOMPARE(page.actions[0].actionIndex.value(), 0.0);
        QCOMPARE(page.actions[0].purpose.value(), QStringLiteral("Book a demo"));
        QCOMPARE(page.actions[0].buttonTitle.value(), QStringLiteral("Book now"));
        QCOMPARE(page.actions[0].actionType.value(), QStringLiteral("link"));
        QCOMPARE(page.actions[0].url.value(), QStringLiteral("https://example.com/demo"));
        QCOMPARE(page.actionCardWidgets.size(), 1);
        const ActionCardWidget &widget = page.actionCardWidgets[0];
        QCOMPARE(widget.type.value(), QStringLiteral("logos"));
        QCOMPARE(widget.title.value(), QStringLiteral("Trusted by"));
        QCOMPARE(widget.logos.value().size(), 1);
        const WidgetImage image = widget.logos.value()[0].image.value();
        QCOMPARE(image.altText.value(), QStringLiteral("Acme"));
        QCOMPARE(image.url.value(), QStringLiteral("https://cdn.example.com/acme.png"));
        QCOMPARE(image.fileId.value(), QStringLiteral("file_acme"));
        QCOMPARE(image.assetId.value(), QStringLiteral("asset_acme"));
        QVERIFY(page.footerLinks.has_value());
        QCOMPARE(page.footerLinks->at(0).id.value(), QStringLiteral("fl_1"));
        QCOMPARE(page.footerLinks->at(0).title.value(), QStringLiteral("Company"));
        QCOMPARE(page.footerLinks->at(0).links.value().at(0).text.value(), QStringLiteral("About"));
        QCOMPARE(page.footerLinks->at(0).links.value().at(0).id.value(), QStringLiteral("l1"));
        QCOMPARE(page.footerLinks->at(0).links.value().at(0).url.value(), QStringLiteral("https://example.com/about"));
        QCOMPARE(page.scripts.size(), 1);
        QCOMPARE(page.scripts[0].enabled.value(), true);
        QCOMPARE(page.scripts[0].injectionPoint.value(), QStringLiteral("head"));
        QCOMPARE(page.scripts[0].name.value(), QStringLiteral("analytics"));
        QCOMPARE(page.scripts[0].description.value(), QStringLiteral("Page analytics"));
        QCOMPARE(page.scripts[0].content.value(), QStringLiteral("<script>console.log(1)</script>"));
        QVERIFY(page.metadata.has_value());
        const PageMetadata &meta = *page.metadata;
        QCOMPARE(meta.keywords.value(), QStringList({QStringLiteral("launch"), QStringLiteral("spring")}));
        QCOMPARE(meta.robots.value(), QStringList({QStringLiteral("index"), QStringLiteral("follow")}));
        QCOMPARE(meta.ogType.value(), QStringLiteral("website"));
        QCOMPARE(meta.twitterCard.value(), QStringLiteral("summary"));
        QCOMPARE(meta.themeColor.value(), QStringLiteral("#336699"));
        QCOMPARE(meta.twitterCreator.value(), QStringLiteral("@marketing"));
        QCOMPARE(meta.ogImageFileId.value(), QStringLiteral("file_1"));
        QCOMPARE(meta.canonicalUrl.value(), QStringLiteral("https://example.com/spring"));
    }

    void missingRequiredFieldNamesThePath()
    {
        const QByteArray bytes = edited(QStringLiteral("page-list.json"), [](QJsonObject &o) {
            QJsonArray items = o[QStringLiteral("items")].toArray();
            QJsonObject third = items[2].toObject();
            third.remove(QStringLiteral("status"));
            items[2] = third;
            o[QStringLiteral("items")] = items;
        });
        QCOMPARE(decodeFailure<PageList>(bytes), QStringLiteral("items[2].status: required field is missing"));
    }

    // Decode problems reach the user ("The answer could not be read: …"): they go through the
    // translator, context Audience::Net::DecodeError; the JSON path stays as on the wire.
    void decodeProblemsAreTranslated()
    {
        MarkingTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        auto removeTranslator = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });

        QJsonObject page = QJsonDocument::fromJson(fixture(QStringLiteral("page.json"))).object();
        page.remove(QStringLiteral("actions"));
        QCOMPARE(decodeFailure<Page>(QJsonDocument(page).toJson()), QStringLiteral("actions: \u2039required field is missing\u203A"));
        page = QJsonDocument::fromJson(fixture(QStringLiteral("page.json"))).object();
        page.insert(QStringLiteral("name"), 3);
        QCOMPARE(decodeFailure<Page>(QJsonDocument(page).toJson()),
                 QStringLiteral("name: \u2039expected \u2039a string\u203A, got \u2039a number\u203A\u203A"));
        page = QJsonDocument::fromJson(fixture(QStringLiteral("page.json"))).object();
        page.insert(QStringLiteral("title"), QJsonValue::Null);
        QCOMPARE(decodeFailure<Page>(QJsonDocument(page).toJson()), QStringLiteral("title: \u2039must not be null\u203A"));
        QCOMPARE(decodeFailure<Page>(QByteArray()), QStringLiteral("\u2039the body is empty\u203A"));
        QCOMPARE(decodeFailure<Page>(QByteArray("3")), QStringLiteral("\u2039the body is not a JSON object or array\u203A"));
        QVERIFY(decodeFailure<Page>(QByteArray("{\"a\":")).startsWith(QStringLiteral("\u2039not valid JSON (")));

        removeTranslator.dismiss();
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(decodeFailure<Page>(QByteArray()), QStringLiteral("the body is empty"));
    }

    void nestedPathIsNamed()
    {
        const QByteArray bytes = edited(QStringLiteral("audience.json"), [](QJsonObject &o) {
            QJsonObject latest = o[QStringLiteral("latestVersion")].toObject();
            latest[QStringLiteral("status")] = 7;
            o[QStringLiteral("latestVersion")] = latest;
        });
        QCOMPARE(decodeFailure<AudienceRecord>(bytes), QStringLiteral("latestVersion.status: expected a string, got a number"));
    }

    void wrongTypesAreErrors_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("string as number") << QStringLiteral("name") << QJsonValue(3) << QStringLiteral("name: expected a string, got a number");
        QTest::newRow("array as object") << QStringLiteral("actions") << QJsonValue(QJsonObject()) << QStringLiteral("actions: expected an array, got an object");
        QTest::newRow("integer as fraction") << QStringLiteral("audiencesCount") << QJsonValue(2.5) << QStringLiteral("audiencesCount: expected an integer, got 2.5");
        QTest::newRow("integer negative") << QStringLiteral("audiencesCount") << QJsonValue(-1) << QStringLiteral("audiencesCount: integer -1 is outside 0..9007199254740991");
        QTest::newRow("integer too big") << QStringLiteral("audiencesCount") << QJsonValue(9007199254740993.0)
                                         << QStringLiteral("audiencesCount: integer 9007199254740992 is outside 0..9007199254740991");
        QTest::newRow("required not null") << QStringLiteral("title") << QJsonValue(QJsonValue::Null) << QStringLiteral("title: must not be null");
        QTest::newRow("optional not null") << QStringLiteral("headerActionId") << QJsonValue(QJsonValue::Null) << QStringLiteral("headerActionId: must not be null");
        QTest::newRow("nullable wrong type") << QStringLiteral("archivedAt") << QJsonValue(true) << QStringLiteral("archivedAt: expected a string, got a boolean");
        QTest::newRow("loose wrong type") << QStringLiteral("metadata") << QJsonValue(QJsonObject{{QStringLiteral("keywords"), QStringLiteral("a,b")}})
                                          << QStringLiteral("metadata.keywords: expected an array, got a string");
    }

    void wrongTypesAreErrors()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        const QByteArray bytes = edited(QStringLiteral("page.json"), [&](QJsonObject &o) { o[field] = value; });
        QCOMPARE(decodeFailure<Page>(bytes), expected);
    }

    void maxIntegerIsAccepted()
    {
        const QByteArray bytes = edited(QStringLiteral("page.json"), [](QJsonObject &o) {
            o[QStringLiteral("audiencesCount")] = QJsonValue(qint64(9007199254740991));
        });
        QCOMPARE(decodeOk<Page>(bytes).audiencesCount, qint64(9007199254740991));
    }

    void malformedJsonIsAnError_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("whitespace") << QByteArray("  \n");
        QTest::newRow("truncated") << fixture(QStringLiteral("page.json")).left(200);
        QTest::newRow("html") << QByteArray("<html><body>Bad gateway</body></html>");
        QTest::newRow("scalar") << QByteArray("42");
        QTest::newRow("array") << QByteArray("[1,2]");
    }

    void malformedJsonIsAnError()
    {
        QFETCH(QByteArray, bytes);
        QVERIFY(!decodeFailure<Page>(bytes).isEmpty());
    }

    void unknownFieldsAndEnumValuesAreKept()
    {
        const QByteArray bytes = edited(QStringLiteral("audience.json"), [](QJsonObject &o) {
            o[QStringLiteral("brandNewField")] = QJsonObject{{QStringLiteral("x"), 1}};
            o[QStringLiteral("status")] = QStringLiteral("hibernating");
        });
        const AudienceRecord audience = decodeOk<AudienceRecord>(bytes);
        QCOMPARE(audience.status, QStringLiteral("hibernating"));
        QCOMPARE(versionStatusFromString(audience.status), VersionStatus::Unknown);
        QCOMPARE(versionStatusFromString(audience.latestVersion.status), VersionStatus::Draft);
    }

    void audienceDecodesEveryField()
    {
        const AudienceRecord a = decodeOk<AudienceRecord>(fixture(QStringLiteral("audience.json")));
        QCOMPARE(a.audienceId, QStringLiteral("aud_demo_001"));
        QCOMPARE(a.pageId, QStringLiteral("page_demo_01"));
        QCOMPARE(a.computedName, QStringLiteral("Returning visitors"));
        QCOMPARE(a.effectiveName, QStringLiteral("Returning visitors"));
        QVERIFY(!a.customName && !a.personId && !a.personRouteKey && !a.supplementaryContext && !a.archivedAt);
        QVERIFY(!a.actionFormIdOverride && !a.actionFormInstructionsOverride && !a.actionUrlOverride);
        QVERIFY(!a.isNewPageAgent);
        QCOMPARE(a.latestVersion.versionNumber, 2);
        QCOMPARE(a.latestVersion.versionId, QStringLiteral("ver_demo_001_2"));
        QCOMPARE(a.publishedVersion.status, QStringLiteral("published"));
        QCOMPARE(a.publishedVersion.publishedAt, std::optional<QString>(QStringLiteral("2024-05-01T10:00:00.000Z")));
        QCOMPARE(a.publishedVersion.queueDurationMs, std::optional<double>(12.5));
        QCOMPARE(a.publishedVersion.supplementaryContext, std::optional<QString>(QStringLiteral("Context v1")));
        QVERIFY(a.effectiveMetadata.has_value());
        QVERIFY(a.metadataOverride.has_value());
        QCOMPARE(a.metadataOverride->title.value(), QStringLiteral("Override"));
        QVERIFY(a.metadataOverride->description.isAbsent());
    }

    void looseFieldsKeepAbsentAndNullApart()
    {
        const QByteArray bytes = edited(QStringLiteral("page.json"), [](QJsonObject &o) {
            QJsonObject meta = o[QStringLiteral("metadata")].toObject();
            meta.remove(QStringLiteral("author"));
            meta[QStringLiteral("title")] = QJsonValue(QJsonValue::Null);
            o[QStringLiteral("metadata")] = meta;
            o.remove(QStringLiteral("footerLinks"));
            o.remove(QStringLiteral("headerActionId"));
        });
        const Page page = decodeOk<Page>(bytes);
        QVERIFY(page.metadata->author.isAbsent());
        QVERIFY(page.metadata->title.isNull());
        QVERIFY(page.metadata->description.hasValue());
        QCOMPARE(page.metadata->title.valueOr(QStringLiteral("fallback")), QStringLiteral("fallback"));
        QVERIFY(!page.footerLinks.has_value());
        QVERIFY(!page.headerActionId.has_value());
    }

    void conversationDecodesEveryField()
    {
        const Conversation c = decodeOk<Conversation>(fixture(QStringLiteral("conversation.json")));
        QCOMPARE(c.conversation.value().conversationId.value(), QStringLiteral("conv_1"));
        QCOMPARE(c.conversation.value().publishedMessageId.value(), QStringLiteral("msg_1"));
        QCOMPARE(c.messages.value().size(), 2);
        const Message &reply = c.messages.value().at(1);
        QCOMPARE(reply.role.value(), QStringLiteral("assistant"));
        QCOMPARE(reply.timestamp.value(), 1714557601000.0);
        QCOMPARE(reply.hasSnapshot.value(), true);
        QCOMPARE(reply.isInterrupted.value(), false);
        QCOMPARE(reply.reasoning.value(), QStringLiteral("The user asked for a friendlier tone."));
        QCOMPARE(reply.toolCalls.value().at(0).name.value(), QStringLiteral("update_context"));
        QCOMPARE(reply.toolCalls.value().at(0).arguments.value().value(QStringLiteral("field")).toString(), QStringLiteral("supplementaryContext"));
        QCOMPARE(reply.toolCalls.value().at(0).result->toObject().value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(reply.changes.value().at(0).newValue.value(), QStringLiteral("new"));
        QCOMPARE(reply.contentParts.value().at(0).text.value(), QStringLiteral("Done."));
        QCOMPARE(c.context.value().currentMetaKeywords.value(), QStringLiteral("launch, spring"));
        QCOMPARE(c.context.value().pageContext.value(), QStringLiteral("A page"));
        QCOMPARE(c.pendingChanges.value().at(0).status.value(), QStringLiteral("applied"));
    }

    void toolCallResultNullIsAValue()
    {
        const QByteArray bytes = R"({"messages":[{"toolCalls":[{"id":"a","result":null},{"id":"b"}]}]})";
        const Conversation c = decodeOk<Conversation>(bytes);
        const QList<ToolCall> calls = c.messages.value().at(0).toolCalls.value();
        QVERIFY(calls.at(0).result.has_value());
        QVERIFY(calls.at(0).result->isNull());
        QVERIFY(!calls.at(1).result.has_value());
        QVERIFY(c.context.isAbsent());
    }

    void otherTypesDecode()
    {
        const MessageAccepted accepted = decodeOk<MessageAccepted>(fixture(QStringLiteral("message-accepted.json")));
        QVERIFY(accepted.accepted);
        QCOMPARE(accepted.versionId, QStringLiteral("ver_demo_001_3"));
        QCOMPARE(accepted.clientMessageId, QStringLiteral("cm-1"));

        const AudienceSession s = decodeOk<AudienceSession>(fixture(QStringLiteral("audience-session.json")));
        QCOMPARE(s.analyticsSessionId, QStringLiteral("as_1"));
        QCOMPARE(computationStatusFromString(s.computationStatus), ComputationStatus::Completed);
        QCOMPARE(s.formSubmissionIdentifierType, std::optional<QString>(QStringLiteral("email")));
        QVERIFY(!s.formSubmissionPhone && !s.utmContent && !s.utmTerm);
        QCOMPARE(s.maxScrollDepthPercentage, std::optional<double>(82.5));
        QCOMPARE(s.questionsAskedCount, 2.0);
        QCOMPARE(s.totalClicksCount, 7.0);
        QVERIFY(s.hasConversion && s.hasFormSubmit && !s.isBounce);
        QCOMPARE(s.utmSource, std::optional<QString>(QStringLiteral("newsletter")));

        const AudienceAnalyticsList analytics = decodeOk<AudienceAnalyticsList>(fixture(QStringLiteral("audience-analytics.json")));
        QCOMPARE(analytics.items.size(), 1);
        QCOMPARE(analytics.items[0].bounceRate.value(), 0.31);
        QCOMPARE(analytics.items[0].formSubmitCount.value(), 12.0);
        QCOMPARE(analytics.items[0].ctaSessions.value(), 60.0);

        const PersonSearchResult people = decodeOk<PersonSearchResult>(fixture(QStringLiteral("person-search.json")));
        QCOMPARE(people.totalCount, std::optional<qint64>(1));
        QCOMPARE(people.items[0].phoneNumber, std::optional<QString>(QStringLiteral("+441234567890")));
        QCOMPARE(people.items[0].slug, QStringLiteral("ada-lovelace"));

        const AudienceSearchResult audiences = decodeOk<AudienceSearchResult>(fixture(QStringLiteral("audience-search.json")));
        QVERIFY(!audiences.totalCount.has_value());
        QVERIFY(!audiences.nextCursor.has_value());
        QCOMPARE(audiences.items[0].pageName.value(), QStringLiteral("Demo page 1"));

        const PersonLogList logs = decodeOk<PersonLogList>(fixture(QStringLiteral("person-log-list.json")));
        QCOMPARE(logs.items[0].payload.value().value(QStringLiteral("event")).toString(), QStringLiteral("visited"));
        QVERIFY(logs.items[0].deletedAt.isNull());

        const PersonLogCreated created = decodeOk<PersonLogCreated>(fixture(QStringLiteral("person-log-created.json")));
        QCOMPARE(created.type, QStringLiteral("note"));
        QVERIFY(!created.createdPerson);

        const Account account = decodeOk<Account>(fixture(QStringLiteral("account.json")));
        QCOMPARE(account.linkedPersons.size(), 1);
        QCOMPARE(account.name, std::optional<QString>(QStringLiteral("Example Ltd")));
        QVERIFY(!account.latestActivityAt);

        const TopicList topics = decodeOk<TopicList>(fixture(QStringLiteral("topic-list.json")));
        QCOMPARE(topics.items[0].entries.value().at(0).content.content, QStringLiteral("Our product ships worldwide."));
        QCOMPARE(topics.items[0].isDefault.value(), true);

        const TopicEntryList entries = decodeOk<TopicEntryList>(fixture(QStringLiteral("topic-entry-list.json")));
        QCOMPARE(entries.items[0].content.type, QStringLiteral("text"));

        const PageLinkList links = decodeOk<PageLinkList>(fixture(QStringLiteral("page-link-list.json")));
        QCOMPARE(links.items[0].target.value().targetType.value(), QStringLiteral("audience"));
        QCOMPARE(links.items[0].path.value(), QStringLiteral("/spring"));

        const WebhookSubscription hook = decodeOk<WebhookSubscription>(fixture(QStringLiteral("webhook-subscription.json")));
        QCOMPARE(hook.events.value(), knownWebhookEvents());
        QVERIFY(hook.active);
    }

    void searchEnvelopeAllowsNullTotalButListDoesNot()
    {
        const QByteArray bytes = R"({"items":[],"hasMore":false,"nextCursor":null,"totalCount":null})";
        QVERIFY(decodeFailure<PersonSearchResult>(bytes).isEmpty());
        QCOMPARE(decodeFailure<PageList>(bytes), QStringLiteral("totalCount: must not be null"));
        QCOMPARE(decodeFailure<PageList>(R"({"items":[],"hasMore":false,"totalCount":0})"),
                 QStringLiteral("nextCursor: required field is missing"));
    }

    void webhookEventsMayBeNull()
    {
        const QByteArray bytes = edited(QStringLiteral("webhook-subscription.json"), [](QJsonObject &o) {
            o[QStringLiteral("events")] = QJsonValue(QJsonValue::Null);
        });
        QVERIFY(!decodeOk<WebhookSubscription>(bytes).events.has_value());
    }

    void jsonReaderAcceptsAndRefuses_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        const std::pair<const char *, bool> cases[] = {
            {"{}", true}, {"[]", true}, {" [1, -0, 1e5, 2.5E-3, true, false, null] ", true}, {"{\"a\":{\"b\":[{}]}}", true},
            {"\xEF\xBB\xBF[1]", true}, {"[\"\\u00e9\\ud83d\\ude00\\/\\b\\f\\n\\r\\t\"]", true}, {"[\"\xC3\xA9\"]", true},
            {"{\"a\":1,}", false}, {"[1,]", false}, {"[01]", false}, {"[1.]", false}, {"[.5]", false}, {"[-]", false},
            {"[\"a\x01\"]", false}, {"[\"\\x\"]", false}, {"[\"\\u12\"]", false}, {"[\"\xC3\"]", false}, {"[\"\xED\xA0\x80\"]", false},
            {"[\"\xC0\xAF\"]", false}, {"[\"\xF4\x90\x80\x80\"]", false}, {"[tru]", false}, {"[true false]", false}, {"{\"a\" 1}", false},
            {"{1:2}", false}, {"[1] x", false}, {"[Infinity]", false}, {"[NaN]", false}, {"[\"unterminated]", false}, {"[", false}, {"{\"a\":", false},
        };
        for (const auto &[text, valid] : cases)
            QTest::newRow(text) << QByteArray(text) << valid;
        QTest::newRow("nested 512") << QByteArray(512, '[') + QByteArray(512, ']') << true;
        QTest::newRow("nested 513") << QByteArray(513, '[') + QByteArray(513, ']') << false;
    }

    void jsonReaderAcceptsAndRefuses()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        JsonTape tape;
        const auto error = tape.parse(bytes);
        QCOMPARE(!error.has_value(), valid);
        if (error)
            QVERIFY(!error->isEmpty()); // the parser's reason, for the error message
    }

    // The parser kept per thread grows for large bodies (a long conversation) and gives their
    // buffers back at the next small one: in any order, each body is read whole.
    void jsonReaderReadsSmallAndLargeBodiesInTurn()
    {
        const auto body = [](int items) {
            QByteArray bytes = "[";
            for (int i = 0; i < items; ++i)
                bytes += (i ? ",{\"n\":" : "{\"n\":") + QByteArray::number(i) + ",\"text\":\"" + QByteArray(40, 'a' + i % 26) + "\"}";
            return bytes + "]";
        };
        for (const int items : {3, 4000, 9000, 5, 9000, 4000, 2}) {
            const QByteArray bytes = body(items);
            JsonTape tape;
            QVERIFY2(!tape.parse(bytes), bytes.left(40).constData());
            const QJsonArray array = tape.toJsonValue(0).toArray();
            QCOMPARE(array.size(), items);
            QCOMPARE(array.last().toObject().value(QStringLiteral("n")).toInt(), items - 1);
            QCOMPARE(array.last().toObject().value(QStringLiteral("text")).toString(), QString(40, QChar(u'a' + (items - 1) % 26)));
        }
        QVERIFY(body(4000).size() > 64 * 1024); // the large ones are past the size kept between bodies
    }

    void jsonReaderDecodesStringsLikeQt()
    {
        const QByteArray bytes = "{\"k\":[\"\\u00e9\\ud83d\\ude00 \\\"q\\\" \\\\ \\/\",\"\xEF\xBB\xBF" "bom\",\"\xE2\x82\xAC plain\",\"\\u0000\"],"
                                 "\"n\":[9007199254740991,-1.5e3,0],\"\\u006b2\":{\"x\":null},\"dup\":1,\"dup\":2}";
        JsonTape tape;
        QVERIFY(!tape.parse(bytes));
        const QJsonObject ours = tape.toJsonValue(0).toObject();
        const QJsonObject qt = QJsonDocument::fromJson(bytes).object();
        QCOMPARE(ours.value(QStringLiteral("k")).toArray().at(0), qt.value(QStringLiteral("k")).toArray().at(0));
        QCOMPARE(ours.value(QStringLiteral("k")).toArray().at(1).toString(), QString(QChar(0xFEFF)) + QStringLiteral("bom"));
        QCOMPARE(ours.value(QStringLiteral("k")).toArray().at(2), qt.value(QStringLiteral("k")).toArray().at(2));
        QCOMPARE(ours.value(QStringLiteral("k")).toArray().at(3).toString(), QString(QChar(0)));
        QCOMPARE(ours.value(QStringLiteral("n")), qt.value(QStringLiteral("n")));
        QCOMPARE(ours.value(QStringLiteral("k2")), qt.value(QStringLiteral("k2")));
        QCOMPARE(ours.value(QStringLiteral("dup")).toInt(), 2);

        // The decoders find escaped member names and take the last of duplicates.
        WebhookSubscription hook;
        QVERIFY(!decodeJson(QByteArray(R"({"subscription\u0049d":"a","subscriptionId":"b","url":"u","events":null,"active":true,)"
                                       R"("createdAt":"c","updatedAt":"d","active":false})"),
                            hook));
        QCOMPARE(hook.subscriptionId, QStringLiteral("b"));
        QVERIFY(!hook.active);
    }

    void numbersBeyondADoubleAreErrors()
    {
        // The parser refuses the whole body: a number no double can hold is not a value we can show.
        QCOMPARE(decodeFailure<AudienceSession>(edited(QStringLiteral("audience-session.json"), [](QJsonObject &) {}).replace("\"totalClicksCount\":7", "\"totalClicksCount\":1e400")),
                 QStringLiteral("not valid JSON (Problem while parsing a number)"));
        // Too small to represent is zero, which is a fine count.
        Page page;
        QVERIFY(!decodeJson(fixture(QStringLiteral("page.json")).replace("\"audiencesCount\": 5", "\"audiencesCount\": 5e-400"), page));
        QCOMPARE(page.audiencesCount, 0);
    }

    // The seed corpus holds answers captured from the real sandbox: each decodes as its type.
    void capturedSandboxAnswersDecode()
    {
        const QString corpus = QStringLiteral(AUDIENCE_TEST_DATA_DIR "/corpus/");
        auto check = [&](const QString &type, auto value) -> QString {
            QFile file(corpus + type + QStringLiteral("/sandbox.json"));
            if (!file.open(QIODevice::ReadOnly))
                return QStringLiteral("missing capture for ") + type;
            const auto error = decodeJson(file.readAll(), value);
            return error ? type + QStringLiteral(": ") + error->toString() : QString();
        };
        const QStringList failures = QStringList{
            check(QStringLiteral("page-list"), PageList{}), check(QStringLiteral("page"), Page{}),
            check(QStringLiteral("audience-search"), AudienceSearchResult{}), check(QStringLiteral("audience"), AudienceRecord{}),
            check(QStringLiteral("audience-version"), AudienceVersion{}), check(QStringLiteral("conversation"), Conversation{}),
            check(QStringLiteral("message-accepted"), MessageAccepted{}), check(QStringLiteral("audience-session"), AudienceSession{}),
            check(QStringLiteral("audience-analytics"), AudienceAnalyticsList{}), check(QStringLiteral("person"), Person{}),
            check(QStringLiteral("person-search"), PersonSearchResult{}), check(QStringLiteral("person-log-list"), PersonLogList{}),
            check(QStringLiteral("person-log-created"), PersonLogCreated{}), check(QStringLiteral("account"), Account{}),
            check(QStringLiteral("page-link-list"), PageLinkList{}), check(QStringLiteral("topic-list"), TopicList{}),
            check(QStringLiteral("topic-entry-list"), TopicEntryList{}), check(QStringLiteral("topic-entry"), TopicEntry{}),
            check(QStringLiteral("webhook-subscription"), WebhookSubscription{}),
        }.filter(QRegularExpression(QStringLiteral(".+")));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }

    void wholeObjectsFitInAVariant()
    {
        const Page page = decodeOk<Page>(fixture(QStringLiteral("page.json")));
        const QVariant variant = QVariant::fromValue(page);
        QCOMPARE(variant.value<Page>().pageId, QStringLiteral("page_demo_01"));
        QVERIFY(QMetaType::fromType<PageList>().isValid());
        QVERIFY(QMetaType::fromType<AudienceRecord>().isValid());
    }
};

} // namespace tst_netdecoding

AUDIENCE_TEST_GUILESS_MAIN(tst_netdecoding, TestNetDecoding)
#include "tst_netdecoding.moc"
