#include "ui/workspace/messagedelegate.h"

#include "models/workspace/conversationmodel.h"

#include <QAbstractTextDocumentLayout>
#include <QMouseEvent>
#include <QPainter>
#include <QTextDocument>

namespace Audience::Ui {

using Models::ConversationModel;

namespace {

bool isUser(const QModelIndex &index)
{
    return index.data(ConversationModel::RoleNameRole).toString() == QLatin1StringView("user");
}

} // namespace

MessageDelegate::MessageDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_documents(cacheSize)
{
}

QString MessageDelegate::keyOf(const QModelIndex &index)
{
    const QString id = index.data(ConversationModel::MessageIdRole).toString();
    if (!id.isEmpty())
        return id;
    const QString clientId = index.data(ConversationModel::ClientMessageIdRole).toString();
    return clientId.isEmpty() ? QStringLiteral("row:%1").arg(index.row()) : QStringLiteral("out:") + clientId;
}

int MessageDelegate::textWidth(const QStyleOptionViewItem &option, const QModelIndex &index)
{
    const int indent = isUser(index) ? userIndent : 0;
    return qMax(120, option.rect.width() - 2 * margin - 2 * margin - indent);
}

QRect MessageDelegate::cardRect(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int indent = isUser(index) ? userIndent : 0;
    return option.rect.adjusted(margin + indent, margin / 2, -margin, -margin / 2);
}

QTextDocument *MessageDelegate::cachedDocument(const QString &key, int width) const
{
    const LaidOut *cached = m_documents.object(key);
    return cached && cached->width == width ? cached->document.get() : nullptr;
}

std::unique_ptr<QTextDocument> MessageDelegate::buildDocument(const QStyleOptionViewItem &option, const QModelIndex &index,
                                                              const QString &key, int width) const
{
    auto document = std::make_unique<QTextDocument>();
    // Built once and only drawn: an undo history of its construction would be kept for nothing.
    document->setUndoRedoEnabled(false);
    document->setDefaultFont(option.font);
    MessageContent content{index.data(ConversationModel::MessageRole).value<Net::Message>(),
                           index.data(ConversationModel::TimestampRole).toDateTime(),
                           index.data(ConversationModel::OutgoingStateRole).toInt(),
                           index.data(ConversationModel::ErrorTextRole).toString(),
                           index.data(ConversationModel::NotConfirmedRole).toBool()};
    MessageDocument::build(*document, content, m_expansions.value(key), option.palette, width);
    return document;
}

QTextDocument *MessageDelegate::documentFor(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString key = keyOf(index);
    const int width = textWidth(option, index);
    if (QTextDocument *cached = cachedDocument(key, width))
        return cached;
    auto *laidOut = new LaidOut{buildDocument(option, index, key, width), width};
    QTextDocument *document = laidOut->document.get();
    m_documents.insert(key, laidOut);
    return document;
}

QSize MessageDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString key = keyOf(index);
    const int width = textWidth(opt, index);
    if (const auto known = m_heights.constFind(key); known != m_heights.constEnd() && known->first == width)
        return {option.rect.width(), known->second};
    // Measured, not kept: a layout pass asks for every row, and only the rows painted keep their
    // document (a document kept per message was most of a conversation's memory, issue 43).
    qreal documentHeight = 0;
    if (const QTextDocument *cached = cachedDocument(key, width))
        documentHeight = cached->size().height();
    else
        documentHeight = buildDocument(opt, index, key, width)->size().height();
    const int height = int(documentHeight) + 2 * margin + margin;
    m_heights.insert(key, {width, height});
    return {option.rect.width(), height};
}

void MessageDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QTextDocument *document = documentFor(opt, index);
    const QRect card = cardRect(opt, index);
    const bool user = isUser(index);
    const bool selected = opt.state & QStyle::State_Selected;
    const bool focused = opt.state & QStyle::State_HasFocus;

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor fill = opt.palette.color(user ? QPalette::AlternateBase : QPalette::Base);
    if (selected)
        fill = opt.palette.color(QPalette::Highlight).lighter(185);
    painter->setPen(QPen(opt.palette.color(focused ? QPalette::Highlight : QPalette::Mid), focused ? 2 : 1));
    painter->setBrush(fill);
    painter->drawRoundedRect(QRectF(card).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    if (user) { // a band on the left: the user's own words, also told apart by the "You" header
        painter->setPen(Qt::NoPen);
        painter->setBrush(opt.palette.color(QPalette::Highlight));
        painter->drawRoundedRect(QRect(card.left(), card.top(), 4, card.height()), 2, 2);
    }
    painter->translate(card.topLeft() + QPoint(margin, margin));
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = opt.palette;
    context.palette.setColor(QPalette::Text, opt.palette.color(QPalette::Text));
    context.clip = QRectF(0, 0, card.width(), card.height());
    document->documentLayout()->draw(painter, context);
    painter->restore();
}

QString MessageDelegate::anchorAt(const QStyleOptionViewItem &option, const QModelIndex &index, const QPoint &pos) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QTextDocument *document = documentFor(opt, index);
    const QPoint inDocument = pos - cardRect(opt, index).topLeft() - QPoint(margin, margin);
    return document->documentLayout()->anchorAt(inDocument);
}

bool MessageDelegate::editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                                  const QModelIndex &index)
{
    if (event->type() != QEvent::MouseButtonRelease)
        return QStyledItemDelegate::editorEvent(event, model, option, index);
    const auto *mouse = static_cast<QMouseEvent *>(event);
    if (mouse->button() != Qt::LeftButton)
        return false;
    const QString anchor = anchorAt(option, index, mouse->position().toPoint());
    if (anchor.isEmpty())
        return false;
    const QString key = keyOf(index);
    MessageExpansion expansion = m_expansions.value(key);
    if (anchor == MessageDocument::anchorReasoning)
        expansion.reasoning = !expansion.reasoning;
    else if (anchor == MessageDocument::anchorToolCalls)
        expansion.toolCalls = !expansion.toolCalls;
    else if (anchor.startsWith(MessageDocument::anchorChanges))
        expansion.longChanges = !expansion.longChanges;
    else {
        emit anchorActivated(index, anchor);
        return true;
    }
    setExpansion(key, expansion);
    emit sizeChanged(index);
    return true;
}

void MessageDelegate::setExpansion(const QString &key, const MessageExpansion &expansion)
{
    m_expansions.insert(key, expansion);
    m_documents.remove(key);
    m_heights.remove(key);
}

void MessageDelegate::invalidate(const QModelIndex &index)
{
    const QString key = keyOf(index);
    m_documents.remove(key);
    m_heights.remove(key);
}

void MessageDelegate::invalidateAll()
{
    m_documents.clear();
    m_heights.clear();
}

} // namespace Audience::Ui
