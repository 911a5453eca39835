#include "ui/analytics/analyticsview.h"

#include "models/analytics/analyticsexport.h"
#include "models/analytics/audienceanalyticsmodel.h"
#include "models/analytics/pageanalytics.h"
#include "models/analytics/totalslastproxymodel.h"
#include "models/analytics/trendloader.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "ui/analytics/audiencecharts.h"
#include "ui/analytics/daterangebar.h"
#include "ui/analytics/figuredelegate.h"
#include "ui/analytics/kpitile.h"
#include "ui/analytics/sessioncardview.h"
#include "ui/analytics/trendchartview.h"
#include "ui/analytics/trendview.h"
#include "ui/common/columnmenu.h"
#include "ui/common/reachablemenubutton.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/rowtable.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QResizeEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::AnalyticsFigures;
using Models::AudienceAnalyticsModel;
using Metric = AnalyticsFigures::Metric;

namespace {

const QString exportFolderKey = QStringLiteral("analytics/exportFolder");

bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = QCoreApplication::translate("Audience::Ui::AnalyticsView", "Could not write %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

} // namespace

AnalyticsView::AnalyticsView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
    , m_analytics(new Models::PageAnalytics(*connection->serviceLink(), *connection->seenAudiences(), *connection->knownAudiences(), this))
{
    setObjectName(QStringLiteral("analyticsView"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("analyticsTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true); // a long page name takes two lines, never the window's width

    // Made in reading order, the order Tab follows (a widget joins the focus chain where it is
    // created): the title row (compare, export), the date range, the tabs. The export menu names
    // the charts, so it is filled once they exist.
    m_compare = new QCheckBox(tr("Compare with the previous period"), this);
    m_compare->setObjectName(QStringLiteral("compareCheck"));
    m_compare->setToolTip(tr("Also asks for the period of the same length just before, and shows every figure's change."));
    connect(m_compare, &QCheckBox::toggled, this, &AnalyticsView::load);
    auto *exportButton = new ReachableMenuButton(this);
    m_range = new DateRangeBar(this);
    connect(m_range, &DateRangeBar::rangeChanged, this, &AnalyticsView::load);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("analyticsTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(buildOverview(), tr("&Overview"));
    m_tabs->addTab(buildTable(), tr("A&udiences"));
    m_trend = new TrendView(connection, this);
    m_tabs->addTab(m_trend, tr("&Trend"));
    m_session = new SessionCardView(connection, this);
    m_tabs->addTab(m_session, tr("&Session"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &AnalyticsView::showTrendIfVisible);
    connect(m_session, &SessionCardView::openAudienceRequested, this, &AnalyticsView::openAudienceRequested);
    connect(m_session, &SessionCardView::openPageRequested, this, &AnalyticsView::openPageRequested);
    setUpExportButton(exportButton);

    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_compare);
    top->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_range);
    layout->addWidget(m_tabs, 1);

    connect(m_analytics, &Models::PageAnalytics::stateChanged, this, &AnalyticsView::onStateChanged);
    connect(m_analytics, &Models::PageAnalytics::loaded, this, &AnalyticsView::onLoaded);
    connect(m_analytics, &Models::PageAnalytics::namesChanged, this, &AnalyticsView::onLoaded);
    for (ListStateWidget *widget : std::as_const(m_states)) {
        widget->setRowModel(m_analytics->model());
        widget->setLoadingText(tr("Loading analytics…"));
        connect(widget, &ListStateWidget::retryRequested, m_analytics, &Models::PageAnalytics::retry);
    }
    qApp->installEventFilter(this); // Alt+Left/Right: see eventFilter()
    clear();
}

// The figures' tiles in one row, or in two when the view is too narrow for seven to be read whole.
void AnalyticsView::layOutTiles(int columns)
{
    if (columns == m_tileColumns)
        return;
    m_tileColumns = columns;
    for (KpiTile *tile : std::as_const(m_tiles))
        m_tileGrid->removeWidget(tile);
    for (int column = 0; column < m_tileGrid->columnCount(); ++column)
        m_tileGrid->setColumnStretch(column, 0);
    for (int index = 0; index < m_tiles.size(); ++index)
        m_tileGrid->addWidget(m_tiles.at(index), index / columns, index % columns);
    for (int column = 0; column < columns; ++column)
        m_tileGrid->setColumnStretch(column, 1); // equal shares, whatever the figures
}

void AnalyticsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int all = int(m_tiles.size());
    layOutTiles(width() >= all * tileWidthForOneRow ? all : (all + 1) / 2);
}

AnalyticsView::~AnalyticsView()
{
    disconnect(m_analytics, nullptr, this, nullptr);
}

QWidget *AnalyticsView::buildOverview()
{
    auto *overview = new QWidget(this);
    m_tileGrid = new QGridLayout;
    for (const Metric metric : {Metric::Sessions, Metric::ConversionRate, Metric::FormSubmitRate, Metric::BounceRate,
                                Metric::CtaRate, Metric::AvgTimeSeconds, Metric::AvgScrollDepth}) {
        auto *tile = new KpiTile(metric, overview);
        m_tiles.append(tile);
    }
    layOutTiles(int(m_tiles.size()));
    m_sessionsChart = new SessionsChartView(overview);
    m_ratesChart = new RatesChartView(overview);
    connect(m_sessionsChart, &SessionsChartView::audienceActivated, this, &AnalyticsView::openAudienceRequested);
    auto *charts = new QSplitter(Qt::Horizontal, overview);
    charts->addWidget(m_sessionsChart);
    charts->addWidget(m_ratesChart);
    // Half each: by their size hints the sessions chart got a third and cut its audiences' names
    // ("Founders at u…") beside the rates chart's room.
    charts->setStretchFactor(0, 1);
    charts->setStretchFactor(1, 1);
    charts->setSizes({1000, 1000});
    auto *layout = new QVBoxLayout(overview);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addLayout(m_tileGrid);
    layout->addWidget(charts, 1);

    auto *state = new ListStateWidget(overview, this);
    m_states.append(state);
    return state;
}

QWidget *AnalyticsView::buildTable()
{
    m_proxy = new Models::TotalsLastProxyModel(this);
    m_proxy->setSourceModel(m_analytics->model());
    m_table = makeRowTable(QStringLiteral("analyticsTable"), tr("Audience analytics"), m_proxy, this);
    m_table->setItemDelegate(new FigureDelegate(m_table));
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(AudienceAnalyticsModel::columnOf(Metric::Sessions), Qt::DescendingOrder);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Widths from the headers (and a value with its change), once: measuring 500 rows would stall.
    // A rate's second line holds its change and its n ("▲ 12 %  of 24 · few sessions"), a little smaller.
    const QFontMetrics metrics(m_table->font());
    const QString rateSample = QStringLiteral("▲ 100 %  ") + Models::FigureText::basisWithWarning(QStringLiteral("of 8,888"), true);
    for (int column = AudienceAnalyticsModel::FirstMetricColumn; column < AudienceAnalyticsModel::IdColumn; ++column) {
        const QString title = m_analytics->model()->headerData(column, Qt::Horizontal).toString();
        const auto metric = AudienceAnalyticsModel::metricAt(column);
        const int figure = metric && AnalyticsFigures::isRate(*metric) ? int(metrics.horizontalAdvance(rateSample) * 0.85)
                                                                       : metrics.horizontalAdvance(QStringLiteral("▲ 100 %  99.9 %"));
        header->resizeSection(column, std::max(metrics.horizontalAdvance(title), figure) + 24);
    }
    // Every row has room for a figure's two lines.
    m_table->verticalHeader()->setDefaultSectionSize(metrics.height() * 2 + 8);
    header->resizeSection(AudienceAnalyticsModel::NameColumn, 240);
    // Names before IDs: the ID column is hidden until shown from the header's menu (the ID is in
    // the name's tooltip); the place remembers the header.
    ColumnMenu::install(header, AudienceAnalyticsModel::IdColumn);
    header->setStretchLastSection(false);
    m_table->setToolTip(tr("Double-click an audience to open it. Ctrl+C copies the table for a spreadsheet."));
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString id = index.data(Models::IdRole).toString();
        if (!id.isEmpty())
            emit openAudienceRequested(id);
    });
    auto *copy = new QAction(tr("Copy Table"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    connect(copy, &QAction::triggered, this, &AnalyticsView::copyTable);
    m_table->addAction(copy);

    auto *state = new ListStateWidget(m_table, this);
    m_states.append(state);
    return state;
}

void AnalyticsView::setUpExportButton(ReachableMenuButton *button)
{
    button->setObjectName(QStringLiteral("exportButton"));
    button->setText(tr("E&xport"));
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(button);
    const auto csvFilter = tr("CSV files (*.csv)");
    const auto pngFilter = tr("PNG images (*.png)");
    menu->addAction(tr("Table as CSV…"), this, [this, csvFilter] {
        saveWithDialog(tr("Export the table"), fileStem() + QStringLiteral(".csv"), csvFilter,
                       [this](const QString &path, QString *error) { return exportTableCsv(path, error); });
    });
    menu->addAction(tr("Trend as CSV…"), this, [this, csvFilter] {
        saveWithDialog(tr("Export the trend"), fileStem() + QStringLiteral("-trend.csv"), csvFilter,
                       [this](const QString &path, QString *error) { return exportTrendCsv(path, error); });
    });
    menu->addSeparator();
    const QList<QPair<QString, QChartView *>> charts{{tr("Sessions Chart as PNG…"), m_sessionsChart},
                                                      {tr("Rates Chart as PNG…"), m_ratesChart},
                                                      {tr("Trend Chart as PNG…"), m_trend->chartView()}};
    for (const auto &[text, chart] : charts) {
        QChartView *view = chart;
        menu->addAction(text, this, [this, view, pngFilter] {
            saveWithDialog(tr("Save the chart"), fileStem() + QLatin1Char('-') + view->objectName() + QStringLiteral(".png"),
                           pngFilter, [this, view](const QString &path, QString *error) { return exportChartPng(view, path, error); });
        });
    }
    menu->addSeparator();
    menu->addAction(tr("Copy Table for a Spreadsheet"), this, &AnalyticsView::copyTable);
    button->setMenu(menu);
    button->setAccessibleName(tr("Export"));
}

QString AnalyticsView::pageId() const
{
    return m_analytics->pageId();
}

void AnalyticsView::showPage(const QString &pageId, const QString &pageName)
{
    m_pageName = pageName;
    m_title->setText(pageName.isEmpty() ? pageId : pageName);
    m_title->setToolTip(pageId);
    m_session->setPage(pageId, pageName);
    if (pageId == m_analytics->pageId() && m_analytics->state() != Models::LoadState::Idle)
        return;
    m_analytics->load(pageId, pageName, m_range->range(), isComparing());
    showTrendIfVisible();
}

void AnalyticsView::clear()
{
    m_analytics->clear();
    m_title->setText(tr("Choose a page"));
    m_session->setPage({}, {});
    onStateChanged();
}

void AnalyticsView::reload()
{
    if (m_analytics->pageId().isEmpty())
        return;
    m_analytics->reload();
    // Reload means "ask again": the trend's days of this range are forgotten, day cache included.
    m_connection->trend()->forget(m_analytics->pageId(), m_range->range());
    showTrendIfVisible();
}

void AnalyticsView::load()
{
    if (m_analytics->pageId().isEmpty())
        return;
    m_analytics->load(m_analytics->pageId(), m_pageName, m_range->range(), isComparing());
    showTrendIfVisible();
}

bool AnalyticsView::isComparing() const
{
    return m_compare->isChecked();
}

void AnalyticsView::setComparing(bool compare)
{
    m_compare->setChecked(compare);
}

void AnalyticsView::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

AnalyticsView::Tab AnalyticsView::currentTab() const
{
    return Tab(m_tabs->currentIndex());
}

void AnalyticsView::showTrendIfVisible()
{
    // The trend's requests are many: made only when the tab is looked at.
    if (m_tabs->currentWidget() == m_trend && !m_analytics->pageId().isEmpty())
        m_trend->show(m_analytics->pageId(), m_range->range(), m_analytics->names());
}

void AnalyticsView::onStateChanged()
{
    const Models::LoadState state = m_analytics->state();
    const bool allTime = m_range->range().isAllTime();
    m_compare->setEnabled(!allTime);
    m_compare->setToolTip(allTime ? tr("All time has no previous period to compare with.")
                                  : tr("Also asks for the period of the same length just before, and shows every figure's change."));
    for (ListStateWidget *widget : std::as_const(m_states)) {
        if (m_analytics->pageId().isEmpty())
            widget->setEmptyText(tr("No page chosen"), tr("Choose a page on the left to see how its audiences do."));
        else
            widget->setEmptyText(tr("No audiences in this range"),
                                 allTime ? tr("The service reports no audience of this page.")
                                         : tr("The service reports no audience of this page from %1 to %2. Try a longer range.")
                                               .arg(QLocale().toString(m_range->range().first, QLocale::ShortFormat),
                                                    QLocale().toString(m_range->range().last, QLocale::ShortFormat)));
        widget->setErrorMessage(tr("Could not load the analytics"), m_analytics->error().toString());
        widget->setLastRead(m_analytics->lastReadAt());
        widget->setLoadState(m_analytics->pageId().isEmpty() ? Models::LoadState::Complete : state);
    }
}

void AnalyticsView::onLoaded()
{
    AudienceAnalyticsModel *model = m_analytics->model();
    for (KpiTile *tile : std::as_const(m_tiles))
        tile->setFigures(model->totals(), model->previousTotals());
    const QList<AudienceBar> bars = busiestAudiences(model->items(), m_analytics->names());
    m_sessionsChart->setBars(bars);
    m_ratesChart->setBars(bars);
}

bool AnalyticsView::exportTableCsv(const QString &path, QString *error) const
{
    Models::ExportContext context{pageId(), m_pageName, m_analytics->range(), std::nullopt};
    if (m_analytics->isComparing())
        context.comparedWith = m_analytics->previousRange();
    return writeFile(path, Models::AnalyticsExport::tableCsv(*m_analytics->model(), context), error);
}

bool AnalyticsView::exportTrendCsv(const QString &path, QString *error) const
{
    const Models::ExportContext context{pageId(), m_pageName, m_range->range(), std::nullopt};
    return writeFile(path,
                     Models::AnalyticsExport::trendCsv(*m_connection->trend(), m_trend->selectedLines(),
                                                       m_analytics->names(), context),
                     error);
}

bool AnalyticsView::exportChartPng(QChartView *chart, const QString &path, QString *error) const
{
    // Twice the size on screen, drawn again (not scaled up), so it stays sharp in a slide.
    constexpr qreal scale = 2.0;
    QImage image(chart->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(chart->palette().color(QPalette::Base));
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        chart->render(&painter);
    }
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && image.save(&file, "PNG") && file.commit())
        return true;
    if (error)
        *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

void AnalyticsView::copyTable() const
{
    QApplication::clipboard()->setText(Models::AnalyticsExport::tableTsv(*m_analytics->model()));
}

void AnalyticsView::openSession(const QString &sessionId)
{
    setCurrentTab(SessionTab);
    m_session->openSession(sessionId);
}

QString AnalyticsView::fileStem() const
{
    const Models::DateRange range = m_analytics->range();
    QString name = m_pageName.isEmpty() ? pageId() : m_pageName;
    name.replace(QRegularExpression(QStringLiteral("[^\\w-]+")), QStringLiteral("-"));
    if (range.isAllTime())
        return name + QStringLiteral("-all-time");
    return QStringLiteral("%1-%2_%3").arg(name, range.first.toString(Qt::ISODate), range.last.toString(Qt::ISODate));
}

void AnalyticsView::saveWithDialog(const QString &title, const QString &suggestedName, const QString &filter,
                                   const std::function<bool(const QString &, QString *)> &write)
{
    QSettings settings;
    const QString folder = settings.value(exportFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                               .toString();
    const QString path = QFileDialog::getSaveFileName(this, title, QDir(folder).filePath(suggestedName), filter);
    if (path.isEmpty())
        return;
    settings.setValue(exportFolderKey, QFileInfo(path).absolutePath());
    QString error;
    if (write(path, &error))
        emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    else
        QMessageBox::warning(this, title, error);
}

bool AnalyticsView::eventFilter(QObject *watched, QEvent *event)
{
    // Alt+Left/Right step the range while the focus is anywhere in the step scope; elsewhere they stay
    // the window's Back and Forward. Caught before the focused widget sees them: a table would
    // take them to move its current cell, and the window's shortcut would fire on the override.
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    auto *key = static_cast<QKeyEvent *>(event);
    const bool step = key->modifiers() == Qt::AltModifier && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right);
    if (!step || !widget || !isVisible() || !m_stepScope || (widget != m_stepScope && !m_stepScope->isAncestorOf(widget)))
        return false;
    event->accept();
    if (event->type() == QEvent::KeyPress)
        m_range->step(key->key() == Qt::Key_Left ? -1 : 1);
    return true;
}

} // namespace Audience::Ui
