#include "ui/shell/quicksearchpopup.h"

#include "ui/common/symbolicons.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace Audience::Ui {

namespace {

enum EntryRole { PlaceRole = Qt::UserRole + 1, ItemRole, MatchTextRole };

} // namespace

QuickSearchPopup::QuickSearchPopup(QWidget *parent)
    : QFrame(parent, Qt::Popup)
{
    setObjectName(QStringLiteral("quickSearchPopup"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Quick search"));

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("quickSearchEdit"));
    m_filter->setPlaceholderText(tr("Go to a loaded page or audience…"));
    m_filter->setAccessibleName(tr("Quick search"));
    m_filter->installEventFilter(this);
    QFont larger = m_filter->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    m_filter->setFont(larger);

    m_entries = new QStandardItemModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_entries);
    m_proxy->setFilterRole(MatchTextRole);

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("quickSearchList"));
    m_list->setModel(m_proxy);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setFocusPolicy(Qt::NoFocus); // typing stays in the filter line; arrows move the list
    connect(m_list, &QListView::activated, this, &QuickSearchPopup::chooseCurrent);
    connect(m_list, &QListView::clicked, this, &QuickSearchPopup::chooseCurrent);

    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setEnabled(false);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->hide();

    auto *hint = new QLabel(tr("↑↓ to choose · Enter to open · Esc to close"), this);
    hint->setEnabled(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 6);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_empty, 1);
    layout->addWidget(hint);
    connect(m_filter, &QLineEdit::textChanged, this, &QuickSearchPopup::applyFilter);
    resize(580, 400);
}

void QuickSearchPopup::popup()
{
    m_entries->clear();
    const QList<Entry> entries = m_provider ? m_provider() : QList<Entry>{};
    const QIcon pageIcon = symbolIcon(Symbol::Page);
    const QIcon audienceIcon = symbolIcon(Symbol::Audience);
    for (const Entry &entry : entries) {
        auto *item = new QStandardItem(entry.detail.isEmpty() ? entry.text : tr("%1 — %2").arg(entry.text, entry.detail));
        item->setIcon(entry.place == QLatin1StringView("audiences") ? audienceIcon : pageIcon);
        item->setData(entry.place, PlaceRole);
        item->setData(entry.item, ItemRole);
        item->setData(QStringList{entry.text, entry.detail, entry.item}.join(u' '), MatchTextRole);
        item->setToolTip(entry.item);
        m_entries->appendRow(item);
    }
    m_filter->clear();
    applyFilter(QString());

    if (QWidget *window = parentWidget() ? parentWidget()->window() : nullptr) {
        const QRect frame = window->geometry();
        const int width = qMin(580, qMax(320, frame.width() - 40));
        resize(width, qMin(400, qMax(200, frame.height() - 80)));
        move(frame.left() + (frame.width() - width) / 2, frame.top() + qMin(90, frame.height() / 8));
    }
    show();
    raise();
    activateWindow();
    m_filter->setFocus(Qt::PopupFocusReason);
}

int QuickSearchPopup::shownCount() const
{
    return m_proxy->rowCount();
}

bool QuickSearchPopup::chooseCurrent()
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid())
        return false;
    const QString place = current.data(PlaceRole).toString();
    const QString item = current.data(ItemRole).toString();
    hide();
    emit chosen(place, item);
    return true;
}

bool QuickSearchPopup::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int rows = m_proxy->rowCount();
        const int row = m_list->currentIndex().isValid() ? m_list->currentIndex().row() : -1;
        switch (key->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up:
        case Qt::Key_PageDown:
        case Qt::Key_PageUp: {
            if (rows == 0)
                return true;
            const int step = (key->key() == Qt::Key_PageDown || key->key() == Qt::Key_PageUp) ? 8 : 1;
            const int direction = (key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown) ? 1 : -1;
            const int next = qBound(0, row + direction * step, rows - 1);
            m_list->setCurrentIndex(m_proxy->index(next, 0));
            return true;
        }
        case Qt::Key_Return:
        case Qt::Key_Enter:
            chooseCurrent();
            return true;
        case Qt::Key_Escape:
            hide();
            return true;
        default:
            break;
        }
    }
    return QFrame::eventFilter(watched, event);
}

void QuickSearchPopup::applyFilter(const QString &text)
{
    // Every word must appear somewhere, in any order, ignoring case.
    QString pattern;
    const QStringList words = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    for (const QString &word : words)
        pattern += QStringLiteral("(?=.*%1)").arg(QRegularExpression::escape(word));
    m_proxy->setFilterRegularExpression(QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption));
    const bool any = m_proxy->rowCount() > 0;
    if (any)
        m_list->setCurrentIndex(m_proxy->index(0, 0));
    m_list->setVisible(any);
    m_empty->setVisible(!any);
    if (m_entries->rowCount() == 0)
        m_empty->setText(tr("Nothing is loaded yet. Pages and audiences appear here once their lists have loaded."));
    else
        m_empty->setText(tr("Nothing loaded matches “%1”. The quick search looks through the pages and audiences loaded so far.")
                             .arg(text.trimmed()));
}

} // namespace Audience::Ui
