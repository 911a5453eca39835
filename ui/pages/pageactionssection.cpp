#include "ui/pages/pageactionssection.h"

#include "net/pagetypes.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

PageActionsSection::PageActionsSection(QWidget *parent)
    : DetailSection(tr("Actions"), parent)
{
    setObjectName(QStringLiteral("pageActionsSection"));
    m_list = new QWidget(this);
    auto *layout = new QVBoxLayout(m_list);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    body()->addWidget(m_list);
}

void PageActionsSection::setPage(const Net::Page &page)
{
    qDeleteAll(m_list->findChildren<QLabel *>(Qt::FindDirectChildrenOnly));
    QList<Net::PageAction> actions = page.actions;
    std::stable_sort(actions.begin(), actions.end(), [](const Net::PageAction &a, const Net::PageAction &b) {
        return a.actionIndex.valueOr(0) < b.actionIndex.valueOr(0);
    });
    m_count = int(actions.size());
    setTitle(tr("Actions (%1)").arg(QLocale().toString(m_count)));
    setNote(actions.isEmpty() ? tr("This page has no calls to action.") : QString());

    const QString header = page.headerActionId.value_or(QString());
    for (const Net::PageAction &action : actions) {
        const QString button = action.buttonTitle.value().isEmpty() ? tr("(no button title)") : action.buttonTitle.value();
        QString html = QStringLiteral("<b>%1</b>").arg(button.toHtmlEscaped());
        if (!action.actionType.value().isEmpty())
            html += QStringLiteral(" &nbsp;<span style='color:#6b7280'>%1</span>").arg(action.actionType.value().toHtmlEscaped());
        if (!header.isEmpty() && action.actionId.value() == header)
            html += QStringLiteral(" &nbsp;<span style='color:#1565c0'>★ %1</span>").arg(tr("header action").toHtmlEscaped());
        if (!action.purpose.value().isEmpty())
            html += QStringLiteral("<br>%1").arg(action.purpose.value().toHtmlEscaped());
        if (!action.url.value().isEmpty())
            html += QStringLiteral("<br><span style='color:#006621'>%1</span>").arg(action.url.value().toHtmlEscaped());
        auto *label = new QLabel(html, m_list);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setToolTip(tr("Action ID: %1").arg(action.actionId.value()));
        label->setContentsMargins(8, 0, 0, 0);
        label->setStyleSheet(QStringLiteral("QLabel { border-left: 3px solid palette(mid); padding-left: 6px; }"));
        m_list->layout()->addWidget(label);
    }
}

} // namespace Audience::Ui
