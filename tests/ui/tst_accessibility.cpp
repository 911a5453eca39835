// Every place and dialog, walked through QAccessible and the focus chain against a real sandbox:
// a focusable widget the user can reach with Tab must have an accessible name, or a screen reader
// says only "edit" or "button"; Tab must follow reading order (tabOrderAgainstReadingOrder below
// says how) and go on from every widget. The places are filled (a page, an audience's workspace, a
// page's analytics, a person, an account, a topic, a page link, a webhook subscription) so their
// detail panes are walked too, not only their empty states. And every action is reached from the
// keyboard, every key listed in Help → Keyboard Shortcuts.
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "placepluginsofbuild.h"
#include "settledplaces.h"
#include "support/demosandboxclient.h"
#include "ui/common/liststatewidget.h"
#include "ui/people/addlogentrydialog.h"
#include "ui/profiles/profiledialog.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/profiles/welcomedialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/place.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/workspace/publishdialog.h"
#include "support/testmain.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QTest>
#include <QTextEdit>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace tst_accessibility {

using namespace Audience;

namespace {

// An item of the test's data: the first row the place lists, whatever its ID.
const QString firstRow = QStringLiteral("(first row)");

// Where a widget sits, for the failure message: its class, object name and its parents' names.
QString describe(const QWidget *widget)
{
    QStringList path;
    for (const QObject *at = widget; at; at = at->parent()) {
        path.prepend(QString::fromLatin1(at->metaObject()->className())
                     + (at->objectName().isEmpty() ? QString() : u'#' + at->objectName()));
        if (path.size() == 4)
            break;
    }
    return path.join(QStringLiteral(" > "));
}

// The focusable, visible, enabled widgets under `root` that QAccessible gives no name.
QStringList namelessFocusables(QWidget *root)
{
    QStringList nameless;
    for (QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || !widget->isEnabled() || !(widget->focusPolicy() & Qt::TabFocus))
            continue;
        // A viewport's scroll area or a spin box's line edit speak for it.
        if (widget->focusProxy())
            continue;
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(widget);
        const QString name = accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            nameless.append(describe(widget));
    }
    return nameless;
}

// Tab against reading order.
//
// The rule: the window reads as nested regions, the way its widgets nest. Two widgets that follow
// each other in the focus chain are compared where their paths from the window part: under their
// closest common ancestor, each lies in a child of it (its "region": a tool bar, the central area,
// a splitter's pane, a tab bar or a tab's page, a header row, a form…). Tab may go from region A to
// region B only when B comes after A in reading order:
//   - in a QSplitter, B's pane comes after A's (left to right, or top to bottom);
//   - otherwise by position: when A and B share a row (their vertical extents overlap by at least
//     half the height of the shorter one), B must be to the right of A (its centre; to the left in
//     a right-to-left layout); when they do not, B must be below A.
// A widget that holds focusable children (a checkable group box) is read before them. So the main
// window reads tool bars, then the sidebar, then the place (its splitter's panes left to right); a
// tab widget its tab bar, then the page; a pane its widgets top to bottom and each row left to
// right, and a pane on the right is only entered once the pane on its left is done: going back to
// the left pane afterwards is a backwards step between the panes themselves.
//
// Comparing regions rather than the two widgets keeps columns apart: Tab from the bottom of a left
// column to the top of the column beside it goes right, not up. Only consecutive widgets are
// compared, so the check says where the order goes wrong; and since each region has one place,
// coming back to a region already left is always one of the steps reported. The chain is read from
// where Qt starts it (the window's first focus child: where a dialog's focus starts); the step from
// its last widget back to the first is the wrap-around and is not a step backwards.
//
// The widgets in the chain are those QApplication's own Tab handling stops at: Tab focus, visible,
// enabled, and not speaking through a focus proxy.
// Whether Tab stops at a widget when it is shown (a button hidden until an item is open counts: it
// is reached once it is there).
bool takesTab(const QWidget *widget)
{
    return (widget->focusPolicy() & Qt::TabFocus) && !widget->focusProxy();
}

QList<QWidget *> tabChain(QWidget *root)
{
    QList<QWidget *> chain;
    QWidget *at = root;
    for (int guard = 0; guard < 5000; ++guard) {
        at = at->nextInFocusChain();
        if (at == root)
            break;
        if (at->isVisibleTo(root) && at->isEnabled() && takesTab(at))
            chain.append(at);
    }
    return chain;
}

// A widget as the failure messages name it: its class and object name, and where it is in the
// root's coordinates.
QString at(const QWidget *root, const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    name = name.mid(name.lastIndexOf(u':') + 1);
    if (!widget->objectName().isEmpty())
        name += u'#' + widget->objectName();
    const QPoint origin = widget->mapTo(root, QPoint(0, 0));
    return QStringLiteral("%1 (%2,%3 %4x%5)").arg(name).arg(origin.x()).arg(origin.y()).arg(widget->width()).arg(widget->height());
}

// The child of `ancestor` on the way down to `widget` (`widget` itself when it is a child).
QWidget *regionHolding(const QWidget *ancestor, QWidget *widget)
{
    while (widget->parentWidget() != ancestor)
        widget = widget->parentWidget();
    return widget;
}

// Empty when Tab may go from `from` to `to`; otherwise why not, in words. `common` is set to
// their closest common ancestor.
QString stepAgainstReadingOrder(QWidget *root, QWidget *from, QWidget *to, QWidget *&common)
{
    common = from;
    while (common && common != to && !common->isAncestorOf(to))
        common = common->parentWidget();
    if (!common)
        return QStringLiteral("into another window");
    if (common == from)
        return {}; // into what it holds
    if (common == to)
        return QStringLiteral("back out to the widget that holds it");
    QWidget *a = regionHolding(common, from);
    QWidget *b = regionHolding(common, to);
    const QString regions = QStringLiteral("%1 comes after %2, in %3").arg(at(root, b), at(root, a), at(root, common));
    if (const auto *splitter = qobject_cast<const QSplitter *>(common)) {
        if (splitter->indexOf(a) < splitter->indexOf(b))
            return {};
        return QStringLiteral("back to an earlier pane of a splitter: ") + regions;
    }
    const QRect ra = a->geometry();
    const QRect rb = b->geometry();
    const int overlap = std::min(ra.bottom(), rb.bottom()) - std::max(ra.top(), rb.top()) + 1;
    const bool sameRow = overlap > 0 && 2 * overlap >= std::min(ra.height(), rb.height());
    if (sameRow) {
        const int ax = ra.center().x();
        const int bx = rb.center().x();
        const bool rightToLeft = common->layoutDirection() == Qt::RightToLeft;
        if (ax == bx || (rightToLeft ? bx < ax : bx > ax))
            return {};
        return (rightToLeft ? QStringLiteral("right along a row: ") : QStringLiteral("left along a row: ")) + regions;
    }
    if (rb.center().y() > ra.center().y())
        return {};
    return QStringLiteral("up: ") + regions;
}

// Which steps of the chain a check looks at: all of them, or only those between the main window's
// own regions (its tool bars and its central area, which ui/shell/mainwindow.cpp builds), or all
// but those.
enum class Steps { All, WindowFrame, InsideRegions };

// Each step of the chain that goes against reading order, as "from -> to: why".
QStringList tabOrderAgainstReadingOrder(QWidget *root, Steps steps = Steps::All)
{
    const QList<QWidget *> chain = tabChain(root);
    QStringList backwards;
    for (qsizetype i = 1; i < chain.size(); ++i) {
        QWidget *from = chain.at(i - 1);
        QWidget *to = chain.at(i);
        QWidget *common = nullptr;
        const QString why = stepAgainstReadingOrder(root, from, to, common);
        const bool frame = common == root && qobject_cast<QMainWindow *>(root);
        if (why.isEmpty() || (steps == Steps::WindowFrame && !frame) || (steps == Steps::InsideRegions && frame))
            continue;
        backwards.append(QStringLiteral("Tab from %1\n      to %2\n      goes %3\n      (%4 -> %5)")
                             .arg(at(root, from), at(root, to), why, describe(from), describe(to)));
    }
    return backwards;
}

// The widgets of the chain that keep Tab to themselves, so that Tab never goes on from them: an item
// view with tabKeyNavigation (Tab walks its cells, row after row, and changes the current row on
// the way), an editable text box where Tab types a tab character.
QStringList tabTraps(QWidget *root)
{
    const auto typesTab = [](const auto *edit) { return edit && !edit->isReadOnly() && !edit->tabChangesFocus(); };
    QStringList traps;
    for (QWidget *widget : tabChain(root)) {
        QString why;
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget); view && view->tabKeyNavigation())
            why = QStringLiteral("Tab moves between its cells (tabKeyNavigation): arrows do that, Tab goes on");
        else if (typesTab(qobject_cast<const QPlainTextEdit *>(widget)) || typesTab(qobject_cast<const QTextEdit *>(widget)))
            why = QStringLiteral("Tab types a tab character (tabChangesFocus is off)");
        if (!why.isEmpty())
            traps.append(QStringLiteral("Tab does not leave %1: %2 (%3)").arg(at(root, widget), why, describe(widget)));
    }
    return traps;
}

// QVERIFY2 cuts its message at 1,000 characters: each finding is logged whole, the failure counts them.
bool noneFound(const char *what, const QStringList &found)
{
    for (const QString &finding : found)
        qWarning().noquote() << what << finding;
    return found.isEmpty();
}

// A check run on `root` as it is, then on every tab of every tab widget under it (the workspace's
// and analytics' tabs). A finding is given once, with the tab where it was first seen.
QStringList onEveryTab(QWidget *root, const std::function<QStringList(QWidget *)> &check)
{
    QStringList seen = check(root);
    QStringList found = seen;
    for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
        if (!tabs->isVisibleTo(root))
            continue;
        const int current = tabs->currentIndex();
        for (int index = 0; index < tabs->count(); ++index) {
            tabs->setCurrentIndex(index);
            QCoreApplication::processEvents();
            for (const QString &finding : check(root)) {
                if (seen.contains(finding))
                    continue;
                seen.append(finding);
                found.append(QStringLiteral("[on the tab \"%1\" of %2] ").arg(tabs->tabText(index).remove(u'&'), describe(tabs))
                             + finding);
            }
        }
        tabs->setCurrentIndex(current);
    }
    return found;
}

QStringList namelessOnEveryTab(QWidget *root)
{
    return onEveryTab(root, namelessFocusables);
}

// The menus the keyboard opens: the menu bar's (Alt and a letter, F10), the menus of buttons that
// Tab reaches (Space or the Down key opens them), and the submenus of both.
QSet<const QMenu *> menusTheKeyboardOpens(QMainWindow *window)
{
    QList<QMenu *> open;
    for (QAction *action : window->menuBar()->actions())
        if (QMenu *menu = action->menu())
            open.append(menu);
    for (QToolButton *button : window->findChildren<QToolButton *>())
        if (button->menu() && takesTab(button))
            open.append(button->menu());
    for (QPushButton *button : window->findChildren<QPushButton *>())
        if (button->menu() && takesTab(button))
            open.append(button->menu());
    QSet<const QMenu *> reached;
    while (!open.isEmpty()) {
        QMenu *menu = open.takeLast();
        if (reached.contains(menu))
            continue;
        reached.insert(menu);
        for (QAction *action : menu->actions())
            if (QMenu *submenu = action->menu())
                open.append(submenu);
    }
    return reached;
}

// Whether an action's shortcut can fire: a QAction that no widget holds is never triggered by its
// keys, and one bound to a widget (WidgetShortcut, WidgetWithChildrenShortcut) needs that widget,
// or one inside it, to be able to take the focus.
bool shortcutFires(const QAction *action)
{
    if (action->shortcuts().isEmpty())
        return false;
    for (QObject *object : action->associatedObjects()) {
        const auto *widget = qobject_cast<const QWidget *>(object);
        if (!widget)
            continue;
        const auto focusable = [](const QWidget *w) { return w->focusPolicy() != Qt::NoFocus; };
        switch (action->shortcutContext()) {
        case Qt::WidgetShortcut:
            if (focusable(widget))
                return true;
            break;
        case Qt::WidgetWithChildrenShortcut: {
            const QList<QWidget *> inside = widget->findChildren<QWidget *>();
            if (focusable(widget) || std::any_of(inside.cbegin(), inside.cend(), focusable))
                return true;
            break;
        }
        default:
            return true;
        }
    }
    return false;
}

// How the keyboard reaches an action; empty when it does not.
QString keyboardWayTo(const QAction *action, const QSet<const QMenu *> &menus)
{
    if (shortcutFires(action))
        return QStringLiteral("its shortcut");
    for (QObject *object : action->associatedObjects()) {
        if (qobject_cast<const QMenuBar *>(object))
            return QStringLiteral("the menu bar");
        if (const auto *menu = qobject_cast<const QMenu *>(object); menu && menus.contains(menu))
            return QStringLiteral("a menu");
        if (const auto *button = qobject_cast<const QToolButton *>(object);
            button && button->defaultAction() == action && takesTab(button))
            return QStringLiteral("a button");
    }
    return {};
}

QString plainText(QString text)
{
    return text.remove(QStringLiteral("&&")).remove(u'&').trimmed();
}

// Whether Help lists `keys` with words, under `group` (a place's title) when one is given.
bool listed(const QList<Ui::ShortcutEntry> &entries, const QKeySequence &keys, const QString &group)
{
    const QString text = keys.toString(QKeySequence::NativeText);
    return std::any_of(entries.cbegin(), entries.cend(), [&](const Ui::ShortcutEntry &entry) {
        return !entry.description.isEmpty() && (group.isEmpty() || entry.group == group)
            && entry.keys.split(QStringLiteral(", ")).contains(text);
    });
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

    bool settle(QWidget *window = nullptr) { return Testing::settlePlaces(*m_demo.client(), window); }

private slots:
    void initTestCase()
    {
        QSettings().clear();
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    // The check itself, on a small window whose order is known: it finds each step against
    // reading order, and nothing once the order is right.
    void theReadingOrderCheckFindsWrongSteps()
    {
        QWidget window;
        window.resize(600, 400);
        auto *splitter = new QSplitter(Qt::Horizontal, &window);
        auto *left = new QWidget(splitter);
        auto *right = new QWidget(splitter);
        // Made in the wrong order: the right pane's button before the left pane's last row, and
        // that row's right box before its left one.
        auto *name = new QLineEdit(left);
        auto *go = new QPushButton(QStringLiteral("Go"), right);
        auto *city = new QLineEdit(left);
        auto *street = new QLineEdit(left);
        auto *leftLayout = new QVBoxLayout(left);
        leftLayout->addWidget(name);
        auto *row = new QHBoxLayout;
        row->addWidget(street);
        row->addWidget(city);
        leftLayout->addLayout(row);
        leftLayout->addStretch(1);
        auto *rightLayout = new QVBoxLayout(right);
        rightLayout->addWidget(go);
        rightLayout->addStretch(1);
        splitter->addWidget(left);
        splitter->addWidget(right);
        (new QVBoxLayout(&window))->addWidget(splitter);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // name, go, city, street: back to the left pane, then left along the row.
        QStringList found = tabOrderAgainstReadingOrder(&window);
        QCOMPARE(found.size(), 2);
        QVERIFY2(found.at(0).contains(QStringLiteral("back to an earlier pane")), qPrintable(found.at(0)));
        QVERIFY2(found.at(1).contains(QStringLiteral("left along a row")), qPrintable(found.at(1)));

        // name, street, city, go: from the bottom of the left pane to the top of the right one is
        // not "up".
        QWidget::setTabOrder(name, street);
        QWidget::setTabOrder(street, city);
        found = tabOrderAgainstReadingOrder(&window);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));

        // street, name, city, go: up inside a pane.
        QWidget::setTabOrder(street, name);
        found = tabOrderAgainstReadingOrder(&window);
        QCOMPARE(found.size(), 1);
        QVERIFY2(found.at(0).contains(QStringLiteral("up:")), qPrintable(found.at(0)));

        // A table that keeps Tab to walk its cells, an editable text box that types it.
        auto *table = new QTableView(right);
        auto *notes = new QPlainTextEdit(right);
        rightLayout->insertWidget(1, table);
        rightLayout->insertWidget(2, notes);
        QTRY_COMPARE(tabTraps(&window).size(), 2); // once the layout has shown them
        table->setTabKeyNavigation(false);
        notes->setTabChangesFocus(true);
        QVERIFY(tabTraps(&window).isEmpty());
    }

    void everyPlaceNamesItsControls_data()
    {
        QTest::addColumn<QString>("placeId");
        QTest::addColumn<QString>("item");
        // A widget shown once the item is open (its detail filled), so the check walks it.
        QTest::addColumn<QString>("shownWhenOpen");
        Ui::MainWindow probe;
        for (int row = 0; row < probe.sidebar()->count(); ++row) {
            const QString placeId = probe.sidebar()->item(row)->data(Qt::UserRole + 1).toString();
            QTest::newRow(qPrintable(placeId)) << placeId << QString() << QString();
        }
        QTest::newRow("pages, a page open") << QStringLiteral("pages") << QStringLiteral("page_demo_01")
                                            << QStringLiteral("pageAnalyticsButton");
        QTest::newRow("audiences, a workspace open") << QStringLiteral("audiences") << QStringLiteral("aud_demo_003")
                                                     << QStringLiteral("workspaceTabs");
        QTest::newRow("analytics, a page's figures") << QStringLiteral("analytics") << QStringLiteral("page_demo_01")
                                                     << QStringLiteral("analyticsTabs");
        QTest::newRow("people, a person open") << QStringLiteral("people") << QStringLiteral("person_demo_0001")
                                               << QStringLiteral("personNameEdit");
        QTest::newRow("accounts, an account open") << QStringLiteral("accounts")
                                                   << QStringLiteral("account_demo0000000000000000000001")
                                                   << QStringLiteral("linkedPeopleView");
        QTest::newRow("topics, a topic open") << QStringLiteral("topics") << QStringLiteral("topic_demo_1")
                                              << QStringLiteral("topicEntriesView");
        // Links cannot be opened by ID (the interface only searches them): the first one listed.
        QTest::newRow("page links, a link open") << QStringLiteral("pagelinks") << firstRow << QStringLiteral("pageLinkTitle");
        // The editor may be on a tab not shown: the place says which subscription it opened.
        QTest::newRow("webhooks, a subscription open") << QStringLiteral("webhooks") << QStringLiteral("whsub_demo_1") << QString();
    }
    void everyPlaceNamesItsControls()
    {
        QFETCH(QString, placeId);
        QFETCH(QString, item);
        QFETCH(QString, shownWhenOpen);
        Ui::MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(m_demo.client());
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setConnected(true);
        QVERIFY(settle());
        // The place first, then its item, as a user would: some places choose the item among
        // the rows they have loaded.
        window.goTo(placeId);
        QVERIFY(settle(&window));
        if (item == firstRow) {
            // The search starts after a pause (debounced): the rows come when they come.
            auto *list = window.currentPlace()->findChild<QAbstractItemView *>(QStringLiteral("pageLinksTable"));
            QVERIFY(list && list->model());
            QTRY_VERIFY_WITH_TIMEOUT(list->model()->rowCount() > 0, 20000);
            list->setCurrentIndex(list->model()->index(0, 0));
        } else if (!item.isEmpty()) {
            // The console knows a subscription once the user added its ID to the list.
            if (auto *addId = window.currentPlace()->findChild<QLineEdit *>(QStringLiteral("addWebhookId"))) {
                addId->setText(item);
                window.currentPlace()->findChild<QAbstractButton *>(QStringLiteral("addWebhookButton"))->click();
                QVERIFY(settle(&window));
            }
            window.goTo(placeId, item);
        }
        if (!item.isEmpty()) {
            QTRY_VERIFY_WITH_TIMEOUT(item == firstRow || window.currentPlace()->currentItem() == item, 20000);
            if (!shownWhenOpen.isEmpty())
                QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QWidget *>(shownWhenOpen)
                                             && window.findChild<QWidget *>(shownWhenOpen)->isVisible(), 20000);
            QVERIFY(settle(&window));
        }
        QCoreApplication::processEvents();
        const QStringList nameless = namelessOnEveryTab(&window);
        const QStringList backwards = onEveryTab(&window, [](QWidget *root) {
            return tabOrderAgainstReadingOrder(root, Steps::InsideRegions);
        });
        const QStringList framed = tabOrderAgainstReadingOrder(&window, Steps::WindowFrame);
        const QStringList traps = onEveryTab(&window, tabTraps);
        const bool named = noneFound("No accessible name:", nameless);
        const bool inOrder = noneFound("Against reading order:", backwards);
        const bool tabGoesOn = noneFound("Keeps Tab:", traps);
        const bool frameInOrder = noneFound("Against reading order:", framed);
        QVERIFY2(named, qPrintable(QStringLiteral("%1 focusable widgets without an accessible name (above)").arg(nameless.size())));
        QVERIFY2(inOrder, qPrintable(QStringLiteral("%1 Tab steps against reading order (above)").arg(backwards.size())));
        QVERIFY2(tabGoesOn, qPrintable(QStringLiteral("%1 widgets keep Tab to themselves (above)").arg(traps.size())));
        QVERIFY2(frameInOrder, qPrintable(QStringLiteral("%1 Tab steps against reading order between the tool bars and the central area (above)").arg(framed.size())));
    }

    void everyDialogNamesItsControls()
    {
        Ui::MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        QList<QDialog *> dialogs{
            new Ui::ProfileDialog(Ui::ProfileDialog::Mode::Create, &window),
            new Ui::WelcomeDialog(&window),
            new Ui::PublishDialog(QStringLiteral("CFOs at retailers"), 3, {}, &window),
            new Ui::ShortcutsDialog(window.shortcutEntries(), &window),
            new Ui::AddLogEntryDialog(window.connection()->peopleActions(), window.connection()->knownPeople(),
                                      QStringLiteral("person_demo_0001"), QStringLiteral("Ada Demo"), &window),
        };
        QStringList nameless;
        for (QDialog *dialog : dialogs) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            nameless += namelessOnEveryTab(dialog);
            nameless += onEveryTab(dialog, [](QWidget *root) { return tabOrderAgainstReadingOrder(root); });
            nameless += onEveryTab(dialog, tabTraps);
            dialog->close();
        }
        QVERIFY2(noneFound("In a dialog:", nameless),
                 qPrintable(QStringLiteral("%1 widgets without a name, Tab steps against reading order or widgets keeping Tab (above)")
                                .arg(nameless.size())));
    }

    // Every action the user can take from the keyboard, and every key listed in Help → Keyboard
    // Shortcuts. An action (a QAction with text, of the window or of any place, each place built
    // for this) is reached from the keyboard when
    //   - its shortcut can fire (the action is on a widget, and a widget-bound one can take focus), or
    //   - it is in a menu the keyboard opens: the menu bar's, a menu of a button Tab reaches, or
    //     a submenu of these, or
    //   - it is shown on a tool button that Tab reaches (a tool bar's buttons are not: Tab skips
    //     them, so an action only on a tool bar needs a shortcut or a menu).
    // Left out: the tool bars' own show/hide actions, which Qt offers in the window's context menu.
    // And every key the console binds, as an action's shortcut, a QShortcut or a button's
    // shortcut (not an Alt+letter mnemonic), is listed in the dialog, under the words of its
    // action: a shortcut of an action without text would be listed as keys that say nothing.
    void everyActionIsReachedFromTheKeyboardAndListed()
    {
        Ui::MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList placeIds;
        for (int row = 0; row < window.sidebar()->count(); ++row)
            placeIds.append(window.sidebar()->item(row)->data(Qt::UserRole + 1).toString());
        QCOMPARE(placeIds.size(), 10);
        for (const QString &placeId : std::as_const(placeIds))
            QVERIFY2(window.place(placeId), qPrintable(placeId));
        window.profileSwitcher()->profileMenu(); // its actions are made when it first opens

        const QSet<const QMenu *> menus = menusTheKeyboardOpens(&window);
        const QList<Ui::ShortcutEntry> entries = window.shortcutEntries();
        QStringList unreached;
        QStringList unlisted;
        const auto placeOf = [](const QObject *object) -> const Ui::Place * {
            for (const QObject *at = object; at; at = at->parent())
                if (const auto *place = qobject_cast<const Ui::Place *>(at))
                    return place;
            return nullptr;
        };
        const auto owner = [&placeOf](const QObject *object) {
            const Ui::Place *place = placeOf(object);
            return place ? place->placeId() : QStringLiteral("the window");
        };
        // A key bound outside an action is listed under its place's title.
        const auto groupOf = [&placeOf](const QObject *object) {
            const Ui::Place *place = placeOf(object);
            return place ? place->title() : QString();
        };
        int actionsSeen = 0;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->isSeparator())
                continue;
            if (const auto *bar = qobject_cast<const QToolBar *>(action->parent()); bar && bar->toggleViewAction() == action)
                continue;
            const QString text = plainText(action->text());
            const QString where = QStringLiteral("“%1” (%2, in %3)").arg(text, action->objectName(), owner(action));
            if (!text.isEmpty()) {
                ++actionsSeen;
                if (keyboardWayTo(action, menus).isEmpty())
                    unreached.append(where + QStringLiteral(": no shortcut, in no menu the keyboard opens, on no button Tab reaches"));
            }
            if (action->shortcuts().isEmpty())
                continue;
            // How Help would list it: found there with the same words and keys?
            const Ui::ShortcutEntry own = Ui::ShortcutsDialog::entriesOf(QString(), {action}).constFirst();
            if (text.isEmpty()) {
                unlisted.append(QStringLiteral("%1 in %2: a shortcut of an action without text (Help lists keys that say nothing)")
                                    .arg(own.keys, owner(action)));
                continue;
            }
            const bool found = std::any_of(entries.cbegin(), entries.cend(), [&own](const Ui::ShortcutEntry &entry) {
                return entry.description == own.description && entry.keys == own.keys;
            });
            if (!found)
                unlisted.append(where + QStringLiteral(": %1 is not in Help → Keyboard Shortcuts").arg(own.keys));
        }
        QVERIFY2(actionsSeen > 20, qPrintable(QString::number(actionsSeen)));
        for (QShortcut *shortcut : window.findChildren<QShortcut *>())
            for (const QKeySequence &key : shortcut->keys())
                if (!listed(entries, key, groupOf(shortcut)))
                    unlisted.append(QStringLiteral("%1 (a QShortcut in %2) is not in Help → Keyboard Shortcuts")
                                        .arg(key.toString(QKeySequence::NativeText), owner(shortcut)));
        for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
            const QKeySequence key = button->shortcut();
            if (key.isEmpty() || key == QKeySequence::mnemonic(button->text()) || listed(entries, key, groupOf(button)))
                continue;
            unlisted.append(QStringLiteral("%1 (the shortcut of the button “%2”, %3, in %4) is not in Help → Keyboard Shortcuts")
                                .arg(key.toString(QKeySequence::NativeText), plainText(button->text()),
                                     button->objectName(), owner(button)));
        }
        QVERIFY2(noneFound("Not reached from the keyboard:", unreached),
                 qPrintable(QStringLiteral("%1 actions the keyboard does not reach (above)").arg(unreached.size())));
        QVERIFY2(noneFound("Not listed:", unlisted),
                 qPrintable(QStringLiteral("%1 shortcuts missing from Help → Keyboard Shortcuts (above)").arg(unlisted.size())));
    }
};

} // namespace tst_accessibility

AUDIENCE_TEST_MAIN(tst_accessibility, TestAccessibility)
#include "tst_accessibility.moc"
