#include "ui/pages/pageoverviewsection.h"

#include "models/common/datetimeformat.h"
#include "models/pages/pagelistmodel.h"
#include "net/pagetypes.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/fieldform.h"
#include "ui/common/statusbadge.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPushButton>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::DateTimeFormat;

PageOverviewSection::PageOverviewSection(QWidget *parent)
    : QWidget(parent)
{
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    m_name = new ElidedLabel(this);
    m_name->setObjectName(QStringLiteral("pageName"));
    m_name->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name->setEnabled(false);

    m_status = new StatusBadge(this);
    m_status->setObjectName(QStringLiteral("pageStatusBadge"));
    m_type = new StatusBadge(this);
    m_type->setObjectName(QStringLiteral("pageTypeBadge"));
    auto *badges = new QHBoxLayout;
    badges->setSpacing(6);
    badges->addWidget(m_name, 1);
    badges->addWidget(m_type);
    badges->addWidget(m_status);
    auto *analytics = new QPushButton(tr("&Analytics"), this);
    analytics->setObjectName(QStringLiteral("pageAnalyticsButton"));
    analytics->setToolTip(tr("How this page's audiences do: sessions, conversion, trends"));
    connect(analytics, &QPushButton::clicked, this, &PageOverviewSection::analyticsRequested);
    badges->addWidget(analytics);

    m_fields = new FieldForm(this);
    m_fields->setObjectName(QStringLiteral("pageOverviewFields"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_title);
    layout->addLayout(badges);
    layout->addSpacing(4);
    layout->addWidget(m_fields);
}

void PageOverviewSection::setPage(const Net::Page &page)
{
    m_title->setText(page.title.isEmpty() ? tr("(untitled page)") : page.title);
    m_name->setFullText(page.name);
    m_status->setStatus(page.status, Models::PageListModel::statusLabel(page.status));
    m_type->setNeutral(Models::PageListModel::typeLabel(page.pageType));

    const auto date = [](const QString &text) {
        return FieldForm::Field{QString(), DateTimeFormat::display(text), DateTimeFormat::full(text)};
    };
    QList<FieldForm::Field> fields;
    fields.append({tr("Context"), page.pageContext});
    fields.append({tr("Brand"), page.brandId, {}, true});
    fields.append({tr("Audiences"), QLocale().toString(page.audiencesCount)});
    FieldForm::Field created = date(page.createdAt);
    created.label = tr("Created");
    fields.append(created);
    FieldForm::Field updated = date(page.updatedAt);
    updated.label = tr("Updated");
    fields.append(updated);
    if (page.archivedAt) {
        FieldForm::Field archived = date(*page.archivedAt);
        archived.label = tr("Archived");
        fields.append(archived);
    }
    if (page.deletedAt) {
        FieldForm::Field deleted = date(*page.deletedAt);
        deleted.label = tr("Deleted");
        fields.append(deleted);
    }
    if (page.headerActionId) {
        QString header = *page.headerActionId;
        for (const Net::PageAction &action : page.actions) {
            if (action.actionId.value() == header && !action.buttonTitle.value().isEmpty()) {
                header = tr("“%1” (%2)").arg(action.buttonTitle.value(), header);
                break;
            }
        }
        fields.append({tr("Header action"), header});
    }
    fields.append({tr("Page ID"), page.pageId, {}, true});
    m_fields->setFields(fields);
}

QString PageOverviewSection::shownTitle() const
{
    return m_title->text();
}

} // namespace Audience::Ui
