// Every store failure of a release, walked (issue 42; tests/models/tst_storesweep.cpp does the
// single writes): the store's fault point (StoreConnection::failStatement) makes the Nth statement
// of a one-member release fail as full, locked, read-only or damaged, for every N and each kind,
// against a real sandbox (each run publishes a draft of its own). For each: the place says what
// happened in words (the release's refusal, or its row); nothing is published that was not
// journaled; nothing is still publishing once the service answered; the next start calls nothing
// "not confirmed" that this console saw answered. The release log's own steps run raw statements
// (releaselogstep.cpp), outside the fault point: they are not swept.
#include "releasetesthelpers.h"

#include "models/store/storeerror.h"
#include "models/store/unrecordedoutcomes.h"
#include "models/workspace/publishactions.h"
#include "support/testmain.h"

#include <QTest>

namespace tst_releasesweep {

using namespace Audience;
using namespace Audience::Models;
using namespace Audience::Testing;

namespace {

constexpr int audiences = 120; // a fresh draft for each run
const QList<StoreError::Kind> kinds{StoreError::Kind::Full, StoreError::Kind::Busy, StoreError::Kind::ReadOnly,
                                    StoreError::Kind::Damaged};

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
        const QByteArray run = QStringLiteral("statement %1 failing: %2").arg(nth).arg(StoreError{kind, {}}.cause()).toUtf8();
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
            const StoreError why{kind, {}};
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
        const int statements = runOnce(0, StoreError::Kind::None);
        QVERIFY(statements > 0);
        int runs = 0;
        for (StoreError::Kind kind : kinds) {
            for (int nth = 1; nth <= statements; ++nth) {
                runOnce(nth, kind);
                if (QTest::currentTestFailed())
                    return;
                ++runs;
            }
        }
        qInfo("a release of one: %d statements × %d kinds: %d runs", statements, int(kinds.size()), runs);
    }
};

} // namespace tst_releasesweep

AUDIENCE_TEST_GUILESS_MAIN(tst_releasesweep, TestReleaseSweep)
#include "tst_releasesweep.moc"
