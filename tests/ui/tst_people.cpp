// The People place against a real sandbox (`--seed demo`: 300 people with activity logs), driven as a
// user would: search as you type, open a person, edit in place (a cleared field is stored as null,
// an invalid phone disables Save), the activity log with Show deleted and a payload that opens its
// page, the Add log entry dialog whose JSON editor refuses invalid JSON, and the quick search.
#include "models/people/knownpeople.h"
#include "models/people/personeditor.h"
#include "models/people/personlogcomposer.h"
#include "models/people/personlogmodel.h"
#include "models/people/personsearchmodel.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "models/shell/quicksearchindex.h"
#include "net/apiclient.h"
#include "net/apikeyprovider.h"
#include "net/peopleapi.h"
#include "support/demosandboxclient.h"
#include "ui/common/liststatewidget.h"
#include "ui/people/addlogentrydialog.h"
#include "ui/people/jsonpayloadedit.h"
#include "ui/people/peopleplace.h"
#include "ui/people/persondetailview.h"
#include "ui/people/personeditform.h"
#include "ui/people/personlogview.h"
#include "support/testmain.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeView>

namespace tst_people {

using namespace Audience;
using Models::LoadState;
using Models::PersonEditor;

namespace {

// A People place on its own connection to the sandbox, shown at a desktop size.
struct Console
{
    Models::Connection connection;
    Ui::PeoplePlace place{&connection};

    explicit Console(Net::ApiClient *client)
        : connection(client)
    {
        place.resize(1400, 900);
        place.show();
        connection.setConnected(true);
    }
    Models::PersonSearchModel *model() const { return place.searchModel(); }
    Ui::PersonDetailView *detail() const { return place.detail(); }
    Ui::PersonEditForm *form() const { return detail()->form(); }
    Ui::PersonLogView *log() const { return detail()->log(); }

    bool waitSearched() const
    {
        return QTest::qWaitFor([this] { return model()->state() == LoadState::Complete || model()->state() == LoadState::Idle; }, 15000)
               && !model()->isFetching();
    }
    bool waitLog() const
    {
        return QTest::qWaitFor([this] { return detail()->logModel()->state() == LoadState::Complete; }, 15000);
    }
    // Clicks a person's row (searching for them by name first when needed).
    bool choose(const QString &personId)
    {
        if (!waitSearched())
            return false;
        int row = model()->rowOf(personId);
        if (row < 0)
            return false;
        const QModelIndex index = model()->index(row, Models::PersonSearchModel::NameColumn);
        QTableView *table = place.table();
        table->scrollTo(index);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
        return detail()->personId() == personId && waitLog();
    }
};

std::optional<Net::Person> fetchPerson(Net::ApiClient &client, const QString &query, const QString &personId)
{
    auto *reply = client.people().search({.query = query, .cursor = {}, .limit = 200});
    QSignalSpy done(reply, &Net::ApiReply::finished);
    if (!reply->isFinished() && !done.wait(10000))
        return std::nullopt;
    std::optional<Net::Person> found;
    for (const Net::Person &person : reply->value().items) {
        if (person.personId == personId)
            found = person;
    }
    reply->deleteLater();
    return found;
}

int logCount(Net::ApiClient &client, const QString &personId, bool includeDeleted)
{
    Net::PersonLogQuery query;
    query.limit = 200;
    query.includeDeleted = includeDeleted;
    auto *reply = client.people().logs(personId, query);
    QSignalSpy done(reply, &Net::ApiReply::finished);
    if (!reply->isFinished() && !done.wait(10000))
        return -1;
    const int count = reply->isError() ? -1 : int(reply->value().items.size());
    reply->deleteLater();
    return count;
}

} // namespace

class TestPeople : public QObject
{
    Q_OBJECT

    Testing::DemoSandboxClient m_demo;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_demo.start(), qPrintable(m_demo.errorString()));
    }

    void searchAsYouType()
    {
        Console console(m_demo.client());
        QVERIFY(console.waitSearched());
        QVERIFY(console.model()->rowCount() > 0);
        QCOMPARE(console.place.summaryLabel()->text(), QStringLiteral("300 people"));

        const auto person = fetchPerson(*m_demo.client(), QString(), QStringLiteral("person_demo_0002"));
        QVERIFY(person);
        QTest::keyClicks(console.place.searchEdit(), person->name);
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->query() == person->name && console.model()->state() == LoadState::Complete, 10000);
        QVERIFY(console.model()->rowOf(person->personId) >= 0);
        QVERIFY(console.model()->rowCount() < 300);

        console.place.searchEdit()->setText(QStringLiteral("nobody-by-this-name"));
        QTRY_VERIFY_WITH_TIMEOUT(console.model()->state() == LoadState::Complete && console.model()->rowCount() == 0, 10000);
        QTRY_COMPARE(console.place.listState()->shown(), Ui::ListStateWidget::Shown::Empty);
    }

    void editClearsAFieldAndChecksThePhone()
    {
        Console console(m_demo.client());
        // person_demo_0008: an email and a LinkedIn URL, no phone (docs/sandbox.md's pattern).
        const QString personId = QStringLiteral("person_demo_0008");
        const auto before = fetchPerson(*m_demo.client(), QString(), personId);
        QVERIFY(before && before->linkedinProfileUrl.has_value() && !before->phoneNumber.has_value());
        QVERIFY(console.choose(personId));
        Ui::PersonEditForm *form = console.form();
        QVERIFY(form->editButton()->isVisible());
        QVERIFY(form->fieldEdit(PersonEditor::Name)->isReadOnly());

        QTest::keyClick(console.place.table(), Qt::Key_F2);
        QVERIFY(form->isEditing());
        QVERIFY(!form->fieldEdit(PersonEditor::Name)->isReadOnly());
        QVERIFY(!form->saveButton()->isEnabled()); // nothing changed yet

        // The name cannot be cleared.
        QLineEdit *name = form->fieldEdit(PersonEditor::Name);
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Delete);
        QVERIFY(!form->saveButton()->isEnabled());
        QVERIFY(form->fieldHint(PersonEditor::Name)->text().contains(QStringLiteral("cannot be removed")));
        QTest::keyClicks(name, before->name);

        // Clearing the LinkedIn URL says it will be removed.
        QLineEdit *linkedIn = form->fieldEdit(PersonEditor::LinkedIn);
        linkedIn->selectAll();
        QTest::keyClick(linkedIn, Qt::Key_Delete);
        QVERIFY(form->fieldHint(PersonEditor::LinkedIn)->text().contains(QStringLiteral("Will be removed")));
        QVERIFY(form->saveButton()->isEnabled());

        // A phone that is not E.164 disables Save, with the reason and an example.
        QLineEdit *phone = form->fieldEdit(PersonEditor::Phone);
        QTest::keyClicks(phone, QStringLiteral("+44 20"));
        QVERIFY(!form->saveButton()->isEnabled());
        QVERIFY(form->fieldHint(PersonEditor::Phone)->text().contains(QStringLiteral("+14155550123")));
        phone->selectAll();
        QTest::keyClicks(phone, QStringLiteral("+442079460999"));
        QVERIFY(form->saveButton()->isEnabled());

        QTest::mouseClick(form->saveButton(), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(!form->isEditing(), qPrintable(form->statusLabel()->text()), 10000);
        QCOMPARE(form->fieldEdit(PersonEditor::LinkedIn)->text(), QString());
        QCOMPARE(form->fieldEdit(PersonEditor::Phone)->text(), QStringLiteral("+442079460999"));
        // The row in the table follows.
        const int row = console.model()->rowOf(personId);
        QCOMPARE(console.model()->index(row, Models::PersonSearchModel::PhoneColumn).data().toString(), QStringLiteral("+442079460999"));

        // The service stored null for the LinkedIn URL and kept the rest.
        const auto after = fetchPerson(*m_demo.client(), before->name, personId);
        QVERIFY(after);
        QVERIFY(!after->linkedinProfileUrl.has_value());
        QCOMPARE(after->phoneNumber.value_or(QString()), QStringLiteral("+442079460999"));
        QCOMPARE(after->email, before->email);
    }

    void revertPutsTheFieldsBack()
    {
        Console console(m_demo.client());
        QVERIFY(console.choose(QStringLiteral("person_demo_0010")));
        Ui::PersonEditForm *form = console.form();
        const QString original = form->fieldEdit(PersonEditor::Domain)->text();
        QTest::mouseClick(form->editButton(), Qt::LeftButton);
        form->fieldEdit(PersonEditor::Domain)->selectAll();
        QTest::keyClicks(form->fieldEdit(PersonEditor::Domain), QStringLiteral("changed.example"));
        QTest::keyClick(form->fieldEdit(PersonEditor::Domain), Qt::Key_Escape);
        QVERIFY(!form->isEditing());
        QCOMPARE(form->fieldEdit(PersonEditor::Domain)->text(), original);
    }

    void showDeletedMarksThem()
    {
        // A demo person among the first page with a deleted entry (every 16th demo entry is).
        QString personId;
        for (int k = 1; k <= 50 && personId.isEmpty(); ++k) {
            const QString id = QStringLiteral("person_demo_%1").arg(k, 4, 10, QLatin1Char('0'));
            if (logCount(*m_demo.client(), id, true) > logCount(*m_demo.client(), id, false))
                personId = id;
        }
        QVERIFY(!personId.isEmpty());
        Console console(m_demo.client());
        QVERIFY(console.choose(personId));
        const int visible = console.detail()->logModel()->rowCount();
        QTest::mouseClick(console.log()->showDeletedBox(), Qt::LeftButton);
        QVERIFY(console.detail()->logModel()->includeDeleted());
        QTRY_VERIFY_WITH_TIMEOUT(console.detail()->logModel()->state() == LoadState::Complete
                                     && console.detail()->logModel()->rowCount() > visible,
                                 10000);
        bool marked = false;
        for (int row = 0; row < console.detail()->logModel()->rowCount(); ++row)
            marked = marked || console.detail()->logModel()->index(row, Models::PersonLogModel::StatusColumn).data().toString().startsWith(QStringLiteral("Deleted"));
        QVERIFY(marked);
        QVERIFY(console.log()->findChild<QLabel *>(QStringLiteral("personLogCount"))->text().contains(QStringLiteral("deleted")));
    }

    void payloadOnDemandAndOpensItsAudienceAndPage()
    {
        Console console(m_demo.client());
        QVERIFY(console.waitSearched());
        // The first person of the first page with a page visit.
        for (int k = 1; k <= 40; ++k) {
            const QString id = QStringLiteral("person_demo_%1").arg(k, 4, 10, QLatin1Char('0'));
            QVERIFY(console.choose(id));
            Models::PersonLogModel *logs = console.detail()->logModel();
            for (int row = 0; row < logs->rowCount(); ++row) {
                const auto targets = logs->targets(row);
                if (targets.size() != 2)
                    continue; // a page visit names its audience and its page
                QTreeView *view = console.log()->view();
                view->setCurrentIndex(logs->index(row, 0));
                QVERIFY(!console.log()->payloadView()->isVisible());
                QTest::keyClick(view, Qt::Key_Return); // Enter shows the payload
                QVERIFY(console.log()->payloadView()->isVisible());
                QVERIFY(console.log()->payloadView()->toPlainText().contains(QStringLiteral("\n    \"pageId\"")));
                QVERIFY(console.log()->openAudienceButton()->isVisible());
                QVERIFY(console.log()->openPageButton()->isVisible());
                QSignalSpy navigate(&console.place, &Ui::Place::navigationRequested);
                QTest::mouseClick(console.log()->openPageButton(), Qt::LeftButton);
                QTest::mouseClick(console.log()->openAudienceButton(), Qt::LeftButton);
                QCOMPARE(navigate.size(), 2);
                QCOMPARE(navigate.at(0).at(0).toString(), Models::PlaceId::pages);
                QCOMPARE(navigate.at(0).at(1).toString(), targets.at(1).second);
                QCOMPARE(navigate.at(1).at(0).toString(), Models::PlaceId::audiences);
                QCOMPARE(navigate.at(1).at(1).toString(), targets.at(0).second);
                return;
            }
        }
        QFAIL("no page visit among the first 40 demo people");
    }

    void addLogEntryDialogRefusesInvalidJson()
    {
        Console console(m_demo.client());
        const QString personId = QStringLiteral("person_demo_0012");
        QVERIFY(console.choose(personId));
        const int before = console.detail()->logModel()->rowCount();
        QTest::keyClick(console.place.table(), Qt::Key_L, Qt::ControlModifier);
        Ui::AddLogEntryDialog *dialog = console.detail()->addDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QVERIFY(!dialog->saveButton()->isEnabled()); // no source yet
        QVERIFY(!dialog->subjectEdit()->isVisible()); // "this person" by default

        QTest::keyClicks(dialog->sourceEdit(), QStringLiteral("Console Test"));
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("logSourceHint"))->text().contains(QStringLiteral("lower-case")));
        QVERIFY(!dialog->saveButton()->isEnabled());
        dialog->sourceEdit()->clear();
        QTest::keyClicks(dialog->sourceEdit(), QStringLiteral("console-test"));
        // The type may stay empty: the form says what is used then.
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("logTypeHint"))->text().contains(QStringLiteral("webhook")));
        QVERIFY(dialog->saveButton()->isEnabled());

        // Invalid JSON: marked at its line and column, Save disabled.
        dialog->payloadEdit()->setPlainText(QStringLiteral("{\n  \"note\": \"called\"\n  \"next\": 1\n}"));
        QVERIFY(!dialog->saveButton()->isEnabled());
        QVERIFY(dialog->payloadEdit()->errorPosition() >= 0);
        QVERIFY(dialog->payloadEdit()->extraSelections().size() > 0);
        QVERIFY2(dialog->payloadErrorLabel()->text().contains(QStringLiteral("Line 3, column")) ||
                     dialog->payloadErrorLabel()->text().contains(QStringLiteral("Line 2, column")),
                 qPrintable(dialog->payloadErrorLabel()->text()));
        // Not a list either.
        dialog->payloadEdit()->setPlainText(QStringLiteral("[1, 2]"));
        QVERIFY(!dialog->saveButton()->isEnabled());
        QVERIFY(dialog->payloadErrorLabel()->text().contains(QStringLiteral("object")));
        // Fixed: the mark goes, Save comes back.
        dialog->payloadEdit()->setPlainText(QStringLiteral("{\n  \"note\": \"called\",\n  \"next\": 1\n}"));
        QCOMPARE(dialog->payloadEdit()->errorPosition(), -1);
        QVERIFY(dialog->saveButton()->isEnabled());

        QPointer<Ui::AddLogEntryDialog> watch(dialog);
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!watch || !watch->isVisible(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(console.detail()->logModel()->state() == LoadState::Complete
                                     && console.detail()->logModel()->rowCount() == before + 1,
                                 10000);
        QVERIFY(console.log()->resultLabel()->text().contains(QStringLiteral("Added to")));
        // Newest first: the new entry is on top, with the type the form promised.
        QCOMPARE(console.detail()->logModel()->logAt(0).source.value(), QStringLiteral("console-test"));
        QCOMPARE(console.detail()->logModel()->logAt(0).type.value(), QStringLiteral("webhook"));
    }

    void addForSomeoneElseByPhone()
    {
        Console console(m_demo.client());
        // person_demo_0003 has +14155551003 (docs/sandbox.md's pattern).
        const auto target = fetchPerson(*m_demo.client(), QStringLiteral("+14155551003"), QStringLiteral("person_demo_0003"));
        QVERIFY(target);
        QVERIFY(console.choose(QStringLiteral("person_demo_0012")));
        const int before = logCount(*m_demo.client(), target->personId, true);
        console.detail()->openAddDialog();
        Ui::AddLogEntryDialog *dialog = console.detail()->addDialog();
        QVERIFY(dialog);
        dialog->subjectBox()->setCurrentIndex(dialog->subjectBox()->findData(int(Models::PersonLogComposer::Subject::Phone)));
        QVERIFY(dialog->subjectEdit()->isVisible());
        QTest::keyClicks(dialog->subjectEdit(), QStringLiteral("+14155551003"));
        QTest::keyClicks(dialog->sourceEdit(), QStringLiteral("phone"));
        QTest::keyClicks(dialog->typeEdit(), QStringLiteral("call-logged"));
        QVERIFY(dialog->saveButton()->isEnabled());
        QSignalSpy added(dialog, &Ui::AddLogEntryDialog::entryAdded);
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QVERIFY(added.wait(10000));
        QCOMPARE(added.first().at(0).toString(), target->personId);
        QCOMPARE(added.first().at(1).toString(), QStringLiteral("Added to %1, matched by phone number.").arg(target->name));
        QCOMPARE(logCount(*m_demo.client(), target->personId, true), before + 1);
    }

    void addLogEntryOnceWhenTheAnswerIsLost()
    {
        // Every applied write loses its answer; what the dialog sends again carries the same
        // idempotencyKey, so the person gets exactly one entry.
        Testing::SandboxProcess lossy;
        QVERIFY2(lossy.start({QStringLiteral("--db"), QStringLiteral(":memory:"), QStringLiteral("--seed"), QStringLiteral("demo"),
                              QStringLiteral("--fault-drop-after-write-rate"), QStringLiteral("1")}),
                 qPrintable(lossy.errorString()));
        QNetworkAccessManager network;
        Net::StaticApiKeyProvider keys(lossy.apiKey());
        Net::ApiClient client(&network, &keys);
        client.setBaseUrl(lossy.baseUrl());
        Console console(&client);
        const QString personId = QStringLiteral("person_demo_0009");
        QVERIFY(console.choose(personId));
        const int before = logCount(client, personId, true);
        console.detail()->openAddDialog();
        Ui::AddLogEntryDialog *dialog = console.detail()->addDialog();
        QVERIFY(dialog);
        QTest::keyClicks(dialog->sourceEdit(), QStringLiteral("lossy-network"));
        QTest::keyClicks(dialog->typeEdit(), QStringLiteral("note-added"));
        QPointer<Ui::AddLogEntryDialog> watch(dialog);
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        const QString key = dialog->composer()->idempotencyKey();
        QVERIFY(!key.isEmpty());
        // Qt resends a POST once by itself when the connection closes unanswered; if the lost answer
        // surfaces as a failure instead, the user's Retry sends the same key.
        QTRY_VERIFY_WITH_TIMEOUT(!watch || dialog->composer()->state() != Models::WriteTracker::State::Pending, 30000);
        if (watch && dialog->composer()->state() == Models::WriteTracker::State::Failed) {
            QVERIFY(dialog->retryButton()->isVisible());
            QTest::mouseClick(dialog->retryButton(), Qt::LeftButton);
            QCOMPARE(dialog->composer()->idempotencyKey(), key);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!watch || !watch->isVisible(), 30000);
        QCOMPARE(logCount(client, personId, true), before + 1);
        QTRY_VERIFY_WITH_TIMEOUT(console.detail()->logModel()->state() == LoadState::Complete
                                     && console.detail()->logModel()->rowCount() == before + 1,
                                 10000);
        QCOMPARE(console.detail()->logModel()->logAt(0).idempotencyKey.value(), key);
    }

    void openItemByIdAndQuickSearch()
    {
        Console console(m_demo.client());
        QVERIFY(console.waitSearched());
        // Loaded people are in the quick search.
        bool listed = false;
        for (const Models::QuickSearchEntry &entry : console.connection.quickSearchIndex().entries())
            listed = listed || (entry.place == Models::PlaceId::people && entry.item == QStringLiteral("person_demo_0001"));
        QVERIFY(listed);
        // A person another place knows of opens by ID, even when not among the rows.
        Net::Person stranger;
        stranger.personId = QStringLiteral("person_from_elsewhere");
        stranger.name = QStringLiteral("Grace Hopper");
        console.connection.knownPeople()->remember(stranger);
        console.place.openItem(stranger.personId);
        QCOMPARE(console.place.currentItem(), stranger.personId);
        QCOMPARE(console.detail()->personId(), stranger.personId);
        QCOMPARE(console.form()->fieldEdit(PersonEditor::Name)->text(), QStringLiteral("Grace Hopper"));
        // An ID nobody knows says so, and what to do.
        console.place.openItem(QStringLiteral("person_unknown"));
        QVERIFY(console.detail()->findChild<QLabel *>(QStringLiteral("personDetailMessage"))->text().contains(QStringLiteral("search")));
    }
};

} // namespace tst_people

AUDIENCE_TEST_MAIN(tst_people, TestPeople)
#include "tst_people.moc"
