#include "ui/workspace/audienceworkspaceview.h"

// The workspace on a narrow window: the conversation becomes the first of the side's tabs.

#include "ui/audiences/audiencedetailview.h"
#include "ui/workspace/versionpanel.h"

#include <QApplication>
#include <QLabel>
#include <QResizeEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

void AudienceWorkspaceView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Some room between the two widths, so a width near one of them does not switch back and forth.
    if (!m_narrow && width() < narrowBelow)
        setNarrow(true);
    else if (m_narrow && width() >= narrowBelow + 40)
        setNarrow(false);
    keepRoomForTheCard();
}

// Narrow: the conversation becomes the first of the side's tabs, so the window fits a 1024 px
// screen (the two columns side by side needed 1,068 px and more). Wide: beside the tabs again.
void AudienceWorkspaceView::setNarrow(bool narrow)
{
    m_narrow = narrow;
    const bool onConversation = m_tabs->currentWidget() == m_conversationColumn;
    // Moving the column moves the focus out of it: it comes back to where it was (the composer).
    QWidget *focused = QApplication::focusWidget();
    if (focused && !m_conversationColumn->isAncestorOf(focused))
        focused = nullptr;
    // Narrow: the audience's name and status above the tabs, whichever tab shows; wide: at the
    // top of the conversation column.
    if (narrow) {
        m_layout->insertWidget(0, m_header);
    } else {
        static_cast<QVBoxLayout *>(m_conversationColumn->layout())->insertWidget(0, m_header);
    }
    m_header->setVisible(m_conversationShown);
    if (narrow) {
        m_tabs->insertTab(0, m_conversationColumn, tr("Co&nversation"));
        m_tabs->setTabVisible(0, m_conversationShown);
        if (m_conversationShown && m_tabs->currentWidget() == m_detail)
            m_tabs->setCurrentWidget(m_conversationColumn);
    } else {
        m_tabs->removeTab(m_tabs->indexOf(m_conversationColumn));
        m_splitter->insertWidget(0, m_conversationColumn);
        m_splitter->setStretchFactor(0, 3);
        m_splitter->setStretchFactor(1, 2);
        m_conversationColumn->setVisible(m_conversationShown);
        if (onConversation)
            m_tabs->setCurrentWidget(m_versions);
    }
    if (focused) {
        if (narrow)
            m_tabs->setCurrentWidget(m_conversationColumn);
        focused->setFocus(Qt::OtherFocusReason);
    }
}

// Beside the conversation, the Versions tab is as wide from the start as its impact card will need
// (the panes do not jump when a publish shows it), as far as the workspace has room for it now and
// stays narrower than narrowBelow (so a narrower window can still make it narrow); as a tab of its
// own, or before it has a width (a place not shown yet), it needs no more than what it shows.
void AudienceWorkspaceView::keepRoomForTheCard()
{
    const int beside = m_conversationColumn->minimumSizeHint().width() + m_splitter->handleWidth();
    const int room = std::min(width(), narrowBelow - 1) - beside;
    m_versions->setCardRoom(m_narrow ? 0 : std::max(room, 0));
}

void AudienceWorkspaceView::showConversation(bool shown)
{
    m_conversationShown = shown;
    m_header->setVisible(shown);
    if (!m_narrow) {
        m_conversationColumn->setVisible(shown);
        return;
    }
    m_tabs->setTabVisible(m_tabs->indexOf(m_conversationColumn), shown);
    if (shown && m_tabs->currentWidget() == m_detail)
        m_tabs->setCurrentWidget(m_conversationColumn);
}

} // namespace Audience::Ui
