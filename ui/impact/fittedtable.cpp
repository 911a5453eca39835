#include "ui/impact/fittedtable.h"

#include <QEvent>
#include <QHeaderView>
#include <QRegularExpression>
#include <QStyle>

#include <algorithm>
#include <numeric>

namespace Audience::Ui {

FittedTable::FittedTable(const QStringList &headers, QWidget *parent)
    : QTableWidget(0, int(headers.size()), parent)
{
    setHorizontalHeaderLabels(headers);
    verticalHeader()->hide();
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setTextElideMode(Qt::ElideNone);
    horizontalHeader()->setMinimumSectionSize(1);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    fit();
}

int FittedTable::framesWidth() const
{
    return 2 * frameWidth();
}

QList<FittedTable::ColumnNeeds> FittedTable::columnNeeds() const
{
    // What a cell's text has beside it, as the delegate lays it out: a margin on either side.
    const int textMargins = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 1) + 2;
    const int headerMargins = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, horizontalHeader()) + 2;
    const QFontMetrics metrics(font());
    const QFontMetrics headerMetrics(horizontalHeader()->font());
    // Where a line may wrap: at ordinary spaces (a no-break space keeps a figure with its unit), and
    // after a dash, as the cell's text layout breaks a range ("10.1–" then "14.5 %").
    static const QRegularExpression spaces(QStringLiteral("[ \\t]+|(?<=\u2013)"));
    static const QRegularExpression blanks(QStringLiteral("[ \\t\\n]+|(?<=\u2013)"));
    QList<ColumnNeeds> needs(columnCount());
    for (int column = 0; column < columnCount(); ++column) {
        ColumnNeeds &need = needs[column];
        if (const QTableWidgetItem *title = horizontalHeaderItem(column))
            need.least = headerMetrics.horizontalAdvance(title->text()) + headerMargins;
        for (const QString &word : m_reserved.value(column).split(blanks, Qt::SkipEmptyParts))
            need.least = std::max(need.least, metrics.horizontalAdvance(word) + textMargins);
        for (int row = 0; row < rowCount(); ++row) {
            const QTableWidgetItem *cell = item(row, column);
            if (!cell)
                continue;
            for (const QString &line : cell->text().split(u'\n')) {
                need.oneLine = std::max(need.oneLine, metrics.horizontalAdvance(line) + textMargins);
                for (const QString &word : line.split(spaces, Qt::SkipEmptyParts))
                    need.least = std::max(need.least, metrics.horizontalAdvance(word) + textMargins);
            }
        }
        need.oneLine = std::max(need.oneLine, need.least);
    }
    return needs;
}

QList<int> FittedTable::widthsFor(int width, const QList<ColumnNeeds> &needs) const
{
    QList<int> widths;
    int least = 0;
    int extra = 0; // what the columns would take beyond their least to be on one line
    for (const ColumnNeeds &need : needs) {
        widths.append(need.least);
        least += need.least;
        extra += need.oneLine - need.least;
    }
    const int room = width - least;
    if (room <= 0 || widths.isEmpty())
        return widths;
    // The room goes to the columns in proportion to what they lack; what is left after every
    // column is on one line goes to the last.
    int given = 0;
    for (int column = 0; column < widths.size(); ++column) {
        const int lacking = needs.at(column).oneLine - needs.at(column).least;
        const int share = extra > 0 ? int(qint64(std::min(room, extra)) * lacking / extra) : 0;
        widths[column] += share;
        given += share;
    }
    widths.last() += room - given;
    return widths;
}

void FittedTable::reserveWords(int column, const QString &text)
{
    m_reserved.insert(column, text);
    fit();
}

void FittedTable::fit()
{
    const QList<ColumnNeeds> needs = columnNeeds();
    const QList<int> widths = widthsFor(viewport()->width(), needs);
    for (int column = 0; column < widths.size(); ++column)
        setColumnWidth(column, widths.at(column));
    resizeRowsToContents();
    const int height = fittedHeight();
    if (height != this->height())
        setFixedHeight(height);
    updateGeometry();
}

int FittedTable::fittedHeight() const
{
    int rows = 0;
    for (int row = 0; row < rowCount(); ++row)
        rows += rowHeight(row);
    return framesWidth() + horizontalHeader()->sizeHint().height() + rows;
}

QSize FittedTable::sizeHint() const
{
    int width = 0;
    for (const ColumnNeeds &need : columnNeeds())
        width += need.oneLine;
    return {width + framesWidth(), fittedHeight()};
}

QSize FittedTable::minimumSizeHint() const
{
    int width = 0;
    for (const ColumnNeeds &need : columnNeeds())
        width += need.least;
    return {width + framesWidth(), fittedHeight()};
}

void FittedTable::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    // Only the height follows from the width, so fitting again cannot resize it sideways.
    fit();
}

void FittedTable::changeEvent(QEvent *event)
{
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fit();
}

} // namespace Audience::Ui
