#include "screenshotplaces.h"

#include "models/shell/placeids.h"
#include "net/apiclient.h"
#include "ui/shell/mainwindow.h"

#include "ui/shell/place.h"
#include "ui/webhooks/webhookinboxview.h"
#include "ui/webhooks/webhooksplace.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>

#include <QAbstractItemView>
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
    return true;
}

} // namespace Audience::Testing
