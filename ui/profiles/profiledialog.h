#pragma once

#include "models/profiles/profile.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Audience::Ui {

class KeyField;

// Creates or edits a profile, or asks for a profile's key. It only validates and reports: saving
// (keychain and settings) and testing the connection are done by whoever listens to its signals, which
// then calls accept(), showSaveError() or showTestResult(). It never closes itself on Save, so a
// failed save loses nothing the user typed.
class ProfileDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Mode {
        Create,    // a new profile: every field, key required
        Edit,      // an existing profile: an empty key field keeps the stored key
        KeyOnly,   // only the key of an existing profile is asked for
    };
    Q_ENUM(Mode)

    explicit ProfileDialog(Mode mode, QWidget *parent = nullptr);
    ~ProfileDialog() override;

    Mode mode() const { return m_mode; }

    // Fills the fields from a stored profile (Edit and KeyOnly) or from defaults (Create).
    void setProfile(const Models::Profile &profile);
    // Names of the other profiles, which this one must not repeat.
    void setTakenNames(const QStringList &names);
    // A sentence above the form saying why the dialog is open.
    void setMessage(const QString &message);
    void setSaveButtonText(const QString &text);

    // The profile as currently typed (keeps the id given to setProfile) and the trimmed key.
    Models::Profile profile() const;
    QString key() const;

    // Checks every field, shows a message under each bad one, and says whether all are fine.
    bool validate();

    KeyField *keyField() const { return m_keyField; }

public slots:
    // Disables the form while something slow (the keychain, a test) runs, with a sentence saying what.
    void setBusy(const QString &whatIsHappening);
    void clearBusy();
    void showTestResult(bool success, const QString &text);
    void showSaveError(const QString &text);

signals:
    void saveRequested(const Audience::Models::Profile &profile, const QString &key);
    void testConnectionRequested(const Audience::Models::Profile &profile, const QString &key);

protected:
    void done(int result) override;

private:
    void addConnectionRows(QFormLayout *form);
    QWidget *addLabelRows(QFormLayout *form);
    void addKeyRows(QFormLayout *form);
    QLayout *buildTestRow();
    void buildActions();
    void applyMode(QWidget *colourRow);
    QLabel *addErrorRow(const QString &objectName);
    void buildColourSwatches(QWidget *row);
    void selectColour(const QString &colour);
    QString selectedColour() const;
    void labelChosen(int index);
    void updateTestButton();
    void showProblem(QLabel *errorLabel, const QString &problem);
    bool keyRequired() const;

    Mode m_mode;
    Models::Profile m_original;
    QStringList m_takenNames;
    bool m_busy = false;

    QLabel *m_message = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_url = nullptr;
    QCheckBox *m_allowPlainHttp = nullptr;
    QSpinBox *m_maxAnswer = nullptr;
    QComboBox *m_label = nullptr;
    QButtonGroup *m_colours = nullptr;
    KeyField *m_keyField = nullptr;
    QLabel *m_keyHelp = nullptr;
    QLabel *m_nameError = nullptr;
    QLabel *m_urlError = nullptr;
    QLabel *m_labelError = nullptr;
    QLabel *m_colourError = nullptr;
    QLabel *m_keyError = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResult = nullptr;
    QLabel *m_busyLabel = nullptr;
    QLabel *m_saveError = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Audience::Ui
