#pragma once

#include "models/release/releaselog.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace Audience::Models {
class Connection;
class ReleaseUndo;
} // namespace Audience::Models

namespace Audience::Ui {

class BatchRunView;
class WhatGoesLiveView;

// "Undo This Release…" (Models::ReleaseUndo), opened from a release's publish in Activity: every
// member audience with its outcome in words, the selected one's preview (What goes live: live now →
// its value before the release), the instructions' and then the publishes' progress in the one
// batch view, and the two steps: Send Instructions (Ask Again for a draft not proven), then
// Publish Proven, after a confirmation, as one release. A member it cannot undo is listed with
// why, and the steps go on for the others; Read Again reads those whose conversation was not read.
class ReleaseUndoDialog : public QDialog
{
    Q_OBJECT
public:
    ReleaseUndoDialog(Models::Connection *connection, QWidget *parent = nullptr);

    bool start(const Models::ReleaseLog::Release &release);
    static ReleaseUndoDialog *open(Models::Connection *connection, const Models::ReleaseLog::Release &release, QWidget *parent);

    Models::ReleaseUndo *undo() const { return m_undo; }
    QListWidget *memberList() const { return m_members; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *publishButton() const { return m_publish; }
    // Reads again the members whose conversation could not be read (shown only when there are).
    QPushButton *readAgainButton() const { return m_readAgain; }
    // The selected audience's conflicts: take their old values (checked) or keep the later ones.
    QCheckBox *takeOldBox() const { return m_takeOld; }

private:
    void buildLayout();
    void showUndo();
    void showPreview();
    void confirmPublish();
    void setTakeOld(bool takeOld);

    Models::ReleaseUndo *m_undo = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_members = nullptr;
    WhatGoesLiveView *m_preview = nullptr;
    QCheckBox *m_takeOld = nullptr;
    QLabel *m_instructionsHeading = nullptr;
    QLabel *m_runHeading = nullptr;
    BatchRunView *m_instructionsView = nullptr;
    BatchRunView *m_runView = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_publish = nullptr;
    QPushButton *m_readAgain = nullptr;
};

} // namespace Audience::Ui
