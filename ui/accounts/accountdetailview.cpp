#include "ui/accounts/accountdetailview.h"

#include "models/accounts/accountlookup.h"
#include "models/accounts/linkedpeoplemodel.h"
#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "ui/common/fieldform.h"
#include "ui/common/rowtable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::AccountLookup;
using Models::DateTimeFormat;
using Models::LinkedPeopleModel;
using Models::LoadState;

AccountDetailView::AccountDetailView(AccountLookup *lookup, QWidget *parent)
    : QWidget(parent)
    , m_lookup(lookup)
{
    setObjectName(QStringLiteral("accountDetailView"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("accountTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("accountMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setFixedSize(140, 8);
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setObjectName(QStringLiteral("accountRetryButton"));
    connect(m_retry, &QPushButton::clicked, m_lookup, &AccountLookup::retry);

    m_body = new QWidget(this);
    m_fields = new FieldForm(m_body);
    m_peopleTitle = new QLabel(m_body);
    m_peopleTitle->setFont(bold);
    m_model = new LinkedPeopleModel(this);
    m_people = makeRowTable(QStringLiteral("linkedPeopleView"), tr("People linked to the account"), m_model, m_body);
    m_people->horizontalHeader()->setSectionResizeMode(LinkedPeopleModel::NameColumn, QHeaderView::Stretch);
    m_people->horizontalHeader()->setSectionResizeMode(LinkedPeopleModel::EmailColumn, QHeaderView::Stretch);
    connect(m_people, &QTableView::activated, this, &AccountDetailView::openCurrentPerson);
    m_openPerson = new QPushButton(tr("Open &Person"), m_body);
    m_openPerson->setObjectName(QStringLiteral("openPersonButton"));
    m_openPerson->setToolTip(tr("Open the chosen person in People (Enter)"));
    m_openPerson->setEnabled(false);
    connect(m_openPerson, &QPushButton::clicked, this, &AccountDetailView::openCurrentPerson);
    connect(m_people->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { m_openPerson->setEnabled(current.isValid()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_openPerson->setEnabled(false); });

    auto *bodyLayout = new QVBoxLayout(m_body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_fields);
    bodyLayout->addSpacing(8);
    bodyLayout->addWidget(m_peopleTitle);
    bodyLayout->addWidget(m_people, 1);
    bodyLayout->addWidget(m_openPerson, 0, Qt::AlignLeft);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 18);
    layout->addWidget(m_title);
    layout->addWidget(m_busy);
    layout->addWidget(m_message);
    layout->addWidget(m_retry, 0, Qt::AlignLeft);
    layout->addWidget(m_body, 1);
    layout->addStretch(0);
    connect(m_lookup, &AccountLookup::stateChanged, this, &AccountDetailView::refresh);
    refresh();
}

AccountDetailView::~AccountDetailView()
{
    disconnect(m_lookup, nullptr, this, nullptr);
    disconnect(m_people->selectionModel(), nullptr, this, nullptr);
}

void AccountDetailView::refresh()
{
    const LoadState state = m_lookup->state();
    m_busy->setVisible(state == LoadState::Loading);
    m_body->setVisible(state == LoadState::Complete);
    m_message->setVisible(state != LoadState::Complete);
    const bool refusedHere = state == LoadState::Error && m_lookup->error().kind == Net::ApiError::Kind::Validation
                             && m_lookup->error().httpStatus == 0;
    m_retry->setVisible(state == LoadState::Error && !refusedHere);
    switch (state) {
    case LoadState::Idle:
        m_title->setText(tr("No account open"));
        m_message->setText(tr("The service cannot list accounts: type or paste an account ID above and press Enter, "
                              "or choose one the console has met."));
        m_model->setPeople({});
        return;
    case LoadState::Loading:
        m_title->setText(m_lookup->accountId());
        m_message->setText(tr("Opening the account…"));
        return;
    case LoadState::Error:
        m_title->setText(refusedHere ? tr("Not an account ID") : tr("Could not open the account"));
        m_message->setText(m_lookup->errorText());
        m_model->setPeople({});
        return;
    case LoadState::Complete:
        break;
    }
    const Net::Account &account = m_lookup->account();
    m_title->setText(account.name.value_or(QString()).isEmpty() ? tr("%1 (no name)").arg(account.domain) : *account.name);
    m_message->clear();
    m_fields->setFields({
        {tr("Name"), account.name.value_or(QString())},
        {tr("Domain"), account.domain},
        {tr("Account ID"), account.accountId, {}, true},
        {tr("Latest activity"), account.latestActivityAt ? DateTimeFormat::display(*account.latestActivityAt) : tr("None yet"),
         account.latestActivityAt ? DateTimeFormat::full(*account.latestActivityAt) : QString()},
        {tr("Created"), DateTimeFormat::display(account.createdAt), DateTimeFormat::full(account.createdAt)},
        {tr("Updated"), DateTimeFormat::display(account.updatedAt), DateTimeFormat::full(account.updatedAt)},
    });
    m_peopleTitle->setText(tr("Linked people (%1)").arg(QLocale().toString(account.linkedPersons.size())));
    m_model->setPeople(account.linkedPersons);
    m_people->setVisible(!account.linkedPersons.isEmpty());
    m_openPerson->setVisible(!account.linkedPersons.isEmpty());
    if (account.linkedPersons.isEmpty())
        m_peopleTitle->setText(tr("No people are linked to this account."));
}

void AccountDetailView::openCurrentPerson()
{
    const QModelIndex current = m_people->currentIndex();
    if (current.isValid())
        emit openPersonRequested(current.siblingAtColumn(0).data(Models::IdRole).toString());
}

} // namespace Audience::Ui
