#include "ui/people/persondetailview.h"

#include "models/accounts/accountlookup.h"
#include "models/activity/unsettledwrite.h"
#include "models/common/placeids.h"
#include "models/people/knownpeople.h"
#include "models/people/peopleactions.h"
#include "models/people/personeditor.h"
#include "models/people/personlogmodel.h"
#include "models/shell/connection.h"
#include "models/store/writejournal.h"
#include "net/jsonreader.h"
#include "net/persontypes.h"
#include "ui/common/unsettledwritenotice.h"
#include "ui/people/addlogentrydialog.h"
#include "ui/people/personaccountline.h"
#include "ui/people/personeditform.h"
#include "ui/people/personlogview.h"

#include <QLabel>
#include <QPointer>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Audience::Ui {

PersonDetailView::PersonDetailView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("personDetailView"));
    m_logModel = new Models::PersonLogModel(nullptr, this);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("personDetailMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMargin(24);

    auto *page = new QWidget(this);
    m_title = new QLabel(page);
    m_title->setObjectName(QStringLiteral("personTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_account = new PersonAccountLine(m_connection->accounts(), page);
    connect(m_account, &PersonAccountLine::openAccountRequested, this,
            [this](const QString &accountId) { emit openRequested(Models::PlaceId::accounts, accountId); });
    m_form = new PersonEditForm(page);
    m_log = new PersonLogView(m_logModel, page);
    makeNotices();
    auto *top = new QWidget(page);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_title);
    topLayout->addWidget(m_account);
    topLayout->addWidget(m_updateNotice);
    topLayout->addWidget(m_form);
    topLayout->addStretch(1);
    auto *bottom = new QWidget(page);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_logNotice);
    bottomLayout->addWidget(m_log, 1);
    auto *split = new QSplitter(Qt::Vertical, page);
    split->setObjectName(QStringLiteral("personDetailSplitter"));
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(12, 8, 8, 8);
    pageLayout->addWidget(split);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_message);
    m_stack->addWidget(page);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(m_log, &PersonLogView::addRequested, this, &PersonDetailView::openAddDialog);
    connect(m_log, &PersonLogView::openRequested, this, &PersonDetailView::openRequested);
    connect(m_form, &PersonEditForm::savedText, m_log, &PersonLogView::showResult);
    // A person saved or seen again elsewhere: the title and an untouched form follow.
    connect(m_connection->knownPeople(), &Models::KnownPeople::changed, this, [this](const QString &personId) {
        if (personId != m_personId)
            return;
        if (const auto person = m_connection->knownPeople()->find(personId)) {
            m_title->setText(person->name);
            Models::PersonEditor *editor = m_editors.value(personId);
            if (editor && !editor->isDirty() && !editor->isSaving())
                editor->setPerson(*person);
        }
    });
    connect(m_connection, &Models::Connection::connectedChanged, this, &PersonDetailView::onConnectedChanged);
    onConnectedChanged(m_connection->isConnected());
}

void PersonDetailView::makeNotices()
{
    auto *update = new Models::UnsettledWrite(*m_connection->storeLink(), *m_connection->journalActions(), Models::WriteKind::UpdatePerson, this);
    m_updateNotice = new UnsettledWriteNotice(update, this);
    m_updateNotice->setObjectName(QStringLiteral("personUpdateNotice"));
    auto *log = new Models::UnsettledWrite(*m_connection->storeLink(), *m_connection->journalActions(), Models::WriteKind::CreatePersonLog, this);
    m_logNotice = new UnsettledWriteNotice(log, this);
    m_logNotice->setObjectName(QStringLiteral("personLogNotice"));
    connect(m_updateNotice, &UnsettledWriteNotice::openRequested, this, &PersonDetailView::openRequested);
    connect(m_logNotice, &UnsettledWriteNotice::openRequested, this, &PersonDetailView::openRequested);
    // The person as the service saved them on a Retry: the title and an untouched form follow.
    connect(update, &Models::UnsettledWrite::finished, this, [this](qint64 id, bool ok) {
        const auto entry = ok && m_connection->journal() ? m_connection->journal()->entry(id) : std::nullopt;
        Net::Person saved;
        if (entry && !Net::decodeJson(entry->answer, saved) && !saved.personId.isEmpty())
            m_connection->knownPeople()->remember(saved);
    });
    // A log entry that went through on a Retry is in the log now.
    connect(log, &Models::UnsettledWrite::finished, this, [this](qint64, bool ok) {
        if (ok)
            m_logModel->reload();
    });
}

void PersonDetailView::setPersonId(const QString &personId)
{
    m_personId = personId;
    m_updateNotice->write()->setTargetId(personId);
    m_logNotice->write()->setTargetId(personId);
}

PersonDetailView::~PersonDetailView()
{
    disconnect(m_logModel, nullptr, this, nullptr);
}

void PersonDetailView::onConnectedChanged(bool connected)
{
    m_logModel->setPersonId(QString());
    m_logModel->setClient(connected ? m_connection->client() : nullptr);
    clear(); // lets go of the editor shown before the editors go
    qDeleteAll(m_editors);
    m_editors.clear();
}

Models::PersonEditor *PersonDetailView::editorFor(const Net::Person &person)
{
    Models::PersonEditor *editor = m_editors.value(person.personId);
    if (!editor) {
        editor = new Models::PersonEditor(m_connection->peopleActions(), this);
        editor->setPerson(person);
        m_editors.insert(person.personId, editor);
    } else if (!editor->isDirty() && !editor->isSaving()) {
        editor->setPerson(person);
    }
    return editor;
}

void PersonDetailView::showPerson(const Net::Person &person)
{
    const bool another = person.personId != m_personId;
    setPersonId(person.personId);
    m_title->setText(person.name.isEmpty() ? person.personId : person.name);
    m_form->setEditor(editorFor(person));
    m_account->showPerson(person);
    if (another) {
        m_log->showResult(QString());
        m_logModel->setPersonId(person.personId);
    }
    m_stack->setCurrentIndex(1);
}

void PersonDetailView::showUnknown(const QString &personId)
{
    setPersonId(personId);
    m_form->setEditor(nullptr);
    m_logModel->setPersonId(QString());
    m_message->setText(tr("Person %1 is not among the people loaded in this session.\n"
                          "The service can only search people (by name, email, domain, phone or slug): "
                          "search for them on the left.")
                           .arg(personId));
    m_stack->setCurrentIndex(0);
}

void PersonDetailView::clear()
{
    setPersonId(QString());
    m_logModel->setPersonId(QString());
    m_form->setEditor(nullptr);
    m_message->setText(tr("Choose a person on the left to see their details and activity."));
    m_stack->setCurrentIndex(0);
}

void PersonDetailView::openAddDialog()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    const auto person = m_connection->knownPeople()->find(m_personId);
    m_dialog = new AddLogEntryDialog(m_connection->peopleActions(), m_connection->knownPeople(), m_personId,
                                     person ? person->name : QString(), this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QObject::destroyed, this, [this] { m_dialog = nullptr; });
    connect(m_dialog, &AddLogEntryDialog::entryAdded, this, [this](const QString &personId, const QString &text) {
        m_log->showResult(text);
        // The entry is in the log of whoever received it: reload the one shown when it is them.
        if (personId == m_personId)
            m_logModel->reload();
    });
    m_dialog->open();
}

} // namespace Audience::Ui
