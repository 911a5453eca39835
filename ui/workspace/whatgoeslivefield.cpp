#include "ui/workspace/whatgoeslivefield.h"

#include "ui/workspace/changecards.h"
#include "ui/workspace/whatgoeslivehtml.h"

#include <QLabel>
#include <QPainter>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

QLabel *richTextLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse); // the values can be copied
    return label;
}

QString plainTextOf(const QLabel *label)
{
    QTextDocument document;
    document.setHtml(label->text());
    return document.toPlainText().trimmed();
}

} // namespace

WhatGoesLiveField::WhatGoesLiveField(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("whatGoesLiveField"));
    m_title = richTextLabel(this);
    m_values = richTextLabel(this);
    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(QStringLiteral("whatGoesLiveStepsToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    connect(m_toggle, &QToolButton::toggled, this, [this](bool open) {
        showSteps(open);
        emit stepsToggled(m_row.field, open);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(7, 7, 7, 7); // inside the 1 px border, as a cell of 6 px padding
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_values);
    layout->addWidget(m_toggle, 0, Qt::AlignLeft);
}

void WhatGoesLiveField::setRow(const Models::FieldNetChange &row, bool stepsOpen)
{
    m_row = row;
    m_title->setText(WhatGoesLiveHtml::titleHtml(row, palette()));
    m_values->setText(WhatGoesLiveHtml::valuesHtml(row, palette()));
    const int steps = int(row.steps.size());
    m_toggle->setText(WhatGoesLiveHtml::stepsText(steps));
    m_toggle->setAccessibleName(tr("%1: %n agent step(s)", nullptr, steps).arg(row.label));
    if (m_steps)
        m_steps->setText(ChangeCards::html(row.steps, palette(), false));
    if (m_toggle->isChecked() != stepsOpen)
        m_toggle->setChecked(stepsOpen); // shows or hides the steps
    else
        showSteps(stepsOpen);
}

void WhatGoesLiveField::showSteps(bool open)
{
    m_toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    m_toggle->setToolTip(open ? tr("Hide the agent's steps")
                              : tr("Show the agent's steps between the live value and the value after publishing"));
    if (open && !m_steps) {
        m_steps = richTextLabel(this);
        m_steps->setObjectName(QStringLiteral("whatGoesLiveSteps"));
        m_steps->setText(ChangeCards::html(m_row.steps, palette(), false));
        layout()->addWidget(m_steps);
    }
    if (m_steps)
        m_steps->setVisible(open);
}

QString WhatGoesLiveField::plainText() const
{
    QStringList parts{plainTextOf(m_title), plainTextOf(m_values), m_toggle->text()};
    if (m_steps && m_toggle->isChecked())
        parts.append(plainTextOf(m_steps));
    return parts.join(u'\n');
}

void WhatGoesLiveField::paintEvent(QPaintEvent *)
{
    // The box around a field, in the colour the steps' own boxes have (ChangeCards).
    QPainter painter(this);
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
}

} // namespace Audience::Ui
