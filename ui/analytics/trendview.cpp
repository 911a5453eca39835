#include "ui/analytics/trendview.h"

#include "ui/common/flowlayout.h"

#include "models/analytics/publishmarkers.h"
#include "models/analytics/trendloader.h"
#include "models/shell/connection.h"
#include "ui/analytics/trendchartview.h"
#include "ui/impact/impactdialog.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

using Models::TrendLoader;
namespace RollingRate = Models::RollingRate;

TrendView::TrendView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("trendView"));
    makeLineList();
    makeStatusRow();
    layOut();
    followLoader();
    m_progress->hide();
    m_cancel->hide();
    m_retry->hide();
}

// The lines to draw, and the switch between each day's rate and the rate over 7 days.
void TrendView::makeLineList()
{
    m_lines = new QListWidget(this);
    m_lines->setObjectName(QStringLiteral("trendLinesList"));
    m_lines->setAccessibleName(tr("Lines to draw"));
    m_lines->setToolTip(tr("Tick the whole page or audiences to draw their daily lines."));
    connect(m_lines, &QListWidget::itemChanged, this, [this] {
        if (m_filling)
            return;
        m_wanted = selectedLines();
        redraw();
    });

    m_rolling = new QCheckBox(tr("Conversion rate over 7 days"), this);
    m_rolling->setObjectName(QStringLiteral("trendRollingCheck"));
    m_rolling->setToolTip(tr("Each day's rate is the conversions of that day and the 6 before it over their sessions: "
                             "steadier than one day's rate when days have few sessions."));
    connect(m_rolling, &QCheckBox::toggled, this, [this](bool rolling) {
        m_chart->setRateWindowDays(rolling ? RollingRate::weekDays : 1);
        if (!m_pageId.isEmpty())
            show(m_pageId, m_range, m_names); // asks for the days before the range it now needs
        emit rollingRateChanged(rolling);
    });
}

// Progress, Cancel, the message and Retry, "Did it work?", and the chart.
void TrendView::makeStatusRow()
{
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("trendProgress"));
    m_progress->setFormat(tr("%v of %m days"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("trendCancelButton"));
    m_cancel->setToolTip(tr("Stop asking for more days; the days already here stay."));
    connect(m_cancel, &QPushButton::clicked, this, &TrendView::cancel);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("trendMessage"));
    m_message->setWordWrap(true);
    m_retry = new QPushButton(tr("Retry"), this);
    m_retry->setObjectName(QStringLiteral("trendRetryButton"));
    connect(m_retry, &QPushButton::clicked, this, [this] { loader()->retryFailed(); });
    // Made before the chart: Tab follows the reading order (the status row, then the chart).
    m_impact = new ReachableMenuButton(this);
    m_impact->setObjectName(QStringLiteral("trendImpactButton"));
    m_impact->setText(tr("Did it work?"));
    m_impact->setToolTip(tr("The impact of a publish in this range: before and after, with the rest of the page"));
    m_impact->setMenu(new QMenu(m_impact));
    m_chart = new TrendChartView(this);
    connect(m_chart, &TrendChartView::publishClicked, this, &TrendView::openImpact);
}

void TrendView::layOut()
{
    // Above the chart, on as many lines as the width needs: the rolling rate's switch (beside the
    // lines it once widened past a small window in German), the progress, the message, the buttons.
    auto *status = new FlowLayout;
    status->addWidget(m_rolling, false);
    status->addWidget(m_progress, true);
    status->addWidget(m_cancel, false);
    status->addWidget(m_message, true);
    status->addWidget(m_retry, false);
    status->addWidget(m_impact, false);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(status);
    rightLayout->addWidget(m_chart, 1);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_lines, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({280, 800});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void TrendView::followLoader()
{
    connect(loader(), &TrendLoader::progressChanged, this, &TrendView::onProgress);
    connect(loader(), &TrendLoader::finished, this, &TrendView::onFinished);
    // Redrawing the chart for every day that arrives would cost more GUI time than the requests
    // themselves and hold up the next answers: it fills in steps, a few times a second.
    m_redrawSoon = new QTimer(this);
    m_redrawSoon->setSingleShot(true);
    m_redrawSoon->setInterval(redrawIntervalMs);
    connect(m_redrawSoon, &QTimer::timeout, this, &TrendView::redraw);
    connect(loader(), &TrendLoader::dayLoaded, this, [this](const QString &pageId) {
        if (pageId == m_pageId && !m_redrawSoon->isActive())
            m_redrawSoon->start();
    });
}

TrendLoader *TrendView::loader() const
{
    return m_connection->trend();
}

void TrendView::show(const QString &pageId, const Models::DateRange &range, const QHash<QString, QString> &names)
{
    m_names = names;
    m_pageId = pageId;
    m_range = range;
    const bool same = pageId == loader()->pageId() && loadRange() == loader()->range();
    if (range.isAllTime() || range.dayCount() > TrendLoader::maxDays) {
        loader()->cancel();
        m_message->setText(tr("A daily trend needs a range of at most %n day(s): choose a shorter one.", nullptr,
                              TrendLoader::maxDays));
        m_message->show();
        m_progress->hide();
        m_cancel->hide();
        m_retry->hide();
        m_chart->setTrend({}, {}, {}, {});
        return;
    }
    m_message->clear();
    if (!same || !loader()->isLoading())
        loader()->load(pageId, loadRange());
    refillAudienceList();
    redraw();
}

bool TrendView::isRollingRate() const
{
    return m_rolling->isChecked();
}

void TrendView::setRollingRate(bool rolling)
{
    m_rolling->setChecked(rolling);
}

Models::DateRange TrendView::loadRange() const
{
    if (!isRollingRate() || m_range.isAllTime() || !m_range.isValid())
        return m_range;
    const qint64 before = std::clamp<qint64>(TrendLoader::maxDays - m_range.dayCount(), 0, RollingRate::weekDays - 1);
    return {m_range.first.addDays(-before), m_range.last};
}

QList<Models::WindowRate> TrendView::rates(const QString &audienceId) const
{
    const Models::DateRange days = loadRange();
    QList<Models::DayCounts> counts;
    for (QDate day = days.first; days.isValid() && !days.isAllTime() && day <= days.last; day = day.addDays(1))
        counts.append(RollingRate::conversionsOn(day, loader()->day(m_pageId, day), audienceId));
    QList<Models::WindowRate> rates = RollingRate::over(counts, isRollingRate() ? RollingRate::weekDays : 1);
    // The days before the range only fill its first windows.
    rates.erase(rates.begin(), std::find_if(rates.begin(), rates.end(),
                                            [this](const Models::WindowRate &rate) { return rate.day >= m_range.first; }));
    return rates;
}

void TrendView::cancel()
{
    loader()->cancel();
}

void TrendView::onProgress(int done, int total)
{
    const bool loading = loader()->isLoading();
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    if (loading) {
        m_message->setText(tr("Asking for each day (%n at a time)…", nullptr, TrendLoader::maxInFlight));
        m_retry->hide();
    }
}

void TrendView::onFinished()
{
    m_redrawSoon->stop(); // drawn below, complete
    m_progress->hide();
    m_cancel->hide();
    const QList<QDate> failed = loader()->failedDays();
    if (!failed.isEmpty()) {
        m_message->setText(tr("%n day(s) could not be loaded (%1); they are missing from the lines.", nullptr,
                              int(failed.size()))
                               .arg(loader()->lastError().toString()));
    } else if (loader()->wasCancelled()) {
        m_message->setText(tr("Stopped: the days loaded so far are drawn. Change the range or reload to ask for the rest."));
    } else {
        m_message->clear();
    }
    m_retry->setVisible(!failed.isEmpty());
    refillAudienceList();
    redraw();
}

QStringList TrendView::selectedLines() const
{
    QStringList ids;
    for (int row = 0; row < m_lines->count(); ++row) {
        if (m_lines->item(row)->checkState() == Qt::Checked)
            ids.append(m_lines->item(row)->data(Qt::UserRole).toString());
    }
    return ids;
}

void TrendView::setSelectedLines(const QStringList &ids)
{
    m_wanted = ids;
    refillAudienceList();
    redraw();
}

void TrendView::refillAudienceList()
{
    m_filling = true;
    m_lines->clear();
    const auto add = [this](const QString &id, const QString &text) {
        auto *item = new QListWidgetItem(text, m_lines);
        item->setData(Qt::UserRole, id);
        item->setToolTip(id.isEmpty() ? tr("All audiences of the page together") : tr("%1\n%2").arg(text, id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(m_wanted.contains(id) ? Qt::Checked : Qt::Unchecked);
    };
    add(QString(), tr("Whole page"));
    for (const QString &id : loader()->activeAudiences(m_pageId, m_range))
        add(id, m_names.value(id, id));
    m_filling = false;
}

void TrendView::redraw()
{
    QList<TrendLine> lines;
    for (const QString &id : selectedLines())
        lines.append({id.isEmpty() ? tr("Whole page") : m_names.value(id, id), loader()->series(m_pageId, m_range, id), rates(id)});
    QStringList audiences = m_names.keys();
    const QList<Models::PublishMarker> markers =
        Models::knownPublishes(audiences, *m_connection->versionFollower(), *m_connection->knownAudiences());
    m_chart->setTrend(m_range, lines, markers, m_names);
    QMenu *menu = m_impact->menu();
    menu->clear();
    for (const Models::PublishMarker &marker : markers) {
        if (!m_range.contains(marker.at.toLocalTime().date()))
            continue;
        const QString text = tr("%1: version %2, %3")
                                 .arg(m_names.value(marker.audienceId, marker.audienceId), QLocale().toString(marker.versionNumber),
                                      QLocale().toString(marker.at.toLocalTime(), QLocale::ShortFormat));
        // "&&": an action's "&" marks its mnemonic, and "FP&A leads" read "FPA leads" in the menu.
        QString shown = text;
        connect(menu->addAction(shown.replace(u'&', QStringLiteral("&&"))), &QAction::triggered, this,
                [this, marker] { openImpact(marker); });
    }
    m_impact->setEnabled(!menu->isEmpty());
}

void TrendView::openImpact(const Models::PublishMarker &marker)
{
    ImpactDialog::open(m_connection, m_pageId, marker, this);
}

} // namespace Audience::Ui
