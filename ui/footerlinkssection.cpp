#include "ui/footerlinkssection.h"

#include "net/pagetypes.h"

#include <QVBoxLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace Audience::Ui {

FooterLinksSection::FooterLinksSection(QWidget *parent)
    : DetailSection(tr("Footer links"), parent)
{
    setObjectName(QStringLiteral("footerLinksSection"));
    m_groups = new QWidget(this);
    auto *grid = new QGridLayout(m_groups);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(18);
    grid->setVerticalSpacing(10);
    body()->addWidget(m_groups);
}

void FooterLinksSection::setPage(const Net::Page &page)
{
    qDeleteAll(m_groups->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
    auto *grid = static_cast<QGridLayout *>(m_groups->layout());
    const QList<Net::FooterLinkGroup> groups = page.footerLinks.value_or(QList<Net::FooterLinkGroup>{});
    m_count = int(groups.size());
    setTitle(tr("Footer links (%1)").arg(QLocale().toString(m_count)));
    if (!page.footerLinks)
        setNote(tr("The service sent no footer links for this page."));
    else
        setNote(groups.isEmpty() ? tr("The footer has no links.") : QString());

    constexpr int columns = 3;
    int index = 0;
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
        grid->addWidget(label, index / columns, index % columns, Qt::AlignTop);
        ++index;
    }
    for (int column = 0; column < columns; ++column)
        grid->setColumnStretch(column, 1);
}

} // namespace Audience::Ui
