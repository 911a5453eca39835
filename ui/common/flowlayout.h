#pragma once

#include <QLayout>
#include <QList>

namespace Audience::Ui {

// Items left to right, going on to the next line when the width runs out, as words do: a row of
// buttons or a bar of controls that fits a narrow pane (and German's longer words) instead of
// widening the window. As narrow as its widest item; as tall as its lines at the width it gets.
// An item added with a stretch takes what is left of its line.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    // Adds `widget`; with `stretch`, it takes the room left at the end of its line.
    void addWidget(QWidget *widget, bool stretch);
    using QLayout::addWidget;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;
    void invalidate() override;

private:
    // Lays the items out in `rect` (only measures when `apply` is false); returns the height used.
    int layOut(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
    QList<QLayoutItem *> m_stretched;
    // What was measured since an item last changed (invalidate()): layouts above ask for these
    // many times with the same width, before the first frame too (a filter bar is one).
    mutable QSize m_sizeHint;
    mutable QSize m_minimumSize;
    mutable int m_heightForWidthOf = -1;
    mutable int m_heightForWidth = -1;
};

} // namespace Audience::Ui
