#include "ui/pagelinks/pagelinkdetailview.h"

#include "models/common/datetimeformat.h"
#include "models/pagelinks/pagelinksearchmodel.h"
#include "ui/common/fieldform.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::DateTimeFormat;

PageLinkDetailView::PageLinkDetailView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("pageLinkDetailView"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("pageLinkTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true);
    m_hint = new QLabel(tr("Choose a link to see where it leads."), this);
    m_hint->setEnabled(false);
    m_hint->setWordWrap(true);
    m_deleted = new QLabel(this);
    m_deleted->setObjectName(QStringLiteral("pageLinkDeletedLabel"));
    m_deleted->setWordWrap(true);
    m_deleted->setFrameShape(QFrame::StyledPanel);
    m_deleted->setMargin(6);
    m_fields = new FieldForm(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setEnabled(false);
    m_openAudience = new QPushButton(tr("Open &Audience"), this);
    m_openAudience->setObjectName(QStringLiteral("openLinkAudienceButton"));
    connect(m_openAudience, &QPushButton::clicked, this, [this] { emit openAudienceRequested(m_audienceId); });
    m_openPage = new QPushButton(tr("Open &Page"), this);
    m_openPage->setObjectName(QStringLiteral("openLinkPageButton"));
    connect(m_openPage, &QPushButton::clicked, this, [this] { emit openPageRequested(m_pageId); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openAudience);
    buttons->addWidget(m_openPage);
    buttons->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 18, 18);
    layout->addWidget(m_title);
    layout->addWidget(m_hint);
    layout->addWidget(m_deleted);
    layout->addWidget(m_fields);
    layout->addLayout(buttons);
    layout->addWidget(m_note);
    layout->addStretch(1);
    clear();
}

void PageLinkDetailView::setLink(const Net::PageLink &link, const QString &pageId, const QString &audienceName)
{
    m_linkId = link.pageLinkId.value();
    const QString type = link.target.value().targetType.value();
    m_audienceId = link.target.value().audienceId.value();
    m_pageId = pageId;
    m_title->setText(link.path.value().isEmpty() ? tr("(no path)") : link.path.value());
    m_title->show();
    m_hint->hide();
    const bool deleted = !link.deletedAt.value().isEmpty();
    m_deleted->setVisible(deleted);
    if (deleted)
        m_deleted->setText(tr("Deleted %1: this link no longer leads anywhere.").arg(DateTimeFormat::display(link.deletedAt.value())));
    // The audience by its name where known, its ID on a line of its own.
    QList<FieldForm::Field> fields{
        {tr("Link ID"), m_linkId, {}, true},
        {tr("Target type"), Models::PageLinkSearchModel::targetTypeLabel(type), type},
    };
    if (audienceName.isEmpty() || m_audienceId.isEmpty()) {
        fields.append(FieldForm::Field{tr("Audience"), m_audienceId, {}, true});
    } else {
        fields.append(FieldForm::Field{tr("Audience"), audienceName, m_audienceId});
        fields.append(FieldForm::Field{tr("Audience ID"), m_audienceId, {}, true});
    }
    fields += QList<FieldForm::Field>{
        {tr("Page"), pageId, {}, true},
        {tr("Domain ID"), link.tenantDomainId.value(), {}, true},
        {tr("Created"), DateTimeFormat::display(link.createdAt.value()), DateTimeFormat::full(link.createdAt.value())},
        {tr("Updated"), DateTimeFormat::display(link.updatedAt.value()), DateTimeFormat::full(link.updatedAt.value())},
        {tr("Deleted"), deleted ? DateTimeFormat::display(link.deletedAt.value()) : tr("No")},
    };
    m_fields->setFields(fields);
    m_fields->show();
    m_openAudience->setVisible(!m_audienceId.isEmpty());
    m_openPage->setVisible(!pageId.isEmpty());
    if (m_audienceId.isEmpty() && pageId.isEmpty())
        m_note->setText(tr("A link names the audience it leads to, but not its page. To open the page of a page or "
                           "routing link, choose the page in the filters: every link found then leads to it."));
    else
        m_note->clear();
    m_note->setVisible(!m_note->text().isEmpty());
}

void PageLinkDetailView::clear()
{
    m_linkId.clear();
    m_audienceId.clear();
    m_pageId.clear();
    m_title->hide();
    m_hint->show();
    m_deleted->hide();
    m_fields->hide();
    m_openAudience->hide();
    m_openPage->hide();
    m_note->hide();
}

} // namespace Audience::Ui
