#include "ui/pages/pagedetailview.h"

#include "ui/common/verticalscrollarea.h"
#include "ui/common/wraplabel.h"

#include "ui/pages/actioncardssection.h"
#include "ui/pages/footerlinkssection.h"
#include "ui/pages/pageactionssection.h"
#include "ui/pages/pageaudiencessection.h"
#include "ui/pages/pageoverviewsection.h"
#include "ui/pages/pagepreviewssection.h"
#include "ui/pages/pagescriptssection.h"
#include "ui/pagelinks/pagelinkssection.h"

#include <QFrame>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

QFrame *makeRule(QWidget *parent)
{
    auto *rule = new QFrame(parent);
    rule->setFrameShape(QFrame::HLine);
    rule->setFrameShadow(QFrame::Sunken);
    return rule;
}

} // namespace

PageDetailView::PageDetailView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("pageDetailView"));
    // Up and down only: the pane is as wide as its content's narrowest, and the list beside it
    // gives up that room (it scrolled sideways and cut the Analytics button and the values).
    m_scroll = new VerticalScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("pageDetailScroll"));
    m_scroll->setAccessibleName(tr("Page details"));
    m_scroll->setFrameShape(QFrame::NoFrame);

    m_message = new QWidget(this);
    m_messageTitle = new QLabel(m_message);
    m_messageTitle->setObjectName(QStringLiteral("detailMessageTitle"));
    m_messageTitle->setAlignment(Qt::AlignCenter);
    QFont bold = m_messageTitle->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_messageTitle->setFont(bold);
    m_messageText = new WrapLabel(m_message); // wraps, and remembers its heights for the layouts above
    m_messageText->setAlignment(Qt::AlignCenter);
    m_messageText->setEnabled(false);
    auto *busy = new QProgressBar(m_message);
    busy->setRange(0, 0);
    busy->setTextVisible(false);
    busy->setFixedSize(140, 8);
    m_busy = busy;
    m_retry = new QPushButton(tr("Retry"), m_message);
    m_retry->setObjectName(QStringLiteral("detailRetryButton"));
    connect(m_retry, &QPushButton::clicked, this, [this] { emit retryRequested(m_pendingId); });
    auto *messageLayout = new QVBoxLayout(m_message);
    messageLayout->addStretch(1);
    messageLayout->addWidget(m_busy, 0, Qt::AlignHCenter);
    messageLayout->addWidget(m_messageTitle);
    messageLayout->addWidget(m_messageText);
    messageLayout->addWidget(m_retry, 0, Qt::AlignHCenter);
    messageLayout->addStretch(2);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_message);
    m_stack->addWidget(m_scroll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    clear();
}

void PageDetailView::ensureSections()
{
    if (m_overview)
        return;
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("pageDetailContent"));
    m_overview = new PageOverviewSection(content);
    connect(m_overview, &PageOverviewSection::analyticsRequested, this, [this] {
        if (m_page)
            emit openAnalyticsRequested(m_page->pageId);
    });
    m_previews = new PagePreviewsSection(content);
    m_audiences = new PageAudiencesSection(m_connection, content);
    m_actions = new PageActionsSection(content);
    m_cards = new ActionCardsSection(content);
    m_footer = new FooterLinksSection(content);
    m_scripts = new PageScriptsSection(content);
    m_links = new PageLinksSection(m_connection, content);
    connect(m_links, &PageLinksSection::openAudienceRequested, this, &PageDetailView::openAudienceRequested);
    connect(m_audiences, &PageAudiencesSection::openAudienceRequested, this, &PageDetailView::openAudienceRequested);

    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(18, 14, 18, 18);
    column->setSpacing(8);
    column->addWidget(m_overview);
    const QList<QWidget *> sections{m_previews, m_audiences, m_links, m_actions, m_cards, m_footer, m_scripts};
    for (QWidget *section : sections) {
        column->addWidget(makeRule(content));
        column->addWidget(section);
    }
    column->addStretch(1);
    m_scroll->setWidget(content);
}

void PageDetailView::setPage(const Net::Page &page)
{
    ensureSections();
    const bool samePage = m_page && m_page->pageId == page.pageId;
    m_page = page;
    m_pendingId.clear();
    m_overview->setPage(page);
    m_previews->setPage(page);
    m_audiences->setPage(page);
    m_actions->setPage(page);
    m_cards->setPage(page);
    m_footer->setPage(page);
    m_scripts->setPage(page);
    m_links->setPage(page);
    m_stack->setCurrentWidget(m_scroll);
    if (!samePage)
        m_scroll->verticalScrollBar()->setValue(0);
}

void PageDetailView::showLoading(const QString &pageId)
{
    m_page.reset();
    m_pendingId = pageId;
    showMessage(tr("Loading page…"), pageId, true, false);
}

void PageDetailView::showError(const QString &pageId, const QString &message)
{
    m_page.reset();
    m_pendingId = pageId;
    showMessage(tr("Could not load the page"), message, false, true);
}

void PageDetailView::clear()
{
    m_page.reset();
    m_pendingId.clear();
    if (m_audiences)
        m_audiences->clear();
    showMessage(tr("No page selected"), tr("Choose a page in the list to see its overview, previews, audiences, actions and scripts."),
                false, false);
}

bool PageDetailView::isShowingPage() const
{
    return m_stack->currentWidget() == m_scroll;
}

QWidget *PageDetailView::contentWidget() const
{
    return m_scroll->widget();
}

void PageDetailView::showMessage(const QString &title, const QString &text, bool busy, bool retry)
{
    m_messageTitle->setText(title);
    m_messageText->setText(text);
    m_messageText->setVisible(!text.isEmpty());
    m_busy->setVisible(busy);
    m_retry->setVisible(retry);
    m_stack->setCurrentWidget(m_message);
}

} // namespace Audience::Ui
