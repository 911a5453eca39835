#pragma once

#include <QHash>
#include <QTableWidget>

namespace Audience::Ui {

// A table of a few rows that is read whole, in whatever width it is given (the impact card's
// figures, in a side panel as in a dialog): its columns share the width, each at least as wide as
// its header and its longest word, the rest in proportion to what each needs on one line; its
// cells wrap at words; each row is as tall as its wrapped text and the table as tall as its rows,
// so nothing scrolls inside it and nothing is cut. Call fit() after changing the cells.
class FittedTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit FittedTable(const QStringList &headers, QWidget *parent = nullptr);

    // Sizes the columns for the width the table has, then the rows, then the table's height.
    void fit();
    // Words a column must hold whole whatever its cells say (the widest figures it can show, one
    // per line or space-separated): the table is as narrow before its figures come as after, so
    // the pane around it keeps its width when they come or change.
    void reserveWords(int column, const QString &text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct ColumnNeeds
    {
        int least = 0; // the header whole, and the longest word
        int oneLine = 0; // every line of every cell unwrapped
    };
    QList<ColumnNeeds> columnNeeds() const;
    QList<int> widthsFor(int width, const QList<ColumnNeeds> &needs) const;
    int framesWidth() const;
    int fittedHeight() const;

    QHash<int, QString> m_reserved; // by column
};

} // namespace Audience::Ui
