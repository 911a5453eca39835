// The analytics screen's loaders against the fake network: a page's audience table for a range and
// its previous period (two requests, retry of the failed one only, stale answers dropped), the
// daily trend (one request per day, at most six in flight, failed days retried, days kept, cancel),
// and opening a session by ID with the recent list kept in the profile.
#include "fakeclient.h"
#include "modeltesthelpers.h"
#include "support/wirebuilder.h"

#include "models/analytics/analyticsexport.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/pageanalytics.h"
#include "models/analytics/sessionlookup.h"
#include "models/analytics/trendloader.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "models/shell/profilefilesimport.h"
#include "models/store/profiledatabase.h"
#include "support/testmain.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace tst_analyticsmodels {

using namespace Audience;
using namespace Audience::Testing;
using Models::DateRange;
using Models::LoadState;
using Metric = Models::AnalyticsFigures::Metric;

namespace {

const QString analyticsPath = QStringLiteral("/v0/pages/page_1/analytics/audiences");

FakeResponse answer(const QList<Wire::AudienceAnalytics> &items)
{
    return FakeResponse::json(200, QJsonValue(Wire::AudienceAnalyticsList{.items = items}.toJson()));
}

Wire::AudienceAnalytics audience(const QString &id, double sessions, double conversions)
{
    return {.audienceId = id, .totalSessions = sessions, .conversionCount = conversions, .conversionRate = conversions / sessions};
}

// The week shown and the one before it, and the instants they are sent as (the tests run in
// Europe/Berlin, UTC+1 in November: a local midnight is 23:00 UTC the day before).
const DateRange week{QDate(2026, 11, 17), QDate(2026, 11, 23)};
const DateRange weekBefore{QDate(2026, 11, 10), QDate(2026, 11, 16)};
const QString weekStart = QStringLiteral("2026-11-16T23:00:00.000Z");
const QString weekEnd = QStringLiteral("2026-11-23T22:59:59.999Z");
const QString weekBeforeStart = QStringLiteral("2026-11-09T23:00:00.000Z");
const QString weekBeforeEnd = QStringLiteral("2026-11-16T22:59:59.999Z");

// A connected Connection whose page list is empty and whose audience search names aud_a; the
// analytics calls are answered by `analytics` (the request's startDate tells which period).
struct AnalyticsService
{
    FakeClient api;
    Models::Connection connection{&api.client};
    std::function<FakeResponse(const ReceivedRequest &)> analytics;

    AnalyticsService()
    {
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, QJsonValue(Wire::List{}.toJson())));
        const Wire::AudienceSearchItem named{.audienceId = QStringLiteral("aud_a"), .effectiveName = QStringLiteral("Store managers")};
        api.network.route("GET", QStringLiteral("/v0/audiences/search"),
                          FakeResponse::json(200, QJsonValue(Wire::List{.items = Wire::array(QList{named})}.toJson())));
        api.network.setHandler([this](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (request.path() != analyticsPath)
                return std::nullopt;
            return analytics(request);
        });
        connection.setConnected(true);
    }
    QList<ReceivedRequest> analyticsRequests() const { return api.network.requestsTo("GET", analyticsPath); }
};

// Both weeks as the service would answer them: aud_a had 80 sessions, now 100.
FakeResponse twoWeeks(const ReceivedRequest &request)
{
    if (request.queryValue(QStringLiteral("startDate")) == weekStart)
        return answer({audience(QStringLiteral("aud_a"), 100, 10), audience(QStringLiteral("aud_b"), 300, 60)});
    if (request.queryValue(QStringLiteral("startDate")) == weekBeforeStart)
        return answer({audience(QStringLiteral("aud_a"), 80, 8)});
    return FakeResponse::error(400, QStringLiteral("invalid"), QStringLiteral("unexpected range"));
}

// Serves the trend's one-day requests for page_t by their startDate (UTC days): on day d of the
// month aud_a has 10·d sessions and d conversions, aud_b 5 and 1 (and no row at all on the 5th).
// It notes the days asked and the most requests the loader had out at once (sent minus answered,
// as the loader counts them).
class FakeTrendServer
{
public:
    static inline const QString path = QStringLiteral("/v0/pages/page_t/analytics/audiences");

    FakeTrendServer(FakeClient &api, const Models::TrendLoader &trend, int delayMs)
    {
        api.network.setHandler([this, &trend, delayMs](const ReceivedRequest &request) -> std::optional<FakeResponse> {
            if (request.path() != path)
                return std::nullopt;
            const QDate day = QDateTime::fromString(request.queryValue(QStringLiteral("startDate")), Qt::ISODateWithMs).toUTC().date();
            asked.append(day);
            ++sentInPhase;
            maxOut = std::max(maxOut, sentInPhase - trend.doneCount());
            if (failOnce.remove(day))
                return FakeResponse::error(422, QStringLiteral("invalid"), QStringLiteral("Day not available")).withDelay(delayMs);
            const double d = day.day();
            QList<Wire::AudienceAnalytics> items{audience(QStringLiteral("aud_a"), 10 * d, d)};
            if (d != 5)
                items.append(audience(QStringLiteral("aud_b"), 5, 1));
            return answer(items).withDelay(delayMs + (day.day() % 3) * 5); // out of order
        });
    }
    // Before each load or retry: the loader counts its answers from 0 again.
    void newPhase() { sentInPhase = 0; }
    QList<QDate> sortedAsked() const
    {
        QList<QDate> days = asked;
        std::sort(days.begin(), days.end());
        return days;
    }

    QList<QDate> asked;
    QSet<QDate> failOnce;
    int sentInPhase = 0;
    int maxOut = 0;
};

QList<QDate> daysOf(const DateRange &range)
{
    QList<QDate> days;
    for (QDate day = range.first; day <= range.last; day = day.addDays(1))
        days.append(day);
    return days;
}

// Serves GET /v0/pages/page_1/audience_sessions/{id} for the IDs starting with "ses_"; 404 otherwise.
void serveSessions(FakeNetwork &network)
{
    network.setHandler([](const ReceivedRequest &request) -> std::optional<FakeResponse> {
        static const QRegularExpression pattern(QStringLiteral("^/v0/pages/page_1/audience_sessions/([^/]+)$"));
        const auto match = pattern.match(request.path());
        if (!match.hasMatch())
            return std::nullopt;
        if (!match.captured(1).startsWith(QStringLiteral("ses_")))
            return FakeResponse::error(404, QStringLiteral("not_found"), QStringLiteral("Audience session not found"));
        const Wire::AudienceSession session{.audienceSessionId = match.captured(1)};
        return FakeResponse::json(200, QJsonValue(session.toJson()));
    });
}

bool openAndWait(Models::SessionLookup &lookup, const QString &sessionId)
{
    if (!lookup.open(QStringLiteral("page_1"), sessionId))
        return false;
    QSignalSpy states(&lookup, &Models::SessionLookup::stateChanged);
    while (lookup.state() == LoadState::Loading) {
        if (!states.wait(5000))
            return false;
    }
    return lookup.state() == LoadState::Complete;
}

QStringList recentIds(const Models::SessionLookup &lookup)
{
    QStringList ids;
    for (const Models::RecentSession &recent : lookup.recent())
        ids.append(recent.sessionId);
    return ids;
}

} // namespace

class TestAnalyticsModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // PageAnalytics sends the user's days: make the user's zone one that is not UTC.
        qputenv("TZ", "Europe/Berlin");
        QCOMPARE(QTimeZone::systemTimeZoneId(), QByteArray("Europe/Berlin"));
    }

    // --- PageAnalytics --------------------------------------------------------------------------

    void loadWithComparisonAsksForBothPeriods()
    {
        AnalyticsService service;
        service.analytics = [](const ReceivedRequest &request) { return twoWeeks(request).withDelay(10); };
        Models::PageAnalytics page(*service.connection.serviceLink(), *service.connection.seenAudiences(), *service.connection.knownAudiences());
        QSignalSpy states(&page, &Models::PageAnalytics::stateChanged);
        QSignalSpy loaded(&page, &Models::PageAnalytics::loaded);
        page.load(QStringLiteral("page_1"), QStringLiteral("Spring launch"), week, true);
        QCOMPARE(page.state(), LoadState::Loading);
        QVERIFY(page.isComparing());
        QCOMPARE(page.previousRange(), weekBefore);
        QTRY_COMPARE(page.state(), LoadState::Complete);
        QCOMPARE(states.size(), 2);
        QCOMPARE(states.at(0).at(0).value<LoadState>(), LoadState::Loading);
        QCOMPARE(states.at(1).at(0).value<LoadState>(), LoadState::Complete);
        QCOMPARE(loaded.size(), 1);

        QList<QPair<QString, QString>> sent;
        for (const ReceivedRequest &request : service.analyticsRequests())
            sent.append({request.queryValue(QStringLiteral("startDate")), request.queryValue(QStringLiteral("endDate"))});
        std::sort(sent.begin(), sent.end());
        QCOMPARE(sent, (QList<QPair<QString, QString>>{{weekBeforeStart, weekBeforeEnd}, {weekStart, weekEnd}}));

        Models::AudienceAnalyticsModel *model = page.model();
        QCOMPARE(model->rowCount(), 3); // aud_a, aud_b, totals
        QVERIFY(model->hasComparison());
        const int sessions = Models::AudienceAnalyticsModel::columnOf(Metric::Sessions);
        QCOMPARE(model->index(0, sessions).data(Models::DeltaTextRole).toString(), QStringLiteral("▲ 25 %")); // 80 → 100
        QCOMPARE(model->index(1, sessions).data(Models::DeltaTextRole).toString(), QString()); // aud_b is new
        // The name found by the audience search replaces the ID.
        QTRY_COMPARE(model->index(0, Models::AudienceAnalyticsModel::NameColumn).data().toString(), QStringLiteral("Store managers"));
        QCOMPARE(page.names().value(QStringLiteral("aud_a")), QStringLiteral("Store managers"));
    }

    void oneFailedPeriodIsAskedAgainAlone_data()
    {
        QTest::addColumn<QString>("failingStart");
        QTest::newRow("current fails") << weekStart;
        QTest::newRow("previous fails") << weekBeforeStart;
    }

    void oneFailedPeriodIsAskedAgainAlone()
    {
        QFETCH(QString, failingStart);
        AnalyticsService service;
        bool failed = false;
        service.analytics = [&](const ReceivedRequest &request) {
            if (!failed && request.queryValue(QStringLiteral("startDate")) == failingStart) {
                failed = true;
                return FakeResponse::error(422, QStringLiteral("invalid"), QStringLiteral("Range too busy"));
            }
            return twoWeeks(request).withDelay(20); // the other answer comes after the failure
        };
        Models::PageAnalytics page(*service.connection.serviceLink(), *service.connection.seenAudiences(), *service.connection.knownAudiences());
        page.load(QStringLiteral("page_1"), QStringLiteral("Spring launch"), week, true);
        QTRY_COMPARE(page.state(), LoadState::Error);
        QVERIFY2(page.error().message.contains(QStringLiteral("Range too busy")), qPrintable(page.error().message));
        QCOMPARE(service.analyticsRequests().size(), 2);
        QCOMPARE(page.model()->rowCount(), 0);

        page.retry();
        QCOMPARE(page.state(), LoadState::Loading);
        QTRY_COMPARE(page.state(), LoadState::Complete);
        const QList<ReceivedRequest> requests = service.analyticsRequests();
        QCOMPARE(requests.size(), 3); // only the failed one again
        QCOMPARE(requests.last().queryValue(QStringLiteral("startDate")), failingStart);
        QCOMPARE(page.model()->rowCount(), 3);
        QVERIFY(page.model()->hasComparison());
        QCOMPARE(*page.model()->previousTotals()->sessions, 80.0);
    }

    void aNewLoadDropsTheAnswersToTheOld()
    {
        AnalyticsService service;
        service.analytics = [](const ReceivedRequest &request) {
            if (request.queryValue(QStringLiteral("startDate")) == weekStart) // the first load's: slow
                return answer({audience(QStringLiteral("aud_old"), 10, 1)}).withDelay(300);
            return answer({audience(QStringLiteral("aud_new"), 20, 2)});
        };
        Models::PageAnalytics page(*service.connection.serviceLink(), *service.connection.seenAudiences(), *service.connection.knownAudiences());
        QSignalSpy states(&page, &Models::PageAnalytics::stateChanged);
        QSignalSpy loaded(&page, &Models::PageAnalytics::loaded);
        page.load(QStringLiteral("page_1"), QStringLiteral("Spring launch"), week, false);
        page.load(QStringLiteral("page_1"), QStringLiteral("Spring launch"), weekBefore, false);
        QTRY_COMPARE(page.state(), LoadState::Complete);
        QCOMPARE(page.model()->audienceIdAt(0), QStringLiteral("aud_new"));
        // Whatever becomes of the first request, nothing of it reaches the page.
        QTRY_COMPARE(service.api.network.openReplies(), 0);
        drainEvents();
        QCOMPARE(page.state(), LoadState::Complete);
        QCOMPARE(page.model()->audienceCount(), 1);
        QCOMPARE(page.model()->audienceIdAt(0), QStringLiteral("aud_new"));
        QCOMPARE(page.range(), weekBefore);
        QCOMPARE(loaded.size(), 1);
        for (const QList<QVariant> &state : std::as_const(states))
            QVERIFY(state.at(0).value<LoadState>() != LoadState::Error);
        QCOMPARE(service.analyticsRequests().size(), 2);
    }

    // --- TrendLoader ----------------------------------------------------------------------------

    void trendAsksEachDayWithAtMostSixInFlight()
    {
        FakeClient api;
        Models::TrendLoader trend;
        trend.setTimeZone(QTimeZone::utc());
        trend.setClient(&api.client);
        FakeTrendServer server(api, trend, 15);
        QSignalSpy progress(&trend, &Models::TrendLoader::progressChanged);
        QSignalSpy finished(&trend, &Models::TrendLoader::finished);
        const DateRange range{QDate(2026, 3, 1), QDate(2026, 3, 10)};
        QVERIFY(trend.load(QStringLiteral("page_t"), range));
        QCOMPARE(trend.totalCount(), 10);
        QVERIFY(finished.wait(10000));
        QCOMPARE(server.sortedAsked(), daysOf(range));
        QVERIFY2(server.maxOut <= Models::TrendLoader::maxInFlight, qPrintable(QString::number(server.maxOut)));
        QCOMPARE(server.maxOut, Models::TrendLoader::maxInFlight); // and it does ask six at once
        QCOMPARE(progress.last(), (QList<QVariant>{10, 10}));
        for (qsizetype i = 1; i < progress.size(); ++i)
            QVERIFY(progress.at(i).at(0).toInt() >= progress.at(i - 1).at(0).toInt());
        QCOMPARE(finished.size(), 1);
        QVERIFY(!trend.isLoading());
        QVERIFY(trend.failedDays().isEmpty());
        QVERIFY(!trend.wasCancelled());
        QCOMPARE(trend.cachedDayCount(QStringLiteral("page_t")), 10);

        // The page: aud_a's 10·d + aud_b's 5 sessions; (d + 1) conversions of them (the 5th: aud_a alone).
        const QList<Models::TrendPoint> page = trend.series(QStringLiteral("page_t"), range);
        QCOMPARE(page.size(), 10);
        for (const Models::TrendPoint &point : page) {
            const double d = point.day.day();
            const double sessions = d == 5 ? 50 : 10 * d + 5;
            const double conversions = d == 5 ? 5 : d + 1;
            QCOMPARE(*point.sessions, sessions);
            QCOMPARE(*point.conversionRate, conversions / sessions);
        }
        const QList<Models::TrendPoint> audA = trend.series(QStringLiteral("page_t"), range, QStringLiteral("aud_a"));
        QCOMPARE(*audA.at(2).sessions, 30.0);
        QCOMPARE(*audA.at(2).conversionRate, 0.1);
        const QList<Models::TrendPoint> audB = trend.series(QStringLiteral("page_t"), range, QStringLiteral("aud_b"));
        QCOMPARE(*audB.at(0).sessions, 5.0);
        QCOMPARE(*audB.at(4).sessions, 0.0); // no row on the 5th: no session
        QVERIFY(!audB.at(4).conversionRate);
        QCOMPARE(trend.activeAudiences(QStringLiteral("page_t"), range), (QStringList{QStringLiteral("aud_a"), QStringLiteral("aud_b")}));

        // Exported: one row per day, the page's and aud_b's columns, locale-independent numbers.
        const QByteArray csv = Models::AnalyticsExport::trendCsv(trend, {QString(), QStringLiteral("aud_b")},
                                                                 {{QStringLiteral("aud_b"), QStringLiteral("Store, managers")}},
                                                                 {.pageId = QStringLiteral("page_t"), .pageName = QStringLiteral("Trend"), .range = range, .comparedWith = std::nullopt});
        const QStringList lines = QString::fromUtf8(csv).split(QStringLiteral("\r\n"));
        QVERIFY(lines.contains(QStringLiteral("# aud_b: Store, managers")));
        const qsizetype header = lines.indexOf(QStringLiteral("date,page_totalSessions,page_conversionRate,aud_b_totalSessions,aud_b_conversionRate"));
        QVERIFY(header > 0);
        QCOMPARE(lines.size(), header + 1 + 10 + 1);
        QVERIFY2(lines.at(header + 1).startsWith(QStringLiteral("2026-03-01,15,0.1333")), qPrintable(lines.at(header + 1)));
        QCOMPARE(lines.at(header + 5), QStringLiteral("2026-03-05,50,0.1,0,")); // aud_b: no session, no rate
    }

    void aFailedDayIsListedAndRetriedAlone()
    {
        FakeClient api;
        Models::TrendLoader trend;
        trend.setTimeZone(QTimeZone::utc());
        trend.setClient(&api.client);
        FakeTrendServer server(api, trend, 5);
        const QDate failing(2026, 3, 4);
        server.failOnce.insert(failing);
        QSignalSpy progress(&trend, &Models::TrendLoader::progressChanged);
        QSignalSpy finished(&trend, &Models::TrendLoader::finished);
        const DateRange range{QDate(2026, 3, 1), QDate(2026, 3, 10)};
        QVERIFY(trend.load(QStringLiteral("page_t"), range));
        QVERIFY(finished.wait(10000));
        QCOMPARE(trend.failedDays(), QList<QDate>{failing});
        QVERIFY(trend.lastError().message.contains(QStringLiteral("Day not available")));
        QCOMPARE(progress.last(), (QList<QVariant>{10, 10})); // a failed day is done too
        QVERIFY(!trend.series(QStringLiteral("page_t"), range).at(3).sessions);

        server.asked.clear();
        server.newPhase();
        trend.retryFailed();
        QCOMPARE(trend.totalCount(), 1);
        QVERIFY(finished.wait(10000));
        QCOMPARE(server.asked, QList<QDate>{failing});
        QVERIFY(trend.failedDays().isEmpty());
        for (const Models::TrendPoint &point : trend.series(QStringLiteral("page_t"), range))
            QVERIFY2(point.sessions && point.conversionRate, qPrintable(point.day.toString(Qt::ISODate)));
    }

    void aWiderRangeAsksOnlyTheNewDays()
    {
        FakeClient api;
        Models::TrendLoader trend;
        trend.setTimeZone(QTimeZone::utc());
        trend.setClient(&api.client);
        FakeTrendServer server(api, trend, 2);
        QSignalSpy finished(&trend, &Models::TrendLoader::finished);
        QVERIFY(trend.load(QStringLiteral("page_t"), {QDate(2026, 3, 1), QDate(2026, 3, 10)}));
        QVERIFY(finished.wait(10000));
        server.asked.clear();
        server.newPhase();
        const DateRange wider{QDate(2026, 3, 1), QDate(2026, 3, 15)};
        QVERIFY(trend.load(QStringLiteral("page_t"), wider));
        QCOMPARE(trend.totalCount(), 5);
        QVERIFY(finished.wait(10000));
        QCOMPARE(server.sortedAsked(), daysOf({QDate(2026, 3, 11), QDate(2026, 3, 15)}));
        QCOMPARE(trend.series(QStringLiteral("page_t"), wider).size(), 15);
        QVERIFY(trend.series(QStringLiteral("page_t"), wider).first().sessions);

        // Today is still filling: asked again each time; days after it are not asked at all.
        const QDate today = QDateTime::currentDateTimeUtc().date();
        const DateRange aroundToday{today.addDays(-1), today.addDays(2)};
        server.asked.clear();
        QVERIFY(trend.load(QStringLiteral("page_t"), aroundToday));
        QVERIFY(finished.wait(10000));
        QCOMPARE(server.sortedAsked(), (QList<QDate>{today.addDays(-1), today}));
        server.asked.clear();
        QVERIFY(trend.load(QStringLiteral("page_t"), aroundToday));
        QVERIFY(finished.wait(10000));
        QCOMPARE(server.asked, QList<QDate>{today});
        QVERIFY(!trend.load(QStringLiteral("page_t"), {QDate(2024, 1, 1), QDate(2025, 6, 1)})); // over maxDays
    }

    void cancelHalfWayStopsAsking()
    {
        FakeClient api;
        Models::TrendLoader trend;
        trend.setTimeZone(QTimeZone::utc());
        trend.setClient(&api.client);
        FakeTrendServer server(api, trend, 30);
        QSignalSpy finished(&trend, &Models::TrendLoader::finished);
        QSignalSpy progress(&trend, &Models::TrendLoader::progressChanged);
        QVERIFY(trend.load(QStringLiteral("page_t"), {QDate(2026, 1, 1), QDate(2026, 1, 30)}));
        while (trend.doneCount() < 3)
            QVERIFY(progress.wait(5000));
        const qsizetype sent = server.asked.size();
        const int done = trend.doneCount();
        QVERIFY(sent < 30);
        trend.cancel();
        QCOMPARE(finished.size(), 1);
        QVERIFY(trend.wasCancelled());
        QVERIFY(!trend.isLoading());
        // What was in flight is aborted; nothing more is asked, no late answer counts.
        QTRY_COMPARE(api.network.openReplies(), 0);
        drainEvents();
        QCOMPARE(server.asked.size(), sent);
        QVERIFY(sent <= done + Models::TrendLoader::maxInFlight);
        QCOMPARE(trend.doneCount(), done);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(trend.cachedDayCount(QStringLiteral("page_t")), done); // what arrived is kept
        QVERIFY(trend.failedDays().isEmpty()); // cancelled days did not fail
    }

    // --- SessionLookup --------------------------------------------------------------------------

    void badSessionIdsAreRefusedWithoutAsking()
    {
        FakeClient api;
        serveSessions(api.network);
        Models::SessionLookup lookup;
        lookup.setClient(&api.client);
        for (const QString &id : {QString(), QStringLiteral("   "), QStringLiteral("ses_1/../x"), QStringLiteral("ses 1"),
                                  QStringLiteral("ses_1?x=1")}) {
            QVERIFY2(!lookup.open(QStringLiteral("page_1"), id), qPrintable(id));
            QCOMPARE(lookup.state(), LoadState::Error);
            QVERIFY(!lookup.error().message.isEmpty());
        }
        QVERIFY(!lookup.open(QString(), QStringLiteral("ses_1"))); // no page chosen
        drainEvents();
        QCOMPARE(api.network.requests().size(), 0);
        QVERIFY(lookup.recent().isEmpty());
    }

    void aFoundSessionComesFirstInRecent()
    {
        FakeClient api;
        serveSessions(api.network);
        Models::SessionLookup lookup;
        lookup.setClient(&api.client);
        QSignalSpy recentChanged(&lookup, &Models::SessionLookup::recentChanged);
        QVERIFY(openAndWait(lookup, QStringLiteral("  ses_1 "))); // pasted with spaces
        QCOMPARE(api.network.requests().last().path(), QStringLiteral("/v0/pages/page_1/audience_sessions/ses_1"));
        QCOMPARE(lookup.session().audienceSessionId, std::optional(QStringLiteral("ses_1")));
        QCOMPARE(recentChanged.size(), 1);
        const Models::RecentSession first = lookup.recent().first();
        QCOMPARE(first.pageId, QStringLiteral("page_1"));
        QCOMPARE(first.sessionId, QStringLiteral("ses_1"));
        QCOMPARE(first.pageTitle, QStringLiteral("Spring launch for finance teams"));
        QCOMPARE(first.summary, QStringLiteral("Converted · 4 min 10 s · google / cpc"));
        QVERIFY(first.openedAt.isValid());

        QVERIFY(openAndWait(lookup, QStringLiteral("ses_2")));
        QCOMPARE(recentIds(lookup), (QStringList{QStringLiteral("ses_2"), QStringLiteral("ses_1")}));
        QVERIFY(openAndWait(lookup, QStringLiteral("ses_1"))); // again: moved up, not listed twice
        QCOMPARE(recentIds(lookup), (QStringList{QStringLiteral("ses_1"), QStringLiteral("ses_2")}));
    }

    void aMissingSessionIsAnErrorNamingTheId()
    {
        FakeClient api;
        serveSessions(api.network);
        Models::SessionLookup lookup;
        lookup.setClient(&api.client);
        QVERIFY(!openAndWait(lookup, QStringLiteral("as_404")));
        QCOMPARE(lookup.state(), LoadState::Error);
        QCOMPARE(lookup.error().kind, Net::ApiError::Kind::NotFound);
        QVERIFY2(lookup.error().message.contains(QStringLiteral("as_404")), qPrintable(lookup.error().message));
        QCOMPARE(api.network.requests().size(), 1);
        QVERIFY(lookup.recent().isEmpty());
    }

    void recentSessionsAreKeptInTheProfileAndCapped()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = Models::ProfileDatabase::pathInFolder(dir.filePath(QStringLiteral("profile")));
        const QString listName = Models::ProfileFilesImport::recentSessionsList();
        FakeClient api;
        serveSessions(api.network);
        QStringList opened;
        {
            Models::ProfileDatabase store;
            QVERIFY2(store.open(path), qPrintable(store.error()));
            Models::SessionLookup lookup;
            lookup.setClient(&api.client);
            lookup.setStore(&store, listName);
            for (int n = 1; n <= Models::SessionLookup::maxRecent + 2; ++n) {
                opened.prepend(QStringLiteral("ses_%1").arg(n, 2, 10, QLatin1Char('0')));
                QVERIFY(openAndWait(lookup, opened.first()));
            }
            QCOMPARE(lookup.recent().size(), Models::SessionLookup::maxRecent);
            QCOMPARE(recentIds(lookup), opened.mid(0, Models::SessionLookup::maxRecent)); // ses_22 … ses_03
        } // the console closes, its store with it
        Models::ProfileDatabase store;
        QVERIFY2(store.open(path), qPrintable(store.error()));
        Models::SessionLookup again;
        again.setStore(&store, listName);
        QCOMPARE(recentIds(again), opened.mid(0, Models::SessionLookup::maxRecent));
        QCOMPARE(again.recent().first().summary, QStringLiteral("Converted · 4 min 10 s · google / cpc"));
        QCOMPARE(again.recent().first().pageTitle, QStringLiteral("Spring launch for finance teams"));
        QVERIFY(again.recent().first().openedAt.isValid());
        again.forgetRecent();
        Models::ProfileDatabase nextStart;
        QVERIFY2(nextStart.open(path), qPrintable(nextStart.error()));
        Models::SessionLookup third;
        third.setStore(&nextStart, listName);
        QVERIFY(third.recent().isEmpty());
    }
};

} // namespace tst_analyticsmodels

AUDIENCE_TEST_GUILESS_MAIN(tst_analyticsmodels, TestAnalyticsModels)
#include "tst_analyticsmodels.moc"
