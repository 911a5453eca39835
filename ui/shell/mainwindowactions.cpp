#include "ui/shell/mainwindow.h"

#include "models/shell/connection.h"
#include "ui/common/symbolicons.h"
#include "ui/shell/navigationhistory.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/place.h"
#include "ui/shell/quicksearchpopup.h"
#include "ui/shell/shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

// The window's actions, menus and navigation tool bar; the shortcuts they list; the quick search.

namespace Audience::Ui {

namespace {

// Our key first, then the platform's own keys for the same thing, without duplicates (on Linux
// Alt+Left is both, and a shortcut listed twice is "ambiguous" and does nothing).
QList<QKeySequence> withPlatformKeys(const QKeySequence &ours, QKeySequence::StandardKey standard)
{
    QList<QKeySequence> keys{ours};
    for (const QKeySequence &key : QKeySequence::keyBindings(standard)) {
        if (!keys.contains(key))
            keys.append(key);
    }
    return keys;
}

} // namespace

void MainWindow::createActions()
{
    createNavigationActions();
    auto *focusSidebar = new QAction(tr("Focus the &Sidebar"), this);
    focusSidebar->setShortcut(QKeySequence(Qt::Key_F6));
    connect(focusSidebar, &QAction::triggered, this, [this] { m_sidebar->setFocus(Qt::ShortcutFocusReason); });
    createMenus(focusSidebar);
    createNavigationToolBar();
    updateHistoryActions();
}

// Back, Forward, Reload, Quick Search and Find: in the menus, and the first four in the tool bar.
void MainWindow::createNavigationActions()
{
    m_back = new QAction(symbolIcon(Symbol::Back), tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("backAction"));
    m_back->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence::Back));
    m_back->setToolTip(tr("Back to the previous place (Alt+Left)"));
    connect(m_back, &QAction::triggered, this, &MainWindow::goBack);
    m_forward = new QAction(symbolIcon(Symbol::Forward), tr("&Forward"), this);
    m_forward->setObjectName(QStringLiteral("forwardAction"));
    m_forward->setShortcuts(withPlatformKeys(QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence::Forward));
    m_forward->setToolTip(tr("Forward (Alt+Right)"));
    connect(m_forward, &QAction::triggered, this, &MainWindow::goForward);
    m_reload = new QAction(symbolIcon(Symbol::Reload), tr("&Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadAction"));
    m_reload->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_R), QKeySequence(Qt::Key_F5)});
    m_reload->setToolTip(tr("Reload this place from the service (Ctrl+R, F5)"));
    connect(m_reload, &QAction::triggered, this, &MainWindow::reloadCurrent);
    m_quickSearchAction = new QAction(symbolIcon(Symbol::Search), tr("&Quick Search…"), this);
    m_quickSearchAction->setObjectName(QStringLiteral("quickSearchAction"));
    m_quickSearchAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_quickSearchAction->setToolTip(tr("Go to any loaded page, audience, person or topic (Ctrl+K)"));
    connect(m_quickSearchAction, &QAction::triggered, this, &MainWindow::openQuickSearch);
    m_findAction = new QAction(tr("&Find in This Place"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        if (Place *current = currentPlace())
            current->focusSearch();
    });
}

// File, View, Go (the places join it as they are added) and Help.
void MainWindow::createMenus(QAction *focusSidebar)
{
    auto *quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QMainWindow::close);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_reload);
    view->addAction(m_findAction);
    view->addAction(focusSidebar);
    QMenu *go = menuBar()->addMenu(tr("&Go"));
    go->setObjectName(QStringLiteral("goMenu"));
    go->addAction(m_back);
    go->addAction(m_forward);
    go->addSeparator();
    go->addAction(m_quickSearchAction);
    m_openImpactAction = new QAction(tr("Open &Impact Card of the First Alert"), this);
    m_openImpactAction->setObjectName(QStringLiteral("openImpactCardAction"));
    m_openImpactAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_openImpactAction->setToolTip(tr("The “Did it work?” card of the first publish under Review’s “Needs a look” (Ctrl+I)"));
    m_openImpactAction->setEnabled(false); // until the watch raises an alert
    connect(m_openImpactAction, &QAction::triggered, this, &MainWindow::openNewestImpactCard);
    go->addAction(m_openImpactAction);
    go->addSeparator();

    m_shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcutsAction->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcutsAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Slash), QKeySequence(Qt::Key_F1)});
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    auto *about = new QAction(tr("&About Audience Console"), this);
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Audience Console"),
                           tr("<p><b>Audience Console</b> %1</p><p>A desktop console for the Audience Pages Service: "
                              "landing pages, their audiences, the editing agent, publishing and analytics.</p>")
                               .arg(QCoreApplication::applicationVersion().toHtmlEscaped()));
    });
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(m_shortcutsAction);
    help->addSeparator();
    help->addAction(about);
}

void MainWindow::createNavigationToolBar()
{
    m_navigationToolBar = new QToolBar(tr("Navigation"), this);
    m_navigationToolBar->setObjectName(QStringLiteral("navigationToolBar"));
    m_navigationToolBar->setMovable(false);
    m_navigationToolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_navigationToolBar->addAction(m_back);
    m_navigationToolBar->addAction(m_forward);
    m_navigationToolBar->addAction(m_reload);
    m_navigationToolBar->addSeparator();
    m_navigationToolBar->addAction(m_quickSearchAction);
    addToolBar(Qt::TopToolBarArea, m_navigationToolBar);
}

QList<ShortcutEntry> MainWindow::shortcutEntries() const
{
    QList<ShortcutEntry> entries;
    for (QAction *menuAction : menuBar()->actions())
        if (QMenu *menu = menuAction->menu())
            entries += ShortcutsDialog::entriesOf(menu->title(), menu->actions());
    // Each place's own actions (Save, Edit, Copy…): the places are built for this, which makes no
    // request, so the list is complete even for places not visited yet.
    for (const PlaceEntry &entry : m_placeList)
        if (Place *built = place(entry.id))
            entries += ShortcutsDialog::entriesOf(built->title(), built->findChildren<QAction *>());
    entries += ShortcutsDialog::keysHandledInCode();
    return entries;
}

void MainWindow::showShortcuts()
{
    auto *dialog = new ShortcutsDialog(shortcutEntries(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

QuickSearchPopup *MainWindow::quickSearch() const
{
    if (m_quickSearch)
        return m_quickSearch;
    auto *self = const_cast<MainWindow *>(this);
    m_quickSearch = new QuickSearchPopup(self);
    m_quickSearch->setProvider([this] { return m_connection->quickSearchIndex().entries(); });
    connect(m_quickSearch, &QuickSearchPopup::chosen, self, &MainWindow::goTo);
    return m_quickSearch;
}

void MainWindow::openQuickSearch()
{
    quickSearch()->popup();
}

void MainWindow::updateHistoryActions()
{
    m_back->setEnabled(m_history->canGoBack());
    m_forward->setEnabled(m_history->canGoForward());
}

} // namespace Audience::Ui
