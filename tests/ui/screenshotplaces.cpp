#include "screenshotplaces.h"

#include "models/shell/placeids.h"
#include "net/apiclient.h"
#include "ui/shell/mainwindow.h"

#include "ui/shell/place.h"

#include <QAbstractItemView>
#include <QTest>

#include <cstdio>

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
        {Models::PlaceId::webhooks, QStringLiteral("whsub_demo_1"), QStringLiteral("webhooks.png")},
    };
    for (const Shot &shot : shots) {
        window.goTo(shot.placeId, shot.item);
        if (!settleRequests(client)) {
            std::fprintf(stderr, "timed out waiting for %s\n", qPrintable(shot.placeId));
            return false;
        }
        // Without an item, the first row is chosen, as a user would start.
        if (shot.item.isEmpty()) {
            if (auto *view = window.currentPlace()->findChild<QAbstractItemView *>(); view && view->model()
                && view->model()->rowCount() > 0) {
                view->setCurrentIndex(view->model()->index(0, 0));
                if (!settleRequests(client))
                    return false;
            }
        }
        save(window.grab(), shot.file);
    }
    return true;
}

} // namespace Audience::Testing
