#include "ui/mainwindow.h"

#include <QLabel>
#include <QStatusBar>
#include <QTest>

using Audience::Ui::MainWindow;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void opensWithTitleCentralAreaAndStatusBar()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.windowTitle(), QStringLiteral("Audience Console"));
        QVERIFY(window.centralWidget());
        QCOMPARE(window.centralWidget()->objectName(), QStringLiteral("centralArea"));
        QVERIFY(window.statusBar()->isVisible());
    }

    void showsTheConnectionInTheStatusBar()
    {
        MainWindow window;
        window.setConnectionDescription(QStringLiteral("Local sandbox"));
        const auto *label = window.statusBar()->findChild<QLabel *>(QStringLiteral("connectionLabel"));
        QVERIFY(label);
        QCOMPARE(label->text(), QStringLiteral("Local sandbox"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
