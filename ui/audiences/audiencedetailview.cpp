#include "ui/audiences/audiencedetailview.h"

#include "models/audiences/audienceactions.h"
#include "models/common/datetimeformat.h"
#include "models/audiences/knownaudiences.h"
#include "ui/common/detailsection.h"
#include "ui/common/fieldform.h"
#include "ui/common/statusbadge.h"
#include "ui/common/statuslabels.h"
#include "models/shell/connection.h"
#include "models/workspace/versionfollower.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::DateTimeFormat;

namespace {

QString orEmpty(const Net::Nullable<QString> &value)
{
    return value.value_or(QString());
}

QString dateOrEmpty(const Net::Nullable<QString> &value)
{
    return value ? DateTimeFormat::display(*value) : QString();
}

} // namespace

AudienceDetailView::AudienceDetailView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("audienceDetailView"));
    m_placeholder = new QLabel(this);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setEnabled(false);
    m_placeholder->setMargin(24);

    auto *content = new QWidget;
    buildHeader(content);
    buildActions(content);
    buildSections(content);
    layOut(content);
    followConnection(connection);
    clear();
}

// The name, the status and the link to the page.
void AudienceDetailView::buildHeader(QWidget *content)
{
    m_name = new QLabel(content);
    m_name->setObjectName(QStringLiteral("audienceName"));
    m_name->setTextFormat(Qt::PlainText);
    m_name->setWordWrap(true);
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_name->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    m_name->setFont(big);
    m_status = new StatusBadge(content);
    m_status->setObjectName(QStringLiteral("audienceStatusBadge"));
    m_openPage = new QPushButton(content);
    m_openPage->setObjectName(QStringLiteral("openPageButton"));
    m_openPage->setFlat(true);
    m_openPage->setCursor(Qt::PointingHandCursor);
    connect(m_openPage, &QPushButton::clicked, this, [this] {
        const QString pageId = m_item ? m_item->pageId.value() : m_groupPageId;
        if (!pageId.isEmpty())
            emit openPageRequested(pageId);
    });
}

// Archive, Restore, and how the last of them went.
void AudienceDetailView::buildActions(QWidget *content)
{
    m_archive = new QPushButton(tr("&Archive…"), content);
    m_archive->setObjectName(QStringLiteral("archiveButton"));
    m_archive->setToolTip(tr("Archive this audience (Delete)"));
    connect(m_archive, &QPushButton::clicked, this, [this] {
        if (m_item)
            emit archiveRequested(*m_item);
    });
    m_restore = new QPushButton(tr("&Restore"), content);
    m_restore->setObjectName(QStringLiteral("restoreButton"));
    connect(m_restore, &QPushButton::clicked, this, [this] {
        if (m_item)
            emit restoreRequested(*m_item);
    });
    m_actionState = new QLabel(content);
    m_actionState->setObjectName(QStringLiteral("audienceActionState"));
    m_actionState->setWordWrap(true);
}

// What is known of the audience: its fields, overrides, versions and metadata.
void AudienceDetailView::buildSections(QWidget *content)
{
    m_unknownNote = new QLabel(tr("The service offers no call to read one audience, so only its name and page are known "
                                  "here. Its status, versions, overrides and metadata appear once it has been archived "
                                  "or restored from this console."),
                               content);
    m_unknownNote->setObjectName(QStringLiteral("audienceUnknownNote"));
    m_unknownNote->setWordWrap(true);
    m_unknownNote->setEnabled(false);

    m_fields = new FieldForm(content);
    m_fields->setObjectName(QStringLiteral("audienceFields"));
    m_overridesSection = new DetailSection(tr("Overrides"), content);
    m_overrides = new FieldForm(m_overridesSection);
    m_overridesSection->body()->addWidget(m_overrides);
    m_versionsSection = new DetailSection(tr("Versions"), content);
    m_versions = new FieldForm(m_versionsSection);
    m_versionsSection->body()->addWidget(m_versions);
    m_metadataSection = new DetailSection(tr("Metadata"), content);
    m_metadata = new FieldForm(m_metadataSection);
    m_metadataSection->body()->addWidget(m_metadata);
}

// The content in a scroll area, behind the placeholder shown while nothing is chosen.
void AudienceDetailView::layOut(QWidget *content)
{
    auto *heading = new QHBoxLayout;
    heading->addWidget(m_name, 1);
    heading->addWidget(m_status, 0, Qt::AlignTop);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_archive);
    buttons->addWidget(m_restore);
    buttons->addWidget(m_actionState, 1);

    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(18, 14, 18, 18);
    column->setSpacing(8);
    column->addLayout(heading);
    column->addWidget(m_openPage, 0, Qt::AlignLeft);
    column->addLayout(buttons);
    column->addWidget(m_unknownNote);
    column->addWidget(m_fields);
    column->addWidget(m_overridesSection);
    column->addWidget(m_versionsSection);
    column->addWidget(m_metadataSection);
    column->addStretch(1);

    m_scroll = new QScrollArea(this);
    m_scroll->setAccessibleName(tr("Audience details"));
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_placeholder);
    m_stack->addWidget(m_scroll);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

void AudienceDetailView::followConnection(Models::Connection *connection)
{
    connect(connection->knownAudiences(), &Models::KnownAudiences::changed, this, [this](const QString &audienceId) {
        if (audienceId == this->audienceId())
            refresh();
    });
    connect(connection->audienceActions(), &Models::AudienceActions::stateChanged, this, [this](const QString &audienceId) {
        if (audienceId == this->audienceId())
            refresh();
    });
    // A publish or a followed version in this session says what is live, even for an audience the
    // console has no full record of.
    connect(connection->versionFollower(), &Models::VersionFollower::versionsChanged, this, [this](const QString &audienceId) {
        if (audienceId == this->audienceId())
            refresh();
    });
}

void AudienceDetailView::setAudience(const Net::AudienceSearchItem &item)
{
    m_item = item;
    m_groupPageId.clear();
    refresh();
}

void AudienceDetailView::setPageGroup(const QString &pageId, const QString &pageName, int audienceCount)
{
    m_item.reset();
    m_groupPageId = pageId;
    m_name->setText(pageName.isEmpty() ? pageId : pageName);
    m_status->setNeutral(tr("Page"));
    m_openPage->setText(tr("Open this page in Pages ›"));
    m_openPage->show();
    m_archive->hide();
    m_restore->hide();
    m_actionState->clear();
    m_unknownNote->hide();
    m_fields->setFields({{tr("Audiences found"), QLocale().toString(audienceCount)}, {tr("Page ID"), pageId, {}, true}});
    m_overridesSection->hide();
    m_versionsSection->hide();
    m_metadataSection->hide();
    m_stack->setCurrentWidget(m_scroll);
}

void AudienceDetailView::clear()
{
    m_item.reset();
    m_groupPageId.clear();
    m_placeholder->setText(tr("Choose an audience to see what is known about it, and to archive or restore it."));
    m_stack->setCurrentWidget(m_placeholder);
}

void AudienceDetailView::refresh()
{
    if (!m_item)
        return;
    const QString id = m_item->audienceId.value();
    const QString pageName = m_item->pageName.value().isEmpty() ? m_item->pageId.value() : m_item->pageName.value();
    m_name->setText(m_item->effectiveName.value().isEmpty() ? id : m_item->effectiveName.value());
    m_openPage->setText(tr("On page “%1” ›").arg(pageName));
    m_openPage->setToolTip(tr("Open the page in Pages"));
    m_openPage->setVisible(!m_item->pageId.value().isEmpty());

    Models::KnownAudiences *known = m_connection->knownAudiences();
    Models::AudienceActions *actions = m_connection->audienceActions();
    const std::optional<Net::AudienceRecord> record = known->find(id);
    const bool archived = known->isArchived(id);
    const bool pending = actions->isPending(id);
    m_archive->show();
    m_restore->show();
    // Search results do not say whether an audience is archived: until archive or restore has
    // returned it, both are offered; afterwards only the one that makes sense.
    const bool usable = !pending && m_connection->isConnected();
    m_archive->setEnabled(usable && (!record || !archived));
    m_restore->setEnabled(usable && (!record || archived));
    m_restore->setToolTip(record && !archived ? tr("Only archived audiences can be restored") : tr("Restore this audience"));
    m_actionState->setText(actions->describe(id));

    if (record) {
        showRecord(*record);
    } else {
        if (const auto live = m_connection->versionFollower()->publishedVersion(id)) {
            m_status->setStatus(live->status, tr("Live: version %1").arg(live->versionNumber));
            m_status->setToolTip(tr("Published from this console in this session; the service offers no call to read an "
                                    "audience’s status"));
        } else {
            m_status->setNeutral(tr("Status unknown"));
            m_status->setToolTip(tr("The search does not tell an audience’s status"));
        }
        m_unknownNote->show();
        m_fields->setFields({{tr("Audience ID"), id, {}, true},
                             {tr("Page"), m_item->pageName.value()},
                             {tr("Page ID"), m_item->pageId.value(), {}, true}});
        m_overridesSection->hide();
        m_versionsSection->hide();
        m_metadataSection->hide();
    }
    m_stack->setCurrentWidget(m_scroll);
}

void AudienceDetailView::showRecord(const Net::AudienceRecord &record)
{
    m_status->setStatus(record.status, StatusLabels::audienceStatus(record.status));
    m_status->setToolTip(tr("Status as the service last returned it"));
    m_unknownNote->hide();
    m_fields->setFields({
        {tr("Audience ID"), record.audienceId, {}, true},
        {tr("Page"), m_item->pageName.value()},
        {tr("Page ID"), record.pageId, {}, true},
        {tr("Computed name"), record.computedName},
        {tr("Custom name"), orEmpty(record.customName)},
        {tr("Person"), orEmpty(record.personId), {}, true},
        {tr("Person route key"), orEmpty(record.personRouteKey), {}, true},
        {tr("Supplementary context"), orEmpty(record.supplementaryContext)},
        {tr("New page agent"), record.isNewPageAgent ? tr("Yes") : tr("No")},
        {tr("Created"), DateTimeFormat::display(record.createdAt), DateTimeFormat::full(record.createdAt)},
        {tr("Archived"), dateOrEmpty(record.archivedAt)},
    });
    m_overrides->setFields({{tr("Action URL"), orEmpty(record.actionUrlOverride)},
                            {tr("Action form ID"), orEmpty(record.actionFormIdOverride), {}, true},
                            {tr("Form instructions"), orEmpty(record.actionFormInstructionsOverride)}});
    m_overridesSection->show();

    const auto version = [](const Net::AudienceVersion &v) {
        QStringList parts{tr("v%1 · %2").arg(v.versionNumber).arg(StatusLabels::audienceStatus(v.status))};
        if (v.publishedAt)
            parts.append(tr("published %1").arg(DateTimeFormat::display(*v.publishedAt)));
        else
            parts.append(tr("created %1").arg(DateTimeFormat::display(v.createdAt)));
        return parts.join(QStringLiteral(" · "));
    };
    m_versions->setFields({{tr("Latest"), version(record.latestVersion), record.latestVersion.versionId},
                           {tr("Published"), version(record.publishedVersion), record.publishedVersion.versionId},
                           {tr("Latest version ID"), record.latestVersion.versionId, {}, true}});
    m_versionsSection->show();

    QList<FieldForm::Field> metadata;
    if (record.metadataOverride) {
        for (const auto &[label, value] : metadataRows(*record.metadataOverride))
            metadata.append({tr("Override: %1").arg(label), value});
    }
    if (record.effectiveMetadata) {
        for (const auto &[label, value] : metadataRows(*record.effectiveMetadata))
            metadata.append({label, value});
    }
    m_metadata->setFields(metadata);
    m_metadataSection->setNote(metadata.isEmpty() ? tr("The service returned no metadata for this audience.") : QString());
    m_metadataSection->show();
}

QList<std::pair<QString, QString>> AudienceDetailView::metadataRows(const Net::PageMetadata &metadata)
{
    QList<std::pair<QString, QString>> rows;
    const auto add = [&rows](const QString &label, const QString &value) {
        if (!value.isEmpty())
            rows.append({label, value});
    };
    add(tr("Title"), metadata.title.value());
    add(tr("Description"), metadata.description.value());
    add(tr("Keywords"), metadata.keywords.value().join(QStringLiteral(", ")));
    add(tr("Canonical URL"), metadata.canonicalUrl.value());
    add(tr("og:title"), metadata.ogTitle.value());
    add(tr("og:description"), metadata.ogDescription.value());
    add(tr("og:image"), metadata.ogImageUrl.value());
    add(tr("twitter:title"), metadata.twitterTitle.value());
    add(tr("twitter:description"), metadata.twitterDescription.value());
    return rows;
}

QString AudienceDetailView::statusText() const
{
    return m_status->label();
}

QString AudienceDetailView::actionStateText() const
{
    return m_actionState->text();
}

bool AudienceDetailView::showsFullAudience() const
{
    return !m_versionsSection->isHidden();
}

} // namespace Audience::Ui
