#pragma once

#include <QObject>

namespace Audience::Ui {

// A cell that a list, table or tree shows cut ("Webinar follow-up: close the…", or a list's row
// cut at the view's edge) shows its whole text as its tooltip, with the model's own tooltip (a
// page's ID) under it. Installed
// once on the application (MainWindow), so every view of every place has it. A screen reader
// reads a cell's whole text already (the model's, never the cut one).
class CutTextTips : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Audience::Ui
