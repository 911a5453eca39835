#include "ui/workspace/contextpanel.h"

#include "ui/common/htmltext.h"

#include "ui/workspace/changecards.h"
#include "ui/workspace/previewcomparison.h"
#include "ui/workspace/whatgoesliveview.h"

#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QToolButton>

#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

const QString pageScheme = QStringLiteral("page");
const QString agentStepsScheme = QStringLiteral("agentsteps");

} // namespace

ContextPanel::ContextPanel(QWidget *parent, Models::ShareImageLoader *images)
    : QWidget(parent)
    , m_images(images)
{
    setObjectName(QStringLiteral("contextPanel"));
    // What goes live first, then the context it changes: made in that order, the order Tab takes.
    m_whatGoesLive = new WhatGoesLiveView(this);
    m_whatGoesLive->setObjectName(QStringLiteral("contextWhatGoesLive"));
    m_whatGoesLive->scrollArea()->setFrameShape(QFrame::NoFrame);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("contextBrowser"));
    m_browser->setAccessibleName(tr("The audience's context"));
    m_browser->setOpenLinks(false);
    m_browser->setFrameShape(QFrame::NoFrame);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == pageScheme) {
            emit openPageRequested(url.path());
            return;
        }
        if (url.scheme() != agentStepsScheme)
            return;
        m_agentStepsOpen = !m_agentStepsOpen;
        const int scroll = m_browser->verticalScrollBar()->value();
        render();
        m_browser->verticalScrollBar()->setValue(scroll); // opening steps keeps the reader's place
    });
    // The previews above their toggle, made in that order: Tab follows reading order.
    m_previewsScroll = new QScrollArea(this);
    m_previewsScroll->setObjectName(QStringLiteral("contextPreviews"));
    m_previewsScroll->setAccessibleName(tr("Previews, live and after publishing"));
    m_previewsScroll->setWidgetResizable(true);
    m_previewsScroll->setFrameShape(QFrame::NoFrame);
    m_previewsScroll->hide();
    m_previewsToggle = new QToolButton(this);
    m_previewsToggle->setObjectName(QStringLiteral("contextPreviewsToggle"));
    m_previewsToggle->setAccessibleName(tr("Search and social previews"));
    m_previewsToggle->setText(tr("Search and social previews, live and after"));
    m_previewsToggle->setCheckable(true);
    m_previewsToggle->setAutoRaise(true);
    m_previewsToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_previewsToggle->setArrowType(Qt::RightArrow);
    connect(m_previewsToggle, &QToolButton::toggled, this, &ContextPanel::showPreviews);
    // What goes live over the context, sharing the space the previews leave (most to what goes live).
    auto *reading = new QSplitter(Qt::Vertical, this);
    reading->setChildrenCollapsible(false);
    reading->addWidget(m_whatGoesLive);
    reading->addWidget(m_browser);
    reading->setStretchFactor(0, 3);
    reading->setStretchFactor(1, 2);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(reading);
    splitter->addWidget(m_previewsScroll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_previewsToggle, 0, Qt::AlignLeft);
    clear();
}

void ContextPanel::clear()
{
    m_loaded = false;
    m_readProblem.clear();
    m_whatGoesLive->setNote({});
    m_whatGoesLive->clear();
    m_agentStepsOpen = false;
    m_browser->setHtml(QStringLiteral("<p>%1</p>").arg(tr("The context appears once the conversation has loaded.")));
}

void ContextPanel::setContext(const Net::ConversationContext &context, const QString &pageName,
                              const QList<Net::Change> &pendingChanges)
{
    if (context.audienceId.value() != m_context.audienceId.value())
        m_agentStepsOpen = false;
    m_context = context;
    m_pageName = pageName;
    m_pendingChanges = pendingChanges;
    m_loaded = true;
    const int scroll = m_browser->verticalScrollBar()->value();
    render();
    m_browser->verticalScrollBar()->setValue(scroll);
    const auto rows = Models::NetChanges::compute(m_context, m_pendingChanges);
    showWhatGoesLive(rows);
    if (m_previews)
        m_previews->setDraft(m_page, rows);
}

void ContextPanel::setPage(const Net::Page &page)
{
    m_page = page;
    if (m_previews && m_loaded)
        m_previews->setDraft(m_page, Models::NetChanges::compute(m_context, m_pendingChanges));
}

void ContextPanel::showPreviews(bool shown)
{
    m_previewsToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    if (shown && !m_previews) {
        // Made when first opened: a preview nobody looks at costs nothing and loads no image.
        m_previews = new PreviewComparison(m_images);
        m_previewsScroll->setWidget(m_previews);
        m_previews->setDraft(m_page, Models::NetChanges::compute(m_context, m_pendingChanges));
    }
    m_previewsScroll->setVisible(shown);
}

void ContextPanel::setReadProblem(const QString &why)
{
    if (m_readProblem == why)
        return;
    m_readProblem = why;
    if (m_loaded)
        showWhatGoesLive(Models::NetChanges::compute(m_context, m_pendingChanges));
}

void ContextPanel::showWhatGoesLive(const QList<Models::FieldNetChange> &rows)
{
    const int changing = Models::NetChanges::changingCount(rows);
    QString note;
    if (!m_pendingChanges.isEmpty()) // else the pane says that nothing is pending
        note = changing == 0 ? tr("Publishing now would change nothing a visitor sees.")
                             : tr("%n field(s) would change for every visitor of this audience.", nullptr, changing);
    if (!m_readProblem.isEmpty()) // as last read: never taken for what goes live now
        note = tr("As last read: the conversation could not be read again (%1).").arg(m_readProblem)
               + (note.isEmpty() ? QString() : u' ' + note);
    m_whatGoesLive->setNote(note);
    m_whatGoesLive->setRows(rows, m_context.audienceId.value());
}

QString ContextPanel::agentStepsHtml() const
{
    if (m_pendingChanges.isEmpty())
        return {};
    // The raw list, as the agent made it, one card per step.
    QString html = QStringLiteral("<p><a href=\"%1:\">%2 %3</a></p>")
                       .arg(agentStepsScheme, m_agentStepsOpen ? QStringLiteral("▾") : QStringLiteral("▸"),
                            tr("Agent's steps (%n)", nullptr, int(m_pendingChanges.size())).toHtmlEscaped());
    if (m_agentStepsOpen)
        html += ChangeCards::html(m_pendingChanges, palette(), true);
    return html;
}

void ContextPanel::render()
{
    if (!m_loaded)
        return;
    const Net::ConversationContext &context = m_context;
    const QString &pageName = m_pageName;
    const QString muted = palette().color(QPalette::PlaceholderText).name();
    const QString none = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(muted, tr("(none)"));
    const auto section = [&](const QString &title, const QString &body) {
        return QStringLiteral("<h4 style=\"margin-bottom:2px\">%1</h4><div>%2</div>").arg(title.toHtmlEscaped(), body);
    };
    const auto text = [&](const QString &value) { return value.isEmpty() ? none : HtmlText::escapedLines(value); };
    QString html = agentStepsHtml();
    html += section(tr("Supplementary context"), text(context.currentSupplementaryContext.value()));
    html += section(tr("Meta title"), text(context.currentMetaTitle.value()));
    html += section(tr("Meta description"), text(context.currentMetaDescription.value()));
    // The keywords come as one string; shown as chips, split at commas.
    QStringList chips;
    for (const QString &keyword : context.currentMetaKeywords.value().split(u',', Qt::SkipEmptyParts)) {
        if (!keyword.trimmed().isEmpty())
            chips.append(QStringLiteral("<span style=\"background-color:%1\">&nbsp;%2&nbsp;</span>")
                             .arg(palette().color(QPalette::AlternateBase).name(), keyword.trimmed().toHtmlEscaped()));
    }
    html += section(tr("Meta keywords"), chips.isEmpty() ? none : chips.join(QStringLiteral(" ")));
    const QString pageId = context.pageId.value();
    QString pageBody = text(context.pageContext.value());
    if (!pageId.isEmpty()) {
        QUrl url;
        url.setScheme(pageScheme);
        url.setPath(pageId);
        pageBody = QStringLiteral("<a href=\"%1\">%2</a><br>").arg(url.toString().toHtmlEscaped(),
                                                                   (pageName.isEmpty() ? pageId : pageName).toHtmlEscaped())
                   + pageBody;
    }
    html += section(tr("Page context"), pageBody);
    m_browser->setHtml(html);
}

} // namespace Audience::Ui
