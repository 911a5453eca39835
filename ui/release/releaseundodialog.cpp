#include "ui/release/releaseundodialog.h"

#include "models/release/bulkinstruction.h"
#include "models/release/releaserun.h"
#include "models/release/releaseundo.h"
#include "models/release/undomemberwords.h"
#include "models/shell/connection.h"
#include "models/workspace/publishundo.h"
#include "ui/common/batchrunview.h"
#include "ui/workspace/publishdialog.h" // undopane.h holds a QPointer to one
#include "ui/workspace/undopane.h"
#include "ui/workspace/whatgoesliveview.h"
#include "ui/common/screenfit.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

using Models::ReleaseUndo;
using Outcome = ReleaseUndo::Outcome;

ReleaseUndoDialog::ReleaseUndoDialog(Models::Connection *connection, QWidget *parent)
    : QDialog(parent)
    , m_undo(new ReleaseUndo(*connection->serviceLink(), *connection->storeLink(), *connection->messageOutbox(),
                             *connection->versionFollower(), *connection->publishActions(), this))
{
    setObjectName(QStringLiteral("releaseUndoDialog"));
    setWindowTitle(tr("Undo This Release"));
    buildLayout();
    connect(m_undo, &ReleaseUndo::changed, this, &ReleaseUndoDialog::showUndo);
    resizeForScreen(this, QSize(980, 700)); // the buttons stay on a small screen
}

void ReleaseUndoDialog::buildLayout()
{
    m_heading = new QLabel(this);
    m_heading->setObjectName(QStringLiteral("releaseUndoHeading"));
    m_heading->setWordWrap(true);
    m_members = new QListWidget(this);
    m_members->setObjectName(QStringLiteral("releaseUndoMembers"));
    m_members->setAccessibleName(tr("Audiences of the release"));
    m_members->setWordWrap(true);
    connect(m_members, &QListWidget::currentRowChanged, this, &ReleaseUndoDialog::showPreview);
    m_preview = new WhatGoesLiveView(this);
    m_takeOld = new QCheckBox(tr("&Take the old values of the fields a later publish changed again"), this);
    m_takeOld->setObjectName(QStringLiteral("releaseUndoTakeOld"));
    connect(m_takeOld, &QCheckBox::toggled, this, &ReleaseUndoDialog::setTakeOld);
    m_instructionsHeading = new QLabel(tr("<b>Instructions</b>: one to each audience's agent, its own values"), this);
    m_runHeading = new QLabel(tr("<b>Publishes</b>: the proven drafts, as one release"), this);
    m_instructionsView = new BatchRunView(m_undo->instructions(), this);
    m_instructionsView->setObjectName(QStringLiteral("releaseUndoInstructions"));
    m_runView = new BatchRunView(m_undo->run(), this);
    m_runView->setObjectName(QStringLiteral("releaseUndoRun"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("releaseUndoSummary"));
    m_summary->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_send = buttons->addButton(tr("&Send Instructions"), QDialogButtonBox::ActionRole);
    m_send->setObjectName(QStringLiteral("releaseUndoSend"));
    m_send->setToolTip(tr("Ask each audience's agent for a draft with the values from before the release; nothing goes live yet"));
    m_publish = buttons->addButton(tr("&Publish Proven"), QDialogButtonBox::ActionRole);
    m_publish->setObjectName(QStringLiteral("releaseUndoPublish"));
    m_publish->setToolTip(tr("Publish every draft proved equal to its values before the release, as one release"));
    m_readAgain = buttons->addButton(tr("&Read Again"), QDialogButtonBox::ActionRole);
    m_readAgain->setObjectName(QStringLiteral("releaseUndoReadAgain"));
    m_readAgain->setToolTip(tr("Read again the audiences whose conversation could not be read"));
    connect(m_readAgain, &QPushButton::clicked, m_undo, &ReleaseUndo::readAgain);
    connect(m_send, &QPushButton::clicked, m_undo, &ReleaseUndo::send);
    connect(m_publish, &QPushButton::clicked, this, &ReleaseUndoDialog::confirmPublish);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *previewColumn = new QVBoxLayout;
    previewColumn->addWidget(m_preview, 1);
    previewColumn->addWidget(m_takeOld);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_members, 2);
    middle->addLayout(previewColumn, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(middle, 3);
    layout->addWidget(m_instructionsHeading);
    layout->addWidget(m_instructionsView, 1);
    layout->addWidget(m_runHeading);
    layout->addWidget(m_runView, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
}

bool ReleaseUndoDialog::start(const Models::ReleaseLog::Release &release)
{
    m_heading->setText(tr("Undo the release of %1: each audience's values from before it, proved, then published as one release.")
                           .arg(QLocale().toString(release.startedAt.toLocalTime(), QLocale::ShortFormat)));
    const bool started = m_undo->start(release);
    showUndo();
    if (m_members->count() > 0)
        m_members->setCurrentRow(0);
    return started;
}

ReleaseUndoDialog *ReleaseUndoDialog::open(Models::Connection *connection, const Models::ReleaseLog::Release &release, QWidget *parent)
{
    auto *dialog = new ReleaseUndoDialog(connection, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->start(release);
    dialog->show();
    return dialog;
}

void ReleaseUndoDialog::showUndo()
{
    const int current = m_members->currentRow();
    if (m_members->count() != m_undo->count()) {
        m_members->clear();
        for (int i = 0; i < m_undo->count(); ++i)
            m_members->addItem(QString());
    }
    for (int i = 0; i < m_undo->count(); ++i)
        m_members->item(i)->setText(tr("%1\n%2").arg(m_undo->audience(i).label, m_undo->outcomeText(i)));
    if (current >= 0 && current < m_members->count() && m_members->currentRow() != current)
        m_members->setCurrentRow(current);
    const bool running = m_undo->instructions()->isRunning() || m_undo->run()->isRunning();
    m_send->setEnabled(!running && m_undo->isRead() && m_undo->canSend());
    m_send->setText(m_undo->count(Outcome::Ready) > 0 ? tr("&Send Instructions") : tr("&Ask Again"));
    const int unread = m_undo->count(Outcome::Unreadable);
    m_readAgain->setVisible(unread > 0);
    m_readAgain->setEnabled(!running && unread > 0);
    const int proven = m_undo->count(Outcome::Proven);
    m_publish->setEnabled(!running && proven > 0);
    m_publish->setText(tr("&Publish Proven (%1)").arg(proven));
    m_instructionsHeading->setVisible(m_undo->instructions()->wasStarted());
    m_instructionsView->setVisible(m_undo->instructions()->wasStarted());
    m_runHeading->setVisible(m_undo->run()->wasStarted());
    m_runView->setVisible(m_undo->run()->wasStarted());
    m_summary->setText(m_undo->isRead() ? m_undo->summary() : tr("Reading what the release changed and what is live now…"));
    showPreview();
}

void ReleaseUndoDialog::setTakeOld(bool takeOld)
{
    const int index = m_members->currentRow();
    if (index < 0 || index >= m_undo->count())
        return;
    Models::PublishUndo &member = m_undo->member(index);
    const QList<Models::UndoField> fields = member.plan().fields; // a copy: each choice changes the plan
    for (const Models::UndoField &field : fields) {
        if (field.conflict)
            member.setChoice(field.field, takeOld ? Models::UndoField::Choice::TakeOld : Models::UndoField::Choice::KeepLater);
    }
}

void ReleaseUndoDialog::showPreview()
{
    const int index = m_members->currentRow();
    const bool choosing = index >= 0 && index < m_undo->count() && m_undo->member(index).plan().conflictCount() > 0
                          && (m_undo->outcome(index) == Outcome::Ready || m_undo->outcome(index) == Outcome::NotProven);
    m_takeOld->setVisible(choosing);
    if (choosing) {
        const QList<Models::UndoField> &fields = m_undo->member(index).plan().fields;
        const bool takesOld = std::any_of(fields.cbegin(), fields.cend(), [](const Models::UndoField &field) {
            return field.conflict && field.choice == Models::UndoField::Choice::TakeOld;
        });
        const QSignalBlocker blocker(m_takeOld);
        m_takeOld->setChecked(takesOld);
    }
    if (index < 0 || index >= m_undo->count()) {
        m_preview->clear();
        return;
    }
    const Outcome outcome = m_undo->outcome(index);
    const bool proved = outcome == Outcome::Proven || outcome == Outcome::NotProven || outcome == Outcome::Publishing
                        || outcome == Outcome::Undone;
    using Preview = Models::UndoMemberWords::Preview;
    const Preview preview = Models::UndoMemberWords::preview(m_undo->member(index), proved);
    if (preview.of == Preview::Of::Nothing) {
        m_preview->clear();
        return;
    }
    m_preview->setRows(preview.of == Preview::Of::Plan ? UndoPane::withPlannedSteps(preview.rows) : preview.rows, preview.key);
    m_preview->setNote(preview.note);
}

void ReleaseUndoDialog::confirmPublish()
{
    const int proven = m_undo->count(Outcome::Proven);
    QString text = tr("Publish %n proven draft(s) as one release? Each puts back the values from before the release.", nullptr, proven);
    for (int i = 0; i < m_undo->count(); ++i) {
        const QString also = m_undo->outcome(i) == Outcome::Proven
            ? Models::UndoMemberWords::confirmationLine(m_undo->audience(i).label, m_undo->member(i))
            : QString();
        if (!also.isEmpty())
            text += u'\n' + also;
    }
    const auto answer = QMessageBox::question(this, tr("Publish Proven Drafts"), text, QMessageBox::Yes | QMessageBox::Cancel,
                                              QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        m_undo->publish();
}

} // namespace Audience::Ui
