#include "screenshotimpact.h"

#include "models/analytics/publishmarkers.h"
#include "models/profiles/demoprofilesetup.h"
#include "models/shell/connection.h"
#include "models/workspace/versionfollower.h"
#include "ui/impact/impactcard.h"
#include "ui/impact/impactdialog.h"
#include "ui/shell/mainwindow.h"

#include <QPainter>
#include <QSignalSpy>
#include <QTest>

#include <cstdio>

namespace Audience::Testing {

namespace {

bool shootOne(Ui::MainWindow &window, const Models::DemoProfileSetup::VersionId &id, const QString &file, const SaveShot &save)
{
    Models::VersionFollower *versions = window.connection()->versionFollower();
    if (!versions->version(id.versionId))
        versions->open(id.pageId, id.audienceId, id.versionId);
    if (!QTest::qWaitFor([&] { return versions->version(id.versionId).has_value(); }, 15000))
        return false;
    const auto publish = Models::publishOf(*versions->version(id.versionId));
    if (!publish)
        return false;
    auto *dialog = new Ui::ImpactDialog(window.connection(), id.pageId, *publish, &window);
    QSignalSpy shown(dialog->card(), &Ui::ImpactCard::figuresShown);
    dialog->resize(860, 800);
    dialog->show();
    if (shown.isEmpty() && !shown.wait(30000)) {
        delete dialog;
        return false;
    }
    QTest::qWait(300);
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    const QPixmap dialogShot = dialog->grab();
    painter.fillRect(shot.rect(), QColor(0, 0, 0, 60));
    painter.drawPixmap((shot.width() - dialogShot.width()) / 2, std::max(0, (shot.height() - dialogShot.height()) / 2), dialogShot);
    painter.end();
    save(shot, file);
    delete dialog;
    return true;
}

} // namespace

bool shootImpact(Ui::MainWindow &window, const SaveShot &save)
{
    const QList<Models::DemoProfileSetup::VersionId> publishes = Models::DemoProfileSetup::showcasePublishes();
    const QStringList files{QStringLiteral("impact-verdict.png"), QStringLiteral("impact-not-enough-data.png")};
    for (int i = 0; i < publishes.size() && i < files.size(); ++i) {
        if (!shootOne(window, publishes.at(i), files.at(i), save)) {
            std::fprintf(stderr, "the impact card of %s did not show\n", qPrintable(publishes.at(i).versionId));
            return false;
        }
    }
    return true;
}

} // namespace Audience::Testing
