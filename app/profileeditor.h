#pragma once

#include "app/credentialstore.h"
#include "models/profiles/profile.h"
#include "ui/profiles/profiledialog.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QMessageBox;
class QWidget;

namespace Audience::App {

class ConnectionTester;
class ProfileRegistry;
class Session;

// The profile dialogs and questions, from opening to applied: create, edit, delete, ask for a key,
// offer a session-only key when the keychain cannot help, and run "Test connection". Every dialog
// and message box is window-modal and asynchronous (open(), never exec()).
class ProfileEditor : public QObject
{
    Q_OBJECT
public:
    ProfileEditor(Session &session, ProfileRegistry &profiles, CredentialStore &credentials, ConnectionTester &tester,
                  QWidget *window, QObject *parent = nullptr);
    ~ProfileEditor() override;

    Ui::ProfileDialog *openNewProfile();
    Ui::ProfileDialog *openEditProfile(const QString &profileId);
    QMessageBox *confirmDelete(const QString &profileId);
    // Asks for a key and stores it in the keychain (falling back to this session on request).
    Ui::ProfileDialog *askForKey(const Models::Profile &profile, const QString &why);
    // Says why the keychain cannot give the key and offers to type one in for this session only.
    QMessageBox *offerSessionKey(const Models::Profile &profile, const QString &why);
    Ui::ProfileDialog *askForSessionKey(const Models::Profile &profile, const QString &why);
    // The demo sandbox could not be started: why in words; its log behind Details.
    QMessageBox *showSandboxFailure(const QString &message, const QString &standardError);
    // The demo sandbox stopped by itself while in use: said so, with Restart (Session::restartSandbox);
    // how it ended and its log, whole, behind Details.
    QMessageBox *showSandboxStopped(const QString &how, const QString &standardError);

    void closeAll();
    // The dialogs and message boxes now open, newest last.
    QList<QWidget *> openWindows() const;

signals:
    // A profile was deleted; `keychain` says whether its keychain entry went too.
    void profileDeleted(const QString &profileId, const Audience::App::CredentialResult &keychain);
    // A profile was saved (created or edited); `sessionOnly` when its key stayed in memory.
    void profileSaved(const QString &profileId, bool sessionOnly);

private:
    // The sandbox's stderr under a heading that says what it is.
    static QString sandboxLog(const QString &standardError);
    enum class SaveKind { Create, Edit, StoredKey };
    Ui::ProfileDialog *newDialog(Ui::ProfileDialog::Mode mode);
    void connectTest(Ui::ProfileDialog *dialog);
    void save(Ui::ProfileDialog *dialog, SaveKind kind, Models::Profile profile, const QString &key);
    void applySaved(Ui::ProfileDialog *dialog, SaveKind kind, const Models::Profile &profile, const QString &key,
                    bool sessionOnly);
    QMessageBox *askUseForSession(QWidget *parent, const QString &why, std::function<void()> accepted);
    QMessageBox *newMessageBox(QWidget *parent);
    void track(QWidget *window);

    Session &m_session;
    ProfileRegistry &m_profiles;
    CredentialStore &m_credentials;
    ConnectionTester &m_tester;
    QPointer<QWidget> m_window;
    QList<QPointer<QWidget>> m_open;
};

} // namespace Audience::App
