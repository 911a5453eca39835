#pragma once

#include "models/analytics/analyticsfigures.h"

#include <QFrame>

class QLabel;

namespace Audience::Ui {

// One of the page's key figures at the top of the analytics screen: its name, its value in large
// type and, when comparing, its change against the previous period (coloured, with the previous
// value in the tooltip).
class KpiTile : public QFrame
{
    Q_OBJECT
public:
    explicit KpiTile(Models::AnalyticsFigures::Metric metric, QWidget *parent = nullptr);

    Models::AnalyticsFigures::Metric metric() const { return m_metric; }
    // `previous` nullopt: not comparing.
    void setFigures(const Models::AnalyticsFigures &current, const std::optional<Models::AnalyticsFigures> &previous);
    void clear();
    QString valueText() const;
    QString deltaText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateDeltaColour();

    Models::AnalyticsFigures::Metric m_metric;
    QLabel *m_title = nullptr;
    QLabel *m_value = nullptr;
    QLabel *m_delta = nullptr;
    int m_improved = 0;
};

} // namespace Audience::Ui
