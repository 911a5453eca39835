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
};

} // namespace Audience::Ui
