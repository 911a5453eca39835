// The impact card (issue "Did it work") against the demo sandbox, on the two publishes its history
// is built around (docs/sandbox.md, "The impact of a publish"): version 11 of aud_demo_003, three
// weeks ago, has a verdict (conversion rose, unlikely to be chance alone); version 19, a week ago,
// has not enough data yet. The versions are opened by ID, so their publishedAt is the sandbox's own.
#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/impactloader.h"
#include "models/analytics/impacttext.h"
#include "models/analytics/publishmarkers.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/profiles/profilefolder.h"
#include "models/profiles/profile.h"
#include "models/shell/connection.h"
#include "models/workspace/versionfollower.h"
#include "support/demosandboxclient.h"
#include "ui/impact/impactcard.h"
#include "ui/workspace/versionpanel.h"
#include "ui/workspace/versionstepper.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace Audience;
using Models::ImpactText;

namespace {

const QString page = QStringLiteral("page_demo_01");
const QString audience = QStringLiteral("aud_demo_003");

} // namespace

class TestImpactCard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.errorString()));
        m_connection = std::make_unique<Models::Connection>(m_sandbox.client());
        m_connection->setConnected(true); // the models get their client
        // The demo's days are relative to the day the sandbox seeded: the card's "today" is that day,
        // whatever the date is when the test runs (midnight may pass while it does).
        QVERIFY(m_sandbox.sandbox().seededAt().isValid());
        m_connection->analyticsDays()->setClock(m_sandbox.sandbox().seedDayClock());
        for (const Models::DemoProfileSetup::VersionId &id : Models::DemoProfileSetup::showcasePublishes())
            m_connection->versionFollower()->open(id.pageId, id.audienceId, id.versionId);
        QTRY_VERIFY_WITH_TIMEOUT(publishOf(QStringLiteral("ver_demo_003_11")) && publishOf(QStringLiteral("ver_demo_003_19")), 10000);
    }

    void thePublishThreeWeeksAgoHasAVerdict()
    {
        const auto publish = publishOf(QStringLiteral("ver_demo_003_11"));
        QCOMPARE(publish->at.date(), m_sandbox.sandbox().seededAt().date().addDays(-21));
        Ui::ImpactCard card(m_connection.get());
        QSignalSpy shown(&card, &Ui::ImpactCard::figuresShown);
        card.setPublish(page, *publish);
        QVERIFY(shown.wait(30000));
        const auto report = card.report();
        QVERIFY(report);
        QVERIFY(report->enoughData);
        QVERIFY(!report->checkThis);
        const auto &conversion = report->rate(Models::RateComparison::Rate::Conversion);
        QVERIFY(*conversion.after > *conversion.before);
        QVERIFY2(conversion.test->pValue < 0.05, qPrintable(QString::number(conversion.test->pValue)));
        QVERIFY2(card.headlineText().startsWith(QStringLiteral("Conversion rate rose from")), qPrintable(card.headlineText()));
        QVERIFY(card.headlineText().contains(QStringLiteral("unlikely to be chance alone")));
        QCOMPARE(card.ratesTable()->rowCount(), 4);
        QVERIFY(card.ratesTable()->item(0, 3)->text().contains(QStringLiteral("better"))); // words, not colour
        QVERIFY(card.findChild<QLabel *>(QStringLiteral("impactCaveat"))->text() == ImpactText::caveat());
        QVERIFY(card.findChild<QLabel *>(QStringLiteral("impactOpenWindow"))->isHidden()); // the week after is over
        // The rest of the page has audiences of its own to compare with.
        QVERIFY(report->othersExist);
        QVERIFY(conversion.differenceInDifferences);
        const QByteArray csv = card.csv();
        QVERIFY(csv.contains(ImpactText::caveat().toUtf8()));
        QVERIFY(csv.contains("# Before: "));

        // Four weeks: the "after" window is still open (20 of 28 days over).
        card.setWeeks(4);
        QTRY_VERIFY_WITH_TIMEOUT(!card.loader()->isLoading() && card.report()->weeks == 4, 30000);
        QCOMPARE(card.report()->windows.afterDaysElapsed, 20);
        QVERIFY(card.findChild<QLabel *>(QStringLiteral("impactOpenWindow"))->text().contains(QStringLiteral("20 of 28 day")));
    }

    void theRecentPublishHasNotEnoughDataYet()
    {
        const auto publish = publishOf(QStringLiteral("ver_demo_003_19"));
        QVERIFY(publish);
        Ui::ImpactCard card(m_connection.get());
        QSignalSpy shown(&card, &Ui::ImpactCard::figuresShown);
        card.setPublish(page, *publish);
        QVERIFY(shown.wait(30000));
        const auto report = card.report();
        QVERIFY(!report->enoughData);
        QVERIFY(report->daysUntilEnoughData);
        QVERIFY2(card.headlineText().startsWith(QStringLiteral("Not enough data yet: at the current pace about")),
                 qPrintable(card.headlineText()));
        QVERIFY(!card.findChild<QLabel *>(QStringLiteral("impactOpenWindow"))->isHidden());
    }

    void theVersionsTabShowsTheCardOfAChosenPublishedVersion()
    {
        Ui::VersionPanel panel(m_connection.get());
        panel.setAudience(page, audience);
        QVERIFY(panel.impactCard()->isHidden());
        QTreeWidget *list = panel.list();
        QTreeWidgetItem *row = nullptr;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == u"ver_demo_003_11")
                row = list->topLevelItem(i);
        }
        QVERIFY(row);
        QSignalSpy shown(panel.impactCard(), &Ui::ImpactCard::figuresShown);
        list->setCurrentItem(row);
        QVERIFY(!panel.impactCard()->isHidden());
        // The heading over the list names the version the card is about, not the newest.
        auto *stepper = panel.findChild<Ui::VersionStepper *>();
        QVERIFY(stepper);
        QVERIFY2(stepper->titleText().startsWith(QStringLiteral("Version 11")), qPrintable(stepper->titleText()));
        QVERIFY(shown.count() > 0 || shown.wait(30000)); // the days may all be at hand already
        QVERIFY(panel.impactCard()->headlineText().startsWith(QStringLiteral("Conversion rate rose from")));
    }

    void theDemoProfileKnowsBothPublishesOnFirstStart()
    {
        // A fresh demo profile (the test's HOME is new): its store opens after the first pages and
        // opens the two versions by ID, so the trend and the Versions tab have them without a publish.
        Models::Connection demo(m_sandbox.client());
        Models::DemoProfileSetup setup(*demo.webhooks(), *demo.versionFollower(), *demo.storeLink());
        setup.setProfile(Models::Profile{.id = Models::Profile::sandboxId()});
        demo.setProfileFolder(Models::ProfileFolder::of(Models::Profile::sandboxId()));
        demo.setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(demo.versionFollower()->version(QStringLiteral("ver_demo_003_11"))
                                     && demo.versionFollower()->version(QStringLiteral("ver_demo_003_19")),
                                 15000);
        QCOMPARE(Models::knownPublishes({audience}, *demo.versionFollower(), *demo.knownAudiences()).size(), 2);
    }

private:
    std::optional<Models::PublishMarker> publishOf(const QString &versionId) const
    {
        const auto version = m_connection->versionFollower()->version(versionId);
        return version ? Models::publishOf(*version) : std::nullopt;
    }

    Testing::DemoSandboxClient m_sandbox;
    std::unique_ptr<Models::Connection> m_connection;
};

QTEST_MAIN(TestImpactCard)
#include "tst_impactcard.moc"
