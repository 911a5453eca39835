// A write an earlier run left not confirmed, shown in its own place: a person's update
// above their form, a log entry above their log, a topic entry above the topic's form, a
// subscription's update above its editor, each with the notice Activity gives, Retry (sent once,
// as the journal recorded it), Discard (nothing sent, the entry discarded) and Show in Activity.
#include "models/activity/unsettledwrite.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "net/persontypes.h"
#include "net/topictypes.h"
#include "ui/common/unsettledwritenotice.h"
#include "ui/people/persondetailview.h"
#include "ui/topics/topicdetailview.h"
#include "ui/webhooks/webhooksplace.h"
#include "support/journalhub.h"
#include "support/testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace tst_unsettledwrites {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;
using Audience::Ui::UnsettledWriteNotice;

namespace {

const QJsonObject emptyList = emptyListPage();
const QString when = QStringLiteral("2024-01-02T00:00:00Z");
using Hub = JournalHub;

// A write as a run that died before the answer left it: pending, in another run, its request made,
// keyed by its target.
qint64 leftByAnEarlierRun(const QString &folder, const JournalNote &note, const QByteArray &method, const QString &path,
                          const QByteArray &body)
{
    return Testing::leftByAnEarlierRun(folder, note, QStringLiteral("key-%1").arg(note.targetId), method, path, body);
}

QJsonObject personJson(const QString &id, const QString &name)
{
    return {{QStringLiteral("personId"), id},          {QStringLiteral("name"), name},
            {QStringLiteral("email"), QJsonValue::Null}, {QStringLiteral("domain"), QJsonValue::Null},
            {QStringLiteral("slug"), id},               {QStringLiteral("phoneNumber"), QJsonValue::Null},
            {QStringLiteral("linkedinProfileUrl"), QJsonValue::Null},
            {QStringLiteral("createdAt"), when},         {QStringLiteral("updatedAt"), when}};
}

Net::Person person(const QString &id, const QString &name)
{
    Net::Person p;
    p.personId = id;
    p.name = name;
    return p;
}

// The notice shows the entry as Activity does, and Retry sends it once; the answer settles it.
void retryOnce(Hub &hub, UnsettledWriteNotice *notice, qint64 id, const QByteArray &method, const QString &path, const QByteArray &body)
{
    QTRY_VERIFY(!notice->isHidden());
    QCOMPARE(notice->write()->entry()->id, id);
    QVERIFY2(notice->noticeLabel()->text().startsWith(QStringLiteral("Not confirmed: the console closed before the service answered.")),
             qPrintable(notice->noticeLabel()->text()));
    QVERIFY(!notice->retryButton()->isHidden());
    QVERIFY(!notice->discardButton()->isHidden());
    QSignalSpy open(notice, &UnsettledWriteNotice::openRequested);
    notice->showInActivityButton()->click();
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first().at(0).toString(), PlaceId::activity);
    QCOMPARE(open.first().at(1).toString(), QString::number(id));

    notice->retryButton()->click();
    QTRY_COMPARE(hub.outcome(id), JournalEntry::Outcome::Done);
    const QList<ReceivedRequest> sent = hub.api.network.requestsTo(method, path);
    QCOMPARE(sent.size(), 1);
    QCOMPARE(sent.first().body, body);
    QTRY_VERIFY(notice->retryButton()->isHidden()); // settled: nothing left to retry
    QVERIFY(notice->discardButton()->isHidden());
    QTRY_COMPARE(notice->outcomeLabel()->text(), QStringLiteral("Done: the service took it."));
    QTest::qWait(50); // nothing more goes out
    QCOMPARE(hub.api.network.requestsTo(method, path).size(), 1);
}

// Discard sends nothing, and the notice goes (or shows the next unsettled entry, `next`).
void discard(Hub &hub, UnsettledWriteNotice *notice, qint64 id, const QByteArray &method, const QString &path, qint64 next = 0)
{
    QTRY_VERIFY(!notice->isHidden());
    QCOMPARE(notice->write()->entry()->id, id);
    notice->discardButton()->click();
    QCOMPARE(hub.outcome(id), JournalEntry::Outcome::Discarded);
    if (next == 0)
        QTRY_VERIFY(notice->isHidden());
    else
        QTRY_COMPARE(notice->write()->entry()->id, next);
    QVERIFY(hub.api.network.requestsTo(method, path).isEmpty());
}

} // namespace

class TestUnsettledWrites : public QObject
{
    Q_OBJECT

private slots:
    void aPersonUpdateInThePersonsForm()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"name":"Ada Lovelace"})";
        const QString path = QStringLiteral("/v0/persons/person_1");
        const qint64 id = leftByAnEarlierRun(dir.path(), {JournalOperation::updatePerson, QStringLiteral("people"), {}, {},
                                                          QStringLiteral("person_1"), QStringLiteral("Ada"), {}},
                                             "PATCH", path, body);
        const qint64 other = leftByAnEarlierRun(dir.path(), {JournalOperation::updatePerson, QStringLiteral("people"), {}, {},
                                                             QStringLiteral("person_2"), QStringLiteral("Bob"), {}},
                                                "PATCH", QStringLiteral("/v0/persons/person_2"), R"({"name":"Bob"})");
        Hub hub(dir.path());
        Ui::PersonDetailView view(&hub.connection);
        QVERIFY(hub.waitForStore());
        hub.api.network.route("PATCH", path, FakeResponse::json(200, personJson(QStringLiteral("person_1"), QStringLiteral("Ada Lovelace"))));
        QVERIFY(view.updateNotice()->isHidden()); // no one shown yet
        view.showPerson(person(QStringLiteral("person_1"), QStringLiteral("Ada")));
        QVERIFY(view.logNotice()->isHidden()); // no log entry of Ada's is unsettled
        QCOMPARE(view.updateNotice()->titleLabel()->text(), QStringLiteral("Update person Ada"));
        retryOnce(hub, view.updateNotice(), id, "PATCH", path, body);

        view.showPerson(person(QStringLiteral("person_2"), QStringLiteral("Bob")));
        discard(hub, view.updateNotice(), other, "PATCH", QStringLiteral("/v0/persons/person_2"));
    }

    void aLogEntryAboveThePersonsLog()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"personId":"person_1","type":"note","source":"console","payload":{"text":"Called"}})";
        const QString path = QStringLiteral("/v0/person_logs");
        const JournalNote note{JournalOperation::createPersonLog, QStringLiteral("people"), {}, {}, QStringLiteral("person_1"),
                               QStringLiteral("Ada"), {}};
        const qint64 first = leftByAnEarlierRun(dir.path(), note, "POST", path, body);
        const qint64 second = leftByAnEarlierRun(dir.path(), note, "POST", path, body);
        Hub hub(dir.path());
        Ui::PersonDetailView view(&hub.connection);
        QVERIFY(hub.waitForStore());
        view.showPerson(person(QStringLiteral("person_1"), QStringLiteral("Ada")));
        QVERIFY(view.updateNotice()->isHidden());
        // The newest first; discarded, the one before it takes its place.
        discard(hub, view.logNotice(), second, "POST", path, first);
        hub.api.network.route("POST", path,
                              FakeResponse::json(201, QJsonObject{{QStringLiteral("personId"), QStringLiteral("person_1")},
                                                                  {QStringLiteral("personLogId"), QStringLiteral("log_7")},
                                                                  {QStringLiteral("createdAt"), when},
                                                                  {QStringLiteral("createdPerson"), false},
                                                                  {QStringLiteral("source"), QStringLiteral("console")},
                                                                  {QStringLiteral("type"), QStringLiteral("note")}}));
        retryOnce(hub, view.logNotice(), first, "POST", path, body);
    }

    void aTopicEntryAboveTheTopicsForm()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"content":{"type":"faq","content":"Pilots last 30 days."}})";
        const QString path = QStringLiteral("/v0/topics/topic_1/entries");
        const JournalNote note{JournalOperation::createTopicEntry, QStringLiteral("topics"), {}, {}, QStringLiteral("topic_1"), {}, {}};
        const qint64 first = leftByAnEarlierRun(dir.path(), note, "POST", path, body);
        JournalNote otherNote = note;
        otherNote.targetId = QStringLiteral("topic_2");
        const QString otherPath = QStringLiteral("/v0/topics/topic_2/entries");
        const qint64 other = leftByAnEarlierRun(dir.path(), otherNote, "POST", otherPath, body);
        Hub hub(dir.path());
        hub.api.network.route("GET", path, FakeResponse::json(200, emptyList));
        hub.api.network.route("GET", otherPath, FakeResponse::json(200, emptyList));
        Ui::TopicDetailView view(&hub.connection);
        QVERIFY(hub.waitForStore());
        Net::Topic topic;
        topic.topicId = QStringLiteral("topic_1");
        topic.title = QStringLiteral("Pricing");
        view.setTopic(topic);
        QJsonObject created = QJsonDocument::fromJson(body).object();
        created.insert(QStringLiteral("topicEntryId"), QStringLiteral("entry_10"));
        created.insert(QStringLiteral("topicId"), QStringLiteral("topic_1"));
        created.insert(QStringLiteral("sortOrder"), 1);
        created.insert(QStringLiteral("createdAt"), when);
        created.insert(QStringLiteral("updatedAt"), when);
        hub.api.network.route("POST", path, FakeResponse::json(201, created));
        // The notice says what Retry does for an entry without a key: it looks for an identical one first.
        QTRY_VERIFY(view.entryNotice()->noticeLabel()->text().contains(QStringLiteral("identical entry")));
        retryOnce(hub, view.entryNotice(), first, "POST", path, body);

        Net::Topic another;
        another.topicId = QStringLiteral("topic_2");
        another.title = QStringLiteral("Onboarding");
        view.setTopic(another);
        discard(hub, view.entryNotice(), other, "POST", otherPath);
    }

    void aSubscriptionUpdateAboveItsEditor()
    {
        QTemporaryDir dir;
        const QByteArray body = R"({"active":false})";
        const QString path = QStringLiteral("/v0/webhook_subscriptions/whsub_1");
        const JournalNote note{JournalOperation::updateWebhookSubscription, QStringLiteral("webhooks"), {}, {},
                               QStringLiteral("whsub_1"), QStringLiteral("https://example.test/hook"), {}};
        const qint64 first = leftByAnEarlierRun(dir.path(), note, "PATCH", path, body);
        JournalNote otherNote = note;
        otherNote.targetId = QStringLiteral("whsub_2");
        const qint64 other = leftByAnEarlierRun(dir.path(), otherNote, "PATCH", QStringLiteral("/v0/webhook_subscriptions/whsub_2"), body);
        Hub hub(dir.path());
        const QJsonObject subscription{{QStringLiteral("subscriptionId"), QStringLiteral("whsub_1")},
                                       {QStringLiteral("url"), QStringLiteral("https://example.test/hook")},
                                       {QStringLiteral("events"), QJsonArray()},
                                       {QStringLiteral("active"), false},
                                       {QStringLiteral("createdAt"), when},
                                       {QStringLiteral("updatedAt"), when}};
        Ui::WebhooksPlace place(&hub.connection);
        QVERIFY(hub.waitForStore());
        hub.api.network.route("PATCH", path, FakeResponse::json(200, subscription));
        place.openItem(QStringLiteral("whsub_1"));
        retryOnce(hub, place.updateNotice(), first, "PATCH", path, body);
        place.openItem(QStringLiteral("whsub_2"));
        discard(hub, place.updateNotice(), other, "PATCH", QStringLiteral("/v0/webhook_subscriptions/whsub_2"));
    }
};

} // namespace tst_unsettledwrites

AUDIENCE_TEST_MAIN(tst_unsettledwrites, TestUnsettledWrites)
#include "tst_unsettledwrites.moc"
