#include "ui/common/statusbadge.h"

#include "ui/common/statuscolours.h"

namespace Audience::Ui {

StatusBadge::StatusBadge(QWidget *parent)
    : ElidedLabel(parent)
{
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
}

void StatusBadge::setStatus(const QString &wireValue, const QString &label)
{
    m_wire = wireValue;
    setFullText(label);
    applyColour(statusColour(wireValue));
}

void StatusBadge::setNeutral(const QString &label)
{
    m_wire.clear();
    setFullText(label);
    applyColour(QColor(0x55, 0x5f, 0x6d));
}

void StatusBadge::applyColour(const QColor &colour)
{
    QColor background = colour;
    background.setAlpha(36);
    setStyleSheet(QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid %3; border-radius: 8px;"
                                 " padding: 1px 8px; font-weight: 600; }")
                      .arg(colour.name(), background.name(QColor::HexArgb), colour.lighter(140).name()));
}

} // namespace Audience::Ui
