// The profile widgets on their own (offscreen): welcome choices, the key field, the profile dialog's
// validation, and the switcher's badge and menu.
#include "ui/profiles/keyfield.h"
#include "ui/shell/mainwindow.h"
#include "ui/profiles/profiledialog.h"
#include "ui/profiles/profileswitcher.h"
#include "ui/profiles/welcomedialog.h"
#include "support/testmain.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

namespace tst_profiledialogs {

using namespace Audience;
using Ui::ProfileDialog;
using Ui::WelcomeDialog;

namespace {

Models::Profile storedProfile()
{
    Models::Profile profile;
    profile.id = QStringLiteral("p1");
    profile.name = QStringLiteral("Acme production");
    profile.baseUrl = QUrl(QStringLiteral("https://api.acme.example"));
    profile.label = QStringLiteral("Production");
    profile.colour = QStringLiteral("#c62828");
    return profile;
}

QLabel *errorLabel(QWidget *dialog, const char *name)
{
    return dialog->findChild<QLabel *>(QString::fromLatin1(name));
}

void clickSave(ProfileDialog &dialog)
{
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    buttons->button(QDialogButtonBox::Save)->click();
}

} // namespace

class TestProfileDialogs : public QObject
{
    Q_OBJECT
private slots:
    void welcomeOffersTheDemo()
    {
        WelcomeDialog welcome;
        QSignalSpy chosen(&welcome, &WelcomeDialog::choiceMade);
        welcome.show();
        auto *demo = welcome.findChild<QCommandLinkButton *>(QStringLiteral("exploreDemoButton"));
        QVERIFY(demo);
        QTest::mouseClick(demo, Qt::LeftButton);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).value<WelcomeDialog::Choice>(), WelcomeDialog::Choice::ExploreDemo);
        QCOMPARE(welcome.result(), int(QDialog::Accepted));
        QVERIFY(!welcome.isVisible());
    }

    void welcomeOffersTheWorkspace()
    {
        WelcomeDialog welcome;
        QSignalSpy chosen(&welcome, &WelcomeDialog::choiceMade);
        welcome.show();
        auto *connectButton = welcome.findChild<QCommandLinkButton *>(QStringLiteral("connectWorkspaceButton"));
        QVERIFY(connectButton);
        QTest::mouseClick(connectButton, Qt::LeftButton);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(welcome.choice(), WelcomeDialog::Choice::ConnectWorkspace);
    }

    void welcomeCanBePutOff()
    {
        WelcomeDialog welcome;
        QSignalSpy chosen(&welcome, &WelcomeDialog::choiceMade);
        welcome.show();
        auto *buttons = welcome.findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        buttons->button(QDialogButtonBox::Close)->click();
        QCOMPARE(chosen.size(), 0);
        QCOMPARE(welcome.result(), int(QDialog::Rejected));
        QCOMPARE(welcome.choice(), WelcomeDialog::Choice::None);
    }

    void keyFieldTrimsAPastedKey()
    {
        Ui::KeyField field;
        field.show();
        QVERIFY(QTest::qWaitForWindowExposed(&field));
        QApplication::clipboard()->setText(QStringLiteral("  sk_test_4242\n"));
        field.lineEdit()->setFocus();
        QTest::keyClick(field.lineEdit(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(field.key(), QStringLiteral("sk_test_4242"));
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("sk_test_4242"));
    }

    void keyFieldTrimsTypedEdges()
    {
        Ui::KeyField field;
        QSignalSpy edited(&field, &Ui::KeyField::keyEdited);
        QTest::keyClicks(field.lineEdit(), QStringLiteral(" abc "));
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("abc"));
        QVERIFY(!edited.isEmpty());
        QCOMPARE(edited.last().at(0).toString(), QStringLiteral("abc"));
    }

    void keyFieldHidesUntilAskedToShow()
    {
        Ui::KeyField field;
        field.setKey(QStringLiteral("secret"));
        QCOMPARE(field.lineEdit()->echoMode(), QLineEdit::Password);
        QVERIFY(!field.isKeyVisible());
        const QString showText = field.visibilityAction()->text();
        field.visibilityAction()->trigger();
        QVERIFY(field.isKeyVisible());
        QCOMPARE(field.lineEdit()->echoMode(), QLineEdit::Normal);
        QVERIFY(field.visibilityAction()->text() != showText);
        field.visibilityAction()->trigger();
        QCOMPARE(field.lineEdit()->echoMode(), QLineEdit::Password);
        QCOMPARE(field.key(), QStringLiteral("secret"));
    }

    void emptyNewProfileShowsAMessageUnderEachField()
    {
        ProfileDialog dialog(ProfileDialog::Mode::Create);
        QSignalSpy saved(&dialog, &ProfileDialog::saveRequested);
        dialog.show();
        clickSave(dialog);
        QCOMPARE(saved.size(), 0);
        QVERIFY(errorLabel(&dialog, "nameError")->isVisibleTo(&dialog));
        QVERIFY(!errorLabel(&dialog, "nameError")->text().isEmpty());
        QVERIFY(errorLabel(&dialog, "urlError")->isVisibleTo(&dialog));
        QVERIFY(errorLabel(&dialog, "keyError")->isVisibleTo(&dialog));
        // The defaults for label and colour are fine: a new profile starts as red "Production".
        QVERIFY(!errorLabel(&dialog, "labelError")->isVisibleTo(&dialog));
        QVERIFY(!errorLabel(&dialog, "colourError")->isVisibleTo(&dialog));
        QCOMPARE(dialog.profile().label, QStringLiteral("Production"));
        QCOMPARE(dialog.profile().colour, QStringLiteral("#c62828"));
    }

    void plainHttpNeedsTheSwitch()
    {
        ProfileDialog dialog(ProfileDialog::Mode::Create);
        QSignalSpy saved(&dialog, &ProfileDialog::saveRequested);
        dialog.show();
        dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("  Intranet "));
        dialog.findChild<QLineEdit *>(QStringLiteral("urlEdit"))->setText(QStringLiteral("http://audience.intranet/"));
        QTest::keyClicks(dialog.keyField()->lineEdit(), QStringLiteral("k-123"));
        clickSave(dialog);
        QCOMPARE(saved.size(), 0);
        QLabel *urlError = errorLabel(&dialog, "urlError");
        QVERIFY(urlError->isVisibleTo(&dialog));
        QVERIFY2(urlError->text().contains(QStringLiteral("audience.intranet")), qPrintable(urlError->text()));

        dialog.findChild<QCheckBox *>(QStringLiteral("allowPlainHttpCheck"))->setChecked(true);
        clickSave(dialog);
        QCOMPARE(saved.size(), 1);
        QVERIFY(!urlError->isVisibleTo(&dialog));
        const auto profile = saved.at(0).at(0).value<Models::Profile>();
        QCOMPARE(profile.name, QStringLiteral("Intranet"));
        QCOMPARE(profile.baseUrl, QUrl(QStringLiteral("http://audience.intranet")));
        QVERIFY(profile.allowPlainHttp);
        QCOMPARE(saved.at(0).at(1).toString(), QStringLiteral("k-123"));
        // The dialog does not close itself: whoever saves decides.
        QVERIFY(dialog.isVisible());
    }

    void takenNamesAreRefused()
    {
        ProfileDialog dialog(ProfileDialog::Mode::Create);
        dialog.setTakenNames({QStringLiteral("Demo sandbox")});
        dialog.show();
        dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("demo SANDBOX"));
        QVERIFY(!dialog.validate());
        QVERIFY(errorLabel(&dialog, "nameError")->text().contains(QStringLiteral("Demo sandbox")));
    }

    void choosingAPresetLabelChoosesItsColour()
    {
        ProfileDialog dialog(ProfileDialog::Mode::Create);
        auto *label = dialog.findChild<QComboBox *>(QStringLiteral("labelCombo"));
        const int staging = label->findText(QStringLiteral("Staging"));
        QVERIFY(staging >= 0);
        label->setCurrentIndex(staging);
        emit label->activated(staging);
        QCOMPARE(dialog.profile().label, QStringLiteral("Staging"));
        QCOMPARE(dialog.profile().colour, QStringLiteral("#ef6c00"));
    }

    void editingKeepsTheStoredKeyUnlessTheOriginChanges()
    {
        ProfileDialog dialog(ProfileDialog::Mode::Edit);
        dialog.setProfile(storedProfile());
        QSignalSpy saved(&dialog, &ProfileDialog::saveRequested);
        dialog.show();
        auto *url = dialog.findChild<QLineEdit *>(QStringLiteral("urlEdit"));
        url->setText(QStringLiteral("https://api.acme.example/v2"));
        clickSave(dialog);
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.at(0).at(1).toString(), QString());
        QCOMPARE(saved.at(0).at(0).value<Models::Profile>().id, QStringLiteral("p1"));

        url->setText(QStringLiteral("https://other.example"));
        clickSave(dialog);
        QCOMPARE(saved.size(), 1);
        QLabel *keyError = errorLabel(&dialog, "keyError");
        QVERIFY(keyError->isVisibleTo(&dialog));
        QVERIFY2(keyError->text().contains(QStringLiteral("another host")), qPrintable(keyError->text()));
    }

    void keyOnlyModeAsksForNothingElse()
    {
        ProfileDialog dialog(ProfileDialog::Mode::KeyOnly);
        dialog.setProfile(storedProfile());
        QSignalSpy saved(&dialog, &ProfileDialog::saveRequested);
        dialog.show();
        QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit"))->isEnabled());
        QVERIFY(!dialog.findChild<QLineEdit *>(QStringLiteral("urlEdit"))->isEnabled());
        clickSave(dialog);
        QCOMPARE(saved.size(), 0);
        dialog.keyField()->setKey(QStringLiteral("new-key"));
        clickSave(dialog);
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.at(0).at(1).toString(), QStringLiteral("new-key"));
    }

    void testConnectionAsksWithAddressAndKey()
    {
        ProfileDialog dialog(ProfileDialog::Mode::Create);
        QSignalSpy tested(&dialog, &ProfileDialog::testConnectionRequested);
        dialog.show();
        auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnectionButton"));
        QVERIFY(!test->isEnabled()); // nothing to test yet
        dialog.findChild<QLineEdit *>(QStringLiteral("urlEdit"))->setText(QStringLiteral("https://api.example.com"));
        QTest::keyClicks(dialog.keyField()->lineEdit(), QStringLiteral("abc"));
        QVERIFY(test->isEnabled());
        test->click();
        QCOMPARE(tested.size(), 1);
        QCOMPARE(tested.at(0).at(1).toString(), QStringLiteral("abc"));

        dialog.showTestResult(false, QStringLiteral("api.example.com did not answer"));
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("testResultLabel"))->text(),
                 QStringLiteral("api.example.com did not answer"));
        dialog.setBusy(QStringLiteral("Testing…"));
        QVERIFY(!test->isEnabled());
        dialog.clearBusy();
        QVERIFY(test->isEnabled());
    }

    void closingTheDialogForgetsTheKey()
    {
        ProfileDialog dialog(ProfileDialog::Mode::KeyOnly);
        dialog.setProfile(storedProfile());
        dialog.show();
        dialog.keyField()->setKey(QStringLiteral("forget-me"));
        dialog.reject();
        QCOMPARE(dialog.keyField()->key(), QString());
    }

    void switcherShowsTheActiveProfileAndOffersTheOthers()
    {
        Models::Profile sandbox;
        sandbox.id = Models::Profile::sandboxId();
        sandbox.name = QStringLiteral("Demo sandbox");
        sandbox.label = QStringLiteral("Sandbox");
        sandbox.colour = QStringLiteral("#2e7d32");
        Ui::ProfileSwitcher switcher;
        switcher.setProfiles({sandbox, storedProfile()});
        QCOMPARE(switcher.text(), QStringLiteral("No profile"));
        switcher.setCurrentProfile(QStringLiteral("p1"));
        QVERIFY(switcher.text().contains(QStringLiteral("PRODUCTION")));
        QCOMPARE(switcher.badgeColour(), QColor(QStringLiteral("#c62828")));
        QVERIFY(switcher.isBadgeFilled());

        QSignalSpy chosen(&switcher, &Ui::ProfileSwitcher::profileChosen);
        QSignalSpy removed(&switcher, &Ui::ProfileSwitcher::deleteProfileRequested);
        QMenu *menu = switcher.profileMenu();
        auto *sandboxAction = menu->findChild<QAction *>(QStringLiteral("profileAction:sandbox"));
        QVERIFY(sandboxAction);
        QVERIFY(!sandboxAction->isChecked());
        sandboxAction->trigger();
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("sandbox"));
        auto *deleteAction = menu->findChild<QAction *>(QStringLiteral("deleteProfileAction"));
        QVERIFY(deleteAction && deleteAction->isEnabled());
        deleteAction->trigger();
        QCOMPARE(removed.at(0).at(0).toString(), QStringLiteral("p1"));

        // The sandbox cannot be edited or deleted.
        switcher.setCurrentProfile(Models::Profile::sandboxId());
        menu = switcher.profileMenu();
        QVERIFY(!menu->findChild<QAction *>(QStringLiteral("deleteProfileAction"))->isEnabled());
        QVERIFY(!menu->findChild<QAction *>(QStringLiteral("editProfileAction"))->isEnabled());
    }

    void mainWindowWearsTheProfilesColourAndName()
    {
        Ui::MainWindow window;
        window.profileSwitcher()->setProfiles({storedProfile()});
        window.setActiveProfile(storedProfile());
        QVERIFY(window.windowTitle().contains(QStringLiteral("Acme production")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Production")));
        QCOMPARE(window.profileSwitcher()->currentProfileId(), QStringLiteral("p1"));
        window.clearActiveProfile();
        QCOMPARE(window.windowTitle(), QStringLiteral("Audience Console"));
        QCOMPARE(window.profileSwitcher()->currentProfileId(), QString());
    }
};

} // namespace tst_profiledialogs

AUDIENCE_TEST_MAIN(tst_profiledialogs, TestProfileDialogs)
#include "tst_profiledialogs.moc"
