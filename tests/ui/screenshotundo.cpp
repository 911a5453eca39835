#include "screenshotundo.h"

#include "models/analytics/impactloader.h"
#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/common/loadstate.h"
#include "models/common/placeids.h"
#include "models/shell/connection.h"
#include "models/watch/publishwatcher.h"
#include "models/workspace/publishundo.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/impact/impactcard.h"
#include "ui/impact/impactdialog.h"
#include "ui/review/reviewplace.h"
#include "ui/shell/mainwindow.h"
#include "ui/watch/needsalookview.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/undodialog.h"
#include "ui/workspace/undopane.h"

#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTest>

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

// The audience found by its name in Audiences, as a user would, so the console knows its name
// (the alert names it) and its page.
bool findAudience(Ui::MainWindow &window)
{
    window.goTo(QStringLiteral("audiences"));
    Ui::AudienceBrowser *audiences = window.audienceBrowser();
    audiences->searchEdit()->setText(QStringLiteral("Heads of FP&A at SaaS"));
    return waitUntil([&] { return audiences->searchModel()->query() == QLatin1StringView("Heads of FP&A at SaaS")
                                  && audiences->searchModel()->state() != Models::LoadState::Loading
                                  && audiences->treeModel()->rowCount() > 0; },
                     "the audience search");
}

// Review with the watch's alert: the publish made known (as opening its Versions tab does), then
// judged on the days the watch reads.
bool shootAlert(Ui::MainWindow &window, const SaveShot &save)
{
    if (!findAudience(window))
        return false;
    Models::PublishWatcher *watch = window.connection()->publishWatcher();
    window.connection()->versionFollower()->open(page, audience, hurt);
    window.goTo(Models::PlaceId::review);
    auto *review = qobject_cast<Ui::ReviewPlace *>(window.currentPlace());
    if (!review)
        return false;
    if (!waitUntil([&] { return watch->alertCount() > 0 && !watch->isRunning() && review->needsALook()->alertCount() > 0; },
                   "the watch's alert", 60000))
        return false;
    QTest::qWait(500);
    save(window.grab(), QStringLiteral("undo-alert.png"));
    return true;
}

// "Open Impact Card" on the alert: the card of that publish, its figures shown.
Ui::ImpactDialog *shootImpactCard(Ui::MainWindow &window, const SaveShot &save)
{
    auto *review = qobject_cast<Ui::ReviewPlace *>(window.currentPlace());
    auto *open = review->needsALook()->findChild<QPushButton *>(QStringLiteral("needsALookOpen"));
    if (!open)
        return nullptr;
    open->click();
    auto *dialog = window.findChild<Ui::ImpactDialog *>();
    if (!dialog)
        return nullptr;
    dialog->resize(900, 660); // the whole card, within the window
    Ui::ImpactCard *card = dialog->card();
    if (!waitUntil([&] { return card->report().has_value() && !card->loader()->isLoading() && card->undoButton()->isEnabled(); },
                   "the impact card"))
        return nullptr;
    save(withDialog(window, dialog), QStringLiteral("undo-impact.png"));
    return dialog;
}

// Undo This Publish… on the card: the preview, the draft sent and proven, then published.
bool shootUndoFromCard(Ui::MainWindow &window, Ui::ImpactDialog *impact, const SaveShot &save)
{
    impact->card()->undoButton()->click();
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
    impact->close();
    return true;
}

} // namespace

bool shootUndo(Ui::MainWindow &window, const SaveShot &save)
{
    if (!shootAlert(window, save))
        return false;
    Ui::ImpactDialog *impact = shootImpactCard(window, save);
    return impact && shootUndoFromCard(window, impact, save);
}

} // namespace Audience::Testing
