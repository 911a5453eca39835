#include "ui/workspace/versionpanel.h"

#include "ui/common/verticalscrollarea.h"
#include "ui/common/wrappedcolumns.h"

#include "models/analytics/publishmarkers.h"
#include "models/audiences/knownaudiences.h"
#include "models/audiences/seenaudiences.h"
#include "models/common/datetimeformat.h"
#include "models/shell/connection.h"
#include "models/workspace/changelabels.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/publishhistory.h"
#include "models/store/profiledatabase.h"
#include "models/workspace/undonepublishes.h"
#include "models/workspace/versionfollower.h"
#include "ui/common/currentfollowsselection.h"
#include "ui/impact/impactcard.h"
#include "ui/workspace/undodialog.h"
#include "ui/workspace/unseendraftnotice.h"
#include "ui/workspace/versionstepper.h"
#include "ui/workspace/versiontimeline.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QScrollArea>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Audience::Ui {

using Models::ChangeLabels;
using Models::WriteTracker;


VersionPanel::VersionPanel(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("versionPanel"));
    m_stepper = new VersionStepper(this);
    m_publish = new QPushButton(tr("Publish…"), this);
    m_publish->setObjectName(QStringLiteral("publishButton"));
    m_publishState = new QLabel(this);
    m_publishState->setObjectName(QStringLiteral("publishState"));
    m_publishState->setWordWrap(true);
    m_publishState->setTextFormat(Qt::PlainText);
    connect(m_publish, &QPushButton::clicked, this, [this] {
        if (const auto version = chosenVersion())
            emit publishRequested(*version);
    });
    m_check = new QPushButton(tr("Check"), this);
    m_check->setObjectName(QStringLiteral("checkPublishButton"));
    m_check->setToolTip(tr("Ask the service whether this publish went live"));
    m_check->hide();
    connect(m_check, &QPushButton::clicked, this, [this] {
        if (const auto version = chosenVersion(); version && m_connection->publishActions()->check(version->versionId)) {
            m_checkFindings.insert(version->versionId, tr("Checking…"));
            updatePublishButton();
        }
    });
    connect(connection->publishActions(), &Models::PublishActions::checked, this,
            [this](const QString &versionId, bool, const QString &finding) {
                m_checkFindings.insert(versionId, finding);
                updatePublishButton();
            });

    buildTimeline(connection);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &VersionPanel::updatePublishButton);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &VersionPanel::updateUndoButton);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &VersionPanel::updateImpact);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        if (!m_refilling)
            updateHeading();
    });
    buildImpactArea(connection);
    // The card fills the day cache: the timeline's results read it again.
    connect(m_impact, &ImpactCard::figuresShown, this, &VersionPanel::refresh);

    m_openId = new QLineEdit(this);
    m_openId->setObjectName(QStringLiteral("openVersionEdit"));
    m_openId->setAccessibleName(tr("Version ID to open"));
    m_openId->setPlaceholderText(tr("Open a version by its ID"));
    m_openId->setClearButtonEnabled(true);
    connect(m_openId, &QLineEdit::returnPressed, this, &VersionPanel::openById);

    auto *publishRow = new QHBoxLayout;
    publishRow->addWidget(m_publish);
    publishRow->addWidget(m_check);
    publishRow->addWidget(m_undo);
    publishRow->addWidget(m_publishState, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_stepper);
    layout->addLayout(publishRow);
    layout->addWidget(m_unseenDraft);
    auto *timelineHeading = new QLabel(tr("What was live when: the versions seen by the console, newest first."), this);
    timelineHeading->setWordWrap(true); // in a narrow pane it takes two lines, not the window's width
    layout->addWidget(timelineHeading);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_openId);
    layout->addWidget(m_impactArea, 3);

    Models::VersionFollower *versions = connection->versionFollower();
    connect(versions, &Models::VersionFollower::versionsChanged, this, [this](const QString &audienceId) {
        if (audienceId == m_audienceId)
            refresh();
    });
    connect(versions, &Models::VersionFollower::followCountChanged, this, &VersionPanel::refresh);
    connect(connection->publishActions(), &Models::PublishActions::stateChanged, this, &VersionPanel::updatePublishButton);
    connect(connection->publishActions()->tracker(), &WriteTracker::outcomeRecordingChanged, this, &VersionPanel::updatePublishButton);
}

void VersionPanel::buildTimeline(Models::Connection *connection)
{
    m_undo = new QPushButton(tr("Undo This Publish…"), this);
    m_undo->setObjectName(QStringLiteral("versionUndoButton"));
    connect(m_undo, &QPushButton::clicked, this, &VersionPanel::openUndo);
    // Under the buttons, above the list: made here, so Tab reaches it in that order too.
    m_unseenDraft = new UnseenDraftNotice(connection, this);
    // Made after the buttons above it, so Tab follows the reading order.
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("versionList"));
    m_list->setAccessibleName(tr("Versions of this audience, a timeline of what was live"));
    m_list->setRootIsDecorated(true);
    m_list->setHeaderLabels(VersionTimeline::headerLabels());
    for (int column = 0; column < m_list->columnCount(); ++column) // a header cut in a narrow pane
        m_list->headerItem()->setToolTip(column, m_list->headerItem()->text(column));
    m_list->setMinimumHeight(m_list->fontMetrics().height() * 9); // a few publishes, folded open, beside the card
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // When it was live and its results share what the short columns leave, wrapped: a narrow pane
    // shows "Too short to judge: not one whole day live yet." on lines, not cut.
    wrapColumns(m_list, {VersionTimeline::LiveColumn, VersionTimeline::ResultsColumn});
    makeCurrentFollowSelection(m_list);
    m_history = new Models::PublishHistory(*connection->serviceLink(), *connection->storeLink(), *connection->versionFollower(), this);
    connect(m_history, &Models::PublishHistory::changed, this, &VersionPanel::refresh);
    // A publish made here changes what is live: the conversation is read again for the timeline.
    connect(connection->publishActions(), &Models::PublishActions::published, this, [this](const Net::AudienceVersion &version) {
        if (version.audienceId == m_audienceId)
            m_history->reload();
    });
}

// "Did it work?" of the chosen version, scrolling inside the panel (hidden until one is chosen).
void VersionPanel::buildImpactArea(Models::Connection *connection)
{
    // Up and down, never sideways: the panel is at least as wide as the card's narrowest (its tables whole).
    m_impactArea = new VerticalScrollArea(this);
    m_impactArea->setObjectName(QStringLiteral("impactArea"));
    m_impactArea->setFrameShape(QFrame::NoFrame);
    m_impact = new ImpactCard(connection, m_impactArea);
    m_impactArea->setWidget(m_impact);
    m_impact->hide();
    m_impactArea->hide();
    // The card's narrowest width follows its figures: the panel is told when they change.
    connect(m_impact, &ImpactCard::figuresShown, m_impactArea, &QWidget::updateGeometry);
}

void VersionPanel::setCardRoom(int width)
{
    if (m_cardRoom == width)
        return;
    m_cardRoom = width;
    updateGeometry();
}

QSize VersionPanel::minimumSizeHint() const
{
    QSize least = QWidget::minimumSizeHint();
    if (const QLayout *box = layout(); box && m_cardRoom > 0) {
        const QMargins margins = box->contentsMargins();
        const int card = m_impactArea->minimumSizeHint().width() + margins.left() + margins.right();
        least.setWidth(std::max(least.width(), std::min(card, m_cardRoom)));
    }
    return least;
}

void VersionPanel::setAudience(const QString &pageId, const QString &audienceId)
{
    m_pageId = pageId;
    m_audienceId = audienceId;
    m_openId->clear();
    m_unseenDraft->setAudience(pageId, audienceId);
    if (audienceId.isEmpty())
        m_history->clear();
    else
        m_history->load(pageId, audienceId); // refreshes at once (what the store has) and when read
}

void VersionPanel::setReadOnly(bool readOnly)
{
    if (readOnly == m_readOnly)
        return;
    m_readOnly = readOnly;
    updatePublishButton();
}

void VersionPanel::refresh()
{
    Models::VersionFollower *follower = m_connection->versionFollower();
    const QString chosenId = m_list->currentItem() ? m_list->currentItem()->data(0, Qt::UserRole).toString() : QString();
    QSet<QString> expanded; // the publishes folded open stay open
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->isExpanded())
            expanded.insert(m_list->topLevelItem(i)->data(0, Qt::UserRole).toString());
    }
    m_refilling = true; // the card stays on its version while the rows are made again
    m_list->clear();
    // The rows are made apart and go in at once: the list lays itself out once, not once a row.
    QHash<QString, const Models::PublishedChange *> publishes;
    for (const Models::PublishedChange &publish : m_history->publishes())
        publishes.insert(publish.versionId, &publish);
    const auto live = follower->publishedVersion(m_audienceId);
    QList<QTreeWidgetItem *> rows;
    for (const Net::AudienceVersion &version : follower->versions(m_audienceId))
        rows.append(makeRow(version, publishes.value(version.versionId), live ? live->versionId : QString()));
    m_list->addTopLevelItems(rows);
    for (QTreeWidgetItem *row : std::as_const(rows)) {
        const QString versionId = row->data(0, Qt::UserRole).toString();
        for (int child = 0; child < row->childCount(); ++child)
            row->child(child)->setFirstColumnSpanned(true);
        row->setExpanded(expanded.contains(versionId));
        if (versionId == chosenId)
            m_list->setCurrentItem(row);
    }
    m_refilling = false;
    updateImpact();
    updateHeading();
    updatePublishButton();
    updateUndoButton();
}

QTreeWidgetItem *VersionPanel::makeRow(const Net::AudienceVersion &version, const Models::PublishedChange *publish,
                                       const QString &liveId) const
{
    Models::VersionFollower *follower = m_connection->versionFollower();
    auto *item = new QTreeWidgetItem;
    VersionTimeline::fill(item, version, publish, m_connection->analyticsDays(), m_pageId);
    QString status = ChangeLabels::versionStatus(version.status);
    if (version.versionId == liveId)
        status = tr("%1 · live").arg(status);
    else if (Net::versionStatusFromString(version.status) == Net::VersionStatus::Published)
        status = tr("%1 · no longer live").arg(status);
    if (const auto undo = Models::UndonePublishes::of(m_connection->store(), *follower, version.versionId))
        status = tr("%1 · %2").arg(status, Models::UndonePublishes::undoneBy(*undo));
    if (follower->isFollowing(version.versionId))
        status += QStringLiteral(" ⟳");
    item->setText(VersionTimeline::StatusColumn, status);
    item->setToolTip(VersionTimeline::StatusColumn, tr("Created %1").arg(version.createdAt));
    return item;
}

void VersionPanel::updateUndoButton()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const auto publish = item ? m_history->publish(item->data(0, Qt::UserRole).toString()) : std::nullopt;
    QString reason;
    if (!publish)
        reason = tr("Choose a published version to undo its publish.");
    else if (!m_connection->isConnected())
        reason = tr("Not connected.");
    else if (m_readOnly)
        reason = tr("This audience is archived: restore it before undoing a publish.");
    else if (const auto undo = Models::UndonePublishes::of(m_connection->store(), *m_connection->versionFollower(), publish->versionId))
        reason = Models::UndonePublishes::nothingToUndo(*undo);
    else if (!publish->isKnown())
        reason = publish->note;
    else if (publish->fields.isEmpty())
        reason = tr("Version %1 changed no field: there is nothing to undo.").arg(publish->versionNumber);
    m_undo->setEnabled(reason.isEmpty());
    m_undo->setToolTip(reason.isEmpty() ? tr("Make a draft with the values from before this publish, prove it, then publish it") : reason);
}

void VersionPanel::openUndo()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !m_undo->isEnabled())
        return;
    QString name;
    if (const auto known = m_connection->knownAudiences()->find(m_audienceId))
        name = known->effectiveName;
    else if (const auto seen = m_connection->seenAudiences()->find(m_audienceId))
        name = seen->effectiveName.value();
    UndoDialog::open(m_connection, m_pageId, m_audienceId, item->data(0, Qt::UserRole).toString(), name, window());
}

void VersionPanel::updateHeading()
{
    // The version the rest of the panel is about: the chosen one (its card and Publish button
    // below), else the newest.
    Models::VersionFollower *follower = m_connection->versionFollower();
    const auto version = chosenVersion();
    if (!version)
        m_stepper->clear();
    else
        m_stepper->setVersion(*version, follower->isFollowing(version->versionId));
}

std::optional<Net::AudienceVersion> VersionPanel::chosenVersion() const
{
    Models::VersionFollower *follower = m_connection->versionFollower();
    if (const QTreeWidgetItem *item = m_list->currentItem())
        return follower->version(item->data(0, Qt::UserRole).toString());
    const QList<Net::AudienceVersion> versions = follower->versions(m_audienceId);
    if (versions.isEmpty())
        return std::nullopt;
    return versions.first();
}

QString VersionPanel::publishBlockedReason() const
{
    if (!m_connection->isConnected())
        return tr("Not connected.");
    if (m_readOnly)
        return tr("This audience is archived: restore it before publishing.");
    const auto version = chosenVersion();
    if (!version)
        return tr("No version known yet: send a message to the agent, or open a version by its ID.");
    if (m_connection->publishActions()->isPending(version->versionId))
        return tr("Publishing…");
    if (Net::versionStatusFromString(version->status) != Net::VersionStatus::Draft)
        return tr("Only a draft can be published; this version is “%1”.").arg(ChangeLabels::versionStatus(version->status));
    return {};
}

void VersionPanel::updatePublishButton()
{
    const QString reason = publishBlockedReason();
    const auto version = chosenVersion();
    m_publish->setEnabled(reason.isEmpty());
    Models::PublishActions *publishes = m_connection->publishActions();
    const bool failed = version && publishes->state(version->versionId) == WriteTracker::State::Failed;
    if (failed) // the user confirmed already: the retry sends the same publish (same operationKey)
        m_publish->setText(tr("Retry Publish"));
    else
        m_publish->setText(version && version->versionNumber > 0 ? tr("Publish Version %1…").arg(version->versionNumber) : tr("Publish…"));
    m_publish->setToolTip(reason.isEmpty() ? tr("Review what goes live, then publish (Ctrl+Shift+P)") : reason);
    QString state;
    if (version) {
        switch (publishes->state(version->versionId)) {
        case WriteTracker::State::Pending:
            state = tr("⟳ Publishing…");
            break;
        case WriteTracker::State::Failed:
            state = publishes->isNotConfirmed(version->versionId) ? tr("? %1 Check asks the service; Retry Publish sends the same publish again, applied once.")
                                                                        .arg(publishes->errorText(version->versionId))
                                                                  : tr("✗ %1").arg(publishes->errorText(version->versionId));
            break;
        case WriteTracker::State::Done: {
            // Published, though the store could not record it yet (a full disk): said, until it is.
            const QString notRecorded = publishes->tracker()->unrecordedText(version->versionId);
            //: %1 says why the console has not recorded it yet ("The profile's disk is full, so…")
            state = notRecorded.isEmpty() ? tr("✓ Published") : tr("✓ Published. %1").arg(notRecorded);
            break;
        }
        case WriteTracker::State::None:
            break;
        }
    }
    const QString finding = version ? m_checkFindings.value(version->versionId) : QString();
    if (!finding.isEmpty())
        state = state.isEmpty() ? finding : state + u'\n' + finding;
    m_check->setVisible(failed && !publishes->isRefusedByStore(version->versionId)); // nothing was sent: nothing to check
    m_publishState->setText(state);
}

void VersionPanel::updateImpact()
{
    // Only a version the user chose: the card's requests are made for a publish someone asked about.
    if (m_refilling)
        return;
    const QTreeWidgetItem *item = m_list->currentItem();
    const auto version = item ? m_connection->versionFollower()->version(item->data(0, Qt::UserRole).toString()) : std::nullopt;
    const auto publish = version ? Models::publishOf(*version) : std::nullopt;
    if (!publish) {
        m_impactVersionId.clear();
        m_impact->clear();
        m_impact->hide();
        m_impactArea->hide();
        return;
    }
    m_impact->show();
    m_impactArea->show();
    if (publish->versionId == m_impactVersionId)
        return;
    m_impactVersionId = publish->versionId;
    m_impact->setPublish(m_pageId, *publish);
}

void VersionPanel::openById()
{
    const QString id = m_openId->text().trimmed();
    if (id.isEmpty() || m_audienceId.isEmpty())
        return;
    m_connection->versionFollower()->open(m_pageId, m_audienceId, id);
}

} // namespace Audience::Ui
