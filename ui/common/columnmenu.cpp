#include "ui/common/columnmenu.h"

#include <QHeaderView>
#include <QMenu>
#include <QSettings>

namespace Audience::Ui {

ColumnMenu::ColumnMenu(QHeaderView *header, int idColumn)
    : QObject(header)
    , m_header(header)
    , m_idColumn(idColumn)
{
}

ColumnMenu *ColumnMenu::install(QHeaderView *header, int idColumn)
{
    auto *menu = new ColumnMenu(header, idColumn);
    if (idColumn >= 0) {
        // About "aud_demo_0001": shown, it takes what a short ID needs and leaves names the rest.
        header->resizeSection(idColumn, header->fontMetrics().horizontalAdvance(QStringLiteral("aud_demo_00000")) + 16);
        header->hideSection(idColumn);
    }
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, menu, [menu, header](const QPoint &position) {
        QMenu *shown = menu->makeMenu(header);
        shown->setAttribute(Qt::WA_DeleteOnClose);
        shown->popup(header->viewport()->mapToGlobal(position));
    });
    return menu;
}

void ColumnMenu::setShown(int section, bool shown) const
{
    m_header->setSectionHidden(section, !shown);
    // Names keep the room in a narrow list: an ID column shown takes at most a third of it.
    if (shown && section == m_idColumn && m_header->width() > 0)
        m_header->resizeSection(section, qMin(m_header->sectionSize(section), m_header->width() / 3));
}

void ColumnMenu::remember(QHeaderView *header, const QString &key)
{
    header->restoreState(QSettings().value(key).toByteArray());
    const auto save = [header, key] { QSettings().setValue(key, header->saveState()); };
    // Hiding or showing a column resizes it (to 0 or back).
    connect(header, &QHeaderView::sectionResized, header, save);
    connect(header, &QHeaderView::sectionMoved, header, save);
}

QMenu *ColumnMenu::makeMenu(QWidget *parent) const
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("columnMenu"));
    QAbstractItemModel *model = m_header->model();
    const int count = model ? m_header->count() : 0;
    for (int visual = 0; visual < count; ++visual) {
        const int section = m_header->logicalIndex(visual);
        const QString name = model->headerData(section, m_header->orientation(), Qt::DisplayRole).toString();
        QAction *action = menu->addAction(name.isEmpty() ? tr("Column %1").arg(section + 1) : name);
        action->setCheckable(true);
        action->setChecked(!m_header->isSectionHidden(section));
        // A header with no column shown could not be brought back.
        action->setEnabled(m_header->isSectionHidden(section) || m_header->count() - m_header->hiddenSectionCount() > 1);
        connect(action, &QAction::toggled, this, [this, section](bool shown) { setShown(section, shown); });
    }
    return menu;
}

} // namespace Audience::Ui
