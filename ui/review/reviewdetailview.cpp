#include "ui/review/reviewdetailview.h"

#include "models/audiences/knownaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "models/review/reviewmodel.h"
#include "models/shell/connection.h"
#include "ui/common/flowlayout.h"
#include "ui/workspace/previewcomparison.h"
#include "ui/workspace/publishcheckshtml.h"
#include "ui/workspace/whatgoesliveview.h"

#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::ReviewModel;

ReviewDetailView::ReviewDetailView(Models::Connection *connection, Models::ReviewModel *model, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_model(model)
{
    setObjectName(QStringLiteral("reviewDetail"));
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("reviewDetailHint"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setMargin(12); // wrapped, its words do not touch the window's edge
    m_hint->setEnabled(false);
    m_content = makeContent();
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_hint);
    m_stack->addWidget(m_content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connect(m_model, &ReviewModel::rowRead, this, [this](const QString &audienceId) {
        if (audienceId == m_audienceId)
            refresh();
    });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] {
        if (!m_audienceId.isEmpty() && !m_model->find(m_audienceId))
            showAudience({});
    });
    showAudience({});
}

QWidget *ReviewDetailView::makeContent()
{
    auto *content = new QWidget(this);
    m_heading = new QLabel(content);
    m_heading->setObjectName(QStringLiteral("reviewDetailHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    // Wraps: a long name would otherwise widen the pane as a draft is chosen, and the list beside
    // it would jump narrower.
    m_heading->setWordWrap(true);
    QFont bigger = m_heading->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.25);
    bigger.setBold(true);
    m_heading->setFont(bigger);
    m_summary = new QLabel(content);
    m_summary->setObjectName(QStringLiteral("reviewDetailSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_unseen = new QLabel(content);
    m_unseen->setObjectName(QStringLiteral("reviewUnseenNote"));
    m_unseen->setTextFormat(Qt::PlainText);
    m_unseen->setWordWrap(true);
    m_unseen->setText(tr("Only the service knows the ID of the version that holds these changes: this console has not "
                         "seen it. Ask the agent to confirm the draft; its answer names the version, and the draft then "
                         "appears here like any other."));
    m_confirm = new QPushButton(tr("Ask the Agent to Confirm the Draft"), content);
    m_confirm->setObjectName(QStringLiteral("reviewConfirmDraft"));
    connect(m_confirm, &QPushButton::clicked, this, [this] { emit confirmDraftRequested(m_audienceId); });
    m_open = new QPushButton(tr("Open in Audiences"), content);
    m_open->setObjectName(QStringLiteral("reviewOpenAudience"));
    connect(m_open, &QPushButton::clicked, this, [this] { emit openAudienceRequested(m_audienceId); });
    // On two lines when the pane is narrow (German's "Ask the agent…" is long): the pane asks for
    // no more than its widest button, so the list beside it keeps the width it was fitted to.
    auto *buttons = new FlowLayout;
    buttons->addWidget(m_confirm, false);
    buttons->addWidget(m_open, false);

    QSplitter *splitter = makeReadingPanes(content);

    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_heading);
    layout->addWidget(m_summary);
    layout->addWidget(m_unseen);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
    return content;
}

// What goes live and the checks on the left, the previews on the right, as in the confirmation.
QSplitter *ReviewDetailView::makeReadingPanes(QWidget *content)
{
    m_whatGoesLive = new WhatGoesLiveView(content);
    m_whatGoesLive->setObjectName(QStringLiteral("reviewChanges"));
    m_checks = new QLabel(content);
    m_checks->setObjectName(QStringLiteral("reviewChecks"));
    m_checks->setTextFormat(Qt::RichText);
    m_checks->setWordWrap(true);
    m_verdict = new QLabel(content);
    m_verdict->setObjectName(QStringLiteral("reviewVerdict"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setWordWrap(true);
    m_previews = new PreviewComparison(m_connection->shareImages(), content);

    auto *left = new QWidget(content);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_whatGoesLive, 1);
    leftLayout->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Checks before publishing").toHtmlEscaped()), left));
    leftLayout->addWidget(m_checks);
    leftLayout->addWidget(m_verdict);
    auto *previewScroll = new QScrollArea(content);
    previewScroll->setObjectName(QStringLiteral("reviewPreviews"));
    previewScroll->setAccessibleName(tr("Previews, live and after publishing"));
    previewScroll->setWidgetResizable(true);
    previewScroll->setFrameShape(QFrame::NoFrame);
    previewScroll->setWidget(m_previews);
    auto *splitter = new QSplitter(Qt::Horizontal, content);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(left);
    splitter->addWidget(previewScroll);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 6);
    // In these proportions from the start: the previews' size hint (two columns of cards) left
    // "What goes live" about 150 px.
    splitter->setSizes({500, 600});
    m_readingPanes = splitter;
    return splitter;
}

void ReviewDetailView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side, the previews need about 300 px beside What goes live's least (at 1024 px in
    // German they had 68 px); one under the other, the pane asks for less, never more, so the
    // list beside it keeps its width.
    const int sideBySide = m_readingPanes->widget(0)->minimumSizeHint().width() + 300;
    const Qt::Orientation orientation = width() >= sideBySide ? Qt::Horizontal : Qt::Vertical;
    if (m_readingPanes->orientation() == orientation)
        return;
    m_readingPanes->setOrientation(orientation);
    m_readingPanes->setSizes(orientation == Qt::Horizontal ? QList<int>{500, 600} : QList<int>{1, 1});
}

void ReviewDetailView::showAudience(const QString &audienceId)
{
    m_audienceId = audienceId;
    if (audienceId.isEmpty() || !m_model->find(audienceId)) {
        m_audienceId.clear();
        m_hint->setText(tr("Choose a draft to see what goes live with it."));
        m_stack->setCurrentWidget(m_hint);
        return;
    }
    refresh();
}

void ReviewDetailView::showSelectionOf(int count)
{
    m_audienceId.clear();
    m_hint->setText(tr("%n audience(s) chosen. Ask the agent, or publish them, with the buttons under the list.", nullptr, count));
    m_stack->setCurrentWidget(m_hint);
}

void ReviewDetailView::refresh()
{
    const ReviewModel::Row *row = m_model->find(m_audienceId);
    if (!row) {
        showAudience({});
        return;
    }
    const bool unseen = row->kind == ReviewModel::RowKind::UnseenVersion;
    m_heading->setText(unseen || !row->draft ? row->name : tr("%1 — draft version %2").arg(row->name).arg(row->draft->versionNumber));
    m_unseen->setVisible(unseen);
    m_confirm->setVisible(unseen);
    m_confirm->setEnabled(m_connection->isConnected());
    if (row->reading == ReviewModel::Reading::Reading)
        m_summary->setText(tr("Reading the conversation…"));
    else if (row->reading == ReviewModel::Reading::Failed)
        m_summary->setText(tr("Could not read the conversation: %1").arg(row->readError));
    else if (row->what.changing == 0)
        m_summary->setText(tr("No field ends up different from what is live now."));
    else
        m_summary->setText(tr("%n field(s) change for every visitor of this audience.", nullptr, row->what.changing));
    showChanges();
    m_checks->setText(row->reading == ReviewModel::Reading::Read ? PublishChecksHtml::html(row->what.findings, palette()) : QString());
    m_verdict->setText(row->reading == ReviewModel::Reading::Read ? PublishChecksHtml::verdict(row->what.findings) : QString());

    // The previews as the audience's visitors meet the page (its metadata with the overrides).
    Net::Page page;
    if (const int pageRow = m_connection->pages()->rowOf(row->pageId); pageRow >= 0)
        page = m_connection->pages()->pageAt(pageRow);
    if (const auto record = m_connection->knownAudiences()->find(row->audienceId); record && record->effectiveMetadata)
        page.metadata = *record->effectiveMetadata;
    m_previews->setDraft(page, row->what.rows);
    m_stack->setCurrentWidget(m_content);
}

void ReviewDetailView::showChanges()
{
    const ReviewModel::Row *row = m_model->find(m_audienceId);
    if (!row || row->reading != ReviewModel::Reading::Read)
        m_whatGoesLive->clear(); // the summary above says why
    else
        m_whatGoesLive->setRows(row->what.rows, m_audienceId);
}

QString ReviewDetailView::headingText() const
{
    return m_stack->currentWidget() == m_content ? m_heading->text() : m_hint->text();
}

QString ReviewDetailView::checksText() const
{
    QTextDocument document;
    document.setHtml(m_checks->text());
    return document.toPlainText();
}

} // namespace Audience::Ui
