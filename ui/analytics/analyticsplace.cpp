#include "ui/analytics/analyticsplace.h"

#include "models/common/modelroles.h"
#include "models/pages/pagefilterproxymodel.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/common/placeids.h"
#include "ui/analytics/analyticsview.h"
#include "ui/analytics/daterangebar.h"
#include "ui/analytics/trendview.h"
#include "ui/common/liststatewidget.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QListView>
#include <QSettings>
#include <QStyledItemDelegate>
#include <QTableView>

#include <algorithm>

namespace Audience::Ui {

using Models::PageListModel;

namespace {

// A list's row is as wide as its longest name, and a narrow list cut it at its edge without an
// ellipsis: drawn within the view, the name is elided ("Webinar follow-up: close t" became
// "Webinar follow-up: clo…"), and CutTextTips shows it whole.
class ElidedAtTheEdge : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem within = option;
        if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
            within.rect.setRight(std::min(option.rect.right(), view->viewport()->width() - 1));
        QStyledItemDelegate::paint(painter, within, index);
    }
};

} // namespace

AnalyticsPlace::AnalyticsPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
{
    setObjectName(QStringLiteral("analyticsPlace"));
    m_proxy = new Models::PageFilterProxyModel(this);
    m_proxy->setSourceModel(connection->pages());
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("analyticsPageSearch"));
    m_search->setPlaceholderText(tr("Find a page"));
    m_search->setAccessibleName(tr("Find a page"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &Models::PageFilterProxyModel::setSearchText);

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("analyticsPageList"));
    m_list->setAccessibleName(tr("Pages"));
    m_list->setModel(m_proxy);
    m_list->setModelColumn(PageListModel::NameColumn);
    m_list->setUniformItemSizes(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setItemDelegate(new ElidedAtTheEdge(m_list));

    m_view = new AnalyticsView(connection, this);
    m_view->setStepScope(this); // Alt+Left/Right step the period from the page list too
    connect(m_view, &AnalyticsView::openAudienceRequested, this,
            [this](const QString &audienceId) { emit navigationRequested(Models::PlaceId::audiences, audienceId); });
    connect(m_view, &AnalyticsView::openPageRequested, this, [this](const QString &pageId) {
        emit navigationRequested(Models::PlaceId::pages, pageId);
    });

    // The analytics want the room: the page list is a column as wide as a typical name (it was
    // "Webinar follow-up: close t" beside 800 px of charts), a longer one elided.
    setUpListAndDetail(m_list, m_view, {m_search}, {}, {1, 4, true});
    listState()->setLoadingText(tr("Loading pages…"));
    followListModel(connection->pages(), tr("Could not load the pages"), m_proxy);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &AnalyticsPlace::onCurrentRowChanged);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_currentId.isEmpty() && !m_list->currentIndex().isValid())
            selectPage(m_currentId);
    });
    connect(connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (!connected) {
            m_currentId.clear();
            m_view->clear();
        }
    });
    setTabOrder(m_search, m_list);
    setTabOrder(m_list, m_view);
    updateListTexts();
}

AnalyticsPlace::~AnalyticsPlace()
{
    disconnect(m_list->selectionModel(), nullptr, this, nullptr);
    disconnect(m_proxy, nullptr, this, nullptr);
}

QString AnalyticsPlace::displayTitle()
{
    return tr("Analytics");
}

QString AnalyticsPlace::placeId() const
{
    return Models::PlaceId::analytics;
}

QString AnalyticsPlace::title() const
{
    return displayTitle();
}

void AnalyticsPlace::reload()
{
    if (connection()->isConnected())
        m_view->reload();
}

void AnalyticsPlace::openItem(const QString &pageId)
{
    if (pageId.isEmpty()) {
        m_currentId.clear();
        m_list->setCurrentIndex({});
        m_view->clear();
        return;
    }
    if (!selectPage(pageId))
        showPage(pageId); // not in the list (yet): its analytics anyway, named by its ID
}

void AnalyticsPlace::showEvent(QShowEvent *event)
{
    ListDetailPlace::showEvent(event);
    // Where the user was, not "Choose a page". Here, not in openItem(""): an empty item from the
    // history still means no page.
    const QString lastPageId = connection()->lastOpenedPageId();
    if (m_currentId.isEmpty() && !lastPageId.isEmpty() && connection()->isConnected())
        openItem(lastPageId);
}

void AnalyticsPlace::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void AnalyticsPlace::updateListTexts()
{
    if (showNotConnected())
        return;
    listState()->setEmptyText(tr("No pages"), m_search->text().isEmpty() ? tr("The service has no pages yet.")
                                                                         : tr("No page matches “%1”.").arg(m_search->text()));
}

bool AnalyticsPlace::selectPage(const QString &pageId)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, PageListModel::NameColumn);
        if (index.data(Models::IdRole).toString() == pageId) {
            m_list->setCurrentIndex(index);
            m_list->scrollTo(index);
            showPage(pageId); // also when it was already current
            return true;
        }
    }
    return false;
}

void AnalyticsPlace::onCurrentRowChanged(const QModelIndex &current)
{
    if (current.isValid())
        showPage(current.data(Models::IdRole).toString());
}

void AnalyticsPlace::showPage(const QString &pageId)
{
    const int row = connection()->pages()->rowOf(pageId);
    const QString name = row >= 0 ? connection()->pages()->pageAt(row).name : QString();
    const bool changed = pageId != m_currentId;
    m_currentId = pageId;
    m_view->showPage(pageId, name);
    if (changed)
        emit currentItemChanged(pageId);
}

void AnalyticsPlace::saveExtraState(QSettings &settings) const
{
    const Models::DateRange range = m_view->rangeBar()->range();
    const auto preset = range.presetOn(m_view->rangeBar()->today());
    settings.setValue(QStringLiteral("rangePreset"), int(preset));
    if (preset == Models::DateRange::Preset::Custom) {
        settings.setValue(QStringLiteral("rangeFirst"), range.first);
        settings.setValue(QStringLiteral("rangeLast"), range.last);
    }
    settings.setValue(QStringLiteral("compare"), m_view->isComparing());
    settings.setValue(QStringLiteral("tab"), int(m_view->currentTab()));
    settings.setValue(QStringLiteral("trendRolling"), m_view->trend()->isRollingRate());
    // Under a new name since the CTA rate column came: an older state would hide the wrong column.
    settings.setValue(QStringLiteral("audienceTableColumns"), m_view->table()->horizontalHeader()->saveState());
}

void AnalyticsPlace::restoreExtraState(QSettings &settings)
{
    using Preset = Models::DateRange::Preset;
    // A preset comes back as the preset (the last 30 days are today's last 30 days).
    const auto preset = Preset(settings.value(QStringLiteral("rangePreset"), int(Preset::Last30Days)).toInt());
    if (preset == Preset::Custom) {
        const Models::DateRange range{settings.value(QStringLiteral("rangeFirst")).toDate(),
                                      settings.value(QStringLiteral("rangeLast")).toDate()};
        if (range.isValid() && !range.isAllTime())
            m_view->rangeBar()->setRange(range);
    } else {
        m_view->rangeBar()->choosePreset(preset);
    }
    m_view->setComparing(settings.value(QStringLiteral("compare"), false).toBool());
    m_view->setCurrentTab(AnalyticsView::Tab(std::clamp(settings.value(QStringLiteral("tab"), 0).toInt(), 0, 3)));
    m_view->trend()->setRollingRate(settings.value(QStringLiteral("trendRolling"), false).toBool());
    m_view->table()->horizontalHeader()->restoreState(settings.value(QStringLiteral("audienceTableColumns")).toByteArray());
}

} // namespace Audience::Ui
