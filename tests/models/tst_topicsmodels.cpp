// Topics on the fake network: the topic search and a topic's entries under QAbstractItemModelTester,
// an entry added here not shown twice when a page brings it again, and the entry writer checking the
// form before anything is sent (sort order 0..9007199254740991) and sending exactly what was typed.
#include "fakeclient.h"

#include "models/common/modelroles.h"
#include "models/topics/topicentrymodel.h"
#include "models/topics/topicentrywriter.h"
#include "models/topics/topicsearchmodel.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

namespace tst_topicsmodels {

using namespace Audience;
using Models::LoadState;
using Models::TopicEntryModel;
using Models::TopicEntryWriter;
using Models::TopicSearchModel;
using Models::WriteTracker;

namespace {

QJsonObject entryJson(const QString &id, double order, const QString &text)
{
    return QJsonObject{{QStringLiteral("topicEntryId"), id},
                       {QStringLiteral("topicId"), QStringLiteral("topic_1")},
                       {QStringLiteral("sortOrder"), order},
                       {QStringLiteral("content"), QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                               {QStringLiteral("content"), text}}},
                       {QStringLiteral("createdAt"), QStringLiteral("2024-05-01T10:00:00Z")},
                       {QStringLiteral("updatedAt"), QStringLiteral("2024-05-01T10:00:00Z")}};
}

QJsonObject envelope(const QJsonArray &items, bool hasMore, const QString &next, int total)
{
    return QJsonObject{{QStringLiteral("items"), items},
                       {QStringLiteral("hasMore"), hasMore},
                       {QStringLiteral("nextCursor"), next.isEmpty() ? QJsonValue() : QJsonValue(next)},
                       {QStringLiteral("totalCount"), total}};
}

} // namespace

class TestTopicsModels : public QObject
{
    Q_OBJECT

private slots:
    void searchShowsTopicsLooselyTyped()
    {
        Testing::FakeClient fake;
        QString askedQuery;
        fake.network.setHandler([&](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
            if (request.path() != QLatin1StringView("/v0/topics/search"))
                return std::nullopt;
            askedQuery = request.queryValue(QStringLiteral("query"));
            // The second topic leaves out everything but its ID and title (the spec marks none required).
            return Testing::FakeResponse::json(200, envelope({QJsonObject{{QStringLiteral("topicId"), QStringLiteral("topic_1")},
                                                                          {QStringLiteral("title"), QStringLiteral("Pricing")},
                                                                          {QStringLiteral("purpose"), QStringLiteral("How we talk about price")},
                                                                          {QStringLiteral("isDefault"), true},
                                                                          {QStringLiteral("entries"), QJsonArray{entryJson(QStringLiteral("e1"), 10, QStringLiteral("a"))}}},
                                                              QJsonObject{{QStringLiteral("topicId"), QStringLiteral("topic_2")},
                                                                          {QStringLiteral("title"), QStringLiteral("Tone")}}},
                                                             false, {}, 2));
        });
        TopicSearchModel model(&fake.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setQuery(QStringLiteral("  pri "));
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(askedQuery, QStringLiteral("pri"));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, TopicSearchModel::TitleColumn).data().toString(), QStringLiteral("Pricing (default)"));
        QCOMPARE(model.index(0, TopicSearchModel::EntriesColumn).data().toString(), QStringLiteral("1"));
        QCOMPARE(model.index(1, TopicSearchModel::PurposeColumn).data().toString(), QString());
        QCOMPARE(model.index(1, 0).data(Models::IdRole).toString(), QStringLiteral("topic_2"));
        QCOMPARE(model.rowOf(QStringLiteral("topic_2")), 1);
    }

    void entriesPageAndAnAddedEntryIsNotShownTwice()
    {
        Testing::FakeClient fake;
        QStringList paths;
        fake.network.setHandler([&](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
            paths.append(request.path());
            if (request.queryValue(QStringLiteral("cursor")) == u"p2")
                // Late, so the entry is created here first.
                return Testing::FakeResponse::json(200, envelope({entryJson(QStringLiteral("e3"), 5, QStringLiteral("third"))}, false, {}, 3))
                    .withDelay(400);
            return Testing::FakeResponse::json(200, envelope({entryJson(QStringLiteral("e1"), 20, QStringLiteral("first\nsecond line")),
                                                              entryJson(QStringLiteral("e2"), 10, QStringLiteral("second"))},
                                                             true, QStringLiteral("p2"), 3));
        });
        TopicEntryModel model(&fake.client);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!model.canFetchMore({})); // no topic yet: nothing to ask
        model.setPageSize(2);
        model.setTopicId(QStringLiteral("topic_1"));
        model.fetchMore({}); // as a view does (the tester may have asked already: one request either way)
        QTRY_COMPARE(model.rowCount(), 2);
        QCOMPARE(paths.constFirst(), QStringLiteral("/v0/topics/topic_1/entries"));
        QCOMPARE(model.index(0, TopicEntryModel::ContentColumn).data().toString(), QStringLiteral("first …"));
        QCOMPARE(model.index(0, TopicEntryModel::ContentColumn).data(Qt::ToolTipRole).toString(), QStringLiteral("first\nsecond line"));
        QCOMPARE(model.index(1, TopicEntryModel::OrderColumn).data(Models::SortRole).toDouble(), 10.0);

        // Created here before the next page brings it: in at once, and not twice.
        Net::TopicEntry created;
        created.topicEntryId = QStringLiteral("e3");
        created.topicId = QStringLiteral("topic_1");
        created.sortOrder = 5;
        created.content = {QStringLiteral("text"), QStringLiteral("third")};
        QCOMPARE(model.addEntry(created), 2);
        QCOMPARE(model.addEntry(created), -1);
        Net::TopicEntry elsewhere = created;
        elsewhere.topicEntryId = QStringLiteral("e9");
        elsewhere.topicId = QStringLiteral("topic_2");
        QCOMPARE(model.addEntry(elsewhere), -1);
        model.fetchMore({});
        QTRY_COMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 3);
    }

    // Valid answers that say "more" without a cursor: both lists keep what they got and say why.
    void listsKeepTheirRowsWhenNoCursorFollows()
    {
        Testing::FakeClient fake;
        fake.network.setHandler([&](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
            if (request.path() == QLatin1StringView("/v0/topics/search"))
                return Testing::FakeResponse::json(200, envelope({QJsonObject{{QStringLiteral("topicId"), QStringLiteral("topic_1")},
                                                                              {QStringLiteral("title"), QStringLiteral("Pricing")}}},
                                                                 true, {}, 7));
            return Testing::FakeResponse::json(200, envelope({entryJson(QStringLiteral("e1"), 1, QStringLiteral("one")),
                                                              entryJson(QStringLiteral("e2"), 2, QStringLiteral("two"))},
                                                             true, {}, 9));
        });
        TopicSearchModel topics(&fake.client);
        QAbstractItemModelTester topicsTester(&topics, QAbstractItemModelTester::FailureReportingMode::QtTest);
        topics.setQuery(QStringLiteral("pri"));
        QTRY_COMPARE(topics.state(), LoadState::Complete);
        QCOMPARE(topics.rowCount(), 1);
        QVERIFY(topics.errorMessage().isEmpty());
        QVERIFY2(topics.notice().contains(QStringLiteral("no cursor")), qPrintable(topics.notice()));

        TopicEntryModel entries(&fake.client);
        QAbstractItemModelTester entriesTester(&entries, QAbstractItemModelTester::FailureReportingMode::QtTest);
        entries.setTopicId(QStringLiteral("topic_1"));
        entries.fetchMore({});
        QTRY_COMPARE(entries.state(), LoadState::Complete);
        QCOMPARE(entries.rowCount(), 2);
        QVERIFY(entries.errorMessage().isEmpty());
        QVERIFY2(entries.notice().contains(QStringLiteral("no cursor")), qPrintable(entries.notice()));
        QVERIFY(!entries.canFetchMore({}));
        QCOMPARE(fake.network.requestsTo("GET", QStringLiteral("/v0/topics/topic_1/entries")).size(), 1);
    }

    void theFormIsCheckedBeforeSending_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("order");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("plain") << "text" << "Hello" << "" << true;
        QTest::newRow("zero") << "text" << "Hello" << "0" << true;
        QTest::newRow("max") << "text" << "Hello" << "9007199254740991" << true;
        QTest::newRow("above max") << "text" << "Hello" << "9007199254740992" << false;
        QTest::newRow("negative") << "text" << "Hello" << "-1" << false;
        QTest::newRow("fraction") << "text" << "Hello" << "1.5" << false;
        QTest::newRow("words") << "text" << "Hello" << "first" << false;
        QTest::newRow("no type") << " " << "Hello" << "" << false;
        QTest::newRow("no content") << "text" << "  " << "" << false;
    }

    void theFormIsCheckedBeforeSending()
    {
        QFETCH(QString, type);
        QFETCH(QString, content);
        QFETCH(QString, order);
        QFETCH(bool, accepted);
        Testing::FakeClient fake;
        QList<QJsonObject> bodies;
        fake.network.setHandler([&](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
            bodies.append(request.json());
            QJsonObject answer = entryJson(QStringLiteral("e_new"), request.json().value(QStringLiteral("sortOrder")).toDouble(), content);
            return Testing::FakeResponse::json(201, answer);
        });
        TopicEntryWriter writer;
        writer.setClient(&fake.client);
        QSignalSpy created(&writer, &TopicEntryWriter::created);
        QCOMPARE(writer.add(QStringLiteral("topic_1"), {type, content, order}), accepted);
        QCOMPARE(TopicEntryWriter::problem({type, content, order}).isEmpty(), accepted);
        if (!accepted) {
            QVERIFY(!writer.lastProblem().isEmpty());
            QTest::qWait(20);
            QVERIFY(bodies.isEmpty()); // nothing was sent
            QCOMPARE(writer.state(QStringLiteral("topic_1")), WriteTracker::State::None);
            return;
        }
        QCOMPARE(writer.state(QStringLiteral("topic_1")), WriteTracker::State::Pending);
        QTRY_COMPARE(created.size(), 1);
        QCOMPARE(writer.state(QStringLiteral("topic_1")), WriteTracker::State::Done);
        QCOMPARE(bodies.size(), 1);
        const QJsonObject body = bodies.constFirst();
        QCOMPARE(body.value(QStringLiteral("content")).toObject().value(QStringLiteral("type")).toString(), type);
        QCOMPARE(body.value(QStringLiteral("content")).toObject().value(QStringLiteral("content")).toString(), content);
        QCOMPARE(body.contains(QStringLiteral("sortOrder")), !order.isEmpty());
        if (!order.isEmpty())
            QCOMPARE(qint64(body.value(QStringLiteral("sortOrder")).toDouble()), order.toLongLong());
    }

    void aFailedAddKeepsTheFormAndRetries()
    {
        Testing::FakeClient fake;
        int served = 0;
        fake.network.setHandler([&](const Testing::ReceivedRequest &) -> std::optional<Testing::FakeResponse> {
            if (++served == 1)
                return Testing::FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("no such topic"));
            return Testing::FakeResponse::json(201, entryJson(QStringLiteral("e_new"), 3, QStringLiteral("Kept")));
        });
        TopicEntryWriter writer;
        writer.setClient(&fake.client);
        QVERIFY(writer.add(QStringLiteral("topic_1"), {QStringLiteral("text"), QStringLiteral("Kept"), QStringLiteral("3")}));
        QTRY_COMPARE(writer.state(QStringLiteral("topic_1")), WriteTracker::State::Failed);
        QVERIFY(writer.errorText(QStringLiteral("topic_1")).contains(QStringLiteral("no such topic")));
        QCOMPARE(writer.form(QStringLiteral("topic_1")).content, QStringLiteral("Kept"));
        QCOMPARE(writer.form(QStringLiteral("topic_1")).sortOrder, QStringLiteral("3"));
        QVERIFY(writer.retry(QStringLiteral("topic_1")));
        QTRY_COMPARE(writer.state(QStringLiteral("topic_1")), WriteTracker::State::Done);
        QCOMPARE(served, 2);
    }
};

} // namespace tst_topicsmodels

AUDIENCE_TEST_GUILESS_MAIN(tst_topicsmodels, TestTopicsModels)
#include "tst_topicsmodels.moc"
