#include "screenshotwait.h"
#include "screenshotrelease.h"

#include "models/audiences/audiencesearchmodel.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/common/modelroles.h"
#include "models/release/releaseplan.h"
#include "models/release/releaserun.h"
#include "models/shell/connection.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/audiences/audienceselection.h"
#include "ui/release/releasedialog.h"
#include "ui/release/releaseflow.h"
#include "ui/shell/mainwindow.h"

#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTest>
#include <QTreeView>
#include <QTreeView>

#include <cstdio>

namespace Audience::Testing {

namespace {


// The dialog over the dimmed window, as the user sees it.
QPixmap over(Ui::MainWindow &window, QWidget *dialog)
{
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    painter.fillRect(shot.rect(), QColor(0, 0, 0, 60));
    const QPixmap top = dialog->grab();
    painter.drawPixmap((shot.width() - top.width()) / 2, (shot.height() - top.height()) / 3, top);
    return shot;
}

} // namespace

bool shootRelease(Ui::MainWindow &window, const SaveShot &save)
{
    // Demo drafts (docs/sandbox.md): version 2 of every audience n with n mod 6 = 2, and the archived
    // aud_demo_022's version 3.
    const QList<QPair<QString, QString>> chosen{
        {QStringLiteral("aud_demo_008"), QStringLiteral("ver_demo_008_2")}, {QStringLiteral("aud_demo_014"), QStringLiteral("ver_demo_014_2")},
        {QStringLiteral("aud_demo_020"), QStringLiteral("ver_demo_020_2")}, {QStringLiteral("aud_demo_022"), QStringLiteral("ver_demo_022_3")},
        {QStringLiteral("aud_demo_026"), QStringLiteral("ver_demo_026_2")}, {QStringLiteral("aud_demo_032"), QStringLiteral("ver_demo_032_2")}};
    window.goTo(QStringLiteral("audiences"));
    Ui::AudienceBrowser *browser = window.audienceBrowser();
    browser->searchEdit()->clear();
    Models::AudienceTreeModel *tree = browser->treeModel();
    if (!waitFor([&] {
            return std::all_of(chosen.cbegin(), chosen.cend(), [&](const auto &pair) { return tree->indexOfAudience(pair.first).isValid(); });
        }, "the chosen audiences in the tree"))
        return false;
    Models::VersionFollower *versions = window.connection()->versionFollower();
    QItemSelection selection;
    for (const auto &[audienceId, versionId] : chosen) {
        const QModelIndex index = tree->indexOfAudience(audienceId);
        versions->open(index.data(Models::PageIdRole).toString(), audienceId, versionId);
        selection.select(index, index.siblingAtColumn(tree->columnCount(index.parent()) - 1));
    }
    if (!waitFor([&] { return std::all_of(chosen.cbegin(), chosen.cend(), [&](const auto &p) { return versions->version(p.second).has_value(); }); },
                 "the drafts"))
        return false;
    browser->tree()->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    browser->selection()->publishAction()->trigger();
    Ui::ReleaseDialog *dialog = browser->selection()->flow()->release();
    if (!dialog || !waitFor([&] { return dialog->plan()->isLoaded(); }, "the release's checks"))
        return false;
    // The row with warnings chosen, its "What goes live" below.
    for (int i = 0; i < dialog->plan()->count(); ++i) {
        if (dialog->plan()->item(i).warningCount() > 0) {
            dialog->rows()->setCurrentIndex(dialog->planRows()->index(i, 0));
            break;
        }
    }
    QTest::qWait(300);
    save(over(window, dialog), QStringLiteral("release-confirmation.png"));

    dialog->acknowledgeAllButton()->click();
    dialog->publishButton()->click();
    if (!waitFor([&] { return dialog->run()->rowCount() > 0 && !dialog->run()->isRunning(); }, "the release"))
        return false;
    QTest::qWait(300);
    save(over(window, dialog), QStringLiteral("release-result.png"));
    dialog->close();
    return true;
}

} // namespace Audience::Testing
