#include "ui/workspace/conversationview.h"

#include "models/workspace/conversationmodel.h"
#include "ui/workspace/messagedelegate.h"
#include "ui/workspace/messagedocument.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QScrollBar>
#include <QToolButton>

namespace Audience::Ui {

using Models::ConversationModel;

ConversationView::ConversationView(QWidget *parent)
    : QListView(parent)
{
    setObjectName(QStringLiteral("conversationView"));
    setAccessibleName(tr("Conversation with the editing agent"));
    m_delegate = new MessageDelegate(this);
    setItemDelegate(m_delegate);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    verticalScrollBar()->setSingleStep(24);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setResizeMode(QListView::Adjust);
    // A long conversation is measured in batches between paints: the first cards show at once.
    setLayoutMode(QListView::Batched);
    setBatchSize(40);
    setWordWrap(true);
    setMouseTracking(true);
    setFrameShape(QFrame::NoFrame);

    m_jump = new QToolButton(viewport());
    m_jump->setObjectName(QStringLiteral("jumpToLatest"));
    m_jump->setText(tr("↓ Jump to latest"));
    m_jump->setToolTip(tr("New messages arrived below (End)"));
    m_jump->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_jump->hide();
    connect(m_jump, &QToolButton::clicked, this, &ConversationView::jumpToLatest);

    QScrollBar *bar = verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) {
        if (m_adjusting)
            return;
        m_followLatest = value >= bar->maximum() - 4;
        if (m_followLatest)
            m_jump->hide();
    });
    // The content grew (new messages, a layout pass): stay at the end only if the user was there.
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (!m_followLatest)
            return;
        m_adjusting = true;
        bar->setValue(maximum);
        m_adjusting = false;
    });
    connect(m_delegate, &MessageDelegate::sizeChanged, this, [this] { scheduleDelayedItemsLayout(); });
    connect(m_delegate, &MessageDelegate::anchorActivated, this, [this](const QModelIndex &index, const QString &anchor) {
        const QString clientId = index.data(ConversationModel::ClientMessageIdRole).toString();
        if (anchor == MessageDocument::anchorRetry)
            emit retryRequested(clientId);
        else if (anchor == MessageDocument::anchorEdit)
            emit editRequested(clientId);
        else if (anchor == MessageDocument::anchorDiscard)
            emit discardRequested(clientId);
    });
}

void ConversationView::setModel(QAbstractItemModel *model)
{
    if (this->model())
        disconnect(this->model(), nullptr, this, nullptr);
    QListView::setModel(model);
    if (!model)
        return;
    connect(model, &QAbstractItemModel::rowsInserted, this, &ConversationView::onRowsArrived);
    connect(model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        for (int row = from.row(); row <= to.row(); ++row)
            m_delegate->invalidate(this->model()->index(row, 0));
        scheduleDelayedItemsLayout();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        // Another conversation: it opens at its newest message.
        m_delegate->invalidateAll();
        m_followLatest = true;
        m_jump->hide();
    });
}

void ConversationView::onRowsArrived()
{
    if (m_followLatest)
        return; // rangeChanged keeps the view at the end
    m_jump->show();
    placeJumpButton();
}

void ConversationView::jumpToLatest()
{
    m_followLatest = true;
    m_jump->hide();
    scrollToBottom();
    if (model() && model()->rowCount() > 0)
        setCurrentIndex(model()->index(model()->rowCount() - 1, 0));
}

void ConversationView::placeJumpButton()
{
    m_jump->adjustSize();
    const QRect area = viewport()->rect();
    m_jump->move(area.center().x() - m_jump->width() / 2, area.bottom() - m_jump->height() - 12);
    m_jump->raise();
}

void ConversationView::resizeEvent(QResizeEvent *event)
{
    // Each card's text is laid out for its width; the delegate measures again what it is asked
    // for at a new width (its caches are keyed by width).
    QListView::resizeEvent(event);
    placeJumpButton();
}

QString ConversationView::currentMarkdown() const
{
    const QModelIndex index = currentIndex();
    return index.isValid() ? MessageDocument::toMarkdown(index.data(ConversationModel::MessageRole).value<Net::Message>()) : QString();
}

void ConversationView::copyCurrent(bool idOnly)
{
    const QModelIndex index = currentIndex();
    if (!index.isValid())
        return;
    QApplication::clipboard()->setText(idOnly ? index.data(ConversationModel::MessageIdRole).toString() : currentMarkdown());
}

void ConversationView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex index = indexAt(event->pos());
    if (!index.isValid())
        return;
    setCurrentIndex(index);
    QMenu menu(this);
    menu.addAction(tr("Copy as Markdown"), QKeySequence::Copy, this, [this] { copyCurrent(false); });
    QAction *copyId = menu.addAction(tr("Copy Message ID"), this, [this] { copyCurrent(true); });
    copyId->setEnabled(!index.data(ConversationModel::MessageIdRole).toString().isEmpty());
    menu.exec(event->globalPos());
}

void ConversationView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copyCurrent(false);
        return;
    }
    if (event->key() == Qt::Key_End && event->modifiers() == Qt::NoModifier) {
        jumpToLatest();
        return;
    }
    QListView::keyPressEvent(event);
}

void ConversationView::mouseMoveEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    bool overLink = false;
    if (index.isValid()) {
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        option.rect = visualRect(index);
        overLink = !m_delegate->anchorAt(option, index, event->position().toPoint()).isEmpty();
    }
    viewport()->setCursor(overLink ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QListView::mouseMoveEvent(event);
}

} // namespace Audience::Ui
