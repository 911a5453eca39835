// The People area's models: the field checks and the JSON payload check on their own, then against a
// real audience-sandbox (demo data): the person search paged to the end under
// QAbstractItemModelTester, the editor's PATCH (only changed fields, a cleared field stored as
// null), the activity log (newest first, includeDeleted, deleted marked), and a log entry added
// through PersonLogComposer, once even when the answer to the write is lost.
#include "fakeclient.h"
#include "support/sandboxprocess.h"

#include "models/common/modelroles.h"
#include "models/people/jsonpayload.h"
#include "models/people/knownpeople.h"
#include "models/people/peopleactions.h"
#include "models/people/personeditor.h"
#include "models/people/personfieldcheck.h"
#include "models/people/personlogcomposer.h"
#include "models/people/personlogmodel.h"
#include "models/people/personsearchmodel.h"
#include "models/common/placeids.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/peopleapi.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace tst_peoplemodels {

using namespace Audience;
using Models::LoadState;
using Models::PersonEditor;
using Models::PersonLogComposer;

namespace {

// Every log entry of a person as the service has it (includeDeleted), straight from net/.
QList<Net::PersonLog> fetchLogs(Net::ApiClient &client, const QString &personId, bool includeDeleted)
{
    QList<Net::PersonLog> logs;
    QString cursor;
    for (int guard = 0; guard < 50; ++guard) {
        Net::PersonLogQuery query;
        query.cursor = cursor;
        query.limit = 200;
        query.includeDeleted = includeDeleted;
        auto *reply = client.people().logs(personId, query);
        QSignalSpy done(reply, &Net::ApiReply::finished);
        if (!reply->isFinished() && !done.wait(10000))
            return {};
        if (reply->isError())
            return {};
        logs += reply->value().items;
        cursor = reply->value().nextCursor.value_or(QString());
        const bool more = reply->value().hasMore;
        reply->deleteLater();
        if (!more)
            break;
    }
    return logs;
}

std::optional<Net::Person> findPerson(Net::ApiClient &client, const QString &query, const QString &personId)
{
    auto *reply = client.people().search({.query = query, .cursor = {}, .limit = 200});
    QSignalSpy done(reply, &Net::ApiReply::finished);
    if (!reply->isFinished() && !done.wait(10000))
        return std::nullopt;
    std::optional<Net::Person> found;
    if (!reply->isError()) {
        for (const Net::Person &person : reply->value().items) {
            if (person.personId == personId)
                found = person;
        }
    }
    reply->deleteLater();
    return found;
}

} // namespace

class TestPeopleModels : public QObject
{
    Q_OBJECT
private:
    Testing::SandboxProcess m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;

    Net::Person personFromSearch(const QString &query, const QString &personId)
    {
        const auto person = findPerson(*m_client, query, personId);
        return person.value_or(Net::Person{});
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                                  QStringLiteral("--processing-delay-ms"), QStringLiteral("0")}),
                 qPrintable(m_sandbox.errorString()));
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(&m_network, m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
    }

    void phoneCheck_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("empty is not checked") << QString() << true;
        QTest::newRow("uk") << QStringLiteral("+442079460000") << true;
        QTest::newRow("shortest") << QStringLiteral("+12") << true;
        QTest::newRow("longest") << QStringLiteral("+123456789012345") << true;
        QTest::newRow("sixteen digits") << QStringLiteral("+1234567890123456") << false;
        QTest::newRow("one digit") << QStringLiteral("+1") << false;
        QTest::newRow("no plus") << QStringLiteral("4420794600") << false;
        QTest::newRow("leading zero") << QStringLiteral("+0441234") << false;
        QTest::newRow("spaces") << QStringLiteral("+44 20 7946") << false;
    }

    void phoneCheck()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QCOMPARE(Models::PersonFieldCheck::phoneProblem(text).isEmpty(), ok);
    }

    void labelCheck()
    {
        using Models::PersonFieldCheck;
        QVERIFY(PersonFieldCheck::labelProblem(QStringLiteral("Source"), QStringLiteral("website")).isEmpty());
        QVERIFY(PersonFieldCheck::labelProblem(QStringLiteral("Source"), QStringLiteral("page-visited-2")).isEmpty());
        QVERIFY(!PersonFieldCheck::labelProblem(QStringLiteral("Source"), QString()).isEmpty());
        QVERIFY(PersonFieldCheck::labelProblem(QStringLiteral("Source"), QStringLiteral("Website")).contains(QStringLiteral("website")));
        QVERIFY(!PersonFieldCheck::labelProblem(QStringLiteral("Source"), QStringLiteral("page--visited")).isEmpty());
        QVERIFY(!PersonFieldCheck::labelProblem(QStringLiteral("Source"), QStringLiteral("-page")).isEmpty());
        QVERIFY(!PersonFieldCheck::labelProblem(QStringLiteral("Source"), QStringLiteral("page_visited")).isEmpty());
        QVERIFY(PersonFieldCheck::labelProblem(QStringLiteral("Source"), QString(100, u'a')).isEmpty());
        QVERIFY(!PersonFieldCheck::labelProblem(QStringLiteral("Source"), QString(101, u'a')).isEmpty());
    }

    void jsonPayloadCheck()
    {
        using Models::JsonPayload;
        QVERIFY(JsonPayload::check(QString()).valid);
        QVERIFY(JsonPayload::check(QStringLiteral("  \n ")).valid);
        const auto ok = JsonPayload::check(QStringLiteral("{\"a\": 1, \"b\": {\"c\": [1, 2]}}"));
        QVERIFY(ok.valid);
        QCOMPARE(ok.object.value(QStringLiteral("a")).toInt(), 1);
        QCOMPARE(ok.position, -1);

        // A missing comma on line 3: the mark lands on line 3, at the key that follows.
        const QString broken = QStringLiteral("{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}");
        const auto bad = JsonPayload::check(broken);
        QVERIFY(!bad.valid);
        QVERIFY2(bad.line == 3 || bad.line == 4, qPrintable(bad.message));
        QVERIFY(bad.column >= 1);
        QVERIFY(bad.message.contains(QStringLiteral("Line %1, column %2").arg(bad.line).arg(bad.column)));
        QVERIFY(bad.position >= broken.indexOf(QStringLiteral("2\n")) && bad.position <= broken.indexOf(QStringLiteral("\"c\"")));

        // Columns count characters, not UTF-8 bytes.
        const auto accented = JsonPayload::check(QStringLiteral("{\"é\": \"ü\" x}"));
        QVERIFY(!accented.valid);
        QCOMPARE(accented.line, 1);
        QCOMPARE(QStringLiteral("{\"é\": \"ü\" x}").at(accented.position), u'x');

        const auto array = JsonPayload::check(QStringLiteral("  [1, 2]"));
        QVERIFY(!array.valid);
        QCOMPARE(array.position, 2);
        QVERIFY(array.message.contains(QStringLiteral("object")));
    }

    void searchPagesToTheEnd()
    {
        Models::KnownPeople known;
        Models::PersonSearchModel model(m_client.get());
        model.setKnownPeople(&known);
        model.setPageSize(40);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy pages(&model, &Models::PagedListModel::pageLoaded);
        model.reload();
        QVERIFY(pages.wait(20000));
        QCOMPARE(pages.first().at(1).toInt(), 40); // a page is pageSize rows
        QVERIFY(model.hasExactCount());
        QCOMPARE(model.totalCount(), 300);
        QCOMPARE(model.countText(), QStringLiteral("300 people"));
        // The tester (like a view) asks for more; make sure every page is asked for.
        while (model.state() != LoadState::Complete) {
            if (model.canFetchMore({}))
                model.fetchMore({});
            QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), 20000);
        }
        QCOMPARE(pages.size(), 8); // 7 × 40 + 20
        QCOMPARE(model.state(), LoadState::Complete);
        QCOMPARE(model.rowCount(), 300);
        QSet<QString> ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids.insert(model.index(row, 0).data(Models::IdRole).toString());
        QCOMPARE(ids.size(), 300);
        QCOMPARE(known.count(), 300); // every row is known, for openItem and the quick search
        QVERIFY(model.index(0, Models::PersonSearchModel::UpdatedColumn).data(Models::SortRole).toDateTime().isValid());
    }

    void uncountedSearchSaysMany()
    {
        // The spec lets a person search answer totalCount: null (the service did not count).
        const auto person = [](int n) {
            return QJsonObject{{QStringLiteral("personId"), QStringLiteral("person_%1").arg(n)},
                               {QStringLiteral("name"), QStringLiteral("Person %1").arg(n)},
                               {QStringLiteral("email"), QJsonValue::Null},
                               {QStringLiteral("domain"), QJsonValue::Null},
                               {QStringLiteral("slug"), QStringLiteral("person-%1").arg(n)},
                               {QStringLiteral("phoneNumber"), QJsonValue::Null},
                               {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null},
                               {QStringLiteral("createdAt"), QStringLiteral("2026-01-01T10:00:00Z")},
                               {QStringLiteral("updatedAt"), QStringLiteral("2026-01-02T10:00:00Z")}};
        };
        Testing::FakeClient api;
        api.network.routeOnce("GET", QStringLiteral("/v0/persons/search"),
                              Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), QJsonArray{person(1), person(2)}},
                                                                           {QStringLiteral("hasMore"), true},
                                                                           {QStringLiteral("nextCursor"), QStringLiteral("c2")},
                                                                           {QStringLiteral("totalCount"), QJsonValue::Null}}));
        api.network.route("GET", QStringLiteral("/v0/persons/search"),
                          Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), QJsonArray{person(3)}},
                                                                       {QStringLiteral("hasMore"), false},
                                                                       {QStringLiteral("nextCursor"), QJsonValue::Null},
                                                                       {QStringLiteral("totalCount"), QJsonValue::Null}}));
        Models::PersonSearchModel model(&api.client);
        model.setPageSize(2);
        model.setQuery(QStringLiteral("person"));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 2, 5000);
        // Nobody asked for the second page yet: there may be more, uncounted.
        QCOMPARE(model.state(), LoadState::Idle);
        QVERIFY(!model.hasExactCount());
        QCOMPARE(model.totalCount(), -1);
        QCOMPARE(model.countText(), QStringLiteral("many people (2 shown)"));
        // The tester asks for more by itself, like a view scrolled down; ask too, in case it did not.
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        if (model.canFetchMore({}))
            model.fetchMore({});
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 5000);
        QCOMPARE(model.rowCount(), 3);
        // The service said there are no more: every match is a row, so the count is exact.
        QVERIFY(model.hasExactCount());
        QCOMPARE(model.totalCount(), -1);
        QCOMPARE(model.countText(), QStringLiteral("3 people"));
        const auto requests = api.network.requestsTo("GET", QStringLiteral("/v0/persons/search"));
        QCOMPARE(requests.size(), 2);
        QCOMPARE(requests.at(1).queryValue(QStringLiteral("cursor")), QStringLiteral("c2"));
        QCOMPARE(requests.at(0).queryValue(QStringLiteral("query")), QStringLiteral("person"));
        // Null fields are empty cells, never "null".
        QCOMPARE(model.index(0, Models::PersonSearchModel::EmailColumn).data().toString(), QString());
    }

    // A person's activity and a person search answered "more" without a cursor: both keep the rows
    // they got and say why they stopped.
    void listsKeepTheirRowsWhenNoCursorFollows()
    {
        const auto log = [](int n) {
            return QJsonObject{{QStringLiteral("personLogId"), QStringLiteral("plog_%1").arg(n)},
                               {QStringLiteral("personId"), QStringLiteral("person_1")},
                               {QStringLiteral("type"), QStringLiteral("webhook")},
                               {QStringLiteral("source"), QStringLiteral("crm")},
                               {QStringLiteral("createdPerson"), false},
                               {QStringLiteral("createdAt"), QStringLiteral("2026-01-0%1T10:00:00Z").arg(n)}};
        };
        const auto person = [](int n) {
            return QJsonObject{{QStringLiteral("personId"), QStringLiteral("person_%1").arg(n)},
                               {QStringLiteral("name"), QStringLiteral("Person %1").arg(n)},
                               {QStringLiteral("email"), QJsonValue::Null},
                               {QStringLiteral("domain"), QJsonValue::Null},
                               {QStringLiteral("slug"), QStringLiteral("person-%1").arg(n)},
                               {QStringLiteral("phoneNumber"), QJsonValue::Null},
                               {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null},
                               {QStringLiteral("createdAt"), QStringLiteral("2026-01-01T10:00:00Z")},
                               {QStringLiteral("updatedAt"), QStringLiteral("2026-01-02T10:00:00Z")}};
        };
        // totalCount: null is allowed for a person search only.
        const auto endless = [](const QJsonArray &items, const QJsonValue &total) {
            return QJsonObject{{QStringLiteral("items"), items},
                               {QStringLiteral("hasMore"), true},
                               {QStringLiteral("nextCursor"), QJsonValue::Null},
                               {QStringLiteral("totalCount"), total}};
        };
        Testing::FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/persons/person_1/logs"), Testing::FakeResponse::json(200, endless({log(1), log(2)}, 9)));
        api.network.route("GET", QStringLiteral("/v0/persons/search"),
                          Testing::FakeResponse::json(200, endless({person(1)}, QJsonValue::Null)));
        Models::PersonLogModel logs(&api.client);
        QAbstractItemModelTester logsTester(&logs, QAbstractItemModelTester::FailureReportingMode::QtTest);
        logs.setPersonId(QStringLiteral("person_1"));
        QTRY_VERIFY2(logs.state() == LoadState::Complete, qPrintable(logs.errorMessage()));
        QCOMPARE(logs.rowCount(), 2);
        QVERIFY(logs.errorMessage().isEmpty());
        QVERIFY2(logs.notice().contains(QStringLiteral("no cursor")), qPrintable(logs.notice()));

        Models::PersonSearchModel people(&api.client);
        people.setQuery(QStringLiteral("ada"));
        QAbstractItemModelTester peopleTester(&people, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(people.state(), LoadState::Complete);
        QCOMPARE(people.rowCount(), 1);
        QVERIFY2(people.notice().contains(QStringLiteral("no cursor")), qPrintable(people.notice()));
        // It may have had more: the count does not claim to be exact.
        QCOMPARE(people.countText(), QStringLiteral("many people (1 shown)"));
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/persons/person_1/logs")).size(), 1);
        QCOMPARE(api.network.requestsTo("GET", QStringLiteral("/v0/persons/search")).size(), 1);
    }

    // A single answer, not counted, with nothing more: "2 people", never "many people (2 shown)".
    void anUncountedSearchWithNoMoreIsExact()
    {
        const auto person = [](int n) {
            return QJsonObject{{QStringLiteral("personId"), QStringLiteral("person_%1").arg(n)},
                               {QStringLiteral("name"), QStringLiteral("Person %1").arg(n)},
                               {QStringLiteral("email"), QJsonValue::Null},
                               {QStringLiteral("domain"), QJsonValue::Null},
                               {QStringLiteral("slug"), QStringLiteral("person-%1").arg(n)},
                               {QStringLiteral("phoneNumber"), QJsonValue::Null},
                               {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null},
                               {QStringLiteral("createdAt"), QStringLiteral("2026-01-01T10:00:00Z")},
                               {QStringLiteral("updatedAt"), QStringLiteral("2026-01-02T10:00:00Z")}};
        };
        Testing::FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/persons/search"),
                          Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), QJsonArray{person(1), person(2)}},
                                                                       {QStringLiteral("hasMore"), false},
                                                                       {QStringLiteral("nextCursor"), QJsonValue::Null},
                                                                       {QStringLiteral("totalCount"), QJsonValue::Null}}));
        Models::PersonSearchModel model(&api.client);
        QSignalSpy counts(&model, &Models::PersonSearchModel::countChanged);
        model.setQuery(QStringLiteral("person"));
        QTRY_VERIFY2(model.state() == LoadState::Complete, qPrintable(model.errorMessage()));
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.hasExactCount());
        QCOMPARE(model.countText(), QStringLiteral("2 people"));
        QVERIFY(!counts.isEmpty()); // a view showing the count hears of it
    }

    void searchNarrowsAndFindsNothing()
    {
        Models::PersonSearchModel model(m_client.get());
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setQuery(QStringLiteral("zzzz-nobody-zzzz"));
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.countText(), QStringLiteral("0 people"));
        const Net::Person someone = personFromSearch(QString(), QStringLiteral("person_demo_0002"));
        QVERIFY(!someone.name.isEmpty());
        model.setQuery(someone.name);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QVERIFY(model.rowOf(someone.personId) >= 0);
    }

    void debouncedSearchAsksOnce()
    {
        Models::PersonSearchModel model(m_client.get());
        model.setDebounceMs(50);
        QSignalSpy states(&model, &Models::PagedListModel::stateChanged);
        for (const QString &text : {QStringLiteral("a"), QStringLiteral("ad"), QStringLiteral("ada")})
            model.setQuery(text);
        QCOMPARE(model.state(), LoadState::Idle); // nothing asked while typing
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        int loadings = 0;
        for (const QList<QVariant> &args : states)
            loadings += args.at(0).value<LoadState>() == LoadState::Loading;
        QCOMPARE(loadings, 1);
    }

    void editorSendsOnlyChangesAndClears()
    {
        Models::KnownPeople known;
        Models::PeopleActions actions(&known);
        actions.setClient(m_client.get());
        // A person with an email, a phone and a LinkedIn URL (demo: k % 17 != 0, k % 3 != 2, k % 4 != 3).
        const Net::Person person = personFromSearch(QString(), QStringLiteral("person_demo_0004"));
        QVERIFY(person.email.has_value());
        QVERIFY(person.phoneNumber.has_value());
        PersonEditor editor(&actions);
        editor.setPerson(person);
        QVERIFY(!editor.isDirty());
        QVERIFY(!editor.canSave());

        // The name cannot be cleared.
        editor.setText(PersonEditor::Name, QStringLiteral("  "));
        QVERIFY(!editor.problem(PersonEditor::Name).isEmpty());
        QVERIFY(!editor.canSave());
        editor.setText(PersonEditor::Name, person.name);

        // The phone is checked as typed.
        editor.setText(PersonEditor::Phone, QStringLiteral("+44 20"));
        QVERIFY(!editor.problem(PersonEditor::Phone).isEmpty());
        QVERIFY(!editor.canSave());
        editor.setText(PersonEditor::Phone, QStringLiteral("+442079460123"));
        QVERIFY(editor.problem(PersonEditor::Phone).isEmpty());

        // Emptying the email means "remove it": null, and the form says so.
        editor.setText(PersonEditor::Email, QString());
        QCOMPARE(editor.change(PersonEditor::Email), PersonEditor::Change::Cleared);
        QVERIFY(editor.hint(PersonEditor::Email).contains(QStringLiteral("removed")));
        const Net::PersonUpdate update = editor.pendingUpdate();
        QVERIFY(!update.name.has_value());
        QVERIFY(update.email.isNull());
        QVERIFY(update.domain.isAbsent());
        QVERIFY(update.linkedinProfileUrl.isAbsent());
        QCOMPARE(update.phoneNumber.value(), QStringLiteral("+442079460123"));

        QSignalSpy saved(&editor, &PersonEditor::saved);
        QVERIFY(editor.canSave());
        QVERIFY(editor.save());
        QVERIFY(editor.isSaving());
        QVERIFY(saved.wait(10000));
        QVERIFY(!editor.isDirty());
        QVERIFY(!editor.person().email.has_value());
        QCOMPARE(editor.person().phoneNumber.value_or(QString()), QStringLiteral("+442079460123"));
        QCOMPARE(known.find(person.personId)->phoneNumber.value_or(QString()), QStringLiteral("+442079460123"));

        // The service stored null (read back by a fresh search), and kept the fields not sent.
        const Net::Person again = personFromSearch(person.name, person.personId);
        QCOMPARE(again.personId, person.personId);
        QVERIFY(!again.email.has_value());
        QCOMPARE(again.domain, person.domain);
        QCOMPARE(again.linkedinProfileUrl, person.linkedinProfileUrl);
    }

    void failedSaveKeepsTheForm()
    {
        Models::KnownPeople known;
        Models::PeopleActions actions(&known);
        actions.setClient(m_client.get());
        Net::Person ghost;
        ghost.personId = QStringLiteral("person_does_not_exist");
        ghost.name = QStringLiteral("Nobody");
        PersonEditor editor(&actions);
        editor.setPerson(ghost);
        editor.setText(PersonEditor::Domain, QStringLiteral("example.com"));
        QSignalSpy failed(&editor, &PersonEditor::saveFailed);
        QVERIFY(editor.save());
        QVERIFY(failed.wait(10000));
        QVERIFY(editor.isDirty());
        QCOMPARE(editor.text(PersonEditor::Domain), QStringLiteral("example.com"));
        QVERIFY(!editor.errorText().isEmpty());
    }

    void logNewestFirstWithDeleted()
    {
        // A demo person with a deleted entry (every 16th entry of the demo data is).
        QString personId;
        int allCount = 0;
        int visibleCount = 0;
        for (int k = 1; k <= 60 && personId.isEmpty(); ++k) {
            const QString id = QStringLiteral("person_demo_%1").arg(k, 4, 10, QLatin1Char('0'));
            const QList<Net::PersonLog> all = fetchLogs(*m_client, id, true);
            const QList<Net::PersonLog> visible = fetchLogs(*m_client, id, false);
            if (all.size() > visible.size() && visible.size() >= 2) {
                personId = id;
                allCount = int(all.size());
                visibleCount = int(visible.size());
            }
        }
        QVERIFY2(!personId.isEmpty(), "no demo person with a deleted log entry among the first 60");

        Models::PersonLogModel model(m_client.get());
        model.setPageSize(1); // one entry per page: the model pages to the end by itself
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPersonId(personId);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QCOMPARE(model.rowCount(), visibleCount);
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY(!Models::PersonLogModel::isDeleted(model.logAt(row)));
        for (int row = 1; row < model.rowCount(); ++row) {
            const QDateTime newer = model.index(row - 1, 0).data(Models::SortRole).toDateTime();
            const QDateTime older = model.index(row, 0).data(Models::SortRole).toDateTime();
            QVERIFY2(newer >= older, "the log is newest first");
        }

        model.setIncludeDeleted(true);
        QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
        QCOMPARE(model.rowCount(), allCount);
        int deleted = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.index(row, 0).data(Models::StatusRole).toString() == QLatin1String("deleted")) {
                ++deleted;
                QVERIFY(model.index(row, Models::PersonLogModel::StatusColumn).data().toString().startsWith(QStringLiteral("Deleted")));
            }
        }
        QCOMPARE(deleted, allCount - visibleCount);
        // Every demo payload is an object, shown indented; page visits name their page.
        QVERIFY(model.payloadText(0).startsWith(u'{'));
        QVERIFY(model.payloadText(0).contains(u'\n'));
    }

    void logTargetFromPayload()
    {
        // Find a demo page visit: its payload names the page, so the entry opens it.
        for (int k = 1; k <= 40; ++k) {
            const QString id = QStringLiteral("person_demo_%1").arg(k, 4, 10, QLatin1Char('0'));
            Models::PersonLogModel model(m_client.get());
            model.setPersonId(id);
            QTRY_COMPARE_WITH_TIMEOUT(model.state(), LoadState::Complete, 20000);
            for (int row = 0; row < model.rowCount(); ++row) {
                if (model.logAt(row).type.value() == QLatin1String("page-visited")) {
                    // The audience shown first (the more specific), then its page.
                    const auto targets = model.targets(row);
                    QCOMPARE(targets.size(), 2);
                    QCOMPARE(targets.at(0).first, Models::PlaceId::audiences);
                    QVERIFY(targets.at(0).second.startsWith(QStringLiteral("aud_demo_")));
                    QCOMPARE(targets.at(1).first, Models::PlaceId::pages);
                    QVERIFY(targets.at(1).second.startsWith(QStringLiteral("page_demo_")));
                    // An entry naming neither has nothing to open.
                    for (int other = 0; other < model.rowCount(); ++other) {
                        const QJsonObject payload = model.logAt(other).payload.value();
                        if (!payload.contains(QStringLiteral("pageId")) && !payload.contains(QStringLiteral("audienceId")))
                            QVERIFY(model.targets(other).isEmpty());
                    }
                    return;
                }
            }
        }
        QFAIL("no page-visited entry among the first 40 demo people");
    }

    void composerChecksAsTyped()
    {
        Models::KnownPeople known;
        Models::PeopleActions actions(&known);
        PersonLogComposer composer(&actions, &known);
        composer.setPerson(QStringLiteral("person_demo_0001"), QStringLiteral("Ada"));
        QVERIFY(!composer.isValid()); // no source yet
        composer.setSource(QStringLiteral("Web Site"));
        QVERIFY(!composer.problem(PersonLogComposer::Field::Source).isEmpty());
        composer.setSource(QStringLiteral("web-site"));
        QVERIFY(composer.problem(PersonLogComposer::Field::Source).isEmpty());
        QVERIFY(composer.problem(PersonLogComposer::Field::Type).isEmpty()); // may stay empty
        QCOMPARE(composer.effectiveType(), QStringLiteral("webhook"));
        QVERIFY(composer.typeHint().contains(QStringLiteral("webhook")));
        composer.setPayloadText(QStringLiteral("{\"a\": }"));
        QVERIFY(!composer.isValid());
        QCOMPARE(composer.payloadErrorLine(), 1);
        QVERIFY(composer.payloadErrorColumn() > 1);
        composer.setPayloadText(QStringLiteral("{\"a\": 1}"));
        QVERIFY(composer.isValid());
        composer.setSubject(PersonLogComposer::Subject::Phone);
        composer.setSubjectValue(QStringLiteral("0171"));
        QVERIFY(!composer.isValid());
        composer.setSubjectValue(QStringLiteral("+14155551004"));
        QVERIFY(composer.isValid());
        const Net::NewPersonLog entry = composer.entry();
        QCOMPARE(entry.phoneNumber.value_or(QString()), QStringLiteral("+14155551004"));
        QVERIFY(!entry.personId.has_value());
        QCOMPARE(entry.type, QStringLiteral("webhook"));
    }

    void addedByEmailSaysWho()
    {
        Models::KnownPeople known;
        Models::PeopleActions actions(&known);
        actions.setClient(m_client.get());
        const Net::Person person = personFromSearch(QString(), QStringLiteral("person_demo_0005"));
        QVERIFY(person.email.has_value());
        known.remember(person);
        const int before = int(fetchLogs(*m_client, person.personId, true).size());

        PersonLogComposer composer(&actions, &known);
        composer.setSource(QStringLiteral("console-test"));
        composer.setType(QStringLiteral("note-added"));
        composer.setPayloadText(QStringLiteral("{\"note\": \"called back\"}"));
        composer.setSubject(PersonLogComposer::Subject::Email);
        composer.setSubjectValue(person.email->toUpper()); // the sandbox matches case-insensitively
        QSignalSpy added(&composer, &PersonLogComposer::added);
        QVERIFY(composer.submit());
        QVERIFY(added.wait(10000));
        QCOMPARE(composer.created().personId, person.personId);
        QVERIFY(!composer.created().createdPerson);
        QCOMPARE(composer.resultText(), QStringLiteral("Added to %1, matched by email.").arg(person.name));
        const QList<Net::PersonLog> logs = fetchLogs(*m_client, person.personId, true);
        QCOMPARE(logs.size(), before + 1);
        bool found = false;
        for (const Net::PersonLog &log : logs)
            found = found || (log.idempotencyKey.value() == composer.idempotencyKey() && log.type.value() == QLatin1String("note-added"));
        QVERIFY(found);
    }

    void lostAnswerAddsOnce()
    {
        // Every applied write loses its answer: the client (or Qt, resending the POST once) asks
        // again with the same idempotencyKey and gets the first answer; nothing is written twice.
        Testing::SandboxProcess lossy;
        QVERIFY2(lossy.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                              QStringLiteral("--fault-drop-after-write-rate"), QStringLiteral("1")}),
                 qPrintable(lossy.errorString()));
        QNetworkAccessManager network;
        Net::StaticApiKeyProvider keys(lossy.apiKey());
        Net::ApiClient client(&network, &keys);
        client.setBaseUrl(lossy.baseUrl());
        const QString personId = QStringLiteral("person_demo_0007");
        const int before = int(fetchLogs(client, personId, true).size());

        Models::KnownPeople known;
        Models::PeopleActions actions(&known);
        actions.setClient(&client);
        PersonLogComposer composer(&actions, &known);
        composer.setPerson(personId, QStringLiteral("Someone"));
        composer.setSource(QStringLiteral("console-test"));
        composer.setPayloadText(QStringLiteral("{\"attempt\": 1}"));
        QVERIFY(composer.submit());
        const QString key = composer.idempotencyKey();
        QVERIFY(!key.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(composer.state() != Models::WriteTracker::State::Pending, 30000);
        // Whether the first answer came back on Qt's own resend or the write failed as lost, the
        // user's retry (Save again) sends the same key.
        if (composer.state() == Models::WriteTracker::State::Failed) {
            QVERIFY(composer.submit());
            QCOMPARE(composer.idempotencyKey(), key);
            QTRY_COMPARE_WITH_TIMEOUT(composer.state(), Models::WriteTracker::State::Done, 30000);
        }
        QCOMPARE(composer.state(), Models::WriteTracker::State::Done);
        QCOMPARE(composer.created().personId, personId);
        const QList<Net::PersonLog> logs = fetchLogs(client, personId, true);
        QCOMPARE(logs.size(), before + 1);
        int withKey = 0;
        for (const Net::PersonLog &log : logs)
            withKey += log.idempotencyKey.value() == key;
        QCOMPARE(withKey, 1);
    }

    void retryReusesTheKey()
    {
        // No service at all: the write fails; Retry (and Save with the same entry) keep the key.
        QNetworkAccessManager network;
        Net::StaticApiKeyProvider keys(QByteArrayLiteral("key"));
        Net::ApiClient client(&network, &keys);
        client.setBaseUrl(QUrl(QStringLiteral("http://127.0.0.1:1")));
        Models::KnownPeople known;
        Models::PeopleActions actions(&known);
        actions.setClient(&client);
        PersonLogComposer composer(&actions, &known);
        composer.setPerson(QStringLiteral("person_demo_0001"), QStringLiteral("Ada"));
        composer.setSource(QStringLiteral("website"));
        QVERIFY(composer.submit());
        const QString key = composer.idempotencyKey();
        QTRY_COMPARE_WITH_TIMEOUT(composer.state(), Models::WriteTracker::State::Failed, 30000);
        QVERIFY(!composer.errorText().isEmpty());
        QVERIFY(composer.retry());
        QCOMPARE(composer.idempotencyKey(), key);
        QTRY_COMPARE_WITH_TIMEOUT(composer.state(), Models::WriteTracker::State::Failed, 30000);
        QVERIFY(composer.submit()); // the same entry: the same action
        QCOMPARE(composer.idempotencyKey(), key);
        QTRY_COMPARE_WITH_TIMEOUT(composer.state(), Models::WriteTracker::State::Failed, 30000);
        composer.setSource(QStringLiteral("another-source"));
        QVERIFY(composer.submit()); // another entry: a new action, a new key
        QVERIFY(composer.idempotencyKey() != key);
    }
};

} // namespace tst_peoplemodels

AUDIENCE_TEST_GUILESS_MAIN(tst_peoplemodels, TestPeopleModels)
#include "tst_peoplemodels.moc"
