// The Analytics place against a fake service that answers what the spec allows but no sandbox
// sends: a page list that failed before the place was opened.
#include "uitesthelpers.h"

#include "models/common/loadstate.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "ui/analytics/analyticsplace.h"
#include "ui/common/liststatewidget.h"

#include <QLabel>
#include <QTest>

using namespace Audience;
using Models::LoadState;

class TestAnalyticsFake : public QObject
{
    Q_OBJECT

private slots:
    // The page list is the Pages place's list: opened after that list failed, it says why.
    void thePageListSaysWhyItFailed()
    {
        Testing::FakeClient fake;
        fake.network.route("GET", QStringLiteral("/v0/pages"),
                           Testing::FakeResponse::error(403, QStringLiteral("forbidden"), QStringLiteral("This key may not list pages")));
        Models::Connection connection(&fake.client);
        connection.setConnected(true);
        connection.pages()->fetchMore({});
        QTRY_COMPARE(connection.pages()->state(), LoadState::Error);

        Ui::AnalyticsPlace place(&connection);
        place.resize(900, 600);
        place.show();
        QCOMPARE(place.listState()->shown(), Ui::ListStateWidget::Shown::Error);
        const auto *title = place.listState()->findChild<QLabel *>(QStringLiteral("listStateTitle"));
        const auto *text = place.listState()->findChild<QLabel *>(QStringLiteral("listStateText"));
        QCOMPARE(title->text(), QStringLiteral("Could not load the pages"));
        QVERIFY2(!text->isHidden() && text->text().contains(QStringLiteral("This key may not list pages")), qPrintable(text->text()));
    }
};

QTEST_MAIN(TestAnalyticsFake)
#include "tst_analyticsfake.moc"
