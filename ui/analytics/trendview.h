#pragma once

#include "ui/common/reachablemenubutton.h"
#include "models/analytics/analyticsrange.h"
#include "models/analytics/rollingrate.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTimer;
class QToolButton;

namespace Audience::Models {
class Connection;
struct PublishMarker;
class TrendLoader;
} // namespace Audience::Models

namespace Audience::Ui {

class TrendChartView;

// The Trend tab: the page's daily series, loaded day by day by the connection's TrendLoader (the
// interface gives totals for a range, not a series), with a progress bar and Cancel while it loads,
// the failed days and Retry after; which lines to draw (the whole page, and any of the audiences
// active in the range) is chosen in a list beside the chart. The rate line is daily, or rolling
// over 7 days (summed counts: RollingRate), for which the 6 days before the range are asked too.
class TrendView : public QWidget
{
    Q_OBJECT
public:
    // While days arrive, the chart is redrawn at most this often.
    static constexpr int redrawIntervalMs = 400;

    explicit TrendView(Models::Connection *connection, QWidget *parent = nullptr);

    // Loads what is missing for this page and range (a range longer than a year, or all time,
    // explains itself instead).
    void show(const QString &pageId, const Models::DateRange &range, const QHash<QString, QString> &names);
    void cancel();
    // The lines drawn now: "" for the page, else audience IDs.
    QStringList selectedLines() const;
    void setSelectedLines(const QStringList &ids);
    TrendChartView *chartView() const { return m_chart; }
    Models::TrendLoader *loader() const;
    // Opens the impact card of a publish of this page (a click on its marker, or the menu).
    void openImpact(const Models::PublishMarker &marker);
    QToolButton *impactButton() const { return m_impact; }
    // The rate line over 7 days instead of each day (the place remembers it).
    bool isRollingRate() const;
    void setRollingRate(bool rolling);
    // The days asked for: the range, and for a rolling rate the days before it that its first
    // windows hold (as many as the loader's longest range allows).
    Models::DateRange loadRange() const;
    // One line's rate points over the range, daily or rolling, from the days loaded.
    QList<Models::WindowRate> rates(const QString &audienceId) const;

signals:
    void rollingRateChanged(bool rolling);

private:
    void makeLineList();
    void makeStatusRow();
    void layOut();
    void followLoader();
    void onProgress(int done, int total);
    void onFinished();
    void refillAudienceList();
    void redraw();

    Models::Connection *m_connection;
    QListWidget *m_lines = nullptr;
    QCheckBox *m_rolling = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_retry = nullptr;
    TrendChartView *m_chart = nullptr;
    ReachableMenuButton *m_impact = nullptr; // "Did it work?": the publishes in the range, for the keyboard
    QTimer *m_redrawSoon = nullptr;
    QString m_pageId;
    Models::DateRange m_range;
    QHash<QString, QString> m_names;
    QStringList m_wanted{QString()}; // what the user ticked, kept across ranges
    bool m_filling = false;
};

} // namespace Audience::Ui
