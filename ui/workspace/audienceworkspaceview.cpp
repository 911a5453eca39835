#include "ui/workspace/audienceworkspaceview.h"

#include "models/audiences/knownaudiences.h"
#include "models/pages/pagelistmodel.h"
#include "models/shell/connection.h"
#include "models/shell/connectionstate.h"
#include "models/workspace/changelabels.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"
#include "models/workspace/publishactions.h"
#include "models/workspace/versiondraft.h"
#include "models/workspace/versionfollower.h"
#include "ui/audiences/audiencedetailview.h"
#include "ui/common/liststatewidget.h"
#include "ui/workspace/composer.h"
#include "ui/workspace/contextpanel.h"
#include "ui/workspace/conversationview.h"
#include "ui/workspace/publishdialog.h"
#include "ui/workspace/unseendraftnotice.h"
#include "ui/workspace/versionpanel.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::ConversationModel;

AudienceWorkspaceView::AudienceWorkspaceView(Models::Connection *connection, QWidget *parent)
    : QWidget(parent)
    , m_connection(connection)
{
    setObjectName(QStringLiteral("audienceWorkspace"));
    m_model = new ConversationModel(*connection->serviceLink(), *connection->messageOutbox(), *connection->versionFollower(), this);
    buildConversationColumn();
    buildSide(connection);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("workspaceSplitter"));
    m_splitter->addWidget(m_conversationColumn);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(0);
    m_layout->addWidget(m_splitter, 1); // the header above it (when narrow) takes its lines only

    connectViews();
    followConnection(connection);
    clear();
}

// The conversation column: who, the messages, the composer.
void AudienceWorkspaceView::buildConversationColumn()
{
    m_conversationColumn = new QWidget(this);
    m_header = new QWidget(m_conversationColumn);
    m_header->setObjectName(QStringLiteral("workspaceHeader"));
    m_header->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_title = new QLabel(m_header);
    m_title->setObjectName(QStringLiteral("workspaceTitle"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true); // a long name takes two lines, never the window's width
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_title->setFont(big);
    m_status = new QLabel(m_header);
    m_status->setObjectName(QStringLiteral("workspaceStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    buildArchivedBanner();
    buildConversation();
    m_composer = new Composer(m_conversationColumn);

    auto *header = new QVBoxLayout(m_header);
    header->setContentsMargins(12, 8, 12, 4);
    header->setSpacing(2);
    header->addWidget(m_title);
    header->addWidget(m_status);
    auto *column = new QVBoxLayout(m_conversationColumn);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_header);
    column->addWidget(m_archivedBanner);
    column->addWidget(m_state, 1);
    column->addWidget(m_composer);
}

// Said above the conversation while the audience is archived, with Restore (the details' button).
void AudienceWorkspaceView::buildArchivedBanner()
{
    m_archivedBanner = new QWidget(m_conversationColumn);
    m_archivedBanner->setObjectName(QStringLiteral("archivedBanner"));
    auto *bannerText = new QLabel(tr("This audience is archived: its workspace is read-only. Restore it to edit or publish."),
                                  m_archivedBanner);
    bannerText->setWordWrap(true);
    m_bannerRestore = new QPushButton(tr("Restore"), m_archivedBanner);
    m_bannerRestore->setObjectName(QStringLiteral("bannerRestoreButton"));
    auto *bannerLayout = new QHBoxLayout(m_archivedBanner);
    bannerLayout->setContentsMargins(8, 4, 8, 4);
    bannerLayout->addWidget(bannerText, 1);
    bannerLayout->addWidget(m_bannerRestore);
    m_archivedBanner->setAutoFillBackground(true);
    QPalette bannerPalette = m_archivedBanner->palette();
    bannerPalette.setColor(QPalette::Window, bannerPalette.color(QPalette::ToolTipBase));
    bannerPalette.setColor(QPalette::WindowText, bannerPalette.color(QPalette::ToolTipText));
    m_archivedBanner->setPalette(bannerPalette);
    m_archivedBanner->hide();
}

// The messages, in a state widget that says when there are none or they could not be read.
void AudienceWorkspaceView::buildConversation()
{
    m_conversation = new ConversationView(m_conversationColumn);
    m_conversation->setModel(m_model);
    m_state = new ListStateWidget(m_conversation, m_conversationColumn);
    m_state->setObjectName(QStringLiteral("conversationState"));
    m_state->setRowModel(m_model);
    m_state->setLoadingText(tr("Loading the conversation…"));
    m_state->setEmptyText(tr("No conversation yet"), tr("Tell the agent what to change: write below and press Ctrl+Enter."));
    connect(m_state, &ListStateWidget::retryRequested, m_model, &ConversationModel::reload);
    connect(m_model, &ConversationModel::stateChanged, this, [this](Models::LoadState state) {
        m_state->setErrorMessage(tr("Could not load the conversation"), m_model->errorMessage());
        m_state->setLastRead(m_model->lastReadAt()); // messages kept through a failed read say when
        m_state->setLoadState(state);
    });
}

void AudienceWorkspaceView::buildSide(Models::Connection *connection)
{
    // The side: versions, context, details. The tab widget is made before its pages: a widget
    // joins the focus chain where it is created, and Tab reaches the tab bar before the page.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("workspaceTabs"));
    m_versions = new VersionPanel(connection, this);
    m_context = new ContextPanel(this, connection->shareImages());
    m_detail = new AudienceDetailView(connection, this);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_versions, tr("V&ersions"));
    m_tabs->addTab(m_context, tr("C&ontext"));
    m_tabs->addTab(m_detail, tr("&Details"));
}

void AudienceWorkspaceView::connectViews()
{
    Models::Connection *connection = m_connection;
    connect(m_bannerRestore, &QPushButton::clicked, m_detail->restoreButton(), &QPushButton::click);
    connect(m_detail, &AudienceDetailView::openPageRequested, this, &AudienceWorkspaceView::openPageRequested);
    connect(m_context, &ContextPanel::openPageRequested, this, &AudienceWorkspaceView::openPageRequested);
    connect(m_composer, &Composer::sendRequested, this, &AudienceWorkspaceView::send);
    connect(m_composer, &Composer::textEdited, this, [this](const QString &text) {
        m_connection->composerDrafts()->setText(audienceId(), text);
    });
    // The profile's store opens a moment after the first rows: a draft kept from an earlier run
    // shows then, unless something was typed meanwhile.
    connect(connection->composerDrafts(), &Models::ComposerDrafts::loaded, this, [this] {
        if (m_item && m_composer->text().isEmpty())
            m_composer->setText(m_connection->composerDrafts()->text(audienceId()));
    });
    // A send the store refused left its text in the composer: Retry sends it again.
    connect(m_composer, &Composer::retryRequested, this, [this] { send(m_composer->text()); });
    connect(connection->messageOutbox(), &Models::MessageOutbox::changed, this, [this](const QString &id) {
        if (id == audienceId())
            updateComposerNotice();
    });
    connect(connection->composerDrafts(), &Models::ComposerDrafts::problemChanged, this, &AudienceWorkspaceView::updateComposerNotice);
    connect(m_conversation, &ConversationView::retryRequested, connection->messageOutbox(), &Models::MessageOutbox::retry);
    connect(m_conversation, &ConversationView::discardRequested, connection->messageOutbox(), &Models::MessageOutbox::discard);
    connect(m_conversation, &ConversationView::editRequested, this, &AudienceWorkspaceView::editFailedMessage);
    connect(m_model, &ConversationModel::contextChanged, this, &AudienceWorkspaceView::updateContext);
    connect(m_model, &ConversationModel::stateChanged, this, &AudienceWorkspaceView::updateContext); // a read again that failed
    connect(m_versions, &VersionPanel::publishRequested, this, &AudienceWorkspaceView::askToPublish);
}

void AudienceWorkspaceView::followConnection(Models::Connection *connection)
{
    // The status line follows this audience's versions (a settled version's conversation is read
    // again by the model itself).
    connect(connection->versionFollower(), &Models::VersionFollower::versionsChanged, this, [this](const QString &id) {
        if (id == audienceId())
            refreshAudienceState();
    });
    // A version of this audience was published: the conversation (its changes, its context) is read again.
    connect(connection->publishActions(), &Models::PublishActions::published, this, [this](const Net::AudienceVersion &version) {
        if (version.audienceId == audienceId())
            m_model->reload();
    });
    connect(connection->knownAudiences(), &Models::KnownAudiences::changed, this, [this](const QString &id) {
        if (id == audienceId())
            refreshAudienceState();
    });
    connect(connection, &Models::Connection::connectedChanged, this, [this](bool connected) {
        if (!connected)
            clear();
        refreshAudienceState();
    });
    // The service answers again after an outage: a conversation that failed to load is read again.
    connect(connection->connectionState(), &Models::ConnectionState::cameBack, this, [this] {
        if (m_model->state() == Models::LoadState::Error)
            m_model->reload();
    });
}

AudienceWorkspaceView::~AudienceWorkspaceView()
{
    disconnect(m_model, nullptr, this, nullptr);
}

QString AudienceWorkspaceView::audienceId() const
{
    return m_item ? m_item->audienceId.value() : QString();
}

void AudienceWorkspaceView::setAudience(const Net::AudienceSearchItem &item)
{
    const bool same = m_item && m_item->audienceId.value() == item.audienceId.value();
    m_item = item;
    m_detail->setAudience(item);
    showConversation(true);
    if (!same) {
        m_model->open(item.pageId.value(), item.audienceId.value());
        m_composer->setText(m_connection->composerDrafts()->text(item.audienceId.value()));
        updateComposerNotice();
        m_versions->setAudience(item.pageId.value(), item.audienceId.value());
        if (m_tabs->currentWidget() == m_detail)
            m_tabs->setCurrentWidget(m_versions);
    }
    refreshAudienceState();
}

void AudienceWorkspaceView::setPageGroup(const QString &pageId, const QString &pageName, int audienceCount)
{
    m_item.reset();
    m_model->open({}, {});
    m_detail->setPageGroup(pageId, pageName, audienceCount);
    showConversation(false);
    m_tabs->setCurrentWidget(m_detail);
}

void AudienceWorkspaceView::clear()
{
    m_item.reset();
    m_model->open({}, {});
    m_detail->clear();
    m_context->clear();
    m_composer->setText({});
    showConversation(false);
    m_tabs->setCurrentWidget(m_detail);
}

void AudienceWorkspaceView::focusComposer()
{
    if (!m_item)
        return;
    if (m_narrow)
        m_tabs->setCurrentWidget(m_conversationColumn);
    if (m_readOnly || !m_composer->editor()->isEnabled())
        m_conversation->setFocus(Qt::OtherFocusReason);
    else
        m_composer->editor()->setFocus(Qt::OtherFocusReason);
}

void AudienceWorkspaceView::publishChosenVersion()
{
    if (!m_item)
        return;
    m_tabs->setCurrentWidget(m_versions);
    QPushButton *publish = m_versions->publishButton();
    if (publish->isEnabled())
        publish->click();
    else
        m_versions->setFocus(Qt::ShortcutFocusReason);
}

void AudienceWorkspaceView::refreshAudienceState()
{
    if (!m_item) {
        m_readOnly = false;
        return;
    }
    m_title->setText(m_item->effectiveName.value().isEmpty() ? m_item->audienceId.value() : m_item->effectiveName.value());
    m_readOnly = m_connection->knownAudiences()->isArchived(m_item->audienceId.value());
    m_archivedBanner->setVisible(m_readOnly);
    QStringList status;
    if (m_readOnly)
        status.append(tr("Archived"));
    if (const auto live = m_connection->versionFollower()->publishedVersion(audienceId()))
        status.append(tr("Live: version %1").arg(live->versionNumber));
    const auto versions = m_connection->versionFollower()->versions(audienceId());
    if (!versions.isEmpty())
        status.append(tr("Newest: %1 (%2)")
                          .arg(versions.first().versionNumber > 0 ? tr("version %1").arg(versions.first().versionNumber) : tr("a new version"),
                               Models::ChangeLabels::versionStatus(versions.first().status)));
    if (status.isEmpty())
        status.append(tr("on %1").arg(m_item->pageName.value()));
    m_status->setText(status.join(QStringLiteral(" · ")));
    m_composer->editor()->setReadOnly(m_readOnly);
    if (!m_connection->isConnected())
        m_composer->setCanSend(false, tr("Not connected."));
    else if (m_readOnly)
        m_composer->setCanSend(false, tr("This audience is archived: restore it to edit."));
    else
        m_composer->setCanSend(true);
    // The panel follows the audience's versions itself; only whether it may publish is told here.
    m_versions->setReadOnly(m_readOnly);
}

void AudienceWorkspaceView::send(const QString &text)
{
    if (!m_item)
        return;
    const QString id = m_connection->messageOutbox()->send(m_item->pageId.value(), m_item->audienceId.value(), text);
    if (id.isEmpty())
        return; // nothing was sent: the text stays in the composer
    m_composer->setText({});
    m_connection->composerDrafts()->setText(audienceId(), {});
    m_conversation->jumpToLatest();
}

void AudienceWorkspaceView::updateComposerNotice()
{
    const QString refusal = m_connection->messageOutbox()->refusal(audienceId());
    const QString draftProblem = m_connection->composerDrafts()->problem();
    if (refusal.isEmpty())
        m_composer->setNotice(draftProblem, false);
    else
        m_composer->setNotice(draftProblem.isEmpty() ? refusal : refusal + u'\n' + draftProblem, true);
}

void AudienceWorkspaceView::editFailedMessage(const QString &clientMessageId)
{
    const QString text = m_connection->messageOutbox()->takeBack(clientMessageId);
    if (text.isEmpty())
        return;
    // Nothing typed meanwhile is lost: the message goes back above it.
    const QString typed = m_composer->text();
    const QString merged = typed.trimmed().isEmpty() ? text : text + QStringLiteral("\n\n") + typed;
    m_composer->setText(merged);
    m_connection->composerDrafts()->setText(audienceId(), merged);
    m_composer->editor()->setFocus();
}

void AudienceWorkspaceView::askToPublish(const Net::AudienceVersion &version)
{
    Models::PublishActions *publishes = m_connection->publishActions();
    if (publishes->state(version.versionId) == Models::WriteTracker::State::Failed) {
        publishes->retry(version.versionId); // confirmed before: the same publish, the same key
        return;
    }
    if (!m_item || m_publishDialog)
        return;
    const QString name = m_item->effectiveName.value();
    const QString pageId = m_item->pageId.value();
    const QString id = m_item->audienceId.value();
    // The dialog reads the conversation itself, each time it checks: at once, when the draft
    // changes, and at the click. It shows what this version puts live: its own pending changes,
    // not a newer draft's (all of them only when the conversation cannot tell them apart). A
    // conversation that could not be read again (or is no longer this audience's) is said as such,
    // never handed over as an empty draft.
    const qint64 number = version.versionNumber;
    const auto versionDraft = [this, id, number] {
        std::optional<qint64> live;
        if (const auto published = m_connection->versionFollower()->publishedVersion(id))
            live = published->versionNumber;
        const Models::VersionDraft own = Models::VersionDraft::read(m_model->messages(), m_model->info().publishedMessageId.value(),
                                                                    m_model->pendingChanges(), number, live);
        PublishDraft draft{m_model->context(), own.changesOr(m_model->pendingChanges()), knownPreviewPage(), m_model->readProblem(),
                           m_model->lastReadAnswered()};
        if (draft.unreadable.isEmpty() && m_model->audienceId() != id)
            draft.unreadable = tr("The conversation of this audience is no longer open.");
        return draft;
    };
    m_publishDialog = new PublishDialog(name, version.versionNumber, versionDraft, this, m_connection->shareImages());
    m_publishDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_publishDialog, &QDialog::accepted, this, [this, pageId, id, version] {
        // What it puts live is read again and recorded by the publish itself (PublishActions).
        Models::PublishActions *publishes = m_connection->publishActions();
        // A publish the journal refused shows as failed, with why, in the version panel (Retry
        // Publish); any other refusal is said here, never in silence.
        if (!publishes->publish(pageId, id, version.versionId) && !publishes->isRefusedByStore(version.versionId))
            tellPublishNotStarted(version, publishes->isPending(version.versionId));
    });
    connect(m_publishDialog, &QObject::destroyed, this, [this] { m_publishDialog = nullptr; });
    // The conversation may be read again while the dialog is open (the agent changed the draft):
    // the dialog shows what goes live now and checks it again.
    connect(m_model, &ConversationModel::contextChanged, m_publishDialog, &PublishDialog::refresh);
    // A read that fails leaves the context as it was: the dialog hears of it from the state.
    connect(m_model, &ConversationModel::stateChanged, m_publishDialog, &PublishDialog::refresh);
    connect(m_publishDialog, &PublishDialog::readAgainRequested, m_model, &ConversationModel::reload);
    m_publishDialog->open(); // window-modal, without a nested event loop
}

void AudienceWorkspaceView::tellPublishNotStarted(const Net::AudienceVersion &version, bool alreadyUnderWay)
{
    const QString why = alreadyUnderWay ? tr("A publish of this version is already under way.")
                                        : tr("The console is not connected to the service.");
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Not published"),
                                tr("Version %1 was not published. %2").arg(version.versionNumber).arg(why), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("publishNotStartedMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal, without a nested event loop
}

QString AudienceWorkspaceView::pageNameOf(const QString &pageId) const
{
    if (m_item && m_item->pageId.value() == pageId && !m_item->pageName.value().isEmpty())
        return m_item->pageName.value();
    const Models::PageListModel *pages = m_connection->pages();
    const int row = pages->rowOf(pageId);
    return row >= 0 ? pages->pageAt(row).name : QString();
}

void AudienceWorkspaceView::updateContext()
{
    if (!m_item || m_model->audienceId().isEmpty()) {
        m_context->clear();
        return;
    }
    m_context->setPage(previewPage());
    m_context->setReadProblem(m_model->hasRead() ? m_model->readProblem() : QString());
    m_context->setContext(m_model->context(), pageNameOf(m_model->context().pageId.value()), m_model->pendingChanges());
    m_versions->unseenDraftNotice()->setPendingChanges(m_model->pendingChanges());
}

Net::Page AudienceWorkspaceView::previewPage() const
{
    return knownPreviewPage().value_or(Net::Page{});
}

std::optional<Net::Page> AudienceWorkspaceView::knownPreviewPage() const
{
    std::optional<Net::Page> page;
    const Models::PageListModel *pages = m_connection->pages();
    if (const int row = pages->rowOf(m_model->pageId()); row >= 0)
        page = pages->pageAt(row);
    // The audience's own metadata (the page's, with its overrides) is what its visitors get.
    if (const auto record = m_connection->knownAudiences()->find(audienceId()); record && record->effectiveMetadata) {
        if (!page)
            page.emplace();
        page->metadata = *record->effectiveMetadata;
    }
    return page;
}

} // namespace Audience::Ui
