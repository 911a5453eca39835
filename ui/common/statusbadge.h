#pragma once

#include "ui/common/elidedlabel.h"

namespace Audience::Ui {

// A small rounded tag with a status or a kind in it ("Published", "Inbound"), tinted by status. A
// long one (a kind the service made up) is elided when its row has no room, whole in its tooltip.
class StatusBadge : public ElidedLabel
{
    Q_OBJECT
public:
    explicit StatusBadge(QWidget *parent = nullptr);

    // `wireValue` picks the colour, `label` is the translated text shown.
    void setStatus(const QString &wireValue, const QString &label);
    // A neutral tag (for a page type).
    void setNeutral(const QString &label);
    QString wireValue() const { return m_wire; }
    // The whole label (text() may be elided).
    QString label() const { return fullText(); }

private:
    void applyColour(const QColor &colour);

    QString m_wire;
};

} // namespace Audience::Ui
