#include "screenshotplaces.h"

#include "models/audiences/seenaudiences.h"
#include "models/common/placeids.h"
#include "net/apiclient.h"
#include "ui/shell/mainwindow.h"

#include "models/shell/connection.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "support/journalfixture.h"
#include "ui/activity/activityplace.h"
#include "ui/shell/place.h"
#include "ui/webhooks/webhookinboxview.h"
#include "ui/webhooks/webhooksplace.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>

#include <QAbstractItemView>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <optional>

namespace Audience::Testing {

namespace {

// A place settles when nothing is in flight for a moment (a search's debounce, then its answer).
bool settleRequests(Net::ApiClient &client)
{
    for (int quiet = 0, waited = 0; waited < 15000; waited += 50) {
        QTest::qWait(50);
        quiet = client.requestsInFlight() == 0 ? quiet + 1 : 0;
        if (quiet >= 8)
            return true;
    }
    return false;
}

template <typename T>
bool answered(Net::Reply<T> *reply, T *value = nullptr)
{
    // Read in the handler: the reply deletes itself soon after finished().
    std::optional<bool> ok;
    QObject::connect(reply, &Net::ApiReply::finished, reply, [&ok, reply, value] {
        ok = !reply->isError();
        if (*ok && value)
            *value = reply->value();
    });
    return QTest::qWaitFor([&ok] { return ok.has_value(); }, 15000) && *ok;
}

// The Webhooks place with the demo's first subscription open, then its inbox receiving a real
// version's events: a message sent, the agent's draft, a publish.
bool shootWebhooks(Ui::MainWindow &window, Net::ApiClient &client, const SaveShot &save)
{
    window.goTo(Models::PlaceId::webhooks);
    auto *place = qobject_cast<Ui::WebhooksPlace *>(window.currentPlace());
    if (!place)
        return false;
    const QString subscription = QStringLiteral("whsub_demo_1");
    // The demo seeds it paused (docs/sandbox.md): resumed first, so the inbox gets its events.
    Net::WebhookUpdate resume;
    resume.active = true;
    if (!answered(client.webhooks().update(subscription, resume)))
        return false;
    place->addIdEdit()->setText(subscription);
    place->addButton()->click();
    if (!settleRequests(client))
        return false;
    window.goTo(Models::PlaceId::webhooks, subscription);
    if (!settleRequests(client))
        return false;
    save(window.grab(), QStringLiteral("webhooks.png"));

    place->tabs()->setCurrentWidget(place->inboxView());
    Ui::WebhookInboxView *inbox = place->inboxView();
    inbox->listenButton()->click();
    inbox->secretEdit()->setText(QStringLiteral("whsec_YXVkaWVuY2Utc2FuZGJveC1kZW1vLXNlY3JldC0x")); // docs/sandbox.md
    inbox->useSecretButton()->click();
    inbox->pointButton()->click();
    if (!settleRequests(client))
        return false;
    const QString pageId = QStringLiteral("page_demo_01");
    const QString audienceId = QStringLiteral("aud_demo_004");
    Net::OutgoingMessage message;
    message.message = QStringLiteral("Change the meta title to \"Forecast Studio for operations leaders\".");
    Net::MessageAccepted accepted;
    if (!answered(client.conversation().send(pageId, audienceId, message), &accepted))
        return false;
    // The agent makes the version a draft, then it is published.
    const bool drafted = QTest::qWaitFor([&] {
        Net::AudienceVersion version;
        return answered(client.versions().get(pageId, audienceId, accepted.versionId), &version)
            && version.status == QLatin1StringView("draft");
    }, 20000);
    if (!drafted || !answered(client.versions().publish(pageId, audienceId, accepted.versionId)))
        return false;
    if (!QTest::qWaitFor([inbox] { return inbox->events()->model()->rowCount() >= 3; }, 15000))
        return false;
    settleRequests(client);
    inbox->events()->setCurrentIndex(inbox->events()->model()->index(0, 0));
    QTest::qWait(300);
    save(window.grab(), QStringLiteral("webhooks-inbox.png"));

    // The connection ends (another profile) and comes back while the subscription still points at
    // the inbox, which stopped with it: the place names it and offers to restore its old URL.
    window.setConnected(false);
    window.setConnected(true);
    if (!settleRequests(client))
        return false;
    place->tabs()->setCurrentIndex(0);
    auto *restore = place->findChild<QPushButton *>(QStringLiteral("restoreStrandedButton"));
    if (!restore || !QTest::qWaitFor([restore] { return restore->isVisible(); }, 5000))
        return false;
    save(window.grab(), QStringLiteral("webhooks-stranded.png"));
    // The subscription goes back to where it pointed.
    restore->click();
    return settleRequests(client) && QTest::qWaitFor([restore] { return !restore->isVisible(); }, 10000);
}

// The writes of a working session, for the Activity place while the connection has no journal of
// its own yet (a profile with no store): the demo's audiences by
// name, one write that failed and two that a console closed before their answers came.
QList<Journal::Generated> sessionWrites(const QList<Net::AudienceSearchItem> &audiences)
{
    const auto audience = [&audiences](int i) {
        return audiences.isEmpty() ? Net::AudienceSearchItem{} : audiences.at(i % audiences.size());
    };
    QList<Journal::Generated> writes;
    const auto write = [&](const QString &operation, const QString &area, const Net::AudienceSearchItem &on, const QString &target,
                           const QString &label, const QString &outcome) -> Journal::Generated & {
        Journal::Generated e;
        e.operation = operation;
        e.area = area;
        e.pageId = on.pageId.value();
        e.audienceId = on.audienceId.value();
        e.targetId = target;
        e.targetLabel = label.isEmpty() ? on.effectiveName.value() : label;
        e.key = QStringLiteral("c%1-%2").arg(writes.size() + 1).arg(QStringLiteral("7f3a9e21"));
        e.outcome = outcome;
        writes.append(e);
        return writes.last();
    };
    const QString done = QStringLiteral("done");
    write(QStringLiteral("sendMessage"), QStringLiteral("workspace"), audience(0), {}, {}, done).body =
        {{QStringLiteral("message"), QStringLiteral("Change the meta title to \"Forecast Studio for operations leaders\".")}};
    Journal::Generated &published = write(QStringLiteral("publishVersion"), QStringLiteral("workspace"), audience(0), QStringLiteral("ver_demo_0042"), {}, done);
    published.answer = {{QStringLiteral("versionId"), QStringLiteral("ver_demo_0042")}, {QStringLiteral("versionNumber"), 24},
                        {QStringLiteral("status"), QStringLiteral("published")}};
    write(QStringLiteral("archiveAudience"), QStringLiteral("audiences"), audience(1), {}, {}, done);
    write(QStringLiteral("updatePerson"), QStringLiteral("people"), {}, QStringLiteral("person_demo_0007"), QStringLiteral("Mara Lindqvist"), QStringLiteral("failed"))
        .error = QStringLiteral("The service refused it (422): phoneNumber must look like +4915123456789");
    write(QStringLiteral("createPersonLog"), QStringLiteral("people"), {}, QStringLiteral("person_demo_0007"), QStringLiteral("Mara Lindqvist"), done).body =
        {{QStringLiteral("source"), QStringLiteral("console")}, {QStringLiteral("type"), QStringLiteral("call-note")},
         {QStringLiteral("payload"), QJsonObject{{QStringLiteral("summary"), QStringLiteral("Asked for the Q3 forecast template")}}}};
    write(QStringLiteral("createTopicEntry"), QStringLiteral("topics"), {}, QStringLiteral("topic_demo_1"), QStringLiteral("Pricing questions"), done);
    write(QStringLiteral("restoreAudience"), QStringLiteral("audiences"), audience(1), {}, {}, done);
    write(QStringLiteral("updateWebhookSubscription"), QStringLiteral("webhooks"), {}, QStringLiteral("whsub_demo_1"), {}, done).body =
        {{QStringLiteral("active"), true}};
    write(QStringLiteral("sendMessage"), QStringLiteral("workspace"), audience(2), {}, {}, QStringLiteral("pending")).body =
        {{QStringLiteral("message"), QStringLiteral("Shorten the hero text to one sentence.")}};
    Journal::Generated &unconfirmed = write(QStringLiteral("publishVersion"), QStringLiteral("workspace"), audience(3), QStringLiteral("ver_demo_0051"), {}, QStringLiteral("pending"));
    unconfirmed.body = {{QStringLiteral("operationKey"), unconfirmed.key}};
    return writes;
}

// The Activity place: the journal, newest first, with a publish that was not confirmed open.
bool shootActivity(Ui::MainWindow &window, const SaveShot &save)
{
    window.goTo(Models::PlaceId::activity);
    auto *place = qobject_cast<Ui::ActivityPlace *>(window.currentPlace());
    if (!place)
        return false;
    static QTemporaryDir folder; // removed when the program ends, after the window
    if (!place->journal()) {
        // Owned by the place, so they go with the window.
        auto *store = new Models::ProfileDatabase(place);
        if (!store->open(Models::ProfileDatabase::pathInFolder(folder.path())))
            return false;
        auto *journal = new Models::WriteJournal(*store, place);
        const QList<Journal::Generated> writes = sessionWrites(window.connection()->seenAudiences()->all());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (qsizetype i = 0; i < writes.size(); ++i) {
            // The last two: a console that closed before their answers came.
            const bool earlier = writes.at(i).outcome == QLatin1StringView("pending");
            if (!Journal::insert(*store, writes.at(i), now.addSecs(-60 * 13 * (writes.size() - i)),
                                 earlier ? Journal::earlierRun : store->runId()))
                return false;
        }
        place->setJournal(journal);
    }
    place->table()->setCurrentIndex(place->table()->model()->index(0, 0));
    QTest::qWait(300);
    save(window.grab(), QStringLiteral("activity.png"));
    return true;
}

} // namespace

bool shootPlaces(Ui::MainWindow &window, Net::ApiClient &client, const SaveShot &save)
{
    struct Shot
    {
        QString placeId;
        QString item;
        QString file;
    };
    const QList<Shot> shots{
        {Models::PlaceId::people, QString(), QStringLiteral("people.png")},
        {Models::PlaceId::accounts, QStringLiteral("account_demo0000000000000000000001"), QStringLiteral("accounts.png")},
        {Models::PlaceId::topics, QStringLiteral("topic_demo_1"), QStringLiteral("topics.png")},
        {Models::PlaceId::pageLinks, QString(), QStringLiteral("page-links.png")},
    };
    for (const Shot &shot : shots) {
        window.goTo(shot.placeId, shot.item);
        if (!settleRequests(client)) {
            std::fprintf(stderr, "timed out waiting for %s\n", qPrintable(shot.placeId));
            return false;
        }
        // Without an item, the first row is chosen, as a user would start.
        if (shot.item.isEmpty()) {
            for (auto *view : window.currentPlace()->findChildren<QAbstractItemView *>()) {
                if (!view->isVisible() || !view->model() || view->model()->rowCount() == 0)
                    continue;
                view->setCurrentIndex(view->model()->index(0, 0));
                if (!settleRequests(client))
                    return false;
                break;
            }
        }
        save(window.grab(), shot.file);
    }
    if (!shootWebhooks(window, client, save)) {
        std::fprintf(stderr, "the webhooks shots failed\n");
        return false;
    }
    if (!shootActivity(window, save)) {
        std::fprintf(stderr, "the activity shot failed\n");
        return false;
    }
    return true;
}

} // namespace Audience::Testing
