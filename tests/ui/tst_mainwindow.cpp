#include "placepluginsofbuild.h"
#include "uitesthelpers.h"
#include "../net/fakeclient.h"

#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/navigationhistory.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/shell/profileband.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/shell/requestactivityindicator.h"
#include "ui/shell/shortcutsdialog.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "models/workspace/versionfollower.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "ui/shell/desktopnotifier.h"
#include "ui/shell/unavailableplace.h"
#include "support/testmain.h"

#include <QAccessible>
#include <QAction>
#include <QLabel>
#include <QLayout>
#include <QSettings>
#include <QStatusBar>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QScreen>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QToolBar>

namespace tst_mainwindow {

using Audience::Ui::MainWindow;
using namespace Audience;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QSettings().clear(); // each test starts like a first run
    }

    // The Analytics place is a plugin: the only user of Qt Charts, which the console does not load
    // until the place is first built. (First of the tests: a plugin stays loaded once loaded.)
    void theAnalyticsPlaceIsAPluginLoadedWhenFirstBuilt()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
#ifdef Q_OS_LINUX
        const auto chartsLoaded = [] {
            QFile maps(QStringLiteral("/proc/self/maps"));
            return maps.open(QIODevice::ReadOnly) && maps.readAll().contains("libQt6Charts");
        };
        QVERIFY2(!chartsLoaded(), "Qt Charts is loaded before the Analytics place is built");
#endif
        window.goTo(QStringLiteral("analytics"));
        Ui::Place *place = window.place(QStringLiteral("analytics"));
        QVERIFY(place);
        QCOMPARE(place->metaObject()->className(), "Audience::Ui::AnalyticsPlace");
        QCOMPARE(place->placeId(), QStringLiteral("analytics"));
#ifdef Q_OS_LINUX
        QVERIFY(chartsLoaded());
#endif
    }

    // Issue 34: the sidebar's row activated through the accessibility bus (its toggle action, what
    // voice control and switch access use) highlighted the row and left the old place on screen.
    void aPlaceChosenThroughItsAccessibilityActionIsShown()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.goTo(QStringLiteral("pages"));
        auto *sidebar = window.findChild<Ui::NavigationSidebar *>();
        QVERIFY(sidebar);
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(sidebar);
        QVERIFY(list);
        QAccessibleInterface *audiences = nullptr;
        for (int i = 0; i < list->childCount() && !audiences; ++i) {
            if (list->child(i)->text(QAccessible::Name) == u"Audiences")
                audiences = list->child(i);
        }
        QVERIFY(audiences && audiences->actionInterface());
        QVERIFY(audiences->actionInterface()->actionNames().contains(QAccessibleActionInterface::toggleAction()));
        audiences->actionInterface()->doAction(QAccessibleActionInterface::toggleAction());
        QTRY_COMPARE(window.currentPlaceId(), QStringLiteral("audiences"));
        QCOMPARE(sidebar->currentPlace(), QStringLiteral("audiences"));
    }

    // Issue 34: after a restart with one write not confirmed, the bar that says so took about 290 px
    // of a 900 px window for one line of text, pushing every place down. It takes its text's height.
    void theStoreNoticeTakesTheHeightOfItsTextOnly()
    {
        QTemporaryDir dir;
        {
            // A write an earlier run sent and never saw answered.
            Models::ProfileDatabase earlier;
            QVERIFY(earlier.open(Models::ProfileDatabase::pathInFolder(dir.path())));
            Models::WriteJournal journal(earlier);
            QVERIFY(journal.recordIntent({Models::JournalOperation::updatePerson, QStringLiteral("people"), {}, {},
                                          QStringLiteral("per_1"), {}, {}},
                                         QStringLiteral("key-1")).value_or(0)
                    > 0);
        }
        Testing::FakeClient api;
        api.network.route("GET", QStringLiteral("/v0/pages"),
                          Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), QJsonArray()},
                                                                       {QStringLiteral("hasMore"), false},
                                                                       {QStringLiteral("nextCursor"), QJsonValue::Null}}));
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.resize(1440, 900);
        window.connection()->setClient(&api.client);
        window.connection()->setProfileFolder(dir.path());
        window.connection()->setConnected(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *bar = window.findChild<QWidget *>(QStringLiteral("storeNoticeBar"));
        QVERIFY(bar);
        QTRY_VERIFY(bar->isVisible());
        const auto *text = bar->findChild<QLabel *>(QStringLiteral("storeNoticeText"));
        const auto *open = bar->findChild<QPushButton *>(QStringLiteral("openNotConfirmedButton"));
        QVERIFY(text && open && open->isVisible());
        const int margins = bar->layout()->contentsMargins().top() + bar->layout()->contentsMargins().bottom();
        const int needed = qMax(text->heightForWidth(text->width()), open->sizeHint().height()) + margins;
        QVERIFY2(bar->height() <= needed + 2, qPrintable(QStringLiteral("the bar is %1 px high for %2 px of content")
                                                             .arg(bar->height()).arg(needed)));
        window.close();
        window.connection()->setConnected(false);
        window.connection()->setClient(nullptr);
    }

    void aSettledVersionIsToldToTheDesktopWhileTheWindowIsInactive()
    {
        Ui::MainWindow window;
        window.show();
        QVERIFY(!window.isActiveWindow()); // offscreen: never activated, as when the user is elsewhere
        Net::AudienceVersion version;
        version.versionId = QStringLiteral("ver_7");
        version.audienceId = QStringLiteral("aud_7");
        version.versionNumber = 7;
        version.status = QStringLiteral("draft");
        emit window.connection()->versionFollower()->versionSettled(version);
        QCOMPARE(window.notifier()->lastTitle(), QStringLiteral("Version 7 is ready to review"));
        QVERIFY(window.notifier()->lastBody().contains(QStringLiteral("aud_7")));
        version.status = QStringLiteral("cancelled");
        emit window.connection()->versionFollower()->versionSettled(version);
        QCOMPARE(window.notifier()->lastTitle(), QStringLiteral("Version 7 was cancelled"));
    }

    void opensWithTitleCentralAreaAndStatusBar()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Audience Console"));
        QVERIFY(window.centralWidget());
        QCOMPARE(window.centralWidget()->objectName(), QStringLiteral("centralArea"));
        QVERIFY(window.statusBar()->isVisible());
    }

    void showsTheConnectionInTheStatusBar()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setConnectionDescription(QStringLiteral("Local sandbox"));
        const auto *label = window.statusBar()->findChild<QLabel *>(QStringLiteral("connectionLabel"));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Local sandbox"));
    }

    void showsTheActiveProfileInTheStatusBar()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        Models::Profile profile;
        profile.id = QStringLiteral("p1");
        profile.name = QStringLiteral("Staging");
        profile.label = QStringLiteral("STG");
        profile.colour = QStringLiteral("#aa3300");
        window.setActiveProfile(profile);
        const auto *label = window.statusBar()->findChild<QLabel *>(QStringLiteral("profileLabel"));
        QVERIFY(label);
        QVERIFY(label->text().contains(QStringLiteral("Staging")));
        window.clearActiveProfile();
        QVERIFY(label->text().isEmpty());
    }

    // The band under the tool bars keeps the profile's colour (its identity) but is solid only
    // while the service can be used: no solid green under a bar that says it cannot be reached.
    void theProfileBandAndBadgeAreDashedWhileTheServiceCannotBeUsed()
    {
        Testing::FakeClient fake;
        fake.network.route("GET", QStringLiteral("/v0/pages"), Testing::FakeResponse::refuseConnection());
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        Models::Profile profile;
        profile.id = QStringLiteral("p1");
        profile.name = QStringLiteral("Demo");
        profile.label = QStringLiteral("Sandbox");
        profile.colour = QStringLiteral("#2e7d32");
        window.profileSwitcher()->setProfiles({profile}); // as the app gives it the profiles it knows
        window.setActiveProfile(profile);
        auto *navigation = window.findChild<QToolBar *>(QStringLiteral("navigationToolBar"));
        auto *profileBar = window.findChild<QToolBar *>(QStringLiteral("profileToolBar"));
        QVERIFY(navigation && profileBar);
        // Each bar's band, as it says it draws: in the profile's colour, solid or dashed.
        const auto band = [](QToolBar *bar) { return bar->findChild<Ui::ProfileBand *>(QString(), Qt::FindDirectChildrenOnly); };
        const auto bandIs = [&band](QToolBar *bar, bool dashed) {
            const Ui::ProfileBand *drawn = band(bar);
            return drawn && drawn->isVisible() == bar->isVisible() && drawn->colour() == QColor(0x2e, 0x7d, 0x32) && drawn->isDashed() == dashed;
        };
        QVERIFY(bandIs(navigation, false) && bandIs(profileBar, false));
        // As drawn, not only as written: the band's row in the colour from end to end, or not.
        const auto bandShare = [navigation] {
            const QImage image = navigation->grab().toImage();
            const int y = image.height() - 2;
            int inColour = 0;
            for (int x = 0; x < image.width(); ++x)
                inColour += image.pixelColor(x, y) == QColor(0x2e, 0x7d, 0x32) ? 1 : 0;
            return double(inColour) / image.width();
        };

        window.setClient(&fake.client);
        window.connection()->connectionState()->setRetryScale(1000); // no try of its own meanwhile
        window.show();
        window.setConnected(true);
        Models::ConnectionState *state = window.connection()->connectionState();
        QTRY_COMPARE(state->status(), Models::ConnectionState::Status::Unreachable);
        QVERIFY(bandIs(navigation, true) && bandIs(profileBar, true));
        auto *badge = window.profileSwitcher();
        QVERIFY(!badge->isBadgeFilled());
        QVERIFY2(badge->accessibleName().contains(state->title()), qPrintable(badge->accessibleName()));
        const double dashed = bandShare();
        QVERIFY2(dashed > 0.3 && dashed < 0.8, qPrintable(QString::number(dashed)));

        // Back: solid again, in the same colour.
        fake.network.route("GET", QStringLiteral("/v0/pages"), Testing::FakeResponse::json(200, QJsonValue(Testing::Wire::List{}.toJson())));
        state->retryNow();
        QTRY_COMPARE(state->status(), Models::ConnectionState::Status::Connected);
        QVERIFY(bandIs(navigation, false) && bandIs(profileBar, false));
        QVERIFY(badge->isBadgeFilled());
        QCOMPARE(badge->accessibleName(), QStringLiteral("Profile: Demo, Sandbox"));
        QVERIFY2(bandShare() > 0.95, qPrintable(QString::number(bandShare())));

        window.clearActiveProfile();
        QVERIFY(!band(navigation)->isVisible() && !band(profileBar)->isVisible());
        QCOMPARE(navigation->contentsMargins().bottom(), 0); // no room kept for a band not drawn
    }

    void startsInThePagesPlaceWithEveryPlaceInTheSidebar()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        // Every place so far (others join as their issues land): each in the sidebar once.
        const QStringList places{QStringLiteral("pages"), QStringLiteral("audiences"), QStringLiteral("analytics"),
                                 QStringLiteral("people")};
        for (const QString &place : places)
            QVERIFY2(window.hasPlace(place), qPrintable(place));
        QVERIFY(window.sidebar()->count() >= int(places.size()));
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QCOMPARE(window.sidebar()->currentPlace(), QStringLiteral("pages"));
        QVERIFY(!window.backAction()->isEnabled());
    }

    // Help → Keyboard Shortcuts lists the menus' shortcuts, each place's own actions, and the keys
    // handled in code; F1 opens it.
    void helpListsTheShortcuts()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const QList<Ui::ShortcutEntry> entries = window.shortcutEntries();
        const auto has = [&entries](const QString &description, const QString &keys) {
            return std::any_of(entries.cbegin(), entries.cend(), [&](const Ui::ShortcutEntry &entry) {
                return entry.description == description && entry.keys.contains(keys);
            });
        };
        QVERIFY(has(QStringLiteral("Quick Search"), QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText)));
        QVERIFY(has(QStringLiteral("Analytics"), QKeySequence(Qt::CTRL | Qt::Key_3).toString(QKeySequence::NativeText)));
        QVERIFY(has(QStringLiteral("Send the message"), QKeySequence(Qt::CTRL | Qt::Key_Return).toString(QKeySequence::NativeText)));
        // The main flow's keys: to the message box, publish, the first alert's impact card.
        QVERIFY(has(QStringLiteral("Write to the Editing Agent"), QKeySequence(Qt::CTRL | Qt::Key_M).toString(QKeySequence::NativeText)));
        QVERIFY(has(QStringLiteral("Publish the Chosen Version"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P).toString(QKeySequence::NativeText)));
        QVERIFY(has(QStringLiteral("Open Impact Card of the First Alert"), QKeySequence(Qt::CTRL | Qt::Key_I).toString(QKeySequence::NativeText)));
        // A place's own action (the table's Copy in Analytics), found although the place was never shown.
        QVERIFY(std::any_of(entries.cbegin(), entries.cend(), [](const Ui::ShortcutEntry &entry) {
            return entry.group == QStringLiteral("Analytics") && entry.keys == QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText);
        }));

        QTest::keyClick(&window, Qt::Key_F1);
        auto *dialog = window.findChild<Ui::ShortcutsDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->entryCount(), entries.size());
    }

    // A 1024 x 640 screen (a small laptop, or a screen scaled up) shows every place whole: no
    // place asks for more than fits once the window frame and a panel are taken off.
    void everyPlaceFitsASmallScreen()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.resize(1024, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int row = 0; row < window.sidebar()->count(); ++row) {
            const QString placeId = window.sidebar()->item(row)->data(Qt::UserRole + 1).toString();
            window.goTo(placeId);
            QCoreApplication::processEvents();
            const QSize needed = window.minimumSizeHint().expandedTo(window.minimumSize());
            QVERIFY2(needed.width() <= 1024 && needed.height() <= 600,
                     qPrintable(QStringLiteral("%1 needs %2 x %3").arg(placeId).arg(needed.width()).arg(needed.height())));
            QVERIFY2(window.width() <= 1024, qPrintable(QStringLiteral("%1 widened the window to %2").arg(placeId).arg(window.width())));
        }
    }

    // The sidebar never cuts its names ("Pa… Au…"): as narrow as the window gets, it keeps the width
    // of its longest name, with Review's count.
    void theSidebarKeepsItsNamesWhole()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.resize(700, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.sidebar()->setPlaceCount(QStringLiteral("review"), 12, QStringLiteral("12 publishes need a look"));
        window.resize(600, 500);
        QTRY_VERIFY(window.sidebar()->width() >= window.sidebar()->minimumSizeHint().width());
        const QFontMetrics metrics(window.sidebar()->font());
        for (int row = 0; row < window.sidebar()->count(); ++row) {
            const QString text = window.sidebar()->item(row)->text();
            // The row's padding (8 px each side), the icon and its gap around the text.
            const int needed = metrics.horizontalAdvance(text) + window.sidebar()->iconSize().width() + 2 * 8 + 4;
            QVERIFY2(window.sidebar()->viewport()->width() >= needed,
                     qPrintable(QStringLiteral("%1 needs %2 px, has %3").arg(text).arg(needed).arg(window.sidebar()->viewport()->width())));
        }
    }

    // A window saved on a larger screen, or partly past this one's edge, is restored whole on it.
    void aRestoredWindowLiesOnTheScreen()
    {
        const QRect free = QGuiApplication::primaryScreen()->availableGeometry();
        QSize saved;
        {
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(window.minimumSizeHint().width(), free.height() / 2);
            saved = window.size();
            window.move(free.right() - free.width() / 4, free.bottom() - free.height() / 4); // partly off
            window.close();
        }
        MainWindow again;
        QVERIFY2(free.contains(again.geometry()), qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6")
                                                                 .arg(again.x()).arg(again.y()).arg(again.width())
                                                                 .arg(again.height()).arg(free.width()).arg(free.height())));
        QCOMPARE(again.size(), saved.boundedTo(free.size() - QSize(16, 48))); // the frame a window manager adds
    }

    void keyboardSwitchesPlacesAndWalksTheHistory()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("audiences"));
        QCOMPARE(window.sidebar()->currentPlace(), QStringLiteral("audiences"));
        QVERIFY(window.backAction()->isEnabled());

        QTest::keyClick(&window, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QVERIFY(window.forwardAction()->isEnabled());
        QTest::keyClick(&window, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("audiences"));

        // The sidebar follows the arrow keys.
        window.sidebar()->setFocus();
        QTest::keyClick(window.sidebar(), Qt::Key_Up);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QCOMPARE(window.history()->size(), 3);

        QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("analytics"));
        QCOMPARE(window.sidebar()->currentPlace(), QStringLiteral("analytics"));
    }

    void aPagesAnalyticsButtonOpensItsAnalytics()
    {
        Testing::FakeClient fake;
        fake.network.setHandler(Testing::pagesHandler(5));
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer({}, {}));
        fake.network.route("GET", QStringLiteral("/v0/pages/%1/analytics/audiences").arg(Testing::pageId(2)),
                           Testing::FakeResponse::json(200, QJsonObject{{QStringLiteral("items"), QJsonArray()}}));
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(&fake.client);
        window.show();
        window.setConnected(true);
        QTRY_COMPARE(window.connection()->pages()->rowCount(), 5);
        QTableView *table = window.pagesBrowser()->table();
        table->setCurrentIndex(table->model()->index(1, 0));
        auto *button = window.pagesBrowser()->findChild<QPushButton *>(QStringLiteral("pageAnalyticsButton"));
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible());
        button->click();
        QCOMPARE(window.currentPlaceId(), QStringLiteral("analytics"));
        QCOMPARE(window.history()->current().item, Testing::pageId(2));
        QCOMPARE(window.place(QStringLiteral("analytics"))->currentItem(), Testing::pageId(2));
        window.goBack();
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
    }

    void navigatingBackReturnsToTheSelectedPage()
    {
        Testing::FakeClient fake;
        fake.network.setHandler(Testing::pagesHandler(5));
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer({}, {}));
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(&fake.client);
        window.show();
        window.setConnected(true);
        QTRY_COMPARE(window.connection()->pages()->rowCount(), 5);
        QTableView *table = window.pagesBrowser()->table();
        table->setCurrentIndex(table->model()->index(2, 0));
        QCOMPARE(window.history()->current().item, Testing::pageId(3));
        window.goTo(QStringLiteral("audiences"));
        table->setCurrentIndex(table->model()->index(0, 0)); // a change while away is not history
        window.goBack();
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QCOMPARE(window.pagesBrowser()->currentItem(), Testing::pageId(3));
    }

    void reloadShortcutsReloadTheCurrentPlace()
    {
        Testing::FakeClient fake;
        fake.network.setHandler(Testing::pagesHandler(3));
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::audienceSearchAnswer({}, {}));
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(&fake.client);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.setConnected(true);
        QTRY_COMPARE(window.connection()->pages()->rowCount(), 3);
        QTRY_COMPARE(window.connection()->pages()->state(), Models::LoadState::Complete);
        const auto pageRequests = [&fake] { return fake.network.requestsTo("GET", QStringLiteral("/v0/pages")).size(); };
        const auto before = pageRequests();
        QTest::keyClick(&window, Qt::Key_F5);
        QTRY_COMPARE(pageRequests(), before + 1);
        QTRY_COMPARE(window.connection()->pages()->rowCount(), 3);
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier);
        QTRY_COMPARE(pageRequests(), before + 2);
    }

    void statusBarShowsRequestsInFlightAndRetries()
    {
        Testing::FakeClient fake;
        fake.network.route("GET", QStringLiteral("/v0/pages"), Testing::FakeResponse::hang());
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"), Testing::FakeResponse::hang());
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(&fake.client);
        window.show();
        window.setConnected(true);
        // The audiences' first search waits for the first pages unless that place is shown.
        window.goTo(QStringLiteral("audiences"));
        Ui::RequestActivityIndicator *activity = window.requestActivity();
        QTRY_COMPARE(activity->inFlight(), 2);
        QVERIFY(activity->isVisible());
        QCOMPARE(activity->text(), QCoreApplication::translate("Audience::Ui::RequestActivityIndicator",
                                                               "%n request(s) in flight", nullptr, 2));
        activity->showRetry("GET", QStringLiteral("/v0/pages"), 2, 1500);
        QVERIFY(activity->text().contains(QStringLiteral("GET /v0/pages")));
        window.setConnected(false);
        QTRY_COMPARE(activity->inFlight(), 0);
    }

    void buildsAPlaceWhenItIsFirstNeeded()
    {
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        // The frame only: the starting place is built when the window shows.
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QVERIFY(!window.isPlaceBuilt(QStringLiteral("pages")));
        QVERIFY(!window.isPlaceBuilt(QStringLiteral("audiences")));
        window.show();
        QVERIFY(window.isPlaceBuilt(QStringLiteral("pages")));
        QVERIFY(!window.isPlaceBuilt(QStringLiteral("audiences")));
        QCOMPARE(window.currentPlace(), window.pagesBrowser());
        QVERIFY(window.pagesBrowser()->isVisible());
        window.goTo(QStringLiteral("audiences"));
        QVERIFY(window.isPlaceBuilt(QStringLiteral("audiences")));
        QCOMPARE(window.currentPlace(), window.audienceBrowser());
        QCOMPARE(window.sidebar()->currentPlace(), QStringLiteral("audiences"));
        window.goBack();
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QVERIFY(window.pagesBrowser()->isVisible());
    }

    void buildsTheAudiencesInTheBackgroundOnceThePagesArrived()
    {
        Testing::FakeClient fake;
        fake.network.setHandler(Testing::pagesHandler(3));
        fake.network.route("GET", QStringLiteral("/v0/audiences/search"),
                           Testing::audienceSearchAnswer({Testing::audienceItemJson(QStringLiteral("aud_1"), QStringLiteral("Retail"), 1)}, {}));
        MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(&fake.client);
        window.show();
        window.setConnected(true);
        QVERIFY(!window.isPlaceBuilt(QStringLiteral("audiences"))); // the pages come first
        QTRY_COMPARE(window.connection()->pages()->rowCount(), 3);
        // Then the audiences' search runs in the background, so the quick search knows them.
        QTRY_COMPARE(window.connection()->seenAudiences()->count(), 1);
        QVERIFY(window.isPlaceBuilt(QStringLiteral("audiences")));
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
        QVERIFY(window.pagesBrowser()->isVisible());
        QVERIFY(!window.audienceBrowser()->isVisible());
    }

    void remembersGeometryAndTheLastPlace()
    {
        {
            MainWindow window;
            Testing::usePlacePluginsOfTheBuild(window);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(900, 500);
            window.goTo(QStringLiteral("audiences"));
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.currentPlaceId(), QStringLiteral("audiences"));
        // As saved, as far as the test's screen (800 x 600) holds it with a window manager's frame.
        const QSize room = QGuiApplication::primaryScreen()->availableGeometry().size() - QSize(16, 48);
        QCOMPARE(again.size(), QSize(900, 500).boundedTo(room));
    }
    // Without its plugin file (a broken installation) the place says so, with the loader's reason,
    // and the rest of the window goes on working.
    void aPlaceWhosePluginIsMissingSaysWhy()
    {
        QTemporaryDir empty;
        QVERIFY(empty.isValid());
        MainWindow window;
        window.placePlugins()->setFolders({empty.path()});
        window.goTo(QStringLiteral("analytics"));
        auto *stand = qobject_cast<Ui::UnavailablePlace *>(window.place(QStringLiteral("analytics")));
        QVERIFY(stand);
        QCOMPARE(window.currentPlaceId(), QStringLiteral("analytics"));
        auto *reason = stand->findChild<QLabel *>(QStringLiteral("unavailableReason"));
        QVERIFY(reason);
        QVERIFY2(reason->text().contains(QStringLiteral("audience-analytics")) && reason->text().contains(empty.path()),
                 qPrintable(reason->text()));
        window.goTo(QStringLiteral("pages"));
        QCOMPARE(window.currentPlaceId(), QStringLiteral("pages"));
    }

    // A file of the plugin's name that is not the plugin (damaged, or another program's) is not run.
    void aFileThatIsNotThePluginIsRefused()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        Ui::PlacePlugins plugins;
        plugins.setFolders({folder.path()});
        QFile fake(folder.filePath(QStringLiteral("libaudience-analytics.so")));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("not a plugin");
        fake.close();
        const Ui::PlacePlugins::Built built = plugins.create(QStringLiteral("analytics"), nullptr, nullptr);
        QVERIFY(!built.place);
        QVERIFY2(built.error.contains(QStringLiteral("libaudience-analytics.so")), qPrintable(built.error));
    }
};

} // namespace tst_mainwindow

AUDIENCE_TEST_MAIN(tst_mainwindow, TestMainWindow)
#include "tst_mainwindow.moc"
