// "The panes jump in width after a publish" (issue 43, item 9): the main window on the demo
// sandbox at the free area of a 1024 x 768 and of a 1440 x 900 screen, an audience with a draft
// open in its workspace; the draft is published through the workspace's Publish and its
// confirmation. Every splitter of the window (the sidebar's, the list and the workspace's, the
// conversation and the side tabs') keeps its panes' widths across the publish, and the window its
// width. Fails when a pane's text or content (the list's status, the version's words, the
// timeline, the impact card) makes a splitter give its room to another pane.
#include "models/audiences/audiencetreemodel.h"
#include "models/shell/connection.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/versionfollower.h"
#include "placepluginsofbuild.h"
#include "settledplaces.h"
#include "support/demosandboxclient.h"
#include "support/testmain.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/shell/mainwindow.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/versionpanel.h"

#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeWidget>
#include <QTemporaryDir>
#include <QTest>

namespace tst_panewidths {

using namespace Audience;

namespace {

// The splitters shown, each by its path of object names, with its panes' widths (or heights).
QStringList splitterSizes(const QWidget *window)
{
    QStringList lines;
    for (const QSplitter *splitter : window->findChildren<QSplitter *>()) {
        if (!splitter->isVisible())
            continue;
        QStringList path;
        for (const QWidget *at = splitter; at && at != window; at = at->parentWidget())
            path.prepend(at->objectName().isEmpty() ? QString::fromLatin1(at->metaObject()->className()) : at->objectName());
        QStringList sizes;
        for (const int size : splitter->sizes())
            sizes.append(QString::number(size));
        lines.append(path.join(u'/') + QStringLiteral(": ") + sizes.join(QStringLiteral(" | ")));
    }
    return lines;
}

} // namespace

class TestPaneWidths : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

    // Whatever the places asked for has come back, and the zero timers that fit lists have run.
    bool settle(QWidget *window)
    {
        if (!Testing::settlePlaces(*m_demo.client(), window))
            return false;
        QTest::qWait(100);
        QCoreApplication::processEvents();
        return Testing::settlePlaces(*m_demo.client(), window);
    }

private slots:
    void initTestCase()
    {
        QSettings().clear();
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void thePanesKeepTheirWidthsAcrossAPublish_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("pageId");
        QTest::addColumn<QString>("audienceId");
        // The demo's audiences with version 2 a draft (n mod 6 = 2): one a size, each published once.
        QTest::newRow("1024x768") << QSize(1024, 768) << QStringLiteral("page_demo_01") << QStringLiteral("aud_demo_002");
        QTest::newRow("1440x900") << QSize(1440, 900) << QStringLiteral("page_demo_02") << QStringLiteral("aud_demo_008");
    }
    void thePanesKeepTheirWidthsAcrossAPublish()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, pageId);
        QFETCH(QString, audienceId);
        const QString draftId = QStringLiteral("ver_%1_2").arg(audienceId.mid(4));
        QSettings().clear();
        QTemporaryDir profile; // the publish is journaled in the profile's store before it is sent
        QVERIFY(profile.isValid());
        Ui::MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(m_demo.client());
        window.connection()->setProfileFolder(profile.path());
        window.resize(screen - QSize(16, 48)); // the free area less a window manager's frame
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setConnected(true);
        Models::VersionFollower *versions = window.connection()->versionFollower();
        versions->open(pageId, audienceId, draftId); // the draft, as a reply to a message makes it known
        QTRY_VERIFY_WITH_TIMEOUT(versions->version(draftId) && versions->version(draftId)->status == u"draft", 20000);
        // Opened from the tree, as a click opens it (its row names its page).
        window.goTo(QStringLiteral("audiences"));
        QTRY_VERIFY_WITH_TIMEOUT(window.audienceBrowser()->treeModel()->indexOfAudience(audienceId).isValid(), 20000);
        window.goTo(QStringLiteral("audiences"), audienceId);
        QTRY_VERIFY_WITH_TIMEOUT(window.currentPlace()->currentItem() == audienceId, 20000);
        QVERIFY(settle(&window));
        Ui::AudienceWorkspaceView *workspace = window.audienceBrowser()->workspace();
        QVERIFY(workspace);
        QPushButton *publish = workspace->versions()->publishButton();
        QTRY_VERIFY_WITH_TIMEOUT(publish->isEnabled(), 20000);
        // The Versions tab shown, where Publish is (and where the timeline and the card change).
        auto *tabs = qobject_cast<QTabWidget *>(workspace->versions()->parentWidget()->parentWidget());
        QVERIFY(tabs);
        tabs->setCurrentWidget(workspace->versions());
        // The draft chosen in the timeline, as a user picks what to publish: once published, the
        // row shows its results and the card below it "Did it work?".
        auto *timeline = workspace->versions()->findChild<QTreeWidget *>(QStringLiteral("versionList"));
        QVERIFY(timeline);
        for (int row = 0; row < timeline->topLevelItemCount(); ++row) {
            if (timeline->topLevelItem(row)->data(0, Qt::UserRole).toString() == draftId)
                timeline->setCurrentItem(timeline->topLevelItem(row));
        }
        QVERIFY(timeline->currentItem());
        QVERIFY(settle(&window));
        const int windowWidth = window.width();
        const QStringList before = splitterSizes(&window);
        QVERIFY(!before.isEmpty());

        publish->click();
        Ui::PublishDialog *dialog = workspace->publishDialog();
        QVERIFY(dialog);
        auto *confirm = dialog->findChild<QPushButton *>(QStringLiteral("confirmPublish"));
        QVERIFY(confirm);
        QTRY_VERIFY2_WITH_TIMEOUT(confirm->isEnabled(), qPrintable(dialog->summaryText() + u'\n' + workspace->conversationModel()->readProblem()), 20000);
        confirm->click();
        QTRY_VERIFY_WITH_TIMEOUT(versions->publishedVersion(audienceId) && versions->publishedVersion(audienceId)->versionId == draftId, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!workspace->publishDialog(), 20000);
        QVERIFY(settle(&window));
        QVERIFY(!publish->isEnabled()); // published: the workspace shows it

        const QStringList after = splitterSizes(&window);
        QVERIFY2(after == before, qPrintable(QStringLiteral("before the publish:\n%1\nafter:\n%2")
                                                 .arg(before.join(u'\n'), after.join(u'\n'))));
        QCOMPARE(window.width(), windowWidth);
    }
};

} // namespace tst_panewidths

AUDIENCE_TEST_MAIN(tst_panewidths, TestPaneWidths)
#include "tst_panewidths.moc"
