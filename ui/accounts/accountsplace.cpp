#include "ui/accounts/accountsplace.h"

#include "models/accounts/accountlookup.h"
#include "models/accounts/recentaccountsmodel.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "ui/accounts/accountdetailview.h"
#include "ui/common/liststatewidget.h"

#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::AccountLookup;

AccountsPlace::AccountsPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("accountsPlace"));
    AccountLookup *lookup = connection->accounts();

    auto *idRow = new QWidget(this);
    m_idEdit = new QLineEdit(idRow);
    m_idEdit->setObjectName(QStringLiteral("accountIdEdit"));
    m_idEdit->setPlaceholderText(tr("account_ and 26 lowercase letters or digits"));
    m_idEdit->setAccessibleName(tr("Account ID"));
    m_idEdit->setClearButtonEnabled(true);
    m_open = new QPushButton(tr("&Open"), idRow);
    m_open->setObjectName(QStringLiteral("openAccountButton"));
    m_open->setToolTip(tr("Open the account with this ID (Enter)"));
    auto *idLayout = new QHBoxLayout(idRow);
    idLayout->setContentsMargins(0, 0, 0, 0);
    idLayout->addWidget(m_idEdit, 1);
    idLayout->addWidget(m_open);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("accountIdProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *recentTitle = new QLabel(tr("Accounts met"), this);
    QFont bold = recentTitle->font();
    bold.setBold(true);
    recentTitle->setFont(bold);
    connect(m_idEdit, &QLineEdit::textChanged, this, &AccountsPlace::checkTyped);
    connect(m_idEdit, &QLineEdit::returnPressed, this, &AccountsPlace::openTyped);
    connect(m_open, &QPushButton::clicked, this, &AccountsPlace::openTyped);

    m_recentModel = new Models::RecentAccountsModel(lookup, this);
    m_recent = new QListView(this);
    m_recent->setObjectName(QStringLiteral("recentAccountsView"));
    m_recent->setAccessibleName(tr("Accounts met: opened before, or known to the demo"));
    m_recent->setModel(m_recentModel);
    m_recent->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_recent, &QListView::activated, this, [this](const QModelIndex &index) { openItem(index.data(Models::IdRole).toString()); });
    // Chosen is opened, as in the other places' lists: the demo's accounts not opened yet too.
    connect(m_recent->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            openItem(current.data(Models::IdRole).toString());
    });

    m_detail = new AccountDetailView(lookup, this);
    connect(m_detail, &AccountDetailView::openPersonRequested, this,
            [this](const QString &personId) { emit navigationRequested(Models::PlaceId::people, personId); });

    setUpListAndDetail(m_recent, m_detail, {idRow, m_problem, recentTitle}, {}, {2, 3});
    listState()->setRowModel(m_recentModel);
    listState()->setLoadState(Models::LoadState::Complete); // the list is the profile's file: always here
    setTabOrder(m_idEdit, m_open);
    setTabOrder(m_open, m_recent);
    setTabOrder(m_recent, m_detail);
    connect(lookup, &AccountLookup::stateChanged, this, [this](Models::LoadState state) {
        if (state == Models::LoadState::Complete) {
            const int row = m_recentModel->rowOf(currentItem());
            if (row >= 0)
                m_recent->setCurrentIndex(m_recentModel->index(row));
            emit currentItemChanged(currentItem());
        }
    });
    updateListTexts();
    checkTyped();
}

AccountsPlace::~AccountsPlace()
{
    disconnect(connection()->accounts(), nullptr, this, nullptr);
}

QString AccountsPlace::displayTitle()
{
    return tr("Accounts");
}

void AccountsPlace::reload()
{
    AccountLookup *lookup = connection()->accounts();
    if (connection()->isConnected() && !lookup->accountId().isEmpty())
        lookup->retry();
}

void AccountsPlace::openItem(const QString &accountId)
{
    if (accountId.isEmpty())
        return;
    if (m_idEdit->text() != accountId)
        m_idEdit->setText(accountId);
    AccountLookup *lookup = connection()->accounts();
    if (lookup->accountId() == accountId && lookup->state() == Models::LoadState::Complete)
        return;
    lookup->open(accountId);
    const int row = m_recentModel->rowOf(accountId);
    if (row >= 0)
        m_recent->setCurrentIndex(m_recentModel->index(row));
}

QString AccountsPlace::currentItem() const
{
    const AccountLookup *lookup = connection()->accounts();
    return lookup->state() == Models::LoadState::Complete ? lookup->account().accountId : QString();
}

void AccountsPlace::focusSearch()
{
    m_idEdit->setFocus(Qt::ShortcutFocusReason);
    m_idEdit->selectAll();
}

void AccountsPlace::openTyped()
{
    const QString accountId = m_idEdit->text().trimmed();
    AccountLookup *lookup = connection()->accounts();
    // Refused in words before anything is sent (the detail says why); the history learns the
    // account once it is open (stateChanged, in the constructor).
    lookup->open(accountId);
}

void AccountsPlace::checkTyped()
{
    // As typed: a wrong ID is said once it is long enough to be judged (or has a wrong character).
    const QString typed = m_idEdit->text().trimmed();
    const QString problem = AccountLookup::problem(typed);
    const bool judge = !typed.isEmpty() && (typed.size() >= 34 || !QStringLiteral("account_").startsWith(typed.left(8))
                                            || problem.contains(QStringLiteral("“")));
    m_problem->setText(judge ? problem : QString());
    m_problem->setVisible(judge && !problem.isEmpty());
}

void AccountsPlace::updateListTexts()
{
    if (showNotConnected())
        return;
    // Not a dead end: the interface lists no accounts, and neither a person nor a page link names
    // one, so the console meets an account only when it is opened by its ID. Said plainly, with
    // where an ID comes from.
    listState()->setEmptyText(tr("No accounts met yet"),
                              tr("This service's people and page links do not name their accounts, and it cannot list "
                                 "them; accounts you open by ID are listed here. An account's ID (account_ and 26 "
                                 "lowercase letters or digits) comes from your CRM, or from whoever set up the "
                                 "workspace; the people an account links show it on their page."));
}

} // namespace Audience::Ui
