// The Accounts place against a real sandbox (`--seed demo`: account_demo0000000000000000000001…,
// each linking the people of its company's domain; docs/sandbox.md), driven as a user: open an
// account by ID, read it and its people, open a person, a bad ID refused before sending, an unknown
// one said in words, and the accounts opened before listed for the profile.
#include "models/accounts/accountlookup.h"
#include "models/accounts/linkedpeoplemodel.h"
#include "models/common/modelroles.h"
#include "models/common/placeids.h"
#include "models/people/knownpeople.h"
#include "models/shell/connection.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "support/demosandboxclient.h"
#include "ui/accounts/accountdetailview.h"
#include "ui/accounts/accountsplace.h"
#include "ui/common/fieldform.h"
#include "ui/common/liststatewidget.h"
#include "ui/people/personaccountline.h"
#include "ui/people/persondetailview.h"
#include "support/testmain.h"

#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace tst_accounts {

using namespace Audience;
using Models::LoadState;

namespace {

const QString firstAccount = QStringLiteral("account_demo0000000000000000000001");
const QString secondAccount = QStringLiteral("account_demo0000000000000000000002");

struct Console
{
    Models::Connection connection;
    Ui::AccountsPlace place{&connection};

    // `profileFolder`: where the profile's store is kept (empty: nothing kept).
    Console(Net::ApiClient *client, const QString &profileFolder)
        : connection(client)
    {
        connection.setProfileFolder(profileFolder);
        place.resize(1200, 800);
        place.show();
        connection.setConnected(true);
    }
    Models::AccountLookup *lookup() const { return connection.accounts(); }
    // Types the ID and presses Enter, as a user does.
    void type(const QString &id)
    {
        place.focusSearch();
        place.idEdit()->clear();
        QTest::keyClicks(place.idEdit(), id);
        QTest::keyClick(place.idEdit(), Qt::Key_Return);
    }
};

} // namespace

class TestAccounts : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;
    QTemporaryDir m_profile;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void openingAnAccountShowsItAndItsPeople()
    {
        Console console(m_demo.client(), m_profile.path());
        QTRY_VERIFY(console.connection.store()); // the profile's recent list is kept from here on
        QSignalSpy items(&console.place, &Ui::Place::currentItemChanged);
        console.type(firstAccount);
        QTRY_COMPARE_WITH_TIMEOUT(console.lookup()->state(), LoadState::Complete, 10000);
        QCOMPARE(console.place.currentItem(), firstAccount);
        QVERIFY(!items.isEmpty());
        Ui::AccountDetailView *detail = console.place.detail();
        QCOMPARE(detail->fields()->valueOf(QStringLiteral("Account ID")), firstAccount);
        QVERIFY(!detail->fields()->valueOf(QStringLiteral("Domain")).isEmpty());
        QVERIFY(!detail->fields()->valueOf(QStringLiteral("Created")).isEmpty());
        QVERIFY(!detail->fields()->valueOf(QStringLiteral("Latest activity")).isNull());
        // Several people, each opening in People (Enter on the row, or the button).
        QTableView *people = detail->peopleView();
        QVERIFY(people->model()->rowCount() >= 2);
        QSignalSpy navigation(&console.place, &Ui::Place::navigationRequested);
        people->setFocus();
        people->setCurrentIndex(people->model()->index(1, 0));
        const QString personId = people->model()->index(1, 0).data(Models::IdRole).toString();
        QTest::keyClick(people, Qt::Key_Return);
        QCOMPARE(navigation.size(), 1);
        QCOMPARE(navigation.at(0).at(0).toString(), Models::PlaceId::people);
        QCOMPARE(navigation.at(0).at(1).toString(), personId);
        // The People place finds the person without asking: the account's people are known.
        QVERIFY(console.connection.knownPeople()->find(personId).has_value());
        QTest::mouseClick(detail->openPersonButton(), Qt::LeftButton);
        QCOMPARE(navigation.size(), 2);

        // The person's page shows the account they belong to (issue 43, item 7), and opens it.
        Ui::PersonDetailView personPage(&console.connection);
        personPage.showPerson(*console.connection.knownPeople()->find(personId));
        Ui::PersonAccountLine *line = personPage.accountLine();
        const QString accountName = console.lookup()->account().name.value_or(firstAccount);
        QVERIFY2(line->text()->text().startsWith(QStringLiteral("Account: %1").arg(accountName)), qPrintable(line->text()->text()));
        QVERIFY(!line->openButton()->isHidden());
        QSignalSpy opened(&personPage, &Ui::PersonDetailView::openRequested);
        line->openButton()->click();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), Models::PlaceId::accounts);
        QCOMPARE(opened.at(0).at(1).toString(), firstAccount);
    }

    // With no account met yet (a profile other than the demo's), the place says plainly why the
    // list is empty and where an account's ID comes from.
    void theEmptyListSaysWhereIdsComeFrom()
    {
        QTemporaryDir fresh;
        Console console(m_demo.client(), fresh.path());
        QTRY_VERIFY(console.connection.store());
        QCOMPARE(console.place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
        bool says = false;
        for (const QLabel *label : console.place.listState()->findChildren<QLabel *>())
            says = says
                || (label->text().contains(QStringLiteral("people and page links do not name their accounts"))
                    && label->text().contains(QStringLiteral("accounts you open by ID are listed here")));
        QVERIFY(says);
    }

    void aBadIdIsRefusedBeforeSending()
    {
        Console console(m_demo.client(), {});
        QSignalSpy states(console.lookup(), &Models::AccountLookup::stateChanged);
        // Said as typed, once it can be judged.
        QTest::keyClicks(console.place.idEdit(), QStringLiteral("account_DEMO"));
        QVERIFY(console.place.idProblemLabel()->isVisibleTo(&console.place));
        QVERIFY(console.place.idProblemLabel()->text().contains(QStringLiteral("uppercase")));
        QTest::keyClick(console.place.idEdit(), Qt::Key_Return);
        // Refused at once, never Loading: nothing was sent.
        QCOMPARE(console.lookup()->state(), LoadState::Error);
        for (const QList<QVariant> &state : std::as_const(states))
            QVERIFY(state.at(0).value<LoadState>() != LoadState::Loading);
        QCOMPARE(console.place.detail()->findChild<QLabel *>(QStringLiteral("accountTitle"))->text(), QStringLiteral("Not an account ID"));
        QVERIFY(console.place.detail()->messageLabel()->text().contains(QStringLiteral("uppercase")));
        QVERIFY(!console.place.detail()->retryButton()->isVisibleTo(&console.place));

        console.type(QStringLiteral("account_demo1"));
        QCOMPARE(console.lookup()->state(), LoadState::Error);
        QVERIFY(console.place.detail()->messageLabel()->text().contains(QStringLiteral("exactly 26")));
    }

    void anUnknownIdIsSaidInWords()
    {
        Console console(m_demo.client(), {});
        const QString unknown = QStringLiteral("account_zzzzzzzzzzzzzzzzzzzzzzzzzz");
        console.type(unknown);
        QCOMPARE(console.lookup()->state(), LoadState::Loading);
        QTRY_COMPARE_WITH_TIMEOUT(console.lookup()->state(), LoadState::Error, 10000);
        QCOMPARE(console.lookup()->error().httpStatus, 404);
        QVERIFY(console.place.detail()->messageLabel()->text().contains(QStringLiteral("There is no account with the ID %1").arg(unknown)));
        QVERIFY(console.place.detail()->retryButton()->isVisibleTo(&console.place));
        QCOMPARE(console.place.currentItem(), QString());
    }

    void accountsOpenedBeforeAreListedForTheProfile()
    {
        const QString folder = m_profile.path();
        {
            Console console(m_demo.client(), folder);
            QTRY_VERIFY(console.connection.store());
            console.type(secondAccount);
            QTRY_COMPARE_WITH_TIMEOUT(console.lookup()->state(), LoadState::Complete, 10000);
        }
        // The next start of the same profile: both, newest first; Enter on one opens it.
        Console console(m_demo.client(), folder);
        QTRY_VERIFY(console.connection.store());
        QListView *recent = console.place.recentView();
        QCOMPARE(recent->model()->rowCount(), 2);
        QCOMPARE(recent->model()->index(0, 0).data(Models::IdRole).toString(), secondAccount);
        QCOMPARE(recent->model()->index(1, 0).data(Models::IdRole).toString(), firstAccount);
        recent->setFocus();
        recent->setCurrentIndex(recent->model()->index(1, 0));
        QTest::keyClick(recent, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(console.lookup()->state(), LoadState::Complete, 10000);
        QCOMPARE(console.place.currentItem(), firstAccount);
        // Another profile starts with none.
        QTemporaryDir other;
        QVERIFY(other.isValid());
        Console elsewhere(m_demo.client(), other.path());
        QTRY_VERIFY(elsewhere.connection.store());
        QCOMPARE(elsewhere.place.recentView()->model()->rowCount(), 0);
    }
};

} // namespace tst_accounts

AUDIENCE_TEST_MAIN(tst_accounts, TestAccounts)
#include "tst_accounts.moc"
