#include "ui/shell/navigationsidebar.h"

#include "ui/common/currentfollowsselection.h"

#include <QStyle>

namespace Audience::Ui {

namespace {
constexpr int PlaceIdRole = Qt::UserRole + 1;
constexpr int TitleRole = Qt::UserRole + 2;
constexpr int ShortcutRole = Qt::UserRole + 3;
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
    // A sidebar, not a document: the window's colour rather than a white list.
    setStyleSheet(QStringLiteral("QListWidget#navigationSidebar { background: palette(window); }"
                                 "QListWidget#navigationSidebar::item { padding: 6px 8px; }"));
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
    updateGeometry();
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
        updateGeometry(); // a count may need more width
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
    QString names;
    for (int row = 0; row < count(); ++row)
        names += item(row)->text() + u'\n';
    if (names != m_measuredNames || font() != m_measuredFont) {
        m_measuredNames = names;
        m_measuredFont = font();
        m_widestName = 0;
        for (int row = 0; row < count(); ++row)
            m_widestName = qMax(m_widestName, fontMetrics().horizontalAdvance(item(row)->text()));
    }
    const int widest = m_widestName;
    // The row's padding (8 px each side, the style sheet), the icon and its gap, the list's
    // spacing and frame, and a vertical scroll bar when the window is short.
    const int chrome = 2 * 8 + iconSize().width() + 8 + 2 * spacing() + 2 * frameWidth()
                     + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this) + 4;
    return widest + chrome;
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
