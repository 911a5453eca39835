#include "ui/common/detailsection.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Audience::Ui {

DetailSection::DetailSection(const QString &title, QWidget *parent)
    : QFrame(parent)
{
    m_title = new QLabel(title, this);
    m_title->setObjectName(QStringLiteral("sectionTitle"));
    QFont font = m_title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    m_title->setFont(font);
    m_title->setAccessibleName(title);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("sectionNote"));
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    m_note->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 10, 0, 4);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addWidget(m_note);
    m_body = new QVBoxLayout;
    m_body->setSpacing(6);
    layout->addLayout(m_body);
}

void DetailSection::setTitle(const QString &title)
{
    m_title->setText(title);
}

QString DetailSection::title() const
{
    return m_title->text();
}

void DetailSection::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QString DetailSection::note() const
{
    return m_note->text();
}

} // namespace Audience::Ui
