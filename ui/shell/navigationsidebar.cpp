#include "ui/shell/navigationsidebar.h"

#include "ui/common/currentfollowsselection.h"

namespace Audience::Ui {

namespace {
constexpr int PlaceIdRole = Qt::UserRole + 1;
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
    item->setToolTip(shortcutText.isEmpty() ? title : tr("%1 (%2)").arg(title, shortcutText));
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

QSize NavigationSidebar::sizeHint() const
{
    return {150, QListWidget::sizeHint().height()};
}

} // namespace Audience::Ui
