// The release steps of ConsoleScript: a release started through the Audiences tree's
// Publish Selected…, and the releases cut short as the next run shows them.
#include "consolescript.h"

#include "app/consoleprogram.h"
#include "models/audiences/audiencetreemodel.h"
#include "models/common/modelroles.h"
#include "models/release/releaseplan.h"
#include "models/release/releaserun.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencebrowser.h"
#include "ui/audiences/audienceselection.h"
#include "ui/release/releasedialog.h"
#include "ui/release/releaseflow.h"
#include "ui/release/releasescutshortview.h"
#include "ui/shell/mainwindow.h"

#include <QPushButton>

namespace Audience::Testing {

ConsoleScript::Step ConsoleScript::releaseStep(const QString &argument)
{
    // "aud_demo_002=ver_demo_002_2,…": the console learns each draft by its ID (as typed in the
    // Versions tab), then the audiences are chosen and published as one release.
    QList<QPair<QString, QString>> wanted;
    for (const QString &pair : argument.split(u',', Qt::SkipEmptyParts)) {
        const QStringList parts = pair.split(u'=');
        wanted.append({parts.value(0), parts.value(1)});
    }
    Ui::MainWindow *window = &m_program.window();
    Models::Connection *connection = window->connection();
    const auto keys = [this, wanted] {
        Models::AudienceKeys result;
        for (const auto &[audienceId, versionId] : wanted) {
            const QModelIndex index = browser()->treeModel()->indexOfAudience(audienceId);
            result.append({index.data(Models::PageIdRole).toString(), audienceId, index.data(Qt::DisplayRole).toString()});
        }
        return result;
    };
    return {{[window, wanted] {
                 window->goTo(Models::PlaceId::audiences, wanted.first().first);
                 return true;
             },
             [this, wanted] {
                 for (const auto &pair : wanted) {
                     if (!browser() || !browser()->treeModel()->indexOfAudience(pair.first).isValid())
                         return false;
                 }
                 return true;
             },
             [connection, keys, wanted] {
                 const Models::AudienceKeys chosen = keys();
                 for (int i = 0; i < chosen.size(); ++i)
                     connection->versionFollower()->open(chosen.at(i).pageId, chosen.at(i).audienceId, wanted.at(i).second);
                 return true;
             },
             [connection, wanted] {
                 for (const auto &pair : wanted) {
                     if (!connection->versionFollower()->version(pair.second))
                         return false;
                 }
                 return true;
             },
             [this, keys] {
                 browser()->selection()->flow()->publishSelected(keys());
                 return true;
             },
             [this] {
                 Ui::ReleaseDialog *dialog = browser()->selection()->flow()->release();
                 if (!dialog || !dialog->plan()->isLoaded())
                     return false;
                 dialog->plan()->acknowledgeAllWarnings();
                 dialog->publishButton()->click();
                 return true;
             }},
            [this] {
                return QStringLiteral("releasing=%1").arg(browser()->selection()->flow()->release()->run()->rowCount());
            }};
}

ConsoleScript::Step ConsoleScript::releasePublishedStep(const QString &argument)
{
    const int wanted = argument.toInt();
    return {{[this, wanted] {
                Ui::ReleaseDialog *dialog = browser()->selection()->flow()->release();
                return dialog && dialog->run()->count(Models::ReleaseRun::Stage::Done) >= wanted;
            }},
            [this] {
                return QStringLiteral("release-published=%1")
                    .arg(browser()->selection()->flow()->release()->run()->count(Models::ReleaseRun::Stage::Done));
            }};
}

ConsoleScript::Step ConsoleScript::cutShortStep()
{
    Models::Connection *connection = m_program.window().connection();
    return {{[connection] { return connection->journal() != nullptr; }},
            [connection] {
                Ui::ReleasesCutShortView view(connection);
                return QStringLiteral("cut-short=%1|%2").arg(view.releaseCount()).arg(view.texts().join(u'|'));
            }};
}

} // namespace Audience::Testing
