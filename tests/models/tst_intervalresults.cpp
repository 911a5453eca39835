// The results of one live interval (a timeline row), read from the day cache in a throwaway
// profile store with a fixed clock: which days count (whole days only, up to yesterday), the sums,
// the Wilson interval, and the words, including the counts that make no rate (more conversions
// than sessions, issue 39 item 8), which once read an empty optional.
#include "models/analytics/analyticsdaycache.h"
#include "models/analytics/intervalresults.h"
#include "models/store/profiledatabase.h"
#include "support/testmain.h"

#include <QTemporaryDir>
#include <QTest>

namespace tst_intervalresults {

using namespace Audience;
using Models::AnalyticsDayCache;
using Models::IntervalResults;

namespace {

const QString page = QStringLiteral("page_1");
const QString audience = QStringLiteral("aud_1");
const QTimeZone utc = QTimeZone::utc();
// "Now" for every test: 20 March 2026, 10:00 UTC; yesterday is the 19th.
const QDateTime now(QDate(2026, 3, 20), QTime(10, 0), QTimeZone::utc());

Net::AudienceAnalytics item(const QString &audienceId, double sessions, double conversions)
{
    Net::AudienceAnalytics analytics;
    analytics.audienceId = audienceId;
    analytics.totalSessions = sessions;
    analytics.conversionCount = conversions;
    return analytics;
}

QDateTime at(int day, int hour = 12)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), QTimeZone::utc());
}

} // namespace

class TestIntervalResults : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_folder = std::make_unique<QTemporaryDir>();
        QVERIFY(m_folder->isValid());
        m_store = std::make_unique<Models::ProfileDatabase>();
        QVERIFY2(m_store->open(Models::ProfileDatabase::pathInFolder(m_folder->path())), qPrintable(m_store->error()));
        m_cache = std::make_unique<AnalyticsDayCache>();
        m_cache->setStore(m_store.get());
        m_cache->setClock([] { return now; });
    }

    void cleanup()
    {
        m_cache.reset();
        m_store.reset();
        m_folder.reset();
    }

    void sumsTheWholeDaysOfItsAudienceOnly()
    {
        // Live from the 10th at noon: the 11th to the 19th are whole days (9); the 10th is not.
        for (int day = 10; day <= 19; ++day)
            QVERIFY(m_cache->write(page, utc, QDate(2026, 3, day), {item(audience, 20, 2), item(QStringLiteral("aud_other"), 500, 400)}));
        const IntervalResults results = IntervalResults::read(*m_cache, page, audience, at(10), {}, utc);
        QCOMPARE(results.wholeDays, 9);
        QCOMPARE(results.cachedDays, 9);
        QCOMPARE(results.sessions, 180);
        QCOMPARE(results.conversions, 18);
        QVERIFY(!results.tooShort());
        QVERIFY(results.conversionInterval);
        QVERIFY(results.conversionInterval->low < 0.1 && results.conversionInterval->high > 0.1);
        // Wilson's 95 % interval of 18 in 180, worked by hand: 0.1084 ± 0.0442.
        QCOMPARE(results.text(), QStringLiteral("180 session(s) · 10.0 % converted (95 %: 6.4–15.3 %)"));
    }

    void anIntervalThatEndedStopsTheDayBeforeItsEnd()
    {
        for (int day = 1; day <= 19; ++day)
            QVERIFY(m_cache->write(page, utc, QDate(2026, 3, day), {item(audience, 30, 3)}));
        // Live from the 2nd to the 12th: whole days are the 3rd to the 11th.
        const IntervalResults results = IntervalResults::read(*m_cache, page, audience, at(2), at(12), utc);
        QCOMPARE(results.wholeDays, 9);
        QCOMPARE(results.sessions, 270);
    }

    void daysTheCacheLacksAreSaid()
    {
        for (int day = 11; day <= 19; day += 2) // five of the nine whole days
            QVERIFY(m_cache->write(page, utc, QDate(2026, 3, day), {item(audience, 40, 4)}));
        const IntervalResults results = IntervalResults::read(*m_cache, page, audience, at(10), {}, utc);
        QCOMPARE(results.wholeDays, 9);
        QCOMPARE(results.cachedDays, 5);
        QCOMPARE(results.sessions, 200);
        QVERIFY2(results.text().endsWith(QStringLiteral(" (5 of 9 whole day(s) kept)")), qPrintable(results.text()));
    }

    void tooShortAndEmptyIntervalsSayWhy()
    {
        // Published yesterday: not one whole day.
        QCOMPARE(IntervalResults::read(*m_cache, page, audience, at(19), {}, utc).text(),
                 QStringLiteral("Too short to judge: not one whole day live yet."));
        // Whole days, none kept.
        QCOMPARE(IntervalResults::read(*m_cache, page, audience, at(10), {}, utc).text(),
                 QStringLiteral("No days of it kept yet: the impact card or Analytics fetches them."));
        // A week of days kept, under the sessions' gate.
        for (int day = 11; day <= 19; ++day)
            QVERIFY(m_cache->write(page, utc, QDate(2026, 3, day), {item(audience, 5, 1)}));
        const IntervalResults few = IntervalResults::read(*m_cache, page, audience, at(10), {}, utc);
        QVERIFY(few.tooShort());
        QCOMPARE(few.text(), QStringLiteral("Too short to judge: 45 session(s) in 9 whole day(s)"));
        // Under a week, whatever the sessions.
        const IntervalResults shortRun = IntervalResults::read(*m_cache, page, audience, at(14), {}, utc);
        QCOMPARE(shortRun.wholeDays, 5);
        QVERIFY(shortRun.tooShort());
        // No interval at all: an invalid start reads nothing.
        QCOMPARE(IntervalResults::read(*m_cache, page, audience, QDateTime(), {}, utc).wholeDays, 0);
    }

    // The service's counts may not add up: then there is no rate and no interval, and the words
    // say so rather than reading the empty optional.
    void moreConversionsThanSessionsGiveNoRate()
    {
        for (int day = 11; day <= 19; ++day)
            QVERIFY(m_cache->write(page, utc, QDate(2026, 3, day), {item(audience, 20, 30)}));
        const IntervalResults results = IntervalResults::read(*m_cache, page, audience, at(10), {}, utc);
        QCOMPARE(results.sessions, 180);
        QCOMPARE(results.conversions, 270);
        QVERIFY(!results.tooShort());
        QVERIFY(!results.conversionInterval);
        QCOMPARE(results.text(), QStringLiteral("180 session(s) · 270 conversions reported, more than the sessions: "
                                                "no conversion rate can be given"));
        // The same values set by hand (a row built elsewhere) read the same.
        IntervalResults byHand;
        byHand.wholeDays = 9;
        byHand.cachedDays = 9;
        byHand.sessions = 150;
        byHand.conversions = 151;
        QVERIFY(byHand.text().contains(QStringLiteral("no conversion rate can be given")));
    }

private:
    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<Models::ProfileDatabase> m_store;
    std::unique_ptr<AnalyticsDayCache> m_cache;
};

} // namespace tst_intervalresults

AUDIENCE_TEST_GUILESS_MAIN(tst_intervalresults, TestIntervalResults)
#include "tst_intervalresults.moc"
