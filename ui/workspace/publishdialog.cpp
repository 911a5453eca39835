#include "ui/workspace/publishdialog.h"

#include "ui/workspace/previewcomparison.h"
#include "ui/workspace/publishcheckshtml.h"
#include "ui/workspace/whatgoesliveview.h"
#include "ui/common/screenfit.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMetaMethod>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTextDocument>
#include <QVBoxLayout>

#include <utility>

namespace Audience::Ui {

using Models::PublishChecks;

PublishDialog::PublishDialog(const QString &audienceName, qint64 versionNumber, NewestDraft newestDraft, QWidget *parent,
                             Models::ShareImageLoader *images)
    : QDialog(parent)
    , m_audienceName(audienceName)
    , m_versionNumber(versionNumber)
    , m_newestDraft(std::move(newestDraft))
{
    setObjectName(QStringLiteral("publishDialog"));
    setWindowTitle(versionNumber > 0 ? tr("Publish Version %1").arg(versionNumber) : tr("Publish the New Version"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("publishSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_whatGoesLive = new WhatGoesLiveView(this);
    m_whatGoesLive->setObjectName(QStringLiteral("publishChanges"));
    auto *checksHeading = new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Checks before publishing").toHtmlEscaped()), this);
    m_checks = new QLabel(this);
    m_checks->setObjectName(QStringLiteral("publishChecks"));
    m_checks->setTextFormat(Qt::RichText);
    m_checks->setWordWrap(true);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("publishVerdict"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("publishNote"));
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    QFont noteFont = m_note->font(); // what stops a click (the draft changed, the connection was lost) stands out
    noteFont.setBold(true);
    m_note->setFont(noteFont);
    m_note->hide();

    m_previews = new PreviewComparison(images, this);
    layOut(checksHeading);
    refresh();
    resizeForScreen(this, QSize(1180, 760)); // the buttons stay on a small screen
}

void PublishDialog::layOut(QLabel *checksHeading)
{
    // What goes live and the checks on the left, the previews live and after on the right: all of
    // it in sight at once, before the one click that cannot be undone.
    auto *previewScroll = new QScrollArea(this);
    previewScroll->setObjectName(QStringLiteral("publishPreviews"));
    previewScroll->setAccessibleName(tr("Previews, live and after publishing"));
    previewScroll->setWidgetResizable(true);
    previewScroll->setFrameShape(QFrame::NoFrame);
    previewScroll->setWidget(m_previews);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_whatGoesLive, 1);
    leftLayout->addWidget(checksHeading);
    leftLayout->addWidget(m_checks);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(left);
    splitter->addWidget(previewScroll);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 6);

    // Made after the panes, so Tab reaches them before the buttons (reading order).
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_publish = m_buttons->addButton(windowTitle(), QDialogButtonBox::AcceptRole);
    m_publish->setObjectName(QStringLiteral("confirmPublish"));
    m_readAgain = m_buttons->addButton(tr("&Read Again"), QDialogButtonBox::ActionRole);
    m_readAgain->setObjectName(QStringLiteral("publishReadAgain"));
    m_readAgain->hide(); // a button box shows every button it holds: shown only while a read failed
    connect(m_readAgain, &QPushButton::clicked, this, &PublishDialog::readAgainRequested);
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true); // going live takes a deliberate click
    // Not QDialogButtonBox::accepted → accept: the click checks the newest draft first.
    connect(m_publish, &QPushButton::clicked, this, &PublishDialog::confirm);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_verdict);
    layout->addWidget(m_note);
    layout->addWidget(m_buttons);
}

PublishDialog::Reading PublishDialog::read(const PublishDraft &draft) const
{
    Reading reading;
    reading.rows = Models::NetChanges::compute(draft.context, draft.pendingChanges);
    reading.findings = PublishChecks::run(reading.rows);
    reading.page = draft.page.value_or(m_page);
    return reading;
}

QString PublishDialog::fingerprint(const Reading &reading)
{
    // What the user saw and agreed to: every field's two values and steps, and every finding.
    QStringList parts;
    for (const Models::FieldNetChange &row : reading.rows)
        parts << row.field << row.live << row.after << QString::number(row.steps.size());
    for (const PublishChecks::Finding &finding : reading.findings)
        parts << QString::number(int(finding.rule)) << finding.found;
    return parts.join(QChar(0x1f));
}

void PublishDialog::refresh()
{
    const PublishDraft draft = m_newestDraft ? m_newestDraft() : PublishDraft{};
    if (!draft.unreadable.isEmpty()) {
        keepShown(draft);
        return;
    }
    const Reading reading = read(draft);
    // Read again after a failed read: if it is not what was shown, the user is told to look again.
    const bool changedMeanwhile = m_waitsForRead && fingerprint(reading) != m_shownFingerprint;
    display(reading);
    if (changedMeanwhile)
        showChangedNote();
}

void PublishDialog::showChangedNote()
{
    m_note->setText(tr("The draft changed since you opened this: look at what goes live again, then confirm."));
    m_note->show();
}

QString PublishDialog::notReadAgainText(bool serviceAnswered)
{
    return serviceAnswered
        ? tr("The service answered with an error: what goes live could not be read again. Publish waits until it is read "
             "again.")
        : tr("The connection was lost: what goes live could not be read again. Publish waits until it is read again.");
}

void PublishDialog::keepShown(const PublishDraft &draft)
{
    // Nothing is computed from a read that failed: an empty context would read as "no field
    // changes" and an empty title, which is not what goes live. What was shown stays, marked.
    m_waitsForRead = true;
    const QString &why = draft.unreadable;
    const QString lost = notReadAgainText(draft.serviceAnswered);
    if (!m_shown) {
        const QString version = m_versionNumber > 0 ? tr("version %1").arg(m_versionNumber) : tr("the new version");
        m_summary->setText(tr("Publish %1 of “%2”? What goes live could not be read.").arg(version, m_audienceName));
    }
    m_note->setText(why.isEmpty() ? lost : lost + u'\n' + why);
    m_note->show();
    m_publish->setEnabled(false);
    m_publish->setToolTip(lost);
    m_readAgain->setVisible(isSignalConnected(QMetaMethod::fromSignal(&PublishDialog::readAgainRequested)));
}

void PublishDialog::display(const Reading &reading)
{
    ++m_checkRuns;
    if (std::exchange(m_waitsForRead, false)) {
        m_note->hide(); // read again: what is shown now is what goes live
        m_readAgain->hide();
    }
    m_shown = true;
    m_page = reading.page;
    m_rows = reading.rows;
    m_findings = reading.findings;
    m_shownFingerprint = fingerprint(reading);
    const int changing = Models::NetChanges::changingCount(m_rows);
    const QString version = m_versionNumber > 0 ? tr("version %1").arg(m_versionNumber) : tr("the new version");
    if (changing == 0)
        m_summary->setText(tr("Publish %1 of “%2”? No field ends up different from what is live now, so visitors would see "
                              "no difference.")
                               .arg(version, m_audienceName));
    else
        m_summary->setText(tr("Publish %1 of “%2”? %n field(s) change for every visitor of this audience.", nullptr, changing)
                               .arg(version, m_audienceName));
    m_whatGoesLive->setRows(m_rows);
    m_previews->setDraft(reading.page, m_rows);
    m_checks->setText(PublishChecksHtml::html(m_findings, palette()));
    m_verdict->setText(PublishChecksHtml::verdict(m_findings));
    const bool blocked = PublishChecks::blocksPublishing(m_findings);
    const bool warned = PublishChecks::count(m_findings, PublishChecks::Severity::Warning) > 0;
    m_publish->setEnabled(!blocked);
    m_publish->setText(warned && !blocked ? tr("Publish Anyway") : windowTitle());
    m_publish->setToolTip(blocked ? m_verdict->text() : QString());
}

QString PublishDialog::summaryText() const
{
    return m_summary->text();
}

QString PublishDialog::checksText() const
{
    QTextDocument document;
    document.setHtml(m_checks->text());
    return document.toPlainText();
}

QString PublishDialog::verdictText() const
{
    return m_verdict->text();
}

QString PublishDialog::noteText() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

void PublishDialog::confirm()
{
    // Checked again at the click, on the newest draft, never on the result shown: a check that went
    // stale would let through what it meant to stop. A draft that cannot be read is not published.
    const PublishDraft draft = m_newestDraft ? m_newestDraft() : PublishDraft{};
    if (!draft.unreadable.isEmpty()) {
        keepShown(draft);
        return;
    }
    const Reading newest = read(draft);
    if (fingerprint(newest) != m_shownFingerprint) {
        display(newest);
        showChangedNote();
        return;
    }
    ++m_checkRuns;
    if (PublishChecks::blocksPublishing(newest.findings))
        return;
    accept();
}

} // namespace Audience::Ui
