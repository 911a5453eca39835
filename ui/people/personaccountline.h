#pragma once

#include "net/persontypes.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace Audience::Models {
class AccountLookup;
} // namespace Audience::Models

namespace Audience::Ui {

// On a person's page: the account they belong to, as far as this console has met it (an account
// opened that linked them, else one of their domain: AccountLookup::accountsOf), with Open Account;
// or, when it has met none, where an account comes from. The interface gives a person no account.
class PersonAccountLine : public QWidget
{
    Q_OBJECT
public:
    explicit PersonAccountLine(Models::AccountLookup *accounts, QWidget *parent = nullptr);

    void showPerson(const Net::Person &person);
    QLabel *text() const { return m_text; }
    QPushButton *openButton() const { return m_open; }

signals:
    void openAccountRequested(const QString &accountId);

private:
    void refresh();

    QPointer<Models::AccountLookup> m_accounts;
    std::optional<Net::Person> m_person;
    QString m_accountId;
    QLabel *m_text = nullptr;
    QPushButton *m_open = nullptr;
};

} // namespace Audience::Ui
