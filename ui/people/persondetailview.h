#pragma once

#include <QHash>
#include <QWidget>

class QLabel;
class QStackedWidget;

namespace Audience::Models {
class Connection;
class PersonEditor;
class PersonLogModel;
class UnsettledWrite;
} // namespace Audience::Models

namespace Audience::Net {
struct Person;
}

namespace Audience::Ui {

class AddLogEntryDialog;
class PersonEditForm;
class PersonLogView;
class PersonAccountLine;
class UnsettledWriteNotice;

// One person: every field, edited in place (PersonEditForm), and their activity log with Add log
// entry. Each person's editor is kept while the connection lasts, so switching to someone else and
// back loses no typing. An update or a log entry of this person that an earlier run left not
// confirmed, or that failed, is shown above the form or the log with Retry, Discard and Show in
// Activity.
class PersonDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit PersonDetailView(Models::Connection *connection, QWidget *parent = nullptr);
    ~PersonDetailView() override;

    void showPerson(const Net::Person &person);
    // A person not loaded in this connection (no answer carried them yet).
    void showUnknown(const QString &personId);
    void clear();
    QString personId() const { return m_personId; }

    PersonEditForm *form() const { return m_form; }
    PersonLogView *log() const { return m_log; }
    Models::PersonLogModel *logModel() const { return m_logModel; }
    Models::PersonEditor *editor(const QString &personId) const { return m_editors.value(personId); }
    // The Add log entry dialog while it is open.
    AddLogEntryDialog *addDialog() const { return m_dialog; }
    void openAddDialog();
    UnsettledWriteNotice *updateNotice() const { return m_updateNotice; }
    UnsettledWriteNotice *logNotice() const { return m_logNotice; }
    // The account the person belongs to, as far as the console has met it.
    PersonAccountLine *accountLine() const { return m_account; }

signals:
    void openRequested(const QString &place, const QString &item);
    void openPersonRequested(const QString &personId);

private:
    void onConnectedChanged(bool connected);
    Models::PersonEditor *editorFor(const Net::Person &person);
    void makeNotices();
    void setPersonId(const QString &personId);

    Models::Connection *m_connection = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_title = nullptr;
    PersonAccountLine *m_account = nullptr;
    PersonEditForm *m_form = nullptr;
    PersonLogView *m_log = nullptr;
    Models::PersonLogModel *m_logModel = nullptr;
    QHash<QString, Models::PersonEditor *> m_editors;
    AddLogEntryDialog *m_dialog = nullptr;
    UnsettledWriteNotice *m_updateNotice = nullptr;
    UnsettledWriteNotice *m_logNotice = nullptr;
    QString m_personId;
};

} // namespace Audience::Ui
