#pragma once

#include "models/workspace/publishundo.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class PublishDialog;
class WhatGoesLiveView;

// "Undo this publish", shown: the preview (what the undo's draft will change, live now → the value
// before that publish, in the one "What goes live" pane), each conflict with its choice (keep the
// later value, or take the old one), Send; then the proof ("Proof: 3 of 3 fields equal the values
// before version 19") over what goes live with the agent's draft, and Publish… (the usual
// confirmation) when every field is equal and nothing else changed unasked, else the differences,
// Ask Again and a button per unasked change to take it. What each read again found is said above
// the buttons. Which buttons show is PublishUndo's stage and its can…() alone. Every request is its
// PublishUndo's (models/).
class UndoPane : public QWidget
{
    Q_OBJECT
public:
    explicit UndoPane(Models::Connection *connection, QWidget *parent = nullptr);

    // Starts the undo of this publish; `audienceName` names it in the journal and the headings.
    bool start(const QString &pageId, const QString &audienceId, const QString &versionId, const QString &audienceName = {});

    Models::PublishUndo *undo() const { return m_undo; }
    WhatGoesLiveView *whatChanges() const { return m_whatChanges; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *publishButton() const { return m_publish; }
    QPushButton *askAgainButton() const { return m_askAgain; }
    QPushButton *readAgainButton() const { return m_readAgain; }
    // The button that takes a field the agent changed unasked (null when there is none).
    QPushButton *takeButtonFor(const QString &field) const { return m_takes.value(field); }
    // What a read again found (what changed since; the connection lost).
    QLabel *noticeLabel() const { return m_notice; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *proofLabel() const { return m_proof; }
    // The choice of a conflicting field (null when it has no conflict).
    QComboBox *choiceFor(const QString &field) const { return m_choices.value(field); }
    // The confirmation while it is open (Publish…).
    PublishDialog *publishDialog() const { return m_publishDialog; }

    // An undo's preview rows (PublishUndo::previewRows) as What goes live shows them: each with
    // one planned step, live → target (also the undo of a release's preview).
    static QList<Models::FieldNetChange> withPlannedSteps(QList<Models::FieldNetChange> rows);

private:
    void buildLayout();
    void showUndo();
    void showConflicts();
    void showProof();
    void showExtras();
    void askToPublish();

    Models::Connection *m_connection;
    Models::PublishUndo *m_undo = nullptr;
    QString m_audienceName;
    QLabel *m_heading = nullptr;
    QLabel *m_source = nullptr;
    WhatGoesLiveView *m_whatChanges = nullptr;
    QWidget *m_conflictBox = nullptr;
    QFormLayout *m_conflicts = nullptr;
    QHash<QString, QComboBox *> m_choices;
    QLabel *m_status = nullptr;
    QLabel *m_proof = nullptr;
    QLabel *m_notice = nullptr;
    QWidget *m_extraBox = nullptr;
    QHash<QString, QPushButton *> m_takes;
    QPushButton *m_send = nullptr;
    QPushButton *m_publish = nullptr;
    QPushButton *m_askAgain = nullptr;
    QPushButton *m_readAgain = nullptr;
    QPointer<PublishDialog> m_publishDialog;
    QString m_conflictsShownFor; // the plan the choices were made for
};

} // namespace Audience::Ui
