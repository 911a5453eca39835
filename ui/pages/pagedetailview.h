#pragma once

#include "net/pagetypes.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace Audience::Models {
class Connection;
} // namespace Audience::Models

namespace Audience::Ui {

class ActionCardsSection;
class FooterLinksSection;
class PageActionsSection;
class PageAudiencesSection;
class PageLinksSection;
class PageOverviewSection;
class PagePreviewsSection;
class PageScriptsSection;

// Everything about one page, top to bottom: overview, search and social previews, its audiences,
// actions, action cards, footer links and scripts. Shows a hint when no page is chosen, a busy line
// while a page is fetched by ID, and the error with Retry when that failed.
class PageDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit PageDetailView(Models::Connection *connection, QWidget *parent = nullptr);

    void setPage(const Net::Page &page);
    void showLoading(const QString &pageId);
    void showError(const QString &pageId, const QString &message);
    void clear();

    std::optional<Net::Page> page() const { return m_page; }
    QString pageId() const { return m_page ? m_page->pageId : m_pendingId; }
    bool isShowingPage() const;

    // The sections exist from the first setPage() on (null before): a window that starts with no
    // page chosen does not pay for them before its first frame.
    PageOverviewSection *overview() const { return m_overview; }
    PagePreviewsSection *previews() const { return m_previews; }
    PageAudiencesSection *audiences() const { return m_audiences; }
    PageActionsSection *actions() const { return m_actions; }
    ActionCardsSection *actionCards() const { return m_cards; }
    FooterLinksSection *footerLinks() const { return m_footer; }
    PageScriptsSection *scripts() const { return m_scripts; }
    PageLinksSection *links() const { return m_links; }
    QScrollArea *scrollArea() const { return m_scroll; }
    // The column of sections inside the scroll area (for a full-length screenshot).
    QWidget *contentWidget() const;

signals:
    void openAudienceRequested(const QString &audienceId);
    void openAnalyticsRequested(const QString &pageId);
    // Retry after showError().
    void retryRequested(const QString &pageId);

private:
    void showMessage(const QString &title, const QString &text, bool busy, bool retry);
    void ensureSections();

    Models::Connection *m_connection;
    std::optional<Net::Page> m_page;
    QString m_pendingId;
    QStackedWidget *m_stack = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_message = nullptr;
    QLabel *m_messageTitle = nullptr;
    QLabel *m_messageText = nullptr;
    QWidget *m_busy = nullptr;
    QPushButton *m_retry = nullptr;
    PageOverviewSection *m_overview = nullptr;
    PagePreviewsSection *m_previews = nullptr;
    PageAudiencesSection *m_audiences = nullptr;
    PageActionsSection *m_actions = nullptr;
    ActionCardsSection *m_cards = nullptr;
    FooterLinksSection *m_footer = nullptr;
    PageScriptsSection *m_scripts = nullptr;
    PageLinksSection *m_links = nullptr;
};

} // namespace Audience::Ui
