// Ctrl+K over everything loaded: the popup filters pages and audiences and Enter opens the item.
#include "uitesthelpers.h"

#include "models/audiences/seenaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/navigationhistory.h"
#include "ui/pages/pagedetailview.h"
#include "ui/pages/pagesbrowser.h"
#include "ui/shell/quicksearchpopup.h"
#include "ui/audiences/audiencedetailview.h"
#include "models/shell/connection.h"
#include "support/testmain.h"

#include <QAction>
#include <QLineEdit>
#include <QListView>
#include <QTest>

namespace tst_quicksearch {

using namespace Audience;

class TestQuickSearch : public QObject
{
    Q_OBJECT

    struct Fixture
    {
        Testing::FakeClient fake;
        Ui::MainWindow window;

        Fixture()
        {
            const QList<QJsonObject> audiences{
                Testing::audienceItemJson(QStringLiteral("aud_1"), QStringLiteral("Retail buyers"), 1),
                Testing::audienceItemJson(QStringLiteral("aud_2"), QStringLiteral("Hospital IT leads"), 3)};
            fake.network.setHandler([audiences](const Testing::ReceivedRequest &request) -> std::optional<Testing::FakeResponse> {
                if (request.path() == QLatin1StringView("/v0/audiences/search"))
                    return Testing::audienceSearchAnswer(audiences, request.queryValue(QStringLiteral("query")));
                return Testing::pagesHandler(6)(request);
            });
            window.setClient(&fake.client);
            window.show();
            window.setConnected(true);
        }
    };

private slots:
    void filtersLoadedPagesAndAudiences()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        QTRY_COMPARE(f.window.connection()->pages()->rowCount(), 6);
        QTRY_COMPARE(f.window.connection()->seenAudiences()->count(), 2);

        QTest::keyClick(&f.window, Qt::Key_K, Qt::ControlModifier);
        Ui::QuickSearchPopup *popup = f.window.quickSearch();
        QTRY_VERIFY(popup->isVisible());
        QCOMPARE(popup->shownCount(), 8);
        QTest::keyClicks(popup->filterEdit(), QStringLiteral("hospital"));
        QCOMPARE(popup->shownCount(), 1);
        QTest::keyClicks(popup->filterEdit(), QStringLiteral(" zebra"));
        QCOMPARE(popup->shownCount(), 0);
    }

    void enterOpensThePage()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        QTRY_COMPARE(f.window.connection()->pages()->rowCount(), 6);
        f.window.goTo(QStringLiteral("audiences"));

        f.window.quickSearchAction()->trigger();
        Ui::QuickSearchPopup *popup = f.window.quickSearch();
        QTRY_VERIFY(popup->isVisible());
        // Words in any order: "5 landing" finds "Landing page number 5".
        QTest::keyClicks(popup->filterEdit(), QStringLiteral("5 landing"));
        QCOMPARE(popup->shownCount(), 1);
        QTest::keyClick(popup->filterEdit(), Qt::Key_Return);
        QVERIFY(!popup->isVisible());
        QCOMPARE(f.window.currentPlaceId(), QStringLiteral("pages"));
        QCOMPARE(f.window.pagesBrowser()->currentItem(), Testing::pageId(5));
        QVERIFY(f.window.pagesBrowser()->detail()->isShowingPage());
        // The jump is a step in the history: Alt+Left goes back to the audiences.
        QTest::keyClick(&f.window, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(f.window.currentPlaceId(), QStringLiteral("audiences"));
    }

    void arrowsChooseAndEnterOpensAnAudience()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        QTRY_COMPARE(f.window.connection()->seenAudiences()->count(), 2);
        f.window.openQuickSearch();
        Ui::QuickSearchPopup *popup = f.window.quickSearch();
        QTest::keyClicks(popup->filterEdit(), QStringLiteral("audience"));
        QCOMPARE(popup->shownCount(), 2);
        QTest::keyClick(popup->filterEdit(), Qt::Key_Down);
        const QString chosen = popup->list()->currentIndex().data().toString();
        QTest::keyClick(popup->filterEdit(), Qt::Key_Enter);
        QCOMPARE(f.window.currentPlaceId(), QStringLiteral("audiences"));
        const QString opened = f.window.audienceBrowser()->currentItem();
        QVERIFY(opened == QStringLiteral("aud_1") || opened == QStringLiteral("aud_2"));
        QVERIFY2(chosen.startsWith(f.window.audienceBrowser()->detail()->item()->effectiveName.value()), qPrintable(chosen));
    }

    void escapeClosesWithoutGoingAnywhere()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        f.window.openQuickSearch();
        Ui::QuickSearchPopup *popup = f.window.quickSearch();
        QTRY_VERIFY(popup->isVisible());
        const QString before = f.window.currentPlaceId();
        const int stops = f.window.history()->size();
        QTest::keyClick(popup->filterEdit(), Qt::Key_Escape);
        QVERIFY(!popup->isVisible());
        QCOMPARE(f.window.currentPlaceId(), before);
        QCOMPARE(f.window.history()->size(), stops);
    }
};

} // namespace tst_quicksearch

AUDIENCE_TEST_MAIN(tst_quicksearch, TestQuickSearch)
#include "tst_quicksearch.moc"
