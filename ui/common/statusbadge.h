#pragma once

#include <QLabel>

namespace Audience::Ui {

// A small rounded tag with a status or a kind in it ("Published", "Inbound"), tinted by status.
class StatusBadge : public QLabel
{
    Q_OBJECT
public:
    explicit StatusBadge(QWidget *parent = nullptr);

    // `wireValue` picks the colour, `label` is the translated text shown.
    void setStatus(const QString &wireValue, const QString &label);
    // A neutral tag (for a page type).
    void setNeutral(const QString &label);
    QString wireValue() const { return m_wire; }

private:
    void applyColour(const QColor &colour);

    QString m_wire;
};

} // namespace Audience::Ui
