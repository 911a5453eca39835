#include "app/profileeditor.h"

#include "app/connectiontester.h"
#include "app/profileregistry.h"
#include "app/session.h"

#include <QMessageBox>
#include <QPushButton>

namespace Audience::App {

using Ui::ProfileDialog;

namespace {

// The id a Create dialog's profile gets on its first Save, kept so a retried Save reuses it.
const char *const assignedIdProperty = "audienceProfileId";

} // namespace

ProfileEditor::ProfileEditor(Session &session, ProfileRegistry &profiles, CredentialStore &credentials,
                             ConnectionTester &tester, QWidget *window, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_profiles(profiles)
    , m_credentials(credentials)
    , m_tester(tester)
    , m_window(window)
{
}

ProfileEditor::~ProfileEditor()
{
    closeAll();
}

ProfileDialog *ProfileEditor::newDialog(ProfileDialog::Mode mode)
{
    auto *dialog = new ProfileDialog(mode, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    track(dialog);
    connectTest(dialog);
    return dialog;
}

ProfileDialog *ProfileEditor::openNewProfile()
{
    ProfileDialog *dialog = newDialog(ProfileDialog::Mode::Create);
    dialog->setTakenNames(m_profiles.namesExcept());
    connect(dialog, &ProfileDialog::saveRequested, this,
            [this, dialog](const Models::Profile &profile, const QString &key) { save(dialog, SaveKind::Create, profile, key); });
    dialog->open();
    return dialog;
}

ProfileDialog *ProfileEditor::openEditProfile(const QString &profileId)
{
    const std::optional<Models::Profile> profile = m_profiles.profile(profileId);
    if (!profile || profile->isSandbox())
        return nullptr;
    ProfileDialog *dialog = newDialog(ProfileDialog::Mode::Edit);
    dialog->setProfile(*profile);
    dialog->setTakenNames(m_profiles.namesExcept(profileId));
    if (m_session.hasSessionKey(profileId))
        dialog->setMessage(tr("This profile’s key is kept in memory for this session only. Enter it again to "
                              "try storing it in the keychain."));
    connect(dialog, &ProfileDialog::saveRequested, this,
            [this, dialog](const Models::Profile &edited, const QString &key) { save(dialog, SaveKind::Edit, edited, key); });
    dialog->open();
    return dialog;
}

QMessageBox *ProfileEditor::confirmDelete(const QString &profileId)
{
    const std::optional<Models::Profile> profile = m_profiles.profile(profileId);
    if (!profile || profile->isSandbox())
        return nullptr;
    QMessageBox *box = newMessageBox(m_window);
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(tr("Delete Profile"));
    box->setText(tr("Delete the profile “%1”?").arg(profile->name));
    box->setInformativeText(tr("Its settings and the key stored in your keychain are removed. This cannot be undone."));
    QPushButton *remove = box->addButton(tr("&Delete"), QMessageBox::DestructiveRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(remove, &QPushButton::clicked, this, [this, profileId] {
        m_session.profileRemoved(profileId);
        m_profiles.remove(profileId);
        m_credentials.remove(profileId, this, [this, profileId](const CredentialResult &result) {
            if (!result.isOk()) {
                QMessageBox *notice = newMessageBox(m_window);
                notice->setIcon(QMessageBox::Warning);
                notice->setWindowTitle(tr("Key Not Removed"));
                notice->setText(tr("The profile was deleted, but its key could not be removed from the keychain."));
                notice->setInformativeText(result.message);
                notice->addButton(QMessageBox::Ok);
                notice->open();
            }
            emit profileDeleted(profileId, result);
        });
    });
    box->open();
    return box;
}

ProfileDialog *ProfileEditor::askForKey(const Models::Profile &profile, const QString &why)
{
    ProfileDialog *dialog = newDialog(ProfileDialog::Mode::KeyOnly);
    dialog->setProfile(profile);
    dialog->setMessage(why);
    dialog->setSaveButtonText(tr("&Save and Connect"));
    connect(dialog, &ProfileDialog::saveRequested, this,
            [this, dialog](const Models::Profile &same, const QString &key) { save(dialog, SaveKind::StoredKey, same, key); });
    dialog->open();
    return dialog;
}

QMessageBox *ProfileEditor::offerSessionKey(const Models::Profile &profile, const QString &why)
{
    return askUseForSession(m_window, why, [this, profile] {
        askForSessionKey(profile, tr("The key for “%1” will be kept in memory until you quit; it is not saved "
                                     "anywhere.").arg(profile.name));
    });
}

ProfileDialog *ProfileEditor::askForSessionKey(const Models::Profile &profile, const QString &why)
{
    ProfileDialog *dialog = newDialog(ProfileDialog::Mode::KeyOnly);
    dialog->setProfile(profile);
    dialog->setMessage(why);
    dialog->setSaveButtonText(tr("&Connect"));
    connect(dialog, &ProfileDialog::saveRequested, this, [this, dialog](const Models::Profile &same, const QString &key) {
        applySaved(dialog, SaveKind::StoredKey, same, key, true);
    });
    dialog->open();
    return dialog;
}

QMessageBox *ProfileEditor::showSandboxFailure(const QString &message, const QString &standardError)
{
    QMessageBox *box = newMessageBox(m_window);
    box->setObjectName(QStringLiteral("sandboxNotStartedMessage"));
    box->setIcon(QMessageBox::Critical);
    box->setWindowTitle(tr("Sandbox Not Started"));
    box->setText(tr("The local demo sandbox could not be used."));
    // The sandbox's own lines are its log, in its words (English, untranslated): behind Details.
    box->setInformativeText(message);
    if (!standardError.trimmed().isEmpty())
        box->setDetailedText(sandboxLog(standardError));
    box->addButton(QMessageBox::Ok);
    box->open();
    return box;
}

QMessageBox *ProfileEditor::showSandboxStopped(const QString &how, const QString &standardError)
{
    QMessageBox *box = newMessageBox(m_window);
    box->setObjectName(QStringLiteral("sandboxStoppedMessage"));
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(tr("Demo Sandbox Stopped"));
    box->setText(tr("The demo sandbox stopped."));
    box->setInformativeText(tr("The console cannot read or change the demo data until the sandbox runs again; what you "
                               "typed is kept. Restart starts it again at the same address, with the same data."));
    const QString ended = tr("The sandbox process ended (%1).").arg(how);
    box->setDetailedText(standardError.trimmed().isEmpty() ? ended : ended + QStringLiteral("\n\n") + sandboxLog(standardError));
    QPushButton *restart = box->addButton(tr("&Restart"), QMessageBox::AcceptRole);
    restart->setObjectName(QStringLiteral("restartSandboxButton"));
    box->addButton(QMessageBox::Close);
    box->setDefaultButton(restart);
    connect(restart, &QPushButton::clicked, this, [this] { m_session.restartSandbox(); });
    box->open();
    return box;
}

QString ProfileEditor::sandboxLog(const QString &standardError)
{
    return tr("The sandbox's log, as it wrote it:") + u'\n' + standardError;
}

void ProfileEditor::closeAll()
{
    const QList<QPointer<QWidget>> open = m_open;
    for (const QPointer<QWidget> &window : open) {
        if (window)
            window->close();
    }
    m_open.clear();
}

QList<QWidget *> ProfileEditor::openWindows() const
{
    QList<QWidget *> windows;
    for (const QPointer<QWidget> &window : m_open) {
        if (window && window->isVisible())
            windows.append(window);
    }
    return windows;
}

void ProfileEditor::connectTest(ProfileDialog *dialog)
{
    connect(dialog, &ProfileDialog::testConnectionRequested, this,
            [this, dialog](const Models::Profile &profile, const QString &typedKey) {
                const auto runTest = [this, dialog, profile](const QString &key) {
                    dialog->setBusy(tr("Testing the connection…"));
                    m_tester.test(profile.baseUrl, profile.allowPlainHttp, key.toUtf8(), dialog,
                                  [dialog](const ConnectionTester::Outcome &outcome) {
                                      dialog->clearBusy();
                                      dialog->showTestResult(outcome.success(), outcome.text);
                                  });
                };
                if (!typedKey.isEmpty()) {
                    runTest(typedKey);
                    return;
                }
                // Editing with the key field left empty: test with the key this profile already has.
                if (m_session.hasSessionKey(profile.id)) {
                    runTest(m_session.sessionKey(profile.id));
                    return;
                }
                dialog->setBusy(tr("Waiting for the keychain…"));
                m_credentials.read(profile.id, dialog, [dialog, runTest](const CredentialResult &result) {
                    dialog->clearBusy();
                    if (result.isOk())
                        runTest(result.secret);
                    else
                        dialog->showTestResult(false, tr("No key to test with: %1").arg(result.message));
                });
            });
}

void ProfileEditor::save(ProfileDialog *dialog, SaveKind kind, Models::Profile profile, const QString &key)
{
    if (kind == SaveKind::Create) {
        QString id = dialog->property(assignedIdProperty).toString();
        if (id.isEmpty()) {
            id = ProfileRegistry::newId();
            dialog->setProperty(assignedIdProperty, id);
        }
        profile.id = id;
    }
    if (key.isEmpty()) { // editing without a new key: the stored one stays
        applySaved(dialog, kind, profile, key, false);
        return;
    }
    dialog->setBusy(tr("Saving the key in your keychain…"));
    m_credentials.write(profile.id, key, dialog, [this, dialog, kind, profile, key](const CredentialResult &result) {
        dialog->clearBusy();
        if (result.isOk()) {
            applySaved(dialog, kind, profile, key, false);
            return;
        }
        dialog->showSaveError(tr("The key could not be stored in the keychain. %1").arg(result.message));
        askUseForSession(dialog, result.message, [this, dialog, kind, profile, key] {
            applySaved(dialog, kind, profile, key, true);
        });
    });
}

void ProfileEditor::applySaved(ProfileDialog *dialog, SaveKind kind, const Models::Profile &profile,
                               const QString &key, bool sessionOnly)
{
    if (kind == SaveKind::Create)
        m_profiles.add(profile);
    else if (kind == SaveKind::Edit)
        m_profiles.update(profile);
    if (sessionOnly)
        m_session.setSessionKey(profile.id, key);
    else if (!key.isEmpty())
        m_session.setSessionKey(profile.id, QString()); // the keychain has it now
    dialog->accept();
    emit profileSaved(profile.id, sessionOnly);

    if (!key.isEmpty())
        m_session.activateWithKey(profile.id, key);
    else
        m_session.profileEdited(profile.id);
}

QMessageBox *ProfileEditor::askUseForSession(QWidget *parent, const QString &why, std::function<void()> accepted)
{
    QMessageBox *box = newMessageBox(parent);
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(tr("Keychain Unavailable"));
    box->setText(tr("The system keychain cannot keep this key."));
    box->setInformativeText(tr("%1\n\nYou can use the key for this session only: it stays in memory and is "
                               "forgotten when you quit.").arg(why));
    QPushButton *useIt = box->addButton(tr("Use for This &Session Only"), QMessageBox::AcceptRole);
    useIt->setObjectName(QStringLiteral("sessionOnlyButton"));
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(useIt);
    connect(useIt, &QPushButton::clicked, this, [accepted = std::move(accepted)] { accepted(); });
    box->open();
    return box;
}

QMessageBox *ProfileEditor::newMessageBox(QWidget *parent)
{
    auto *box = new QMessageBox(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    track(box);
    return box;
}

void ProfileEditor::track(QWidget *window)
{
    m_open.removeAll(QPointer<QWidget>());
    m_open.append(window);
}

} // namespace Audience::App
