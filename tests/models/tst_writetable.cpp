// The write table, row by row: every kind of write has its words and a way back (an area that takes
// it in, or a resend as recorded), and the connection's hub takes an entry of each kind that an
// earlier run left not confirmed into the area its row names, and no other; Retry and Discard from
// Activity reach that same area.
#include "models/activity/journalactions.h"
#include "models/audiences/audienceactions.h"
#include "models/common/areawrites.h"
#include "models/common/writekinds.h"
#include "models/common/writetracker.h"
#include "models/shell/connection.h"
#include "models/store/writejournal.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "support/journalhub.h"
#include "support/testmain.h"

#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace tst_writetable {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

// A note of this kind with every field an area may need to take it in (a message's text, a
// publish's version, the audience and its page).
JournalNote noteOf(const WriteKindRow &row)
{
    const QString area = QString::fromLatin1(row.area.data(), qsizetype(row.area.size()));
    return {operationName(row.kind), area, QStringLiteral("page_1"), QStringLiteral("aud_1"), QStringLiteral("ver_1"),
            QStringLiteral("Retail"), QJsonObject{{QStringLiteral("message"), QStringLiteral("Mention pricing")}}};
}

struct Hub : JournalHub
{
    using JournalHub::JournalHub;

    // The tracker of each area that takes writes back, as this test knows them (not through the
    // registry it checks).
    QMap<AreaHandler, WriteTracker *> areaTrackers()
    {
        return {{AreaHandler::Messages, connection.messageOutbox()->tracker()},
                {AreaHandler::Publishes, connection.publishActions()->tracker()},
                {AreaHandler::AudienceArchive, connection.audienceActions()->tracker()}};
    }
};

QString nameOf(const WriteKindRow &row)
{
    return QString::fromLatin1(row.operation.data(), qsizetype(row.operation.size()));
}

} // namespace

class TestWriteTable : public QObject
{
    Q_OBJECT
private slots:
    void everyRowHasItsNameWordsAndAWayBack()
    {
        FakeClient api;
        Connection connection(&api.client);
        QSet<QString> names;
        for (const WriteKindRow &row : writeKindTable()) {
            const QString name = nameOf(row);
            QVERIFY2(!name.isEmpty(), "a row without an operation name");
            QVERIFY2(!names.contains(name), qPrintable(name));
            names.insert(name);
            QCOMPARE(&writeKindRow(row.kind), &row);
            QCOMPARE(writeKindRow(name), &row);
            QVERIFY2(!row.area.empty(), qPrintable(name));

            // Words for the intent and the deed, naming the target; a publish's name its version.
            QVERIFY2(!writeWords(row.intent).isEmpty() && !writeWords(row.done).isEmpty(), qPrintable(name));
            QVERIFY2(writeWords(row.intent).contains(QLatin1String("%1")) && writeWords(row.done).contains(QLatin1String("%1")), qPrintable(name));
            if (row.detail == WordsDetail::VersionNumber)
                QVERIFY2(writeWords(row.intent).contains(QLatin1String("%2")) && writeWords(row.done).contains(QLatin1String("%2")), qPrintable(name));
            QCOMPARE(row.intentWithoutTarget == nullptr, row.doneWithoutTarget == nullptr);

            // The way back: an area the hub registered, or a resend as recorded.
            if (row.retry == RetryWay::ThroughArea) {
                QVERIFY2(row.handler != AreaHandler::None, qPrintable(name));
                const AreaWriteHandler *handler = connection.areaWrites().handler(row.handler);
                QVERIFY2(handler, qPrintable(QStringLiteral("%1: no area registered for its handler").arg(name)));
                QVERIFY2(handler->isComplete(), qPrintable(name));
                if (row.canCheck)
                    QVERIFY2(handler->check, qPrintable(QStringLiteral("%1: can be checked, but its area has no check").arg(name)));
            } else {
                QCOMPARE(row.handler, AreaHandler::None);
                QVERIFY2(row.sendAsRecorded, qPrintable(name));
                QVERIFY2(!row.canCheck, qPrintable(name));
            }
        }
        QCOMPARE(names.size(), int(writeKindTable().size()));
        QCOMPARE(writeKindRow(QStringLiteral("aNewerConsolesWrite")), nullptr);
    }

    void eachAreaKindIsAdoptedIntoItsOwnPlace_data()
    {
        QTest::addColumn<int>("kind");
        for (const WriteKindRow &row : writeKindTable()) {
            if (row.retry == RetryWay::ThroughArea)
                QTest::newRow(row.operation.data()) << int(row.kind);
        }
    }

    void eachAreaKindIsAdoptedIntoItsOwnPlace()
    {
        QFETCH(int, kind);
        const WriteKindRow &row = writeKindRow(WriteKind(kind));
        QTemporaryDir dir;
        const JournalNote note = noteOf(row);
        const qint64 id = leftByAnEarlierRun(dir.path(), note, QStringLiteral("key-1"));
        QVERIFY(id > 0);
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        QCOMPARE(hub.connection.notConfirmedCount(), 1);

        const JournalEntry entry = *hub.connection.journal()->entry(id);
        const QString item = AreaWriteHandlers::itemOf(entry);
        const auto trackers = hub.areaTrackers();
        QCOMPARE(trackers.size(), int(areaHandlerCount) - 1); // every area but None
        for (auto it = trackers.cbegin(); it != trackers.cend(); ++it) {
            const bool own = it.key() == row.handler;
            QCOMPARE(it.value()->journalId(item) == id, own);
            QCOMPARE(it.value()->isNotConfirmed(item), own);
        }

        // Discard from Activity reaches the same area: its place stops offering it.
        QVERIFY(hub.connection.journalActions()->discard(id));
        QCOMPARE(trackers.value(row.handler)->state(item), WriteTracker::State::None);
        QCOMPARE(hub.connection.journal()->entry(id)->outcome, JournalEntry::Outcome::Discarded);
    }

    void eachAreaKindIsRetriedInItsOwnPlace_data() { eachAreaKindIsAdoptedIntoItsOwnPlace_data(); }

    // Retry from Activity goes through the same area: its write is on its way again there (with
    // the journal's key), and in no other area.
    void eachAreaKindIsRetriedInItsOwnPlace()
    {
        QFETCH(int, kind);
        const WriteKindRow &row = writeKindRow(WriteKind(kind));
        QTemporaryDir dir;
        const qint64 id = leftByAnEarlierRun(dir.path(), noteOf(row), QStringLiteral("key-1"));
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        const QString item = AreaWriteHandlers::itemOf(*hub.connection.journal()->entry(id));
        QVERIFY(hub.connection.journalActions()->retry(id));
        const auto trackers = hub.areaTrackers();
        for (auto it = trackers.cbegin(); it != trackers.cend(); ++it) {
            const bool own = it.key() == row.handler;
            QCOMPARE(it.value()->isPending(item), own);
            if (own)
                QCOMPARE(it.value()->idempotencyKey(item), QStringLiteral("key-1"));
        }
    }

    void aResentKindIsAdoptedByNoArea()
    {
        QTemporaryDir dir;
        QList<qint64> ids;
        for (const WriteKindRow &row : writeKindTable()) {
            if (row.retry != RetryWay::ThroughArea)
                ids.append(leftByAnEarlierRun(dir.path(), noteOf(row), QStringLiteral("key-%1").arg(int(row.kind))));
        }
        QVERIFY(!ids.isEmpty());
        Hub hub(dir.path());
        QVERIFY(hub.waitForStore());
        QCOMPARE(hub.connection.notConfirmedCount(), ids.size()); // listed in Activity
        const auto trackers = hub.areaTrackers();
        for (const qint64 id : ids) {
            const JournalEntry entry = *hub.connection.journal()->entry(id);
            QCOMPARE(hub.connection.areaWrites().handlerOf(entry), nullptr);
            for (WriteTracker *tracker : trackers)
                QCOMPARE(tracker->journalId(AreaWriteHandlers::itemOf(entry)), qint64(0));
        }
    }
};

} // namespace tst_writetable

AUDIENCE_TEST_GUILESS_MAIN(tst_writetable, TestWriteTable)
#include "tst_writetable.moc"
