#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace Audience::App {
class ConsoleProgram;
} // namespace Audience::App

namespace Audience::Ui {
class AudienceBrowser;
class AudienceWorkspaceView;
} // namespace Audience::Ui

namespace Audience::Testing {

// A small script of user actions on the real console's widgets, run by console_driver for
// tst_crashrestore, which reads what it prints and decides when to kill the process. Each step is
// one word, "name" or "name:argument"; each prints one line on stdout when done ("typed",
// "sent", "composer=<text>", …). Steps wait for what they need (a step never fails: the parent's
// timeout says what did not happen). The steps, in the order a script uses them:
//   sandbox            the embedded sandbox is ready: "sandbox=<url>" (the key stays in memory)
//   store              the profile's store is open: "store"
//   await:<path>       waits until the file exists (the parent's go-ahead): "awaited"
//   audience:<id>      reports below are about this audience, without opening it: "audience=<id>"
//   open:<id>          opens the audience in its workspace, its conversation loaded: "opened=<id>"
//   open-version:<id>  types the version's ID in the Versions tab, waits until it is known: "version=<id>"
//   type:<text>        types into the composer: "typed"
//   saved              the composer's text is in the profile's store: "saved"
//   send               Ctrl+Return in the composer: "sent"
//   draft              the audience's newest version is a draft: "draft=<versionId>"
//   publish            Publish…, then confirms the dialog: "publishing=<versionId>"
//   published          that publish is done: "published"
//   check:<versionId>  chooses the version, presses Check: "checked=published|not-published"
//   retry-publish:<id> chooses the version, presses Retry Publish, waits until done: "published"
//   retry-message      Retry on the not-confirmed message, waits until accepted: "retried"
//   release:<aud>=<ver>,…  release-published:<n>  cut-short   (see below)
//   press-send         Ctrl+Return in the composer, whatever comes of it: "pressed"
//   message-settled    the newest message is no longer on its way (or the composer says why it was
//                      not sent): "message-settled=<the words shown>"
//   publish-settled    the last publish is no longer on its way: "publish-settled=done|failed|<words>"
//   recorded           every outcome the store refused is recorded now: "recorded"
//   checkpoint[:truncate]  the store's log folded into its file now (as the worker does; truncate:
//                      and cut to nothing): "checkpointed"
//   start-checked      the writes an earlier run left not confirmed were asked about (StartCheck):
//                      "start-checked=<how many the service confirmed>"
//   hold-read          another connection to the store begins a read and keeps it (the log cannot
//                      start over): "holding"
//   quit               closes the main window, as the user quits (the process then ends): "quitting"
//   composer, not-confirmed, message-state, versions, markers, unrecorded, store-bar, store-path
//                      report "<name>=<value>"
class ConsoleScript : public QObject
{
    Q_OBJECT
public:
    ConsoleScript(App::ConsoleProgram &program, const QStringList &steps, QObject *parent = nullptr);
    // Runs the steps one after the other, polling each step's conditions; "script-done" at the end.
    void start();

private:
    // A step is a few phases run in order; a phase returns false while it waits (it is asked again
    // on the next tick). When all phases are through, the report is printed.
    using Phase = std::function<bool()>;
    struct Step
    {
        QList<Phase> phases;
        std::function<QString()> report;
    };

    void tick();
    Step makeStep(const QString &name, const QString &argument);
    Step openStep(const QString &audienceId);
    Step openVersionStep(const QString &versionId);
    Step typeStep(const QString &text);
    Step savedStep();
    Step sendStep();
    Step draftStep();
    Step publishStep();
    Step checkStep(const QString &versionId);
    Step retryPublishStep(const QString &versionId);
    Step retryMessageStep();
    Step reportStep(const QString &name);
    // Issue 42 (consolescript_disk.cpp): a full disk.
    Step pressSendStep();
    Step messageSettledStep();
    Step publishSettledStep();
    Step recordedStep();
    Step checkpointStep(const QString &argument);
    Step startCheckedStep();
    Step quitStep();
    Step holdReadStep();
    QString storeBarText() const;
    // Issue 24 (consolescript_release.cpp): release:<aud>=<ver>,… publishes those drafts as one
    // release through Publish Selected… ("releasing=<n>"); release-published:<n> waits until n rows
    // are published ("release-published=<n>"); cut-short reports the releases an earlier run cut
    // short, as the Review/Activity view shows them ("cut-short=<count>|<text>").
    Step releaseStep(const QString &argument);
    Step releasePublishedStep(const QString &argument);
    Step cutShortStep();
    QString messageState() const;
    // The row of the open conversation's newest message from this console, or -1.
    int newestOutgoingRow() const;
    // Makes the version the chosen one in the Versions tab; false while it is not listed.
    bool chooseVersion(const QString &versionId);

    Ui::AudienceBrowser *browser() const;
    Ui::AudienceWorkspaceView *workspace() const;

    App::ConsoleProgram &m_program;
    QStringList m_script;
    QList<Step> m_steps;
    QTimer m_timer;
    QString m_audienceId;
    QString m_versionId;     // of the last publish, check or retry
    QString m_checkFinding;  // set by PublishActions::checked
};

} // namespace Audience::Testing
