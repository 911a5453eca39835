// The Versions tab as a timeline and "Undo this publish" as the user meets them, offscreen, against
// the demo sandbox: aud_demo_061's version 3 (the publish that hurt) shows its live interval and the
// three fields it changed; Undo This Publish… opens the pane, whose preview lists them; Send, the
// proof "3 of 3", Publish… through the usual confirmation, and the values from before are live.
// The impact card and Activity's completed publish offer the same.
#include "models/analytics/analyticsdaycache.h"
#include "models/shell/connection.h"
#include "models/workspace/publishhistory.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/versionfollower.h"
#include "support/demosandboxclient.h"
#include "models/store/writejournal.h"
#include "models/workspace/publishactions.h"
#include "ui/activity/activitydetailview.h"
#include "ui/impact/impactcard.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/undodialog.h"
#include "ui/workspace/undopane.h"
#include "ui/workspace/versionpanel.h"
#include "ui/workspace/versiontimeline.h"
#include "ui/workspace/whatgoesliveview.h"
#include "support/testmain.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

namespace tst_undopane {

using namespace Audience;
using State = Models::PublishUndo::State;

namespace {

const QString page = QStringLiteral("page_demo_01");
const QString audience = QStringLiteral("aud_demo_061");
const QString hurt = QStringLiteral("ver_demo_061_3");

QTreeWidgetItem *rowOf(QTreeWidget *list, const QString &versionId)
{
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == versionId)
            return list->topLevelItem(i);
    }
    return nullptr;
}

// A demo sandbox of a test's own (its extra arguments: faults), and a connection to it that knows
// version 3 of the audience.
struct OwnSandbox
{
    Testing::DemoSandboxClient sandbox;
    QTemporaryDir profile;
    std::unique_ptr<Models::Connection> connection;

    bool start(const QStringList &extra)
    {
        if (!sandbox.start(QStringList{QStringLiteral("--processing-delay-ms"), QStringLiteral("20")} + extra)) {
            qWarning() << sandbox.errorString();
            return false;
        }
        connection = std::make_unique<Models::Connection>(sandbox.client());
        connection->setProfileFolder(profile.path());
        connection->setConnected(true);
        if (!QTest::qWaitFor([this] { return connection->journal() != nullptr; }, 10000))
            return false;
        connection->versionFollower()->open(page, audience, hurt);
        return QTest::qWaitFor([this] { return connection->versionFollower()->version(hurt).has_value(); }, 10000);
    }
};

// Starts the undo of version 3 in the pane, presses Send, and waits until it is proven, not, or failed.
bool sentThroughThePane(Ui::UndoPane *pane)
{
    if (!pane->start(page, audience, hurt)
        || !QTest::qWaitFor([pane] { return pane->undo()->state() == State::Ready; }, 10000))
        return false;
    QTest::mouseClick(pane->sendButton(), Qt::LeftButton);
    const auto settled = [pane] {
        const State state = pane->undo()->state();
        return state == State::Proven || state == State::NotProven || pane->undo()->isFailed();
    };
    return QTest::qWaitFor(settled, 30000);
}

} // namespace

class TestUndoPane : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_sandbox;
    QTemporaryDir m_profile;
    std::unique_ptr<Models::Connection> m_connection;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start({QStringLiteral("--processing-delay-ms"), QStringLiteral("20")}), qPrintable(m_sandbox.errorString()));
        m_connection = std::make_unique<Models::Connection>(m_sandbox.client());
        m_connection->setProfileFolder(m_profile.path());
        m_connection->setConnected(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_connection->journal() != nullptr, 10000);
        m_connection->analyticsDays()->setClock(m_sandbox.sandbox().seedDayClock());
        m_connection->versionFollower()->open(page, audience, hurt);
        QTRY_VERIFY_WITH_TIMEOUT(m_connection->versionFollower()->version(hurt).has_value(), 10000);
    }

    // The timeline: version 3 live since its publish, three fields changed, folding open to them.
    void theTimelineShowsWhatWasLive()
    {
        Ui::VersionPanel panel(m_connection.get());
        panel.setAudience(page, audience);
        QTRY_VERIFY_WITH_TIMEOUT(!panel.history()->isLoading() && panel.history()->conversation(), 10000);
        QTreeWidgetItem *row = rowOf(panel.list(), hurt);
        QVERIFY(row);
        QVERIFY2(row->text(Ui::VersionTimeline::LiveColumn).endsWith(QStringLiteral("live now")),
                 qPrintable(row->text(Ui::VersionTimeline::LiveColumn)));
        QCOMPARE(row->text(Ui::VersionTimeline::ChangedColumn), QStringLiteral("3 field(s)"));
        QCOMPARE(row->childCount(), 3);
        QVERIFY2(row->child(0)->text(0).startsWith(QStringLiteral("Meta title: “Forecast Studio for FP&A leads at SaaS scale-ups” → ")),
                 qPrintable(row->child(0)->text(0)));
        QVERIFY(!row->text(Ui::VersionTimeline::ResultsColumn).isEmpty());
        QVERIFY(!panel.undoButton()->isEnabled()); // nothing chosen yet
        panel.list()->setCurrentItem(row->child(1)); // a field's row chooses its version
        QVERIFY(panel.undoButton()->isEnabled());
        QVERIFY(!panel.impactCard()->undoButton()->isHidden());
    }

    // Undo from the pane: preview, Send, proof, Publish… through the confirmation.
    void undoesThroughThePane()
    {
        Ui::UndoDialog dialog(m_connection.get());
        Ui::UndoPane *pane = dialog.pane();
        QVERIFY(pane->start(page, audience, hurt, QStringLiteral("Heads of FP&A at SaaS scale-ups")));
        QTRY_COMPARE_WITH_TIMEOUT(pane->undo()->state(), State::Ready, 10000);
        QCOMPARE(pane->whatChanges()->fields(), (QStringList{QStringLiteral("metaTitle"), QStringLiteral("metaDescription"),
                                                             QStringLiteral("metaKeywords")}));
        QVERIFY(pane->sendButton()->isEnabled());
        QVERIFY(pane->publishButton()->isHidden());
        QTest::mouseClick(pane->sendButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(pane->undo()->state() == State::Proven || pane->undo()->state() == State::NotProven
                                     || pane->undo()->isFailed(),
                                 30000);
        QCOMPARE(pane->undo()->state(), State::Proven);
        QVERIFY2(pane->proofLabel()->text().startsWith(QStringLiteral("Proof: 3 of 3 field(s) equal the values before version 3.")),
                 qPrintable(pane->proofLabel()->text()));
        QVERIFY(!pane->publishButton()->isHidden());
        QVERIFY(pane->publishButton()->isEnabled());
        QVERIFY(pane->askAgainButton()->isHidden());
        QTest::mouseClick(pane->publishButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(pane->publishDialog() != nullptr, 5000);
        QCOMPARE(pane->publishDialog()->rows().isEmpty(), false);
        QTRY_VERIFY_WITH_TIMEOUT(pane->publishDialog()->publishButton()->isEnabled(), 5000);
        pane->publishDialog()->publishButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(pane->undo()->state(), State::Published, 20000);
        QCOMPARE(pane->statusLabel()->text(),
                 QStringLiteral("Published version 4: Meta title, meta description and meta keywords are back to before version 3."));
        QVERIFY(pane->undo()->alsoChanging().isEmpty());
        // What the undone publish changed still reads as derived once the conversation names the new live version.
        QTRY_VERIFY_WITH_TIMEOUT(!pane->undo()->history().isLoading(), 10000);
        QCOMPARE(pane->undo()->undone()->source, Models::PublishedChange::Source::Derived);

        // Activity offers the same on that completed publish, and not on the instruction.
        Models::WriteJournal *journal = m_connection->journal();
        const QString key = m_connection->publishActions()->operationKey(pane->undo()->draftVersionId());
        const auto publishEntry = journal->findByKey(key);
        QVERIFY(publishEntry);
        Ui::ActivityDetailView detail;
        detail.setEntry(*publishEntry, journal->liveRuns());
        QVERIFY(!detail.undoButton()->isHidden());
        QVERIFY(detail.undoReleaseButton()->isHidden()); // a workspace publish: no release to undo
        const auto instruction = journal->findByKey(pane->undo()->clientMessageId());
        QVERIFY(instruction);
        detail.setEntry(*instruction, journal->liveRuns());
        QVERIFY(detail.undoButton()->isHidden());
    }

    // The agent also changes Name when it obeys (--fault-agent-adds-field customName): the pane
    // says so under the proof, offers Ask Again and a button to take that change, not Publish;
    // taken after seeing it, Publish is offered and the pane says Name goes live as the agent wrote it.
    void aChangeTheAgentMadeUnaskedIsShownAndCanBeTaken()
    {
        OwnSandbox own;
        QVERIFY(own.start({QStringLiteral("--fault-agent-adds-field"), QStringLiteral("customName")}));
        Ui::UndoDialog dialog(own.connection.get());
        Ui::UndoPane *pane = dialog.pane();
        QVERIFY(sentThroughThePane(pane));
        QCOMPARE(pane->undo()->state(), State::NotProven);
        QVERIFY2(pane->proofLabel()->text().contains(QStringLiteral("Not proven: the agent also changed Name")),
                 qPrintable(pane->proofLabel()->text()));
        QVERIFY(!pane->proofLabel()->text().contains(QStringLiteral("pending before the undo")));
        QVERIFY(pane->publishButton()->isHidden());
        QVERIFY(!pane->askAgainButton()->isHidden());
        QVERIFY(pane->askAgainButton()->isEnabled());
        QPushButton *take = pane->takeButtonFor(QStringLiteral("customName"));
        QVERIFY(take);
        QTest::mouseClick(take, Qt::LeftButton);
        QTRY_COMPARE(pane->undo()->state(), State::Proven);
        QVERIFY(!pane->publishButton()->isHidden());
        QVERIFY(pane->publishButton()->isEnabled());
        QVERIFY2(pane->proofLabel()->text().contains(QStringLiteral("Name goes live as the agent changed it, as you chose")),
                 qPrintable(pane->proofLabel()->text()));
    }

    // The read before Publish fails (the service went away after the proof): the pane keeps the
    // proof it showed, says the connection was lost, offers Read Again, and Publish waits.
    void aFailedReadBeforePublishIsSaidAndBlocksPublish()
    {
        OwnSandbox own;
        QVERIFY(own.start({}));
        Ui::UndoDialog dialog(own.connection.get());
        Ui::UndoPane *pane = dialog.pane();
        QVERIFY(sentThroughThePane(pane));
        QCOMPARE(pane->undo()->state(), State::Proven);
        const QString proof = pane->proofLabel()->text();

        own.sandbox.sandbox().stop();
        QTest::mouseClick(pane->publishButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(pane->publishDialog() != nullptr, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(pane->publishDialog()->publishButton()->isEnabled(), 5000);
        pane->publishDialog()->publishButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(pane->undo()->check(), Models::PublishUndo::Check::Failed, 60000);
        QVERIFY2(pane->noticeLabel()->text().startsWith(QStringLiteral("The connection was lost: what is live could not be read again")),
                 qPrintable(pane->noticeLabel()->text()));
        QVERIFY(!pane->noticeLabel()->isHidden());
        QCOMPARE(pane->proofLabel()->text(), proof);
        QVERIFY(!pane->publishButton()->isEnabled());
        QVERIFY(!pane->readAgainButton()->isHidden());
        QCOMPARE(pane->undo()->state(), State::Proven);
    }
};

} // namespace tst_undopane

AUDIENCE_TEST_MAIN(tst_undopane, TestUndoPane)
#include "tst_undopane.moc"
