// Any screen from 1024 x 700 up: every place, with an item open (a page, an audience's workspace, a
// page's analytics, a person…), in English and in German (whose words are longer), asks for no more
// than a 1024 x 700 screen holds once a window manager's frame is taken off. A place that asks for
// more widens the window past the screen's edge, and what is at its right is gone. When one does,
// the failure names the widgets that ask for the most, so the cause is found without a debugger.
#include "models/shell/connection.h"
#include "placepluginsofbuild.h"
#include "settledplaces.h"
#include "support/demosandboxclient.h"
#include "ui/common/cuttexttips.h"
#include "ui/common/liststatewidget.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/navigationsidebar.h"
#include "ui/shell/place.h"
#include "support/testmain.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QLayout>
#include <QLineEdit>
#include <QHelpEvent>
#include <QScrollArea>
#include <QSettings>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolTip>
#include <QTest>
#include <QTranslator>

#include <algorithm>

namespace tst_smallscreen {

using namespace Audience;

namespace {

// 1024 x 700 less the frame a window manager adds (ui/common/screenfit.cpp's typical frame).
constexpr QSize room(1024 - 16, 700 - 48);

const QString firstRow = QStringLiteral("(first row)");

QString pathOf(const QWidget *widget)
{
    QStringList parts;
    for (const QWidget *at = widget; at && !at->isWindow(); at = at->parentWidget())
        parts.prepend(at->objectName().isEmpty() ? QString::fromLatin1(at->metaObject()->className()) : at->objectName());
    return parts.join(u'/');
}

// The widgets that ask for the most width, widest first: where a too-wide window comes from (a
// tab's page that is not shown counts too: a tab widget is as wide as its widest page).
QStringList widest(const QWidget *window)
{
    QList<const QWidget *> shown;
    for (const QWidget *widget : window->findChildren<QWidget *>())
        if (!widget->isHidden() && widget->minimumSizeHint().width() > 200)
            shown.append(widget);
    std::sort(shown.begin(), shown.end(), [](const QWidget *a, const QWidget *b) {
        return a->minimumSizeHint().width() > b->minimumSizeHint().width();
    });
    QStringList lines;
    for (const QWidget *widget : shown.mid(0, 60))
        lines.append(QStringLiteral("%1 px  %2").arg(widget->minimumSizeHint().width()).arg(pathOf(widget)));
    return lines;
}

} // namespace

class TestSmallScreen : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

    bool settle(QWidget *window) { return Testing::settlePlaces(*m_demo.client(), window); }

private slots:
    void initTestCase()
    {
        QSettings().clear();
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void everyPlaceFitsA1024By700Screen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("placeId");
        QTest::addColumn<QString>("item");
        const QList<std::pair<QString, QString>> places{
            {QStringLiteral("pages"), QStringLiteral("page_demo_01")},
            {QStringLiteral("audiences"), QStringLiteral("aud_demo_003")},
            {QStringLiteral("review"), QString()},
            {QStringLiteral("analytics"), QStringLiteral("page_demo_01")},
            {QStringLiteral("people"), QStringLiteral("person_demo_0001")},
            {QStringLiteral("accounts"), QStringLiteral("account_demo0000000000000000000001")},
            {QStringLiteral("topics"), QStringLiteral("topic_demo_1")},
            {QStringLiteral("pagelinks"), firstRow},
            {QStringLiteral("webhooks"), QString()},
            {QStringLiteral("activity"), QString()},
        };
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("de")})
            for (const auto &[placeId, item] : places)
                QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(placeId, language))) << language << placeId << item;
    }
    void everyPlaceFitsA1024By700Screen()
    {
        QFETCH(QString, language);
        QFETCH(QString, placeId);
        QFETCH(QString, item);
        // The console's own catalogue, as it loads it for the user's language (app/catalogue.cpp).
        QTranslator catalogue;
        QVERIFY(catalogue.load(QStringLiteral(AUDIENCE_QM_DIR "/audience-console_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&catalogue);
        {
            Ui::MainWindow window;
            Testing::usePlacePluginsOfTheBuild(window);
            window.setClient(m_demo.client());
            window.resize(room);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.setConnected(true);
            window.goTo(placeId);
            QVERIFY(settle(&window));
            if (item == firstRow) {
                auto *list = window.currentPlace()->findChild<QAbstractItemView *>(QStringLiteral("pageLinksTable"));
                QVERIFY(list && list->model());
                QTRY_VERIFY_WITH_TIMEOUT(list->model()->rowCount() > 0, 20000);
                list->setCurrentIndex(list->model()->index(0, 0));
            } else if (!item.isEmpty()) {
                window.goTo(placeId, item);
                QTRY_VERIFY_WITH_TIMEOUT(window.currentPlace()->currentItem() == item, 20000);
            }
            QVERIFY(settle(&window));
            QTest::qWait(50); // the lists fit their columns once their rows are laid out (a zero timer)
            QCoreApplication::processEvents();
            // A pane that scrolls only up and down shows all of its content's width.
            for (const QScrollArea *area : window.findChildren<QScrollArea *>()) {
                if (!area->isVisible() || !area->widget() || area->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
                    continue;
                QVERIFY2(area->widget()->width() <= area->viewport()->width(),
                         qPrintable(QStringLiteral("%1: its content is %2 px wide in %3 px (it asks for at least %4; the area for %5)")
                                        .arg(pathOf(area)).arg(area->widget()->width()).arg(area->viewport()->width())
                                        .arg(area->widget()->minimumSizeHint().width()).arg(area->minimumSizeHint().width())));
            }
            const QSize needed = window.minimumSizeHint().expandedTo(window.minimumSize());
            const bool fits = needed.width() <= room.width() && needed.height() <= room.height() && window.width() <= room.width();
            if (!fits)
                qWarning("%s", qPrintable(widest(&window).join(u'\n')));
            QVERIFY2(fits, qPrintable(QStringLiteral("%1 needs %2 x %3 (the window is %4 wide); the widest widgets are above")
                                          .arg(placeId).arg(needed.width()).arg(needed.height()).arg(window.width())));
        }
        QCoreApplication::removeTranslator(&catalogue);
    }

    // A cell shown cut shows its whole text as its tooltip (with the model's own under it); one
    // shown whole keeps what it had.
    void aCutCellShowsItsWholeTextAsItsTooltip()
    {
        const QString longName = QStringLiteral("Webinar follow-up: close the books in 3 days, for controllers");
        QStandardItemModel model;
        model.appendRow(new QStandardItem(longName));
        model.appendRow(new QStandardItem(QStringLiteral("Short")));
        auto *withTip = new QStandardItem(longName);
        withTip->setToolTip(QStringLiteral("The model's own"));
        model.appendRow(withTip);
        QTableView view;
        view.setModel(&model);
        view.setColumnWidth(0, 120);
        view.resize(300, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Ui::CutTextTips tips;
        const auto tipAt = [&](int row) {
            const QPoint at = view.visualRect(model.index(row, 0)).center();
            QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
            const bool shown = tips.eventFilter(view.viewport(), &help);
            const QString text = shown ? QToolTip::text() : QString();
            QToolTip::hideText();
            return text;
        };
        QCOMPARE(tipAt(0), longName);
        QCOMPARE(tipAt(1), QString());
        QCOMPARE(tipAt(2), longName + QStringLiteral("\nThe model's own")); // cut: the whole text too
    }
};

} // namespace tst_smallscreen

AUDIENCE_TEST_MAIN(tst_smallscreen, TestSmallScreen)
#include "tst_smallscreen.moc"
