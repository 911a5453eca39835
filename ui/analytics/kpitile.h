#pragma once

#include "models/analytics/analyticsfigures.h"

#include <QFrame>

namespace Audience::Ui {

class ElidedLabel;

// One of the page's key figures at the top of the analytics screen: its name, its value in large
// type and, when comparing, its change against the previous period (coloured, with the previous
// value in the tooltip). Its size never follows its value: a figure too long for it is elided, and
// is whole in the tooltip.
class KpiTile : public QFrame
{
    Q_OBJECT
public:
    explicit KpiTile(Models::AnalyticsFigures::Metric metric, QWidget *parent = nullptr);

    Models::AnalyticsFigures::Metric metric() const { return m_metric; }
    // `previous` nullopt: not comparing.
    void setFigures(const Models::AnalyticsFigures &current, const std::optional<Models::AnalyticsFigures> &previous);
    void clear();
    // The whole value, as the tooltip says it (the tile may show it elided).
    QString valueText() const;
    QString deltaText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateDeltaColour();

    Models::AnalyticsFigures::Metric m_metric;
    ElidedLabel *m_title = nullptr;
    ElidedLabel *m_value = nullptr;
    ElidedLabel *m_delta = nullptr;
    int m_improved = 0;
};

} // namespace Audience::Ui
