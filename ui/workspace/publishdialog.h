#pragma once

#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"
#include "net/conversationtypes.h"

#include <QDialog>

#include <functional>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QPushButton;

namespace Audience::Models {
class ShareImageLoader;
} // namespace Audience::Models

namespace Audience::Ui {

class PreviewComparison;
class WhatGoesLiveView;

// What the confirmation reads each time it checks: the draft's context and pending changes, and
// the page's metadata for the previews (what the draft does not change).
struct PublishDraft
{
    Net::ConversationContext context;
    QList<Net::Change> pendingChanges;
    // None: the page is not known now (its list is being read again): the previews keep the last.
    std::optional<Net::Page> page;
    // Empty when the context and the changes are what the last read of the conversation gave.
    // Otherwise why they could not be read again ("Cannot reach the service: …"): they are then
    // nothing to compute from, and the dialog keeps what it showed.
    QString unreadable;
    // With `unreadable`: the service did answer, with an error (a 5xx, a refused key): the
    // connection itself was not lost.
    bool serviceAnswered = false;
};

// The confirmation before a version goes live. It names the audience and the version and says what
// goes live: one row per field against what is live now ("4 fields change for every visitor of
// this audience"), the Google result and social cards live and after side by side, and the checks
// before publishing. An error disables Publish and says why; a
// warning turns the button into "Publish Anyway". The checks run again on the newest draft when
// the agent changes it while the dialog is open, and at the click: when the newest draft no longer
// matches what was shown, the dialog shows it and waits for another click. A read that fails (the
// connection was lost) is never taken for an empty draft: what was shown stays as it was, the
// dialog says the connection was lost, and Publish waits until a read succeeds again.
class PublishDialog : public QDialog
{
    Q_OBJECT
signals:
    // Read Again was clicked: whoever reads the draft reads it again (refresh() follows when it did).
    void readAgainRequested();

public:
    // Reads the newest draft (from the workspace's conversation); an empty function reads nothing.
    using NewestDraft = std::function<PublishDraft()>;

    // `images` loads the previews' share image (not owned; null shows placeholders).
    PublishDialog(const QString &audienceName, qint64 versionNumber, NewestDraft newestDraft, QWidget *parent = nullptr,
                  Models::ShareImageLoader *images = nullptr);

    // Why Publish waits in a confirmation whose reading failed: the connection was lost, or the
    // service answered with an error (the release's confirmation says the same).
    static QString notReadAgainText(bool serviceAnswered);

    // Reads the newest draft again and runs the checks on it (or, when it cannot be read, keeps
    // what it shows and blocks Publish).
    void refresh();

    QString summaryText() const;
    QString checksText() const;
    QString verdictText() const;
    // The line above the buttons: the draft changed, or the connection was lost; empty when none.
    QString noteText() const;
    // True while the newest draft could not be read: what is shown is the last read, Publish is off.
    bool waitsForRead() const { return m_waitsForRead; }
    WhatGoesLiveView *whatGoesLive() const { return m_whatGoesLive; }
    QDialogButtonBox *buttons() const { return m_buttons; }
    QPushButton *publishButton() const { return m_publish; }
    // Shown while the draft could not be read again (and someone listens to readAgainRequested).
    QPushButton *readAgainButton() const { return m_readAgain; }
    PreviewComparison *previews() const { return m_previews; }
    const QList<Models::PublishChecks::Finding> &findings() const { return m_findings; }
    const QList<Models::FieldNetChange> &rows() const { return m_rows; }
    // How many times the checks ran, for the tests and the benchmark.
    int checkRuns() const { return m_checkRuns; }

private:
    struct Reading
    {
        QList<Models::FieldNetChange> rows;
        QList<Models::PublishChecks::Finding> findings;
        Net::Page page;
    };
    void layOut(QLabel *checksHeading);
    Reading read(const PublishDraft &draft) const;
    static QString fingerprint(const Reading &reading);
    void display(const Reading &reading);
    // The draft could not be read again: what is shown stays, Publish waits, the note says why.
    void keepShown(const PublishDraft &draft);
    void showChangedNote();
    void confirm();

    QString m_audienceName;
    qint64 m_versionNumber = 0;
    NewestDraft m_newestDraft;
    QList<Models::FieldNetChange> m_rows;
    QList<Models::PublishChecks::Finding> m_findings;
    QString m_shownFingerprint;
    Net::Page m_page; // in the previews
    int m_checkRuns = 0;
    bool m_shown = false; // a reading was displayed
    bool m_waitsForRead = false;
    QLabel *m_summary = nullptr;
    WhatGoesLiveView *m_whatGoesLive = nullptr;
    QLabel *m_checks = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_note = nullptr;
    PreviewComparison *m_previews = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_publish = nullptr;
    QPushButton *m_readAgain = nullptr;
};

} // namespace Audience::Ui
