// Every place and dialog, walked through QAccessible against a real sandbox: a focusable widget the
// user can reach with Tab must have an accessible name, or a screen reader says only "edit" or
// "button". The places are filled (a page, an audience's workspace, a page's analytics) so their
// detail panes are walked too, not only their empty states.
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "placepluginsofbuild.h"
#include "support/demosandboxclient.h"
#include "ui/profiles/profiledialog.h"
#include "ui/profiles/welcomedialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/shortcutsdialog.h"
#include "ui/workspace/publishdialog.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

using namespace Audience;

namespace {

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

// Where Tab goes against where the eye goes: among widgets with the same parent, the focus chain
// must move down, or right along the same row. (Across parents the panes decide: the list
// column, then the detail.) Returns "a -> b" for each backwards step.
QStringList tabOrderAgainstLayout(QWidget *root)
{
    QList<QWidget *> chain;
    QWidget *at = root;
    for (int guard = 0; guard < 2000; ++guard) {
        at = at->nextInFocusChain();
        if (at == root)
            break;
        if (at->isVisibleTo(root) && at->isEnabled() && (at->focusPolicy() & Qt::TabFocus) && !at->focusProxy())
            chain.append(at);
    }
    QStringList backwards;
    for (qsizetype i = 1; i < chain.size(); ++i) {
        QWidget *a = chain.at(i - 1);
        QWidget *b = chain.at(i);
        if (a->parentWidget() != b->parentWidget())
            continue;
        const QRect ra = a->geometry();
        const QRect rb = b->geometry();
        const bool sameRow = std::abs(ra.center().y() - rb.center().y()) <= std::max(ra.height(), rb.height()) / 2;
        const bool forward = sameRow ? rb.center().x() > ra.center().x() : rb.center().y() > ra.center().y();
        if (!forward)
            backwards.append(describe(a) + QStringLiteral(" -> ") + describe(b));
    }
    return backwards;
}

// The same on every tab of every tab widget under `root` (the workspace's and analytics' tabs).
QStringList namelessOnEveryTab(QWidget *root)
{
    QStringList nameless = namelessFocusables(root);
    for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
        if (!tabs->isVisibleTo(root))
            continue;
        const int current = tabs->currentIndex();
        for (int index = 0; index < tabs->count(); ++index) {
            tabs->setCurrentIndex(index);
            QCoreApplication::processEvents();
            nameless += namelessFocusables(root);
        }
        tabs->setCurrentIndex(current);
    }
    nameless.removeDuplicates();
    return nameless;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

    bool settle()
    {
        // Whatever a place asked for when it opened has come back.
        return QTest::qWaitFor([this] { return m_demo.client()->requestsInFlight() == 0; }, 20000);
    }

private slots:
    void initTestCase()
    {
        QSettings().clear();
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void everyPlaceNamesItsControls_data()
    {
        QTest::addColumn<QString>("placeId");
        QTest::addColumn<QString>("item");
        Ui::MainWindow probe;
        for (int row = 0; row < probe.sidebar()->count(); ++row) {
            const QString placeId = probe.sidebar()->item(row)->data(Qt::UserRole + 1).toString();
            QTest::newRow(qPrintable(placeId)) << placeId << QString();
        }
        QTest::newRow("pages, a page open") << QStringLiteral("pages") << QStringLiteral("page_demo_01");
        QTest::newRow("audiences, a workspace open") << QStringLiteral("audiences") << QStringLiteral("aud_demo_003");
        QTest::newRow("analytics, a page's figures") << QStringLiteral("analytics") << QStringLiteral("page_demo_01");
    }
    void everyPlaceNamesItsControls()
    {
        QFETCH(QString, placeId);
        QFETCH(QString, item);
        Ui::MainWindow window;
        Testing::usePlacePluginsOfTheBuild(window);
        window.setClient(m_demo.client());
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.setConnected(true);
        QVERIFY(settle());
        window.goTo(placeId, item);
        QVERIFY(settle());
        QCoreApplication::processEvents();
        const QStringList nameless = namelessOnEveryTab(&window);
        QVERIFY2(nameless.isEmpty(), qPrintable(QStringLiteral("no accessible name:\n  ") + nameless.join(QStringLiteral("\n  "))));
        const QStringList backwards = tabOrderAgainstLayout(&window);
        QVERIFY2(backwards.isEmpty(), qPrintable(QStringLiteral("Tab goes backwards:\n  ") + backwards.join(QStringLiteral("\n  "))));
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
        };
        QStringList nameless;
        for (QDialog *dialog : dialogs) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            nameless += namelessOnEveryTab(dialog);
            nameless += tabOrderAgainstLayout(dialog);
            dialog->close();
        }
        QVERIFY2(nameless.isEmpty(), qPrintable(QStringLiteral("no accessible name, or Tab going backwards:\n  ") + nameless.join(QStringLiteral("\n  "))));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
