#include "ui/webhooks/webhookeditorview.h"

#include "ui/common/flowlayout.h"

#include "models/common/datetimeformat.h"
#include "models/webhooks/webhookeditor.h"
#include "ui/common/buttonshortcut.h"
#include "ui/webhooks/webhookeventspicker.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::WebhookEditor;
using SaveState = WebhookEditor::SaveState;

WebhookEditorView::WebhookEditorView(WebhookEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
{
    setObjectName(QStringLiteral("webhookEditorView"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_empty = new QLabel(tr("Choose a subscription in the list, or add one by its ID."), this);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    outer->addWidget(m_empty);

    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setAccessibleName(tr("Subscription details"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_form = new QWidget(scroll);
    scroll->setWidget(m_form);
    outer->addWidget(scroll, 1);
    auto *layout = new QVBoxLayout(m_form);
    layout->setContentsMargins(12, 8, 12, 8);
    addConflictPanel(layout);
    addIdentity(layout);
    addFields(layout);
    addActions(layout);

    connect(m_editor, &WebhookEditor::changed, this, &WebhookEditorView::refresh);
    connect(m_editor, &WebhookEditor::saveStateChanged, this, &WebhookEditorView::refresh);
    refresh();
}

// The conflict panel, on top where it cannot be missed.
void WebhookEditorView::addConflictPanel(QVBoxLayout *layout)
{
    m_conflict = new QFrame(m_form);
    m_conflict->setObjectName(QStringLiteral("webhookConflict"));
    m_conflict->setFrameShape(QFrame::StyledPanel);
    auto *conflictLayout = new QVBoxLayout(m_conflict);
    m_conflictText = new QLabel(m_conflict);
    m_conflictText->setWordWrap(true);
    m_conflictText->setTextFormat(Qt::PlainText);
    conflictLayout->addWidget(m_conflictText);
    auto *conflictButtons = new FlowLayout; // one under the other in a narrow pane
    m_overwrite = new QPushButton(tr("Save &mine over it"), m_conflict);
    m_overwrite->setObjectName(QStringLiteral("overwriteButton"));
    m_overwrite->setToolTip(tr("The fields you changed replace the service's; the others keep the service's values."));
    m_takeService = new QPushButton(tr("&Take the service's (drop my changes)"), m_conflict);
    m_takeService->setObjectName(QStringLiteral("takeServiceButton"));
    conflictButtons->addWidget(m_overwrite, false);
    conflictButtons->addWidget(m_takeService, false);
    conflictLayout->addLayout(conflictButtons);
    layout->addWidget(m_conflict);
    connect(m_overwrite, &QPushButton::clicked, m_editor, &WebhookEditor::overwrite);
    connect(m_takeService, &QPushButton::clicked, m_editor, &WebhookEditor::reloadFromService);
}

// Identity: the ID to copy, the times.
void WebhookEditorView::addIdentity(QVBoxLayout *layout)
{
    auto *idRow = new QHBoxLayout;
    m_id = new QLabel(m_form);
    m_id->setObjectName(QStringLiteral("subscriptionId"));
    m_id->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_id->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_copyId = new QToolButton(m_form);
    m_copyId->setObjectName(QStringLiteral("copyIdButton"));
    m_copyId->setText(tr("Copy ID"));
    m_copyId->setToolTip(tr("Copy the subscription ID to the clipboard"));
    connect(m_copyId, &QToolButton::clicked, this, [this] {
        QApplication::clipboard()->setText(m_editor->subscriptionId());
        m_status->setText(tr("ID copied."));
    });
    idRow->addWidget(new QLabel(tr("Subscription"), m_form));
    idRow->addWidget(m_id);
    idRow->addWidget(m_copyId);
    idRow->addStretch(1);
    layout->addLayout(idRow);
    m_times = new QLabel(m_form);
    m_times->setObjectName(QStringLiteral("subscriptionTimes"));
    m_times->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_times);
}

// The URL, the events and whether it sends.
void WebhookEditorView::addFields(QVBoxLayout *layout)
{
    // URL, and its problem right under it in words.
    auto *urlBox = new QGroupBox(tr("Where events are sent"), m_form);
    auto *urlLayout = new QFormLayout(urlBox);
    m_url = new QLineEdit(urlBox);
    m_url->setObjectName(QStringLiteral("webhookUrl"));
    m_url->setPlaceholderText(tr("https://example.com/webhooks"));
    m_url->setClearButtonEnabled(true);
    m_url->setAccessibleName(tr("URL"));
    urlLayout->addRow(tr("&URL:"), m_url);
    m_urlProblem = new QLabel(urlBox);
    m_urlProblem->setObjectName(QStringLiteral("webhookUrlProblem"));
    m_urlProblem->setWordWrap(true);
    urlLayout->addRow(QString(), m_urlProblem);
    layout->addWidget(urlBox);
    connect(m_url, &QLineEdit::textEdited, m_editor, &WebhookEditor::setUrl);

    auto *eventsBox = new QGroupBox(tr("Events"), m_form);
    auto *eventsLayout = new QVBoxLayout(eventsBox);
    m_events = new WebhookEventsPicker(m_editor, eventsBox);
    eventsLayout->addWidget(m_events);
    layout->addWidget(eventsBox);

    auto *activeBox = new QGroupBox(tr("Sending"), m_form);
    auto *activeLayout = new QVBoxLayout(activeBox);
    m_active = new QCheckBox(tr("A&ctive"), activeBox);
    m_active->setObjectName(QStringLiteral("webhookActive"));
    m_activeMeaning = new QLabel(activeBox);
    m_activeMeaning->setWordWrap(true);
    activeLayout->addWidget(m_active);
    activeLayout->addWidget(m_activeMeaning);
    layout->addWidget(activeBox);
    connect(m_active, &QCheckBox::toggled, m_editor, &WebhookEditor::setActive);
}

// Save, Revert, and how the save went.
void WebhookEditorView::addActions(QVBoxLayout *layout)
{
    auto *buttons = new QHBoxLayout;
    m_save = new QPushButton(tr("&Save"), m_form);
    m_save->setObjectName(QStringLiteral("saveWebhookButton"));
    addButtonShortcut(this, m_save, QKeySequence::Save);
    m_revert = new QPushButton(tr("&Revert"), m_form);
    m_revert->setObjectName(QStringLiteral("revertWebhookButton"));
    m_revert->setToolTip(tr("Go back to the subscription as it was loaded"));
    m_status = new QLabel(m_form);
    m_status->setObjectName(QStringLiteral("webhookSaveStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    buttons->addWidget(m_save);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_status, 1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    connect(m_save, &QPushButton::clicked, m_editor, &WebhookEditor::save);
    connect(m_revert, &QPushButton::clicked, m_editor, &WebhookEditor::revert);
}

void WebhookEditorView::setEmptyText(const QString &text)
{
    m_empty->setText(text.isEmpty() ? tr("Choose a subscription in the list, or add one by its ID.") : text);
}

QString WebhookEditorView::emptyText() const
{
    return m_empty->text();
}

void WebhookEditorView::refresh()
{
    const bool has = m_editor->hasSubscription();
    m_empty->setVisible(!has);
    m_scroll->setVisible(has);
    if (!has)
        return;
    const auto &loaded = m_editor->loaded();
    m_id->setText(loaded.subscriptionId);
    m_times->setText(tr("Created %1 · updated %2")
                         .arg(Models::DateTimeFormat::display(loaded.createdAt), Models::DateTimeFormat::display(loaded.updatedAt)));
    m_times->setToolTip(tr("Created %1\nUpdated %2")
                            .arg(Models::DateTimeFormat::full(loaded.createdAt), Models::DateTimeFormat::full(loaded.updatedAt)));
    if (m_url->text() != m_editor->url())
        m_url->setText(m_editor->url());
    const Models::WebhookUrlCheck check = m_editor->urlCheck();
    // Prefixed in words, so the kind of problem is not told by colour alone.
    m_urlProblem->setText(check.isError()     ? tr("Cannot be saved: %1").arg(check.text)
                          : check.isWarning() ? tr("Warning: %1").arg(check.text)
                                              : QString());
    m_urlProblem->setVisible(!check.text.isEmpty());
    m_urlProblem->setStyleSheet(check.isError() ? QStringLiteral("color: palette(bright-text); background: #b00020; padding: 3px;")
                                                : QString());
    {
        const QSignalBlocker block(m_active);
        m_active->setChecked(m_editor->active());
    }
    m_activeMeaning->setText(m_editor->active()
                                 ? tr("On: the service sends the chosen events to the URL as they happen.")
                                 : tr("Off: no events are sent while off. The subscription and its settings are kept."));

    const bool busy = m_editor->isBusy();
    const bool conflict = m_editor->saveState() == SaveState::Conflict;
    m_form->setEnabled(true);
    m_url->setReadOnly(busy);
    m_events->setEnabled(!busy && !conflict);
    m_active->setEnabled(!busy && !conflict);
    m_save->setEnabled(!busy && !conflict && m_editor->isDirty() && !check.isError());
    m_revert->setEnabled(!busy && m_editor->isDirty());
    m_conflict->setVisible(conflict);
    if (conflict) {
        m_conflictText->setText(tr("This subscription was changed on the service after you opened it (updated %1). "
                                   "What changed there:\n• %2\n\nYour changes are not saved yet.")
                                    .arg(Models::DateTimeFormat::display(m_editor->serviceVersion().updatedAt),
                                         m_editor->conflictChanges().join(QStringLiteral("\n• "))));
    }
    refreshStatus();
}

void WebhookEditorView::refreshStatus()
{
    switch (m_editor->saveState()) {
    case SaveState::Checking:
        m_status->setText(tr("Checking for changes on the service…"));
        break;
    case SaveState::Saving:
        m_status->setText(tr("Saving…"));
        break;
    case SaveState::Conflict:
        m_status->setText(tr("Not saved: changed on the service meanwhile (see above)."));
        break;
    case SaveState::Failed:
        m_status->setText(tr("Not saved: %1 Your changes are kept.").arg(m_editor->errorText()));
        break;
    case SaveState::Saved:
        m_status->setText(m_editor->isDirty() ? tr("Unsaved changes") : tr("Saved."));
        break;
    case SaveState::Idle:
        m_status->setText(m_editor->isDirty() ? tr("Unsaved changes") : QString());
        break;
    }
}

} // namespace Audience::Ui
