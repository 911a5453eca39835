// Activity over writes the console really made against a real audience-sandbox (demo data), not a
// generated journal: a person updated, a message sent, a version published, a webhook
// subscription switched on or off, and a person update the sandbox refuses (a phone number that is not
// E.164), each through the console's own models on a connection with its profile's store. Then
// Activity's list model (under QAbstractItemModelTester), its filters (area, outcome, a search,
// days) and its CSV and JSON Lines exports are checked against what was written.
#include "support/sandboxprocess.h"

#include "models/activity/journalexport.h"
#include "models/activity/journalfilter.h"
#include "models/activity/journallistmodel.h"
#include "models/common/modelroles.h"
#include "models/people/peopleactions.h"
#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/webhooks/webhookeditor.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/webhooksapi.h"
#include "support/testmain.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_activitysandbox {

using namespace Audience;
using namespace Audience::Models;

namespace {

// The demo data (docs/sandbox.md): aud_demo_002 (page_demo_01) has version 2 a draft, ready to
// publish; aud_demo_007 (page_demo_02) takes messages; whsub_demo_2 is one of the two subscriptions.
const QString person = QStringLiteral("person_demo_0001");
const QString newName = QStringLiteral("Ada Sandbox-Journal");
const QString messageText = QStringLiteral("Set the meta title to \"Journaled for Activity\"");
const QString publishPage = QStringLiteral("page_demo_01");
const QString publishAudience = QStringLiteral("aud_demo_002");
const QString publishDraft = QStringLiteral("ver_demo_002_2");
const QString subscription = QStringLiteral("whsub_demo_2");

// What a filter keeps, read to the end through the model the place shows.
QList<JournalEntry> kept(WriteJournal &journal, const JournalFilter &filter)
{
    JournalListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setJournal(&journal);
    model.setFilter(filter); // reads the first page
    while (model.readNextPage()) {
    }
    QList<JournalEntry> entries;
    for (int row = 0; row < model.rowCount(); ++row)
        entries.append(*model.entryAt(row));
    return entries;
}

QStringList operationsOf(const QList<JournalEntry> &entries)
{
    QStringList operations;
    for (const JournalEntry &entry : entries)
        operations.append(entry.note.operation);
    return operations;
}

} // namespace

class TestActivitySandbox : public QObject
{
    Q_OBJECT

    Testing::SandboxProcess m_sandbox;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<Net::StaticApiKeyProvider> m_keys;
    std::unique_ptr<Net::ApiClient> m_client;
    QTemporaryDir m_profile;
    std::unique_ptr<Connection> m_connection;
    QDateTime m_before;
    bool m_nowActive = false; // what the subscription's update switched it to

    WriteJournal &journal() { return *m_connection->journal(); }

    // The five writes, each through the model its place uses, each waited for.
    void makeTheWrites()
    {
        PeopleActions *people = m_connection->peopleActions();
        Net::PersonUpdate rename;
        rename.name = newName;
        QVERIFY(people->update(person, rename));
        QTRY_COMPARE_WITH_TIMEOUT(people->state(PeopleActions::updateItem(person)), WriteTracker::State::Done, 10000);
        people->forget(PeopleActions::updateItem(person));

        MessageOutbox *outbox = m_connection->messageOutbox();
        QSignalSpy accepted(outbox, &MessageOutbox::accepted);
        QVERIFY(!outbox->send(QStringLiteral("page_demo_02"), QStringLiteral("aud_demo_007"), messageText).isEmpty());
        QVERIFY(accepted.wait(10000));

        PublishActions *publishes = m_connection->publishActions();
        QVERIFY(publishes->publish(publishPage, publishAudience, publishDraft));
        QTRY_VERIFY_WITH_TIMEOUT(publishes->state(publishDraft) == WriteTracker::State::Done, 20000);

        auto *reply = m_client->webhooks().get(subscription);
        QSignalSpy read(reply, &Net::ApiReply::finished);
        QVERIFY(reply->isFinished() || read.wait(10000));
        QVERIFY(!reply->isError());
        WebhookEditor editor;
        editor.setClient(m_client.get());
        editor.setJournal(m_connection->journal());
        editor.load(reply->value());
        m_nowActive = !editor.active();
        editor.setActive(m_nowActive);
        QVERIFY(editor.save());
        QTRY_COMPARE_WITH_TIMEOUT(editor.saveState(), WebhookEditor::SaveState::Saved, 10000);

        Net::PersonUpdate badPhone;
        badPhone.phoneNumber = QStringLiteral("0301234"); // not E.164: the sandbox refuses it
        QVERIFY(people->update(person, badPhone));
        QTRY_COMPARE_WITH_TIMEOUT(people->state(PeopleActions::updateItem(person)), WriteTracker::State::Failed, 10000);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo")}),
                 qPrintable(m_sandbox.errorString()));
        m_network = std::make_unique<QNetworkAccessManager>();
        m_keys = std::make_unique<Net::StaticApiKeyProvider>(m_sandbox.apiKey());
        m_client = std::make_unique<Net::ApiClient>(m_network.get(), m_keys.get());
        m_client->setBaseUrl(m_sandbox.baseUrl());
        m_connection = std::make_unique<Connection>(m_client.get());
        m_connection->setProfileFolder(m_profile.path());
        m_connection->setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_connection->journal() != nullptr, 10000); // after the first pages
        m_before = QDateTime::currentDateTimeUtc();
        makeTheWrites();
        QVERIFY(!QTest::currentTestFailed());
    }

    // Every write is in the list, newest first, with its outcome and the answer's key fields.
    void theListHoldsWhatWasWritten()
    {
        const QList<JournalEntry> all = kept(journal(), {});
        QCOMPARE(operationsOf(all), (QStringList{JournalOperation::updatePerson, JournalOperation::updateWebhookSubscription,
                                                 JournalOperation::publishVersion, JournalOperation::sendMessage,
                                                 JournalOperation::updatePerson}));
        for (int i = 1; i < all.size(); ++i)
            QVERIFY(all.at(i - 1).id > all.at(i).id);
        QCOMPARE(all.at(0).outcome, JournalEntry::Outcome::Failed);
        QVERIFY2(all.at(0).error.contains(QStringLiteral("phoneNumber")), qPrintable(all.at(0).error));
        for (int i = 1; i < all.size(); ++i)
            QVERIFY2(all.at(i).outcome == JournalEntry::Outcome::Done, qPrintable(all.at(i).note.operation + u' ' + all.at(i).error));
        const QJsonObject published = QJsonDocument::fromJson(all.at(2).answer).object();
        QCOMPARE(published.value(QStringLiteral("versionId")).toString(), publishDraft);
        QCOMPARE(all.at(2).note.audienceId, publishAudience);
        QCOMPARE(all.at(2).method, QByteArray("POST"));
        QVERIFY(!all.at(2).idempotencyKey.isEmpty());
        QCOMPARE(QJsonDocument::fromJson(all.at(3).body).object().value(QStringLiteral("message")).toString(), messageText);
        QCOMPARE(QJsonDocument::fromJson(all.at(4).answer).object().value(QStringLiteral("name")).toString(), newName);
        QCOMPARE(QJsonDocument::fromJson(all.at(1).answer).object().value(QStringLiteral("active")).toBool(), m_nowActive);

        // The model's columns say it in words.
        JournalListModel model;
        model.setJournal(&journal());
        QCOMPARE(model.rowCount(), 5);
        QVERIFY2(model.index(2, JournalListModel::WhatColumn).data().toString().startsWith(QStringLiteral("Published version 2")),
                 qPrintable(model.index(2, JournalListModel::WhatColumn).data().toString()));
        QCOMPARE(model.index(0, JournalListModel::OutcomeColumn).data(JournalListModel::OutcomeRole).toInt(), int(ActivityOutcome::Failed));
    }

    void filters_data()
    {
        QTest::addColumn<int>("kind"); // 0 area, 1 outcome, 2 search, 3 days
        QTest::addColumn<QString>("value");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("area people") << 0 << QStringLiteral("people")
                                     << QStringList{JournalOperation::updatePerson, JournalOperation::updatePerson};
        QTest::newRow("area workspace") << 0 << QStringLiteral("workspace")
                                        << QStringList{JournalOperation::publishVersion, JournalOperation::sendMessage};
        QTest::newRow("area webhooks") << 0 << QStringLiteral("webhooks") << QStringList{JournalOperation::updateWebhookSubscription};
        QTest::newRow("failed") << 1 << QString() << QStringList{JournalOperation::updatePerson};
        QTest::newRow("search the message") << 2 << QStringLiteral("journaled for activity") << QStringList{JournalOperation::sendMessage};
        // Both updates name the person, the failed one by the name the first gave them.
        QTest::newRow("search the new name") << 2 << newName
                                             << QStringList{JournalOperation::updatePerson, JournalOperation::updatePerson};
        QTest::newRow("search the version") << 2 << publishDraft << QStringList{JournalOperation::publishVersion};
        QTest::newRow("search the refused value") << 2 << QStringLiteral("0301234") << QStringList{JournalOperation::updatePerson};
        QTest::newRow("search the subscription") << 2 << subscription << QStringList{JournalOperation::updateWebhookSubscription};
        QTest::newRow("today") << 3 << QStringLiteral("0") << operationsOf(kept(journal(), {}));
        QTest::newRow("before today") << 3 << QStringLiteral("-1") << QStringList();
    }

    // Each filter keeps the writes it names, first with the entries still queued for the text
    // index (written a moment ago), then once the store's worker has indexed them.
    void filters()
    {
        QFETCH(int, kind);
        QFETCH(QString, value);
        QFETCH(QStringList, expected);
        JournalFilter filter;
        if (kind == 0)
            filter.area = value;
        else if (kind == 1)
            filter.outcome = ActivityOutcome::Failed;
        else if (kind == 2)
            filter.search = value;
        else
            filter.from = filter.to = m_before.toLocalTime().date().addDays(value.toInt());
        QCOMPARE(operationsOf(kept(journal(), filter)), expected);
    }

    void filtersOnceIndexed()
    {
        QSqlDatabase db = m_connection->store()->database();
        QSqlQuery queued(db);
        // The store's worker indexes the journal's text within a tick or two.
        QTRY_VERIFY_WITH_TIMEOUT(queued.exec(QStringLiteral("SELECT COUNT(*) FROM journal_text_queue")) && queued.next()
                                     && queued.value(0).toInt() == 0,
                                 3 * ProfileDatabase::checkpointIntervalMs);
        JournalFilter search;
        search.search = QStringLiteral("journaled for activity");
        QCOMPARE(operationsOf(kept(journal(), search)), QStringList{JournalOperation::sendMessage});
        search.search = QStringLiteral("0301234");
        QCOMPARE(operationsOf(kept(journal(), search)), QStringList{JournalOperation::updatePerson});
    }

    // The exports hold the kept writes, every column, as the list shows them.
    void exports()
    {
        JournalFilter filter;
        filter.area = QStringLiteral("people");
        QBuffer csv;
        QVERIFY(csv.open(QIODevice::WriteOnly));
        QString error;
        ProfileDatabase &store = *m_connection->store();
        QCOMPARE(JournalExport::write(store, {filter, journal().liveRuns()}, JournalExport::Format::Csv, csv, &error), qint64(2));
        const QString text = QString::fromUtf8(csv.data());
        QVERIFY(text.contains(QStringLiteral("# Entries kept by the filter People, newest first\r\n")));
        QVERIFY2(text.contains(QStringLiteral(",failed,Update person ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(",done,Updated person ")), qPrintable(text));
        QVERIFY(text.contains(newName));

        QBuffer lines;
        QVERIFY(lines.open(QIODevice::WriteOnly));
        QCOMPARE(JournalExport::write(store, {{}, journal().liveRuns()}, JournalExport::Format::JsonLines, lines, &error), qint64(5));
        const QList<QByteArray> rows = lines.data().trimmed().split('\n');
        QCOMPARE(rows.size(), 5);
        const QJsonObject publish = QJsonDocument::fromJson(rows.at(2)).object();
        QCOMPARE(publish.value(QStringLiteral("operation")).toString(), JournalOperation::publishVersion);
        QCOMPARE(publish.value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QCOMPARE(publish.value(QStringLiteral("answer")).toObject().value(QStringLiteral("versionId")).toString(), publishDraft);
        const QJsonObject failed = QJsonDocument::fromJson(rows.at(0)).object();
        QCOMPARE(failed.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(failed.value(QStringLiteral("body")).toObject().value(QStringLiteral("phoneNumber")).toString(), QStringLiteral("0301234"));
    }

    void cleanupTestCase()
    {
        m_connection.reset();
    }
};

} // namespace tst_activitysandbox

AUDIENCE_TEST_GUILESS_MAIN(tst_activitysandbox, TestActivitySandbox)
#include "tst_activitysandbox.moc"
