#pragma once

#include <QListView>

class QToolButton;

namespace Audience::Ui {

class MessageDelegate;

// The conversation as a list of message cards (MessageDelegate). It stays where the user put it:
// new messages scroll it only while it shows the latest one; when the user has scrolled up, a
// "Jump to latest" button appears instead. Up/Down move between messages; the context menu (and
// Ctrl+C) copies a message as Markdown or its ID.
class ConversationView : public QListView
{
    Q_OBJECT
public:
    explicit ConversationView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    MessageDelegate *messageDelegate() const { return m_delegate; }
    QToolButton *jumpButton() const { return m_jump; }
    // True while the view follows the newest message.
    bool isFollowingLatest() const { return m_followLatest; }
    void jumpToLatest();
    // The Markdown of the current message, as Copy puts it on the clipboard.
    QString currentMarkdown() const;

signals:
    void retryRequested(const QString &clientMessageId);
    void discardRequested(const QString &clientMessageId);
    void editRequested(const QString &clientMessageId);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void placeJumpButton();
    void onRowsArrived();
    void copyCurrent(bool idOnly);

    MessageDelegate *m_delegate = nullptr;
    QToolButton *m_jump = nullptr;
    bool m_followLatest = true;
    bool m_adjusting = false; // the view moves the scroll bar itself: not the user scrolling up
};

} // namespace Audience::Ui
