#pragma once

#include <QWidget>

class QChartView;
class QCheckBox;
class QGridLayout;
class QLabel;
class QTabWidget;
class QTableView;
class QToolButton;

namespace Audience::Models {
class Connection;
class PageAnalytics;
class TotalsLastProxyModel;
} // namespace Audience::Models

namespace Audience::Ui {

class ReachableMenuButton;

class DateRangeBar;
class KpiTile;
class ListStateWidget;
class RatesChartView;
class SessionCardView;
class SessionsChartView;
class TrendView;

// One page's analytics: the range and the comparison on top, then tabs: Overview (key figures and
// the audience charts), Audiences (the table with totals), Trend (daily lines with publish
// markers) and Session (one visitor session opened by ID). Export: the table and the trend as
// CSV, any chart as PNG at twice its size, the table copied for a spreadsheet.
class AnalyticsView : public QWidget
{
    Q_OBJECT
public:
    enum Tab { OverviewTab, AudiencesTab, TrendTab, SessionTab };

    explicit AnalyticsView(Models::Connection *connection, QWidget *parent = nullptr);
    ~AnalyticsView() override;

    void showPage(const QString &pageId, const QString &pageName);
    void clear();
    void reload();
    QString pageId() const;

    DateRangeBar *rangeBar() const { return m_range; }
    bool isComparing() const;
    void setComparing(bool compare);
    void setCurrentTab(Tab tab);
    Tab currentTab() const;
    Models::PageAnalytics *analytics() const { return m_analytics; }
    QTableView *table() const { return m_table; }
    TrendView *trend() const { return m_trend; }
    SessionCardView *sessionCard() const { return m_session; }
    SessionsChartView *sessionsChart() const { return m_sessionsChart; }
    RatesChartView *ratesChart() const { return m_ratesChart; }
    QList<KpiTile *> tiles() const { return m_tiles; }

    // The exports, without dialogs (the menu asks for the file first). False and `error` in words
    // when the file cannot be written.
    bool exportTableCsv(const QString &path, QString *error = nullptr) const;
    bool exportTrendCsv(const QString &path, QString *error = nullptr) const;
    bool exportChartPng(QChartView *chart, const QString &path, QString *error = nullptr) const;
    void copyTable() const;
    void openSession(const QString &sessionId);
    // Where Alt+Left/Right step the range instead of going Back/Forward: this view, or the place
    // around it (so they also step while the page list has the focus).
    void setStepScope(QWidget *scope) { m_stepScope = scope; }

signals:
    void openAudienceRequested(const QString &audienceId);
    void openPageRequested(const QString &pageId);
    // Something the user should read in the status bar ("Saved to …").
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Below this width per tile, the seven figures go on two rows.
    static constexpr int tileWidthForOneRow = 150;
    void layOutTiles(int columns);
    QWidget *buildOverview();
    QWidget *buildTable();
    void setUpExportButton(ReachableMenuButton *button);
    void load();
    void onLoaded();
    void onStateChanged();
    void showTrendIfVisible();
    // Asks where to save (in the folder used last) and runs `write`.
    void saveWithDialog(const QString &title, const QString &suggestedName, const QString &filter,
                        const std::function<bool(const QString &, QString *)> &write);
    QString fileStem() const;

    Models::Connection *m_connection;
    Models::PageAnalytics *m_analytics = nullptr;
    Models::TotalsLastProxyModel *m_proxy = nullptr;
    QLabel *m_title = nullptr;
    DateRangeBar *m_range = nullptr;
    QWidget *m_stepScope = this;
    QCheckBox *m_compare = nullptr;
    QTabWidget *m_tabs = nullptr;
    QList<ListStateWidget *> m_states;
    QList<KpiTile *> m_tiles;
    QGridLayout *m_tileGrid = nullptr;
    int m_tileColumns = 0;
    SessionsChartView *m_sessionsChart = nullptr;
    RatesChartView *m_ratesChart = nullptr;
    QTableView *m_table = nullptr;
    TrendView *m_trend = nullptr;
    SessionCardView *m_session = nullptr;
    QString m_pageName;
};

} // namespace Audience::Ui
