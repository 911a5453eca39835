#pragma once

#include "models/common/placeids.h"
#include "ui/common/listdetailplace.h"

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace Audience::Models {
class RecentAccountsModel;
} // namespace Audience::Models

namespace Audience::Ui {

class AccountDetailView;

// The Accounts place. The interface cannot list accounts, so one is opened by its ID (checked as
// typed against the spec's pattern; a wrong one is refused in words before anything is sent); the
// accounts opened before in this profile are listed beside, newest first. The detail shows the
// account and its linked people, each opening the person in People. Its item is an account ID.
class AccountsPlace : public ListDetailPlace
{
    Q_OBJECT
public:
    explicit AccountsPlace(Models::Connection *connection, QWidget *parent = nullptr);
    ~AccountsPlace() override;

    QString placeId() const override { return Models::PlaceId::accounts; }
    QString title() const override { return displayTitle(); }
    static QString displayTitle();
    void reload() override;
    void openItem(const QString &accountId) override;
    QString currentItem() const override;
    void focusSearch() override;

    QLineEdit *idEdit() const { return m_idEdit; }
    QPushButton *openButton() const { return m_open; }
    QLabel *idProblemLabel() const { return m_problem; }
    QListView *recentView() const { return m_recent; }
    AccountDetailView *detail() const { return m_detail; }

protected:
    void updateListTexts() override;

private:
    void openTyped();
    void checkTyped();

    Models::RecentAccountsModel *m_recentModel = nullptr;
    QLineEdit *m_idEdit = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_problem = nullptr;
    QListView *m_recent = nullptr;
    AccountDetailView *m_detail = nullptr;
};

} // namespace Audience::Ui
