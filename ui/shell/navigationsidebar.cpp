#include "ui/shell/navigationsidebar.h"

#include "ui/common/currentfollowsselection.h"

#include <QApplication>
#include <QEvent>
#include <QStyledItemDelegate>
#include <QStyle>

namespace Audience::Ui {

namespace {
constexpr int PlaceIdRole = Qt::UserRole + 1;
constexpr int TitleRole = Qt::UserRole + 2;
constexpr int ShortcutRole = Qt::UserRole + 3;

// A row with room above and below its icon and name (the style's own margins are room enough at
// the sides); its highlight spans the whole row, the room included.
class PaddedRowDelegate : public QStyledItemDelegate
{
public:
    static constexpr int paddingY = 6;

    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return QStyledItemDelegate::sizeHint(option, index) + QSize(0, 2 * paddingY);
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem row = option;
        initStyleOption(&row, index);
        const QWidget *view = option.widget;
        QStyle *style = view ? view->style() : QApplication::style();
        style->drawPrimitive(QStyle::PE_PanelItemViewItem, &row, painter, view);
        QStyleOptionViewItem inside = option;
        inside.rect = option.rect.adjusted(0, paddingY, 0, -paddingY);
        QStyledItemDelegate::paint(painter, inside, index);
    }
};
} // namespace

NavigationSidebar::NavigationSidebar(QWidget *parent)
    : QListWidget(parent)
{
    setObjectName(QStringLiteral("navigationSidebar"));
    setAccessibleName(tr("Places"));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setIconSize(QSize(20, 20));
    setSpacing(2);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A sidebar, not a document: the window's colour rather than a white list, and roomy rows.
    // Set through the palette role and a delegate, not a style sheet: a style sheet routes every
    // row's painting and sizing through Qt's style-sheet style (with the profile badge's and band's,
    // 2.8 % of a launch; docs/performance.md).
    viewport()->setBackgroundRole(QPalette::Window);
    setItemDelegate(new PaddedRowDelegate(this));
    connect(this, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *current) {
        if (current && !m_updating)
            emit placeChosen(current->data(PlaceIdRole).toString());
    });
    // A row chosen through the accessibility bus (voice control, switch access) opens its place
    // as a click does.
    makeCurrentFollowSelection(this);
}

void NavigationSidebar::addPlace(const QString &placeId, const QString &title, const QIcon &icon, const QString &shortcutText)
{
    auto *item = new QListWidgetItem(icon, title, this);
    item->setData(PlaceIdRole, placeId);
    item->setData(TitleRole, title);
    item->setData(ShortcutRole, shortcutText);
    item->setToolTip(shortcutText.isEmpty() ? title : tr("%1 (%2)").arg(title, shortcutText));
    namesChanged();
}

void NavigationSidebar::setPlaceCount(const QString &placeId, int count, const QString &countMeaning)
{
    for (int row = 0; row < this->count(); ++row) {
        QListWidgetItem *place = item(row);
        if (place->data(PlaceIdRole).toString() != placeId)
            continue;
        const QString title = place->data(TitleRole).toString();
        const QString shortcut = place->data(ShortcutRole).toString();
        // The number in the row's text, and what it counts in its tooltip and for a screen reader:
        // never a coloured dot alone.
        place->setText(count > 0 ? tr("%1 (%2)").arg(title).arg(count) : title);
        namesChanged(); // a count may need more width
        QString tip = shortcut.isEmpty() ? title : tr("%1 (%2)").arg(title, shortcut);
        if (count > 0 && !countMeaning.isEmpty())
            tip = tr("%1: %2").arg(tip, countMeaning);
        place->setToolTip(tip);
        place->setData(Qt::AccessibleTextRole, count > 0 && !countMeaning.isEmpty() ? tr("%1, %2").arg(title, countMeaning) : title);
        return;
    }
}

QString NavigationSidebar::placeText(const QString &placeId) const
{
    for (int row = 0; row < count(); ++row) {
        if (item(row)->data(PlaceIdRole).toString() == placeId)
            return item(row)->text();
    }
    return {};
}

void NavigationSidebar::setCurrentPlace(const QString &placeId)
{
    for (int row = 0; row < count(); ++row) {
        if (item(row)->data(PlaceIdRole).toString() == placeId) {
            m_updating = true;
            setCurrentRow(row);
            m_updating = false;
            return;
        }
    }
}

QString NavigationSidebar::currentPlace() const
{
    return currentItem() ? currentItem()->data(PlaceIdRole).toString() : QString();
}

int NavigationSidebar::widthOfNames() const
{
    if (m_widthOfNames >= 0)
        return m_widthOfNames;
    int widest = 0;
    for (int row = 0; row < count(); ++row)
        widest = qMax(widest, fontMetrics().horizontalAdvance(item(row)->text()));
    // The row's margins inside its highlight (the style's, about 8 px a side), the icon and its gap, the list's
    // spacing and frame, and a vertical scroll bar when the window is short.
    const int chrome = 2 * 8 + iconSize().width() + 8 + 2 * spacing() + 2 * frameWidth()
                     + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this) + 4;
    m_widthOfNames = widest + chrome;
    return m_widthOfNames;
}

void NavigationSidebar::namesChanged()
{
    m_widthOfNames = -1;
    updateGeometry();
}

void NavigationSidebar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_widthOfNames = -1; // measured again in the new font or style
    QListWidget::changeEvent(event);
}

QSize NavigationSidebar::sizeHint() const
{
    return {qMax(150, widthOfNames()), QListWidget::sizeHint().height()};
}

QSize NavigationSidebar::minimumSizeHint() const
{
    return {widthOfNames(), QListWidget::minimumSizeHint().height()};
}

} // namespace Audience::Ui
