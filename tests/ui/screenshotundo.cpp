#include "screenshotundo.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/common/loadstate.h"
#include "models/shell/connection.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/publishhistory.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/impact/impactcard.h"
#include "ui/shell/mainwindow.h"
#include "ui/workspace/audienceworkspaceview.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/undodialog.h"
#include "ui/workspace/undopane.h"
#include "ui/workspace/versionpanel.h"

#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

#include <cstdio>

namespace Audience::Testing {

namespace {

using Stage = Models::PublishUndo::Stage;

const QString page = QStringLiteral("page_demo_01");
const QString audience = QStringLiteral("aud_demo_061");
const QString hurt = QStringLiteral("ver_demo_061_3");

bool waitUntil(const std::function<bool()> &condition, const char *what, int timeoutMs = 30000)
{
    if (QTest::qWaitFor(condition, timeoutMs))
        return true;
    std::fprintf(stderr, "timed out waiting for %s\n", what);
    return false;
}

// The window with `over` drawn on it, centred, the window dimmed.
QPixmap withDialog(Ui::MainWindow &window, QWidget *over)
{
    QTest::qWait(300);
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    const QPixmap dialogShot = over->grab();
    painter.fillRect(shot.rect(), QColor(0, 0, 0, 60));
    painter.drawPixmap((shot.width() - dialogShot.width()) / 2, std::max(0, (shot.height() - dialogShot.height()) / 2), dialogShot);
    painter.end();
    return shot;
}

QTreeWidgetItem *rowOf(QTreeWidget *list, const QString &versionId)
{
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == versionId)
            return list->topLevelItem(i);
    }
    return nullptr;
}

// The workspace of aud_demo_061 on its Versions tab, version 3 chosen and open.
Ui::VersionPanel *openTimeline(Ui::MainWindow &window)
{
    window.goTo(QStringLiteral("audiences"));
    Ui::AudienceBrowser *audiences = window.audienceBrowser();
    Ui::AudienceWorkspaceView *workspace = audiences->workspace();
    window.connection()->versionFollower()->open(page, audience, hurt);
    // Found by its name, as a user would, so the tree holds it with its page.
    audiences->searchEdit()->setText(QStringLiteral("Heads of FP&A at SaaS"));
    if (!waitUntil([&] { return audiences->searchModel()->query() == QLatin1StringView("Heads of FP&A at SaaS")
                                && audiences->searchModel()->state() != Models::LoadState::Loading
                                && audiences->treeModel()->rowCount() > 0; },
                   "the audience search"))
        return nullptr;
    audiences->openItem(audience);
    if (!waitUntil([&] { return workspace->conversationModel()->state() == Models::LoadState::Complete; }, "the conversation"))
        return nullptr;
    workspace->sideTabs()->setCurrentWidget(workspace->versions());
    Ui::VersionPanel *panel = workspace->versions();
    if (!waitUntil([&] { return rowOf(panel->list(), hurt) && panel->history()->conversation() && !panel->history()->isLoading(); },
                   "the timeline"))
        return nullptr;
    panel->list()->setCurrentItem(rowOf(panel->list(), hurt));
    // The card's figures make the rows again (their results): the row is found again after them.
    waitUntil([&] { return !panel->impactCard()->headlineText().isEmpty() && panel->impactCard()->headlineText() != u"Loading…"; },
              "the impact card");
    rowOf(panel->list(), hurt)->setExpanded(true);
    return panel;
}

} // namespace

bool shootUndo(Ui::MainWindow &window, const SaveShot &save)
{
    Ui::VersionPanel *panel = openTimeline(window);
    if (!panel)
        return false;
    QTest::qWait(500);
    save(window.grab(), QStringLiteral("undo-timeline.png"));

    panel->undoButton()->click();
    auto *dialog = window.findChild<Ui::UndoDialog *>();
    if (!dialog)
        return false;
    Ui::UndoPane *pane = dialog->pane();
    if (!waitUntil([&] { return pane->undo()->stage() == Stage::Ready; }, "the undo's preview"))
        return false;
    save(withDialog(window, dialog), QStringLiteral("undo-preview.png"));

    pane->sendButton()->click();
    if (!waitUntil([&] { return pane->undo()->stage() == Stage::Proven || pane->undo()->stage() == Stage::NotProven; }, "the proof"))
        return false;
    save(withDialog(window, dialog), QStringLiteral("undo-proof.png"));
    if (pane->undo()->stage() != Stage::Proven)
        return false;

    pane->publishButton()->click();
    if (!waitUntil([&] { return pane->publishDialog() && pane->publishDialog()->publishButton()->isEnabled(); }, "the confirmation"))
        return false;
    save(withDialog(window, pane->publishDialog()), QStringLiteral("undo-confirmation.png"));
    pane->publishDialog()->publishButton()->click();
    if (!waitUntil([&] { return pane->undo()->stage() == Stage::Published; }, "the publish"))
        return false;
    save(withDialog(window, dialog), QStringLiteral("undo-published.png"));
    dialog->close();
    if (!waitUntil([&] { return panel->list()->topLevelItemCount() > 0 && panel->list()->topLevelItem(0)->childCount() > 0; },
                   "the new publish on the timeline"))
        return false;
    panel->list()->topLevelItem(0)->setExpanded(true);
    QTest::qWait(500);
    save(window.grab(), QStringLiteral("undo-timeline-after.png"));
    return true;
}

} // namespace Audience::Testing
