#include "ui/activity/activitydetailview.h"

#include "models/activity/journalactions.h"
#include "models/analytics/publishmarkers.h"
#include "models/activity/journalwords.h"
#include "ui/common/fieldform.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::ActivityOutcome;
using Models::JournalWords;

namespace {

QPlainTextEdit *makeJsonView(const QString &objectName, const QString &accessibleName, QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Read-only text takes no Tab: Tab moves on to the next control.
    view->setTabChangesFocus(true);
    return view;
}

QString timeText(const QDateTime &when)
{
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::LongFormat) : QString();
}

} // namespace

ActivityDetailView::ActivityDetailView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("activityDetail"));
    m_empty = new QLabel(tr("Choose an entry to see what was sent and what the service answered."), this);
    m_empty->setObjectName(QStringLiteral("activityDetailEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);

    m_content = new QWidget(this);
    m_title = new QLabel(m_content);
    m_title->setObjectName(QStringLiteral("activityDetailTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setWeight(QFont::DemiBold);
    m_title->setFont(titleFont);
    m_notConfirmed = new QLabel(m_content); // JournalWords::unsettledNotice(), as the write's own place says it
    m_notConfirmed->setObjectName(QStringLiteral("activityNotConfirmedNote"));
    m_notConfirmed->setWordWrap(true);
    m_fields = new FieldForm(m_content);
    m_bodyLabel = new QLabel(tr("Body sent"), m_content);
    m_body = makeJsonView(QStringLiteral("activityBodyView"), tr("Body sent"), m_content);
    m_bodyLabel->setBuddy(m_body);
    m_answerLabel = new QLabel(tr("Answer"), m_content);
    m_answer = makeJsonView(QStringLiteral("activityAnswerView"), tr("Answer"), m_content);
    m_answerLabel->setBuddy(m_answer);

    auto *content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 0, 0);
    content->addWidget(m_title);
    content->addWidget(makeActions());
    content->addWidget(m_notConfirmed);
    content->addWidget(m_fields);
    content->addWidget(m_bodyLabel);
    content->addWidget(m_body, 1);
    content->addWidget(m_answerLabel);
    content->addWidget(m_answer, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 8, 8);
    layout->addWidget(m_empty, 1);
    layout->addWidget(m_content, 1);
    clear();
}

QWidget *ActivityDetailView::makeActions()
{
    auto *row = new QWidget(m_content);
    m_open = new QPushButton(row);
    m_open->setObjectName(QStringLiteral("activityOpenButton"));
    m_open->setFlat(true);
    m_open->setCursor(Qt::PointingHandCursor);
    m_retry = new QPushButton(tr("&Retry"), row);
    m_retry->setObjectName(QStringLiteral("activityRetryButton"));
    m_retry->setToolTip(tr("Send the write again with the same key: the service applies it at most once"));
    m_check = new QPushButton(tr("C&heck"), row);
    m_check->setObjectName(QStringLiteral("activityCheckButton"));
    m_check->setToolTip(tr("Ask the service whether the version was published"));
    m_discard = new QPushButton(tr("D&iscard"), row);
    m_discard->setObjectName(QStringLiteral("activityDiscardButton"));
    m_discard->setToolTip(tr("Give up on this write; the entry stays in the journal as discarded"));
    m_impact = new QPushButton(tr("Did it &work?"), row);
    m_impact->setObjectName(QStringLiteral("activityImpactButton"));
    m_impact->setToolTip(tr("The impact of this publish: conversion and other rates before and after it"));
    connect(m_impact, &QPushButton::clicked, this, [this] {
        if (m_entry)
            emit impactRequested(*m_entry);
    });
    m_undo = new QPushButton(tr("&Undo This Publish…"), row);
    m_undo->setObjectName(QStringLiteral("activityUndoButton"));
    m_undo->setToolTip(tr("Make a draft with the values from before this publish, prove it, then publish it"));
    connect(m_undo, &QPushButton::clicked, this, [this] {
        if (m_entry)
            emit undoRequested(*m_entry);
    });
    m_undoRelease = new QPushButton(tr("Undo This Re&lease…"), row);
    m_undoRelease->setObjectName(QStringLiteral("activityUndoReleaseButton"));
    m_undoRelease->setToolTip(tr("Undo every publish of the release this one belongs to: a proven draft each, published as one release"));
    connect(m_undoRelease, &QPushButton::clicked, this, [this] {
        if (m_entry)
            emit undoReleaseRequested(*m_entry);
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (!m_entry)
            return;
        const Models::JournalTarget target = JournalWords::target(*m_entry);
        if (target.isValid())
            emit openRequested(target.placeId, target.item);
    });
    connect(m_retry, &QPushButton::clicked, this, [this] {
        if (m_entry)
            emit retryRequested(m_entry->id);
    });
    connect(m_check, &QPushButton::clicked, this, [this] {
        if (m_entry)
            emit checkRequested(m_entry->id);
    });
    connect(m_discard, &QPushButton::clicked, this, [this] {
        if (m_entry)
            emit discardRequested(m_entry->id);
    });
    // The link on a line of its own (an audience's name can be long), the choices under it.
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_impact);
    buttons->addWidget(m_undo);
    buttons->addWidget(m_undoRelease);
    buttons->addWidget(m_check);
    buttons->addWidget(m_retry);
    buttons->addWidget(m_discard);
    auto *layout = new QVBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_open, 0, Qt::AlignLeft);
    layout->addLayout(buttons);
    return row;
}

QString ActivityDetailView::indented(const QByteArray &json)
{
    if (json.isEmpty())
        return {};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return QString::fromUtf8(json);
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
}

void ActivityDetailView::setEntry(const Models::JournalEntry &entry, const Models::LiveRuns &live)
{
    m_entry = entry;
    m_live = live;
    showEntry();
}

void ActivityDetailView::clear()
{
    m_entry.reset();
    showEntry();
}

void ActivityDetailView::showEntry()
{
    m_empty->setVisible(!m_entry);
    m_content->setVisible(bool(m_entry));
    if (!m_entry)
        return;
    const Models::JournalEntry &entry = *m_entry;
    const ActivityOutcome outcome = JournalWords::outcome(entry, m_live);
    m_title->setText(JournalWords::what(entry));
    QList<FieldForm::Field> fields{
        {tr("Outcome"), QStringLiteral("%1 %2").arg(JournalWords::outcomeSymbol(outcome),
                                                     entry.isInOtherWindow(m_live) ? JournalWords::inOtherWindow()
                                                                                   : JournalWords::outcomeWord(outcome))},
        {tr("Started"), timeText(entry.startedAt), entry.startedAt.toString(Qt::ISODateWithMs)},
        {tr("Finished"), timeText(entry.finishedAt), entry.finishedAt.toString(Qt::ISODateWithMs)},
        {tr("Where"), JournalWords::where(entry, m_names), JournalWords::whereIds(entry)},
        {tr("Area"), JournalWords::areaName(entry.note.area)},
        {tr("Key"), entry.idempotencyKey, tr("The idempotency key: a retry sends the same one"), true},
        {tr("Attempts"), QString::number(entry.attempts)},
    };
    if (!entry.error.isEmpty())
        fields.append({tr("Error"), entry.error});
    m_fields->setFields(fields);

    const Models::JournalTarget target = JournalWords::target(entry);
    m_open->setVisible(target.isValid());
    m_open->setText(target.linkText);
    m_open->setToolTip(target.item);
    // The choices JournalActions can carry out, for a write still unsettled: not confirmed, or
    // failed (Retry needs the request as it was recorded unless the write's area makes it again).
    const bool unsettled = outcome == ActivityOutcome::NotConfirmed || outcome == ActivityOutcome::Failed;
    m_notConfirmed->setVisible(outcome == ActivityOutcome::NotConfirmed);
    m_notConfirmed->setText(outcome == ActivityOutcome::NotConfirmed ? JournalWords::unsettledNotice(entry, m_live) : QString());
    m_retry->setVisible(unsettled && Models::JournalActions::canRetry(entry));
    m_check->setVisible(unsettled && Models::JournalActions::canCheck(entry));
    m_discard->setVisible(unsettled && Models::JournalActions::canDiscard(entry));
    m_impact->setVisible(Models::publishOf(entry).has_value());
    const bool undoable = outcome == ActivityOutcome::Done && Models::publishOf(entry).has_value();
    m_undo->setVisible(undoable);
    m_undoRelease->setVisible(undoable && entry.note.area == QLatin1String("release"));

    m_body->setPlainText(entry.body.isEmpty() ? tr("(no body)") : indented(entry.body));
    QString answer = indented(entry.answer);
    if (answer.isEmpty()) {
        switch (outcome) {
        case ActivityOutcome::Failed:
            answer = tr("(no answer: %1)").arg(entry.error);
            break;
        case ActivityOutcome::NotConfirmed:
            answer = tr("(no answer came)");
            break;
        case ActivityOutcome::InProgress:
            answer = tr("(waiting for the answer)");
            break;
        default:
            answer = tr("(no answer kept)");
            break;
        }
    }
    m_answer->setPlainText(answer);
}

} // namespace Audience::Ui
