#pragma once

#include "models/analytics/analyticsfigures.h"

#include <QFrame>

namespace Audience::Ui {

class ElidedLabel;

// One of the page's key figures at the top of the analytics screen: its name, its value in large
// type and, when comparing, its change against the previous period (coloured, with the previous
// value in the tooltip). A rate says its n under it ("of 1,234 sessions") and its Wilson 95 %
// interval in the tooltip; over fewer than 30 sessions it is dimmed and says "few sessions". Its
// size never follows its value: a figure too long for it is elided, and is whole in the tooltip.
class KpiTile : public QFrame
{
    Q_OBJECT
public:
    explicit KpiTile(Models::AnalyticsFigures::Metric metric, QWidget *parent = nullptr);

    // Not metric(): that would hide QWidget::metric(PaintDeviceMetric).
    Models::AnalyticsFigures::Metric figureMetric() const { return m_metric; }
    // `previous` nullopt: not comparing.
    void setFigures(const Models::AnalyticsFigures &current, const std::optional<Models::AnalyticsFigures> &previous);
    void clear();
    // The whole value, as the tooltip says it (the tile may show it elided).
    QString valueText() const;
    QString deltaText() const;
    // The line under a rate: its n, and "few sessions" when they are few ("" for other figures).
    QString basisText() const;
    bool isDimmed() const { return m_dimmed; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateColours();
    QString rateTip(const Models::AnalyticsFigures &current) const;

    Models::AnalyticsFigures::Metric m_metric;
    ElidedLabel *m_title = nullptr;
    ElidedLabel *m_value = nullptr;
    ElidedLabel *m_delta = nullptr;
    ElidedLabel *m_basis = nullptr;
    int m_improved = 0;
    bool m_dimmed = false;
};

} // namespace Audience::Ui
