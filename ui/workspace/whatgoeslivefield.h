#pragma once

#include "models/workspace/netchanges.h"

#include <QWidget>

class QLabel;
class QToolButton;

namespace Audience::Ui {

// One field in "What goes live" (WhatGoesLiveView), in a box: its name and whether it ends up
// different, live → after (WhatGoesLiveHtml), and the toggle that opens the agent's steps between
// them (ChangeCards, made when first opened). The toggle's accessible name names the field, so a
// screen reader tells "Meta title: 3 agent steps" from "Meta keywords: 1 agent step".
class WhatGoesLiveField : public QWidget
{
    Q_OBJECT
public:
    explicit WhatGoesLiveField(QWidget *parent = nullptr);

    void setRow(const Models::FieldNetChange &row, bool stepsOpen);
    const QString &field() const { return m_row.field; }
    QToolButton *stepsToggle() const { return m_toggle; }
    // The box's text in reading order; the steps only when open.
    QString plainText() const;

signals:
    void stepsToggled(const QString &field, bool open);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void showSteps(bool open);

    Models::FieldNetChange m_row;
    QLabel *m_title = nullptr;
    QLabel *m_values = nullptr;
    QToolButton *m_toggle = nullptr;
    QLabel *m_steps = nullptr; // made when the steps are first opened
};

} // namespace Audience::Ui
