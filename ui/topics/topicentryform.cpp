#include "ui/topics/topicentryform.h"

#include "models/topics/topicentrywriter.h"
#include "ui/common/buttonshortcut.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

namespace Audience::Ui {

using Models::TopicEntryWriter;
using Models::WriteTracker;

TopicEntryForm::TopicEntryForm(TopicEntryWriter *writer, QWidget *parent)
    : QWidget(parent)
    , m_writer(writer)
{
    setObjectName(QStringLiteral("topicEntryForm"));
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("entryTypeBox"));
    m_type->setEditable(true);
    m_type->setInsertPolicy(QComboBox::NoInsert);
    m_type->addItem(QStringLiteral("text"));
    m_type->setAccessibleName(tr("Content type"));
    m_type->lineEdit()->setAccessibleName(tr("Content type")); // what a screen reader lands on
    m_content = new QPlainTextEdit(this);
    m_content->setObjectName(QStringLiteral("entryContentEdit"));
    m_content->setPlaceholderText(tr("What the entry says"));
    m_content->setAccessibleName(tr("Content"));
    m_content->setTabChangesFocus(true);
    m_content->setFixedHeight(m_content->fontMetrics().lineSpacing() * 4 + 12);
    m_order = new QLineEdit(this);
    m_order->setObjectName(QStringLiteral("entrySortOrderEdit"));
    m_order->setPlaceholderText(tr("Optional: entries with lower numbers come first"));
    m_order->setToolTip(tr("A whole number, 0 or more. Entries with lower numbers come first; empty leaves the order to the service."));
    m_order->setAccessibleName(tr("Sort order"));
    m_add = new QPushButton(tr("&Add Entry"), this);
    m_add->setObjectName(QStringLiteral("addEntryButton"));
    m_add->setToolTip(tr("Add the entry to the topic (Ctrl+Return)"));
    m_retry = new QPushButton(tr("&Retry"), this);
    m_retry->setObjectName(QStringLiteral("retryEntryButton"));
    m_retry->setToolTip(tr("Send the same entry again. The service takes no idempotency key here: if the first "
                           "try reached it, the entry may appear twice."));
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("entryMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Type:"), m_type);
    form->addRow(tr("&Content:"), m_content);
    form->addRow(tr("&Sort order:"), m_order);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_retry);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_type, &QComboBox::currentTextChanged, this, &TopicEntryForm::validate);
    connect(m_content, &QPlainTextEdit::textChanged, this, &TopicEntryForm::validate);
    connect(m_order, &QLineEdit::textChanged, this, &TopicEntryForm::validate);
    connect(m_order, &QLineEdit::returnPressed, this, &TopicEntryForm::add);
    connect(m_add, &QPushButton::clicked, this, &TopicEntryForm::add);
    connect(m_retry, &QPushButton::clicked, this, [this] { m_writer->retry(m_topicId); });
    addButtonShortcut(this, m_add, QKeySequence(Qt::CTRL | Qt::Key_Return)); // listed in Help with the button's words
    connect(m_writer, &TopicEntryWriter::stateChanged, this, [this](const QString &topicId, WriteTracker::State state) {
        if (topicId == m_topicId)
            showState(state);
    });
    setTopicId(QString());
}

void TopicEntryForm::setTopicId(const QString &topicId)
{
    m_topicId = topicId;
    // A write still pending or failed on this topic brings its form back: nothing typed is lost.
    WriteTracker::State state = m_writer->state(topicId);
    if (state == WriteTracker::State::Done) {
        // Added while another topic was shown: its list has it; the form holds what is typed now.
        m_writer->forget(topicId);
        state = WriteTracker::State::None;
    }
    if (state == WriteTracker::State::Pending || state == WriteTracker::State::Failed) {
        const TopicEntryWriter::Form form = m_writer->form(topicId);
        m_type->setCurrentText(form.type);
        m_content->setPlainText(form.content);
        m_order->setText(form.sortOrder);
    }
    showState(state);
}

void TopicEntryForm::setKnownTypes(const QStringList &types)
{
    const QString text = m_type->currentText();
    const QSignalBlocker blocker(m_type);
    for (const QString &type : types) {
        if (!type.isEmpty() && m_type->findText(type) < 0)
            m_type->addItem(type);
    }
    m_type->setCurrentText(text);
}

void TopicEntryForm::validate()
{
    const WriteTracker::State state = m_writer->state(m_topicId);
    if (state == WriteTracker::State::Pending)
        return;
    const QString problem = TopicEntryWriter::problem({m_type->currentText(), m_content->toPlainText(), m_order->text()});
    // An empty form is not an error yet; a wrong sort order is said as soon as it is typed.
    const bool untouched = m_content->toPlainText().isEmpty() && m_order->text().isEmpty();
    m_add->setEnabled(!m_topicId.isEmpty() && problem.isEmpty());
    if (state == WriteTracker::State::Failed)
        return; // the error stays until the user retries or changes something that fixes it
    m_message->setText(untouched ? QString() : problem);
}

void TopicEntryForm::add()
{
    if (!m_add->isEnabled())
        return;
    m_writer->forget(m_topicId); // a new action: a failed one before it is given up
    if (!m_writer->add(m_topicId, {m_type->currentText(), m_content->toPlainText(), m_order->text()}))
        m_message->setText(m_writer->lastProblem());
}

void TopicEntryForm::showState(WriteTracker::State state)
{
    const bool pending = state == WriteTracker::State::Pending;
    m_type->setEnabled(!pending && !m_topicId.isEmpty());
    m_content->setReadOnly(pending);
    m_order->setReadOnly(pending);
    m_retry->setVisible(state == WriteTracker::State::Failed);
    switch (state) {
    case WriteTracker::State::Pending:
        m_add->setEnabled(false);
        m_message->setText(tr("Adding the entry…"));
        return;
    case WriteTracker::State::Failed:
        m_message->setText(tr("Could not add the entry: %1").arg(m_writer->errorText(m_topicId)));
        break;
    case WriteTracker::State::Done:
        m_content->clear();
        m_order->clear();
        m_message->setText(tr("Entry added."));
        break;
    case WriteTracker::State::None:
        m_message->clear();
        break;
    }
    const QString keep = m_message->text();
    validate();
    if (state == WriteTracker::State::Done)
        m_message->setText(keep);
}

} // namespace Audience::Ui
