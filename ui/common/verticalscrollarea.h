#pragma once

#include <QScrollArea>

namespace Audience::Ui {

// A pane that scrolls up and down, never sideways: it is at least as wide as its content's
// narrowest, so a splitter or layout gives it that width and its content is never cut at the
// right (a detail pane that scrolled sideways cut its buttons and its values).
class VerticalScrollArea : public QScrollArea
{
    Q_OBJECT
public:
    explicit VerticalScrollArea(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    // The content asked for another size (a page's details came): so does the pane, so the
    // splitter or layout around it gives it the new width.
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Audience::Ui
