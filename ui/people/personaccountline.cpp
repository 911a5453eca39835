#include "ui/people/personaccountline.h"

#include "models/accounts/accountlookup.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>

namespace Audience::Ui {

PersonAccountLine::PersonAccountLine(Models::AccountLookup *accounts, QWidget *parent)
    : QWidget(parent)
    , m_accounts(accounts)
{
    setObjectName(QStringLiteral("personAccount"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("personAccountText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_open = new QPushButton(tr("Open Account"), this);
    m_open->setObjectName(QStringLiteral("personOpenAccount"));
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (!m_accountId.isEmpty())
            emit openAccountRequested(m_accountId);
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_open, 0, Qt::AlignTop);
    connect(accounts, &Models::AccountLookup::recentChanged, this, &PersonAccountLine::refresh);
    refresh();
}

void PersonAccountLine::showPerson(const Net::Person &person)
{
    m_person = person;
    refresh();
}

void PersonAccountLine::refresh()
{
    const QList<Models::RecentAccount> accounts = m_accounts && m_person ? m_accounts->accountsOf(*m_person) : QList<Models::RecentAccount>();
    m_accountId = accounts.isEmpty() ? QString() : accounts.first().accountId;
    m_open->setVisible(!accounts.isEmpty());
    if (accounts.isEmpty()) {
        m_text->setText(tr("Account: none known yet. The service gives a person no account; an account opened in "
                           "Accounts names its people, and they show it here."));
        m_text->setToolTip({});
        return;
    }
    QStringList names;
    for (const Models::RecentAccount &account : accounts) {
        const QString name = account.name.isEmpty() ? account.accountId : account.name;
        names.append(account.domain.isEmpty() ? name : tr("%1 (%2)").arg(name, account.domain));
    }
    const bool linked = m_person && accounts.first().personIds.contains(m_person->personId);
    m_text->setText(linked ? tr("Account: %1").arg(QLocale().createSeparatedList(names))
                           : tr("Account: %1, by their domain").arg(QLocale().createSeparatedList(names)));
    m_text->setToolTip(accounts.first().accountId);
    m_open->setAccessibleName(tr("Open the account %1").arg(names.first()));
}

} // namespace Audience::Ui
