// Every store failure of a release, walked (issue 42; tests/models/tst_storesweep.cpp does the
// single writes): the store's fault point (StoreConnection::failStatement) makes the Nth statement
// of a one-member release fail as full, locked, read-only or damaged, for every N and each kind,
// against a real sandbox (each run publishes a draft of its own). For each: the place says what
// happened in words (the release's refusal, or its row); nothing is published that was not
// journaled; nothing is still publishing once the service answered; the next start calls nothing
// "not confirmed" that this console saw answered. The release log's move out of the kept list (schema
// step 5, releaselogstep.cpp, when a store an older console left is opened) asks the same fault
// point: swept on its own, each failure said and the releases kept (in the store, or in the
// damaged store set aside).
#include "releasetesthelpers.h"
#include "support/faultsweep.h"
#include "support/rawconnection.h"

#include "models/store/storeerror.h"
#include "models/store/storeschema.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/workspace/publishactions.h"
#include "support/testmain.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_releasesweep {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

constexpr int audiences = 120; // a fresh draft for each run
const QList<StoreError::Kind> &kinds = sweptKinds();

// A store as a console of schema 4 left it: one release of two members in the kept list.
bool writeSchema4Release(const QString &path)
{
    RawConnection raw(path);
    QSqlDatabase db = raw.db();
    if (!StoreSchema::migrateTo(db, 4).ok())
        return false;
    QJsonArray members;
    for (const QString &audience : {QStringLiteral("aud_1"), QStringLiteral("aud_2")}) {
        members.append(QJsonObject{{QStringLiteral("pageId"), QStringLiteral("page_1")},
                                   {QStringLiteral("audienceId"), audience},
                                   {QStringLiteral("label"), audience},
                                   {QStringLiteral("versionId"), QStringLiteral("ver_") + audience},
                                   {QStringLiteral("versionNumber"), 3},
                                   {QStringLiteral("operationKey"), QStringLiteral("key-") + audience},
                                   {QStringLiteral("skipped"), QString()}});
    }
    const QJsonObject release{{QStringLiteral("releaseId"), QStringLiteral("rel_1")},
                              {QStringLiteral("runId"), QStringLiteral("run-1")},
                              {QStringLiteral("startedAt"), QStringLiteral("2026-11-20T09:30:00.250Z")},
                              {QStringLiteral("finished"), true},
                              {QStringLiteral("members"), members}};
    QSqlQuery query(db);
    query.prepare(QStringLiteral("INSERT INTO kept_lists (list, item_id, position, entry) VALUES ('releases', 'rel_1', 0, ?)"));
    query.addBindValue(QString::fromUtf8(QJsonDocument(release).toJson(QJsonDocument::Compact)));
    return query.exec();
}

// The release "rel_1" with its two members, in the store at `path` (its log) or, for a store set
// aside, still in its kept list.
bool holdsTheRelease(const QString &path)
{
    RawConnection raw(path);
    return raw.count(QStringLiteral("SELECT COUNT(*) FROM release_members WHERE release_id = 'rel_1'")) == 2
           || raw.count(QStringLiteral("SELECT COUNT(*) FROM kept_lists WHERE list = 'releases' AND item_id = 'rel_1'")) == 1;
}

} // namespace

class TestReleaseSweep : public QObject
{
    Q_OBJECT

    ReleaseWorld m_world;
    int m_next = 0; // the audience of the last run

    // One release of audience `n`'s draft on a fresh profile, its nth statement failing as `kind`
    // (0: none). The statements it ran, or -1 (the failure said).
    int runOnce(int nth, StoreError::Kind kind)
    {
        const int n = ++m_next;
        if (n > audiences) {
            QTest::qFail("more runs than drafts", __FILE__, __LINE__);
            return -1;
        }
        const QByteArray run = QStringLiteral("statement %1 failing: %2").arg(nth).arg(StoreError{kind, {}, {}}.cause()).toUtf8();
        auto fail = [&run](const char *rule, const QString &detail = {}) {
            const QByteArray message = run + ": " + rule + (detail.isEmpty() ? QByteArray() : " (" + detail.toUtf8() + ")");
            QTest::qFail(message.constData(), __FILE__, __LINE__);
            return -1;
        };
        QTemporaryDir profile;
        m_world.connection.reset();
        if (!m_world.connect(profile.path()))
            return fail("the profile did not open");
        Connection &connection = *m_world.connection;
        ProfileDatabase &store = *connection.store();
        store.failStatement(nth, kind);
        int statements = 0;
        {
            ReleaseRun release(*connection.serviceLink(), *connection.storeLink(), *connection.publishActions(),
                               *connection.versionFollower());
            const StoreError why{kind, {}, {}};
            if (!release.start({{wideKey(n), wideDraftId(n), 2}})) {
                statements = store.statementsRun();
                store.failStatement(0, StoreError::Kind::None);
                if (release.storeRefusal() != why.notSentText())
                    return fail("a refused release does not say why", release.storeRefusal());
            } else {
                if (!QTest::qWaitFor([&release] { return !release.isRunning(); }, 30000))
                    return fail("still publishing");
                statements = store.statementsRun();
                store.failStatement(0, StoreError::Kind::None);
                const QString key = release.row(0).operationKey;
                const auto entry = connection.journal()->findByKey(key);
                const bool published = readVersion(*m_world.client, n).status == u"published";
                if (published && !entry)
                    return fail("published, and not in the journal");
                if (!published && (release.stage(0) != BatchRunner::Stage::Failed || !release.statusText(0).contains(why.cause())))
                    return fail("not published, and the row does not say why", release.statusText(0));
                if (entry && entry->outcome == JournalEntry::Outcome::Pending) {
                    const QString says = connection.publishActions()->tracker()->unrecordedText(wideDraftId(n));
                    if (says != why.notRecordedText())
                        return fail("an unrecorded outcome is not said", says);
                    connection.journal()->unrecordedOutcomes()->recordNow();
                }
            }
        }
        m_world.connection.reset(); // the next start
        if (!m_world.connect(profile.path()))
            return fail("the profile did not open again");
        if (const int notConfirmed = m_world.connection->notConfirmedCount(); notConfirmed != 0)
            return fail("the next start calls writes not confirmed", QString::number(notConfirmed));
        m_world.connection.reset();
        return statements;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_world.start(audiences), qPrintable(m_world.sandbox.errorString()));
    }

    void everyStatementOfAReleaseFailsInEveryWay()
    {
        const int statements = sweepEveryStatement([this](int nth, StoreError::Kind kind) { return runOnce(nth, kind); });
        if (QTest::currentTestFailed())
            return;
        qInfo("a release of one: %d statements × %d kinds: %d runs", statements, int(kinds.size()), statements * int(kinds.size()));
    }

    // Opening a store of schema 4 moves its releases out of the kept list (schema step 5) in the
    // step's transaction: every statement of the open, that step's own included, fails in every
    // way. A refused open says why; nothing is lost: the next start (the disk taking writes again)
    // finds the release with both members, in the store or, when the failure said it was damaged,
    // in the store set aside (named in the problems).
    void theReleaseLogsMoveOutOfTheKeptListFailsInEveryWay()
    {
        auto runOnce = [](int nth, StoreError::Kind kind) {
            const QByteArray run = QStringLiteral("opening, statement %1 failing: %2").arg(nth).arg(StoreError{kind, {}, {}}.cause()).toUtf8();
            auto fail = [&run](const char *rule, const QString &detail = {}) {
                const QByteArray message = run + ": " + rule + (detail.isEmpty() ? QByteArray() : " (" + detail.toUtf8() + ")");
                QTest::qFail(message.constData(), __FILE__, __LINE__);
                return -1;
            };
            QTemporaryDir folder;
            const QString path = ProfileDatabase::pathInFolder(folder.path());
            if (!writeSchema4Release(path))
                return fail("the store of schema 4 was not written");
            int statements = 0;
            QStringList setAside;
            {
                ProfileDatabase store;
                store.failStatement(nth, kind);
                const bool opened = store.open(path);
                statements = store.statementsRun();
                if (!opened && store.error().isEmpty())
                    return fail("a refused open does not say why");
                if (opened && !store.problems().isEmpty())
                    setAside = QDir(folder.path()).entryList({QStringLiteral("*.sqlite")}, QDir::Files).filter(QStringLiteral("damaged"));
            }
            ProfileDatabase next; // the next start
            if (!next.open(path))
                return fail("the next start does not open", next.error());
            const auto releases = next.releaseRecords();
            const bool inStore = releases && releases->size() == 1 && releases->first().members.size() == 2;
            next.close();
            const bool inSetAside = std::any_of(setAside.cbegin(), setAside.cend(), [&folder](const QString &name) {
                return holdsTheRelease(QDir(folder.path()).filePath(name));
            });
            if (!inStore && !inSetAside)
                return fail("the release is lost");
            return statements;
        };
        const int statements = sweepEveryStatement(runOnce);
        if (QTest::currentTestFailed())
            return;
        qInfo("opening a store of schema 4 (the release log's move, step 5): %d statements × %d kinds", statements,
              int(kinds.size()));
    }
};

} // namespace tst_releasesweep

AUDIENCE_TEST_GUILESS_MAIN(tst_releasesweep, TestReleaseSweep)
#include "tst_releasesweep.moc"
