#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace Audience::Models {
class AccountLookup;
class LinkedPeopleModel;
} // namespace Audience::Models

namespace Audience::Ui {

class FieldForm;

// The account the lookup holds: name, domain, dates, latest activity, and its linked people (Enter,
// a double click or the button opens one in People). While it is asked: a busy line; when it was
// refused or failed: what went wrong in words, with Retry when asking again can help.
class AccountDetailView : public QWidget
{
    Q_OBJECT
public:
    AccountDetailView(Models::AccountLookup *lookup, QWidget *parent = nullptr);
    ~AccountDetailView() override;

    FieldForm *fields() const { return m_fields; }
    QTableView *peopleView() const { return m_people; }
    QPushButton *openPersonButton() const { return m_openPerson; }
    QLabel *messageLabel() const { return m_message; }
    QPushButton *retryButton() const { return m_retry; }
    Models::LinkedPeopleModel *peopleModel() const { return m_model; }

signals:
    void openPersonRequested(const QString &personId);

private:
    void refresh();
    void openCurrentPerson();

    Models::AccountLookup *m_lookup;
    Models::LinkedPeopleModel *m_model = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_message = nullptr;
    QProgressBar *m_busy = nullptr;
    QPushButton *m_retry = nullptr;
    QWidget *m_body = nullptr;
    FieldForm *m_fields = nullptr;
    QLabel *m_peopleTitle = nullptr;
    QTableView *m_people = nullptr;
    QPushButton *m_openPerson = nullptr;
};

} // namespace Audience::Ui
