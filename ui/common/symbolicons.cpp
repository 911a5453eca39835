#include "ui/common/symbolicons.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmapCache>

#include <cmath>

namespace Audience::Ui {

namespace {

// Every symbol is drawn on a 16 × 16 grid, scaled to the size asked for.
constexpr qreal gridSize = 16.0;
constexpr qreal strokeWidth = 1.5;

QPainterPath arrowPath(bool pointsLeft)
{
    const auto x = [pointsLeft](qreal gridX) { return pointsLeft ? gridX : gridSize - gridX; };
    QPainterPath path;
    path.moveTo(x(13), 8);
    path.lineTo(x(3.5), 8);
    path.moveTo(x(7.5), 4);
    path.lineTo(x(3.5), 8);
    path.lineTo(x(7.5), 12);
    return path;
}

// Most of a circle running clockwise from the upper right round to the top, open between the two,
// with the arrowhead at the top pointing on round: the usual "reload".
QPainterPath reloadPath(QPainterPath *arrowHead)
{
    const QRectF circle(3, 3, 10, 10);
    constexpr qreal startDegrees = 30;
    constexpr qreal sweepDegrees = -300; // negative: clockwise
    QPainterPath path;
    path.arcMoveTo(circle, startDegrees);
    path.arcTo(circle, startDegrees, sweepDegrees);

    // A point at angle a sits at (cos a, -sin a) in y-down coordinates; running clockwise (a
    // falling) it heads along (sin a, cos a).
    const qreal end = qDegreesToRadians(startDegrees + sweepDegrees);
    const QPointF endPoint = path.currentPosition();
    const QPointF heading(std::sin(end), std::cos(end));
    const QPointF across(heading.y(), -heading.x());
    constexpr qreal headLength = 3.0;
    arrowHead->moveTo(endPoint + heading * headLength);
    arrowHead->lineTo(endPoint + across * (headLength * 0.8));
    arrowHead->lineTo(endPoint - across * (headLength * 0.8));
    arrowHead->closeSubpath();
    return path;
}

QPainterPath personPath(qreal centreX, qreal headY, qreal scale)
{
    QPainterPath path;
    path.addEllipse(QPointF(centreX, headY), 2.5 * scale, 2.5 * scale);
    const QRectF shoulders(centreX - 5 * scale, headY + 4 * scale, 10 * scale, 9 * scale);
    path.arcMoveTo(shoulders, 0);
    path.arcTo(shoulders, 0, 180);
    path.closeSubpath();
    return path;
}

// One painter per symbol, on the 16 × 16 grid with the pen set; the table below says which is which.

void drawBack(QPainter &painter)
{
    painter.drawPath(arrowPath(true));
}

void drawForward(QPainter &painter)
{
    painter.drawPath(arrowPath(false));
}

void drawReload(QPainter &painter)
{
    QPainterPath head;
    painter.drawPath(reloadPath(&head));
    painter.setBrush(painter.pen().color());
    painter.drawPath(head);
}

void drawSearch(QPainter &painter)
{
    painter.drawEllipse(QPointF(6.8, 6.8), 4.3, 4.3);
    painter.drawLine(QPointF(10, 10), QPointF(13.5, 13.5));
}

// A sheet with its corner folded, and two lines of text.
void drawPage(QPainter &painter)
{
    QPainterPath sheet;
    sheet.moveTo(3.5, 1.5);
    sheet.lineTo(9.5, 1.5);
    sheet.lineTo(12.5, 4.5);
    sheet.lineTo(12.5, 14.5);
    sheet.lineTo(3.5, 14.5);
    sheet.closeSubpath();
    sheet.moveTo(9.5, 1.5);
    sheet.lineTo(9.5, 4.5);
    sheet.lineTo(12.5, 4.5);
    sheet.moveTo(6, 8);
    sheet.lineTo(10, 8);
    sheet.moveTo(6, 11);
    sheet.lineTo(10, 11);
    painter.drawPath(sheet);
}

void drawAudience(QPainter &painter)
{
    painter.drawPath(personPath(8, 4.5, 1.0));
}

void drawAudiences(QPainter &painter)
{
    // The person behind is drawn first, then rubbed out where the one in front stands.
    painter.drawPath(personPath(10.5, 4, 0.8));
    const QPainterPath front = personPath(6, 6, 0.85);
    painter.save();
    painter.setCompositionMode(QPainter::CompositionMode_Clear);
    QPen gap = painter.pen();
    gap.setWidthF(strokeWidth * 2.5);
    painter.setPen(gap);
    painter.setBrush(Qt::black);
    painter.drawPath(front);
    painter.restore();
    painter.drawPath(front);
}

void drawClose(QPainter &painter)
{
    painter.drawLine(QPointF(4, 4), QPointF(12, 12));
    painter.drawLine(QPointF(12, 4), QPointF(4, 12));
}

// A person beside the lines of a contact card.
void drawPerson(QPainter &painter)
{
    painter.drawPath(personPath(5.5, 4.5, 0.8));
    painter.drawLine(QPointF(11, 6), QPointF(14.5, 6));
    painter.drawLine(QPointF(11, 9), QPointF(14.5, 9));
    painter.drawLine(QPointF(11, 12), QPointF(13.5, 12));
}

// A building: the outline, a row of windows on each floor, a door.
void drawAccount(QPainter &painter)
{
    painter.drawRect(QRectF(3.5, 2, 9, 12.5));
    painter.drawLine(QPointF(1.5, 14.5), QPointF(14.5, 14.5));
    for (const qreal y : {4.5, 7.5}) {
        painter.drawLine(QPointF(6, y), QPointF(6.5, y));
        painter.drawLine(QPointF(9.5, y), QPointF(10, y));
    }
    painter.drawRect(QRectF(7, 10.5, 2, 4));
}

// An open book: two pages meeting at the spine.
void drawTopic(QPainter &painter)
{
    QPainterPath book;
    book.moveTo(8, 4);
    book.cubicTo(6, 2.5, 3.5, 2.5, 1.5, 3.5);
    book.lineTo(1.5, 13);
    book.cubicTo(3.5, 12, 6, 12, 8, 13.5);
    book.cubicTo(10, 12, 12.5, 12, 14.5, 13);
    book.lineTo(14.5, 3.5);
    book.cubicTo(12.5, 2.5, 10, 2.5, 8, 4);
    book.lineTo(8, 13.5);
    painter.drawPath(book);
}

// Two rounded links, linked on the diagonal.
void drawLink(QPainter &painter)
{
    painter.save();
    painter.translate(8, 8);
    painter.rotate(-45);
    painter.drawRoundedRect(QRectF(-7, -2.5, 8, 5), 2.5, 2.5);
    painter.drawRoundedRect(QRectF(-1, -2.5, 8, 5), 2.5, 2.5);
    painter.restore();
}

// A bolt coming down into an open tray.
void drawWebhook(QPainter &painter)
{
    QPainterPath bolt;
    bolt.moveTo(9.5, 1);
    bolt.lineTo(5.5, 7);
    bolt.lineTo(8.5, 7);
    bolt.lineTo(6.5, 11);
    bolt.lineTo(10.5, 5.5);
    bolt.lineTo(7.5, 5.5);
    bolt.closeSubpath();
    painter.drawPath(bolt);
    QPainterPath tray;
    tray.moveTo(1.5, 10);
    tray.lineTo(1.5, 14.5);
    tray.lineTo(14.5, 14.5);
    tray.lineTo(14.5, 10);
    painter.drawPath(tray);
}

// A clock at the upper left, the lines of a list beside and below it: a journal.
void drawActivity(QPainter &painter)
{
    painter.drawEllipse(QRectF(1.5, 1.5, 7, 7));
    painter.drawLine(QPointF(5, 3.5), QPointF(5, 5));
    painter.drawLine(QPointF(5, 5), QPointF(6.5, 6));
    painter.drawLine(QPointF(10.5, 3.5), QPointF(14.5, 3.5));
    painter.drawLine(QPointF(10.5, 7), QPointF(14.5, 7));
    painter.drawLine(QPointF(1.5, 11), QPointF(14.5, 11));
    painter.drawLine(QPointF(1.5, 14.5), QPointF(14.5, 14.5));
}

// Three bars of rising height on a base line.
void drawAnalytics(QPainter &painter)
{
    painter.drawLine(QPointF(2, 14.5), QPointF(14, 14.5));
    painter.drawRect(QRectF(3.5, 9, 2.5, 5.5));
    painter.drawRect(QRectF(7, 5.5, 2.5, 9));
    painter.drawRect(QRectF(10.5, 2, 2.5, 12.5));
}

// Three lines of a list, a tick before each: drafts looked over one by one.
void drawReview(QPainter &painter)
{
    for (const double y : {3.5, 8.0, 12.5}) {
        painter.drawLine(QPointF(1.5, y), QPointF(3, y + 1.5));
        painter.drawLine(QPointF(3, y + 1.5), QPointF(5.5, y - 1.5));
        painter.drawLine(QPointF(7.5, y), QPointF(14.5, y));
    }
}

// The table of shapes: a new symbol is a painter above and a row here.
struct Shape
{
    Symbol symbol;
    void (*draw)(QPainter &painter);
};

constexpr Shape shapes[] = {
    {Symbol::Back, drawBack},           {Symbol::Forward, drawForward},     {Symbol::Reload, drawReload},
    {Symbol::Search, drawSearch},       {Symbol::Page, drawPage},           {Symbol::Audience, drawAudience},
    {Symbol::Audiences, drawAudiences}, {Symbol::Close, drawClose},         {Symbol::Analytics, drawAnalytics},
    {Symbol::Person, drawPerson},       {Symbol::Account, drawAccount},     {Symbol::Topic, drawTopic},
    {Symbol::Link, drawLink},           {Symbol::Webhook, drawWebhook},     {Symbol::Activity, drawActivity},
    {Symbol::Review, drawReview},
};

void drawSymbol(QPainter &painter, Symbol symbol)
{
    for (const Shape &shape : shapes) {
        if (shape.symbol == symbol) {
            shape.draw(painter);
            return;
        }
    }
    Q_ASSERT_X(false, "drawSymbol", "a symbol without a row in the table of shapes");
}

QColor colourFor(QIcon::Mode mode)
{
    const QPalette palette = QGuiApplication::palette();
    switch (mode) {
    case QIcon::Disabled:
        return palette.color(QPalette::Disabled, QPalette::WindowText);
    case QIcon::Selected:
        return palette.color(QPalette::Active, QPalette::HighlightedText);
    case QIcon::Normal:
    case QIcon::Active:
        break;
    }
    return palette.color(QPalette::Active, QPalette::WindowText);
}

class SymbolIconEngine : public QIconEngine
{
public:
    explicit SymbolIconEngine(Symbol symbol)
        : m_symbol(symbol)
    {
    }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap drawn = scaledPixmap(rect.size() * scale, mode, state, scale);
        drawn.setDevicePixelRatio(scale);
        painter->drawPixmap(rect.topLeft(), drawn);
    }
    QSize actualSize(const QSize &size, QIcon::Mode, QIcon::State) override { return size; } // any size
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }
    // Qt 6.4 passes the size in device pixels.
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal) override
    {
        const QColor colour = colourFor(mode);
        const QString cacheKey = symbolPixmapKey(m_symbol, size, colour);
        QPixmap drawn;
        if (QPixmapCache::find(cacheKey, &drawn))
            return drawn;
        drawn = QPixmap(size);
        drawn.fill(Qt::transparent);
        if (!size.isEmpty()) {
            QPainter painter(&drawn);
            painter.setRenderHint(QPainter::Antialiasing);
            const qreal side = qMin(size.width(), size.height());
            painter.translate((size.width() - side) / 2.0, (size.height() - side) / 2.0);
            painter.scale(side / gridSize, side / gridSize);
            painter.setPen(QPen(colour, strokeWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(Qt::NoBrush);
            drawSymbol(painter, m_symbol);
        }
        QPixmapCache::insert(cacheKey, drawn);
        return drawn;
    }
    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        return {QSize(16, 16), QSize(20, 20), QSize(24, 24), QSize(32, 32), QSize(48, 48)};
    }
    bool isNull() override { return false; }
    QString key() const override { return QStringLiteral("Audience::Ui::SymbolIconEngine"); }
    QIconEngine *clone() const override { return new SymbolIconEngine(m_symbol); }

private:
    Symbol m_symbol;
};

} // namespace

QString symbolPixmapKey(Symbol symbol, const QSize &size, const QColor &colour)
{
    return QStringLiteral("audience-symbol-%1-%2x%3-%4")
        .arg(int(symbol))
        .arg(size.width())
        .arg(size.height())
        .arg(colour.rgba(), 0, 16);
}

QList<Symbol> everySymbol()
{
    QList<Symbol> symbols;
    for (const Shape &shape : shapes)
        symbols.append(shape.symbol);
    return symbols;
}

QList<QColor> symbolColours()
{
    return {colourFor(QIcon::Normal), colourFor(QIcon::Disabled), colourFor(QIcon::Selected)};
}

QIcon symbolIcon(Symbol symbol)
{
    return QIcon(new SymbolIconEngine(symbol));
}

} // namespace Audience::Ui
