#include "ui/pages/footerlinkssection.h"

#include "net/pagetypes.h"

#include <QVBoxLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace Audience::Ui {

namespace {
constexpr int maximumColumns = 3;
constexpr int columnSpacing = 18;
} // namespace

FooterLinksSection::FooterLinksSection(QWidget *parent)
    : DetailSection(tr("Footer links"), parent)
{
    setObjectName(QStringLiteral("footerLinksSection"));
    m_groups = new QWidget(this);
    auto *grid = new QGridLayout(m_groups);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(columnSpacing);
    grid->setVerticalSpacing(10);
    body()->addWidget(m_groups);
}

void FooterLinksSection::setPage(const Net::Page &page)
{
    qDeleteAll(m_groups->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    m_labels.clear();
    m_columns = 0;
    const QList<Net::FooterLinkGroup> groups = page.footerLinks.value_or(QList<Net::FooterLinkGroup>{});
    m_count = int(groups.size());
    setTitle(tr("Footer links (%1)").arg(QLocale().toString(m_count)));
    if (!page.footerLinks)
        setNote(tr("The service sent no footer links for this page."));
    else
        setNote(groups.isEmpty() ? tr("The footer has no links.") : QString());

    for (const Net::FooterLinkGroup &group : groups) {
        QString html = QStringLiteral("<b>%1</b>").arg(
            (group.title.value().isEmpty() ? tr("(untitled group)") : group.title.value()).toHtmlEscaped());
        const QList<Net::FooterLink> links = group.links.value();
        if (links.isEmpty())
            html += QStringLiteral("<br><span style='color:#6b7280'>%1</span>").arg(tr("No links.").toHtmlEscaped());
        for (const Net::FooterLink &link : links) {
            html += QStringLiteral("<br>%1").arg(link.text.value().toHtmlEscaped());
            if (!link.url.value().isEmpty())
                html += QStringLiteral("<br><span style='color:#006621; font-size:small'>%1</span>")
                            .arg(link.url.value().toHtmlEscaped());
        }
        auto *label = new QLabel(html, m_groups);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_labels.append(label);
    }
    arrangeGroups(m_groups->width() > 0 ? m_groups->width() : m_groups->sizeHint().width());
}

void FooterLinksSection::resizeEvent(QResizeEvent *event)
{
    DetailSection::resizeEvent(event);
    arrangeGroups(m_groups->width());
}

void FooterLinksSection::arrangeGroups(int width)
{
    // A column is as narrow as its widest unbreakable text (usually an address) allows. Fewer
    // columns only ever need less width, so the choice cannot make the pane wider than it is.
    int columnWidth = 1;
    for (const QLabel *label : std::as_const(m_labels))
        columnWidth = qMax(columnWidth, label->minimumSizeHint().width());
    // The pane may make it as narrow as one column: the grid's own minimum (all columns) would
    // otherwise hold the whole detail pane wide, and the width would never drop to where fewer fit.
    m_groups->setMinimumWidth(m_labels.isEmpty() ? 0 : columnWidth);
    const int fitting = (width + columnSpacing) / (columnWidth + columnSpacing);
    const int columns = qBound(1, fitting, maximumColumns);
    if (columns == m_columns || m_labels.isEmpty())
        return;
    m_columns = columns;
    auto *grid = static_cast<QGridLayout *>(m_groups->layout());
    for (QLabel *label : std::as_const(m_labels))
        grid->removeWidget(label);
    for (int index = 0; index < m_labels.size(); ++index)
        grid->addWidget(m_labels.at(index), index / columns, index % columns, Qt::AlignTop);
    for (int column = 0; column < maximumColumns; ++column)
        grid->setColumnStretch(column, column < columns ? 1 : 0);
}

} // namespace Audience::Ui
