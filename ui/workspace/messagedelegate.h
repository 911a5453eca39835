#pragma once

#include "ui/workspace/messagedocument.h"

#include <QCache>
#include <QHash>
#include <QStyledItemDelegate>
#include <QTextDocument>

#include <memory>

namespace Audience::Ui {

// Draws a conversation message (MessageDocument) in a card: the user's messages set off from the
// agent's by a band and an indent as well as by the name in their header. The laid-out document of
// each message is cached, so scrolling does not lay text out again; a message's document is made
// anew only when its data, its expansion or the width changes. Links in a message are followed
// here: the expansion toggles at once, the rest is announced (anchorActivated).
class MessageDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr int margin = 10;
    static constexpr int userIndent = 48;
    // Documents kept laid out, of the rows painted last (a few screens: the pane of a 760 px
    // high window shows about 5 rows); a long conversation lays out again only what scrolls back
    // in. Heights are kept for every row without their document. A document costs ~15 kB
    // (QTextDocument's own tables are ~7 kB before any text), so 60 of them were ~0.9 MB (issue 43).
    static constexpr int cacheSize = 24;

    explicit MessageDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;

    // Forgets the laid-out document of a row (its data changed), or of all.
    void invalidate(const QModelIndex &index);
    void invalidateAll();
    // What the user opened in a message, by its key (keyOf()).
    MessageExpansion expansion(const QString &key) const { return m_expansions.value(key); }
    void setExpansion(const QString &key, const MessageExpansion &expansion);
    static QString keyOf(const QModelIndex &index);
    // The link under `pos` (view coordinates) in the message at `index`, if any.
    QString anchorAt(const QStyleOptionViewItem &option, const QModelIndex &index, const QPoint &pos) const;

signals:
    // A link that is not an expansion toggle (Retry, Edit) was clicked in this row.
    void anchorActivated(const QModelIndex &index, const QString &anchor);
    // A message grew or shrank (an expansion): the view lays its rows out again.
    void sizeChanged(const QModelIndex &index);

private:
    QTextDocument *documentFor(const QStyleOptionViewItem &option, const QModelIndex &index) const;
    QTextDocument *cachedDocument(const QString &key, int width) const;
    std::unique_ptr<QTextDocument> buildDocument(const QStyleOptionViewItem &option, const QModelIndex &index,
                                                 const QString &key, int width) const;
    QRect cardRect(const QStyleOptionViewItem &option, const QModelIndex &index) const;
    static int textWidth(const QStyleOptionViewItem &option, const QModelIndex &index);

    struct LaidOut
    {
        std::unique_ptr<QTextDocument> document;
        int width = 0; // the text width it was laid out for
    };
    mutable QCache<QString, LaidOut> m_documents;
    // Every message's height at the width it was measured for: a layout pass over a long
    // conversation asks for all of them, and only the few on screen need their document.
    mutable QHash<QString, QPair<int, int>> m_heights; // key → (width, height)
    QHash<QString, MessageExpansion> m_expansions;
};

} // namespace Audience::Ui
