#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Audience::Net {
struct PersonLogCreated;
}

namespace Audience::Models {
class KnownPeople;
class PeopleActions;
class PersonLogComposer;
} // namespace Audience::Models

namespace Audience::Ui {

class JsonPayloadEdit;

// "Add log entry": who it is about (this person, or someone named by email, phone, LinkedIn URL or
// person ID), source and type checked as typed, the JSON payload marked where it breaks. Save is
// enabled only when everything is valid; a failure keeps the form and offers Retry (the same
// idempotencyKey). On success the dialog closes and entryAdded() says what happened in words.
class AddLogEntryDialog : public QDialog
{
    Q_OBJECT
public:
    AddLogEntryDialog(Models::PeopleActions *actions, Models::KnownPeople *known, const QString &personId,
                      const QString &personName, QWidget *parent = nullptr);

    Models::PersonLogComposer *composer() const { return m_composer; }
    QComboBox *subjectBox() const { return m_subject; }
    QLineEdit *subjectEdit() const { return m_subjectValue; }
    QLineEdit *sourceEdit() const { return m_source; }
    QLineEdit *typeEdit() const { return m_type; }
    JsonPayloadEdit *payloadEdit() const { return m_payload; }
    QLabel *payloadErrorLabel() const { return m_payloadError; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *retryButton() const { return m_retry; }
    QLabel *statusLabel() const { return m_status; }

signals:
    void entryAdded(const QString &personId, const QString &text);

private:
    void buildFields(const QString &personId, const QString &personName);
    QFormLayout *layOutForm();
    void buildButtons();
    void followComposer();
    void refresh();
    void save();

    Models::PersonLogComposer *m_composer = nullptr;
    QComboBox *m_subject = nullptr;
    QLineEdit *m_subjectValue = nullptr;
    QLabel *m_subjectHint = nullptr;
    QLineEdit *m_source = nullptr;
    QLabel *m_sourceHint = nullptr;
    QLineEdit *m_type = nullptr;
    QLabel *m_typeHint = nullptr;
    JsonPayloadEdit *m_payload = nullptr;
    QLabel *m_payloadError = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_retry = nullptr;
};

} // namespace Audience::Ui
