#include "ui/workspace/whatgoesliveview.h"

#include "ui/workspace/whatgoeslivefield.h"

#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace Audience::Ui {

WhatGoesLiveView::WhatGoesLiveView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("whatGoesLive"));
    m_heading = new QLabel(tr("What goes live"), this);
    m_heading->setObjectName(QStringLiteral("whatGoesLiveHeading"));
    m_heading->setTextFormat(Qt::PlainText);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("whatGoesLiveNote"));
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->hide();

    // The fields on the base colour, as in a text pane, in a scroll area that Tab reaches (its
    // arrows scroll) before the fields' toggles.
    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("whatGoesLiveFields"));
    m_content->setBackgroundRole(QPalette::Base);
    m_content->setAutoFillBackground(true);
    m_empty = new QLabel(m_content);
    m_empty->setObjectName(QStringLiteral("whatGoesLiveEmpty"));
    m_empty->setTextFormat(Qt::PlainText);
    m_empty->setWordWrap(true);
    m_empty->setText(tr("The conversation lists no pending change."));
    m_empty->hide();
    m_fieldsLayout = new QVBoxLayout(m_content);
    m_fieldsLayout->setContentsMargins(4, 4, 4, 4);
    m_fieldsLayout->setSpacing(4);
    m_fieldsLayout->addWidget(m_empty);
    m_fieldsLayout->addStretch(1);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("whatGoesLiveScroll"));
    m_scroll->setAccessibleName(tr("What goes live"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(m_content);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_note);
    layout->addWidget(m_scroll, 1);
}

void WhatGoesLiveView::setRows(const QList<Models::FieldNetChange> &rows, const QString &whose)
{
    if (whose != m_whose) {
        m_whose = whose;
        m_openSteps.clear(); // the boxes kept below close their steps
    }
    QList<Models::FieldNetChange> shown;
    for (const Models::FieldNetChange &row : rows) {
        if (!row.steps.isEmpty())
            shown.append(row);
    }
    QStringList shownFields;
    for (const Models::FieldNetChange &row : std::as_const(shown))
        shownFields.append(row.field);
    // The same fields as before (the agent changed a value): the boxes stay, with their toggles,
    // the focus and the scroll position; other fields: new boxes.
    if (shownFields != fields())
        rebuild(int(shown.size()));
    for (int i = 0; i < shown.size(); ++i)
        m_fields.at(i)->setRow(shown.at(i), m_openSteps.contains(shown.at(i).field));
    m_empty->setVisible(shown.isEmpty());
}

void WhatGoesLiveView::clear()
{
    rebuild(0);
    m_empty->hide();
}

void WhatGoesLiveView::rebuild(int count)
{
    qDeleteAll(m_fields);
    m_fields.clear();
    for (int i = 0; i < count; ++i) {
        auto *field = new WhatGoesLiveField(m_content);
        connect(field, &WhatGoesLiveField::stepsToggled, this, &WhatGoesLiveView::setStepsOpen);
        m_fieldsLayout->insertWidget(m_fieldsLayout->count() - 1, field); // above the stretch
        field->show(); // now, not when the layout gets to it: a toggle is there to be reached at once
        m_fields.append(field);
    }
    keepTabOrder();
}

void WhatGoesLiveView::keepTabOrder()
{
    // A widget made later joins the end of the window's focus chain, after the buttons under the
    // pane: put the toggles back where they are read, right after the pane's scroll area.
    QWidget *previous = m_scroll;
    for (WhatGoesLiveField *field : std::as_const(m_fields)) {
        setTabOrder(previous, field->stepsToggle());
        previous = field->stepsToggle();
    }
}

void WhatGoesLiveView::setStepsOpen(const QString &field, bool open)
{
    if (open)
        m_openSteps.insert(field);
    else
        m_openSteps.remove(field);
}

void WhatGoesLiveView::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QSize WhatGoesLiveView::sizeHint() const
{
    const int frame = 2 * m_scroll->frameWidth();
    QSize hint(256 + frame, 192 + frame); // QAbstractScrollArea's own hint, as a QTextBrowser gives it
    hint.setWidth(qMax(hint.width(), m_heading->sizeHint().width()));
    hint.rheight() += m_heading->sizeHint().height() + layout()->spacing();
    if (!m_note->isHidden())
        hint.rheight() += m_note->heightForWidth(hint.width()) + layout()->spacing();
    return hint;
}

QStringList WhatGoesLiveView::fields() const
{
    QStringList result;
    for (const WhatGoesLiveField *field : m_fields)
        result.append(field->field());
    return result;
}

QToolButton *WhatGoesLiveView::stepsToggle(const QString &field) const
{
    for (const WhatGoesLiveField *shown : m_fields) {
        if (shown->field() == field)
            return shown->stepsToggle();
    }
    return nullptr;
}

QString WhatGoesLiveView::plainText() const
{
    QStringList parts{m_heading->text()};
    if (!m_note->isHidden())
        parts.append(m_note->text());
    if (!m_empty->isHidden())
        parts.append(m_empty->text());
    for (const WhatGoesLiveField *field : m_fields)
        parts.append(field->plainText());
    return parts.join(u'\n');
}

} // namespace Audience::Ui
