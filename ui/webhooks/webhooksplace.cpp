#include "ui/webhooks/webhooksplace.h"

#include "models/activity/unsettledwrite.h"
#include "models/common/modelroles.h"
#include "models/shell/connection.h"
#include "models/store/writejournal.h"
#include "models/common/placeids.h"
#include "models/webhooks/knownwebhooks.h"
#include "models/webhooks/webhookeditor.h"
#include "models/webhooks/webhookinbox.h"
#include "ui/common/liststatewidget.h"
#include "ui/common/unsettledwritenotice.h"
#include "ui/webhooks/webhookeditorview.h"
#include "ui/webhooks/webhookinboxview.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace Audience::Ui {

using Models::KnownWebhooks;

WebhooksPlace::WebhooksPlace(Models::Connection *connection, QWidget *parent)
    : ListDetailPlace(connection, parent)
    , m_known(connection->webhooks())
{
    setObjectName(QStringLiteral("webhooksPlace"));
    m_editor = new Models::WebhookEditor(this);
    m_editor->setKnownWebhooks(m_known);
    // Its saves are journaled like every other write, once the profile's store is open.
    m_editor->setJournal(connection->journal());
    connect(connection, &Models::Connection::journalChanged, m_editor, &Models::WebhookEditor::setJournal);

    // In the order Tab reaches them (a widget joins the focus chain where it is made).
    QWidget *addRow = buildAddRow();
    buildList();
    QWidget *buttons = buildListButtons();
    buildStateBars(connection);
    QWidget *detail = buildDetail(connection);
    setUpListAndDetail(m_list, detail, {addRow, m_addStatus}, {buttons}, {2, 3}, m_strandedBar);
    followList(connection);
    onConnectedChanged(connection->isConnected()); // shows the stranded bar too, if any
}

// Add by ID: the interface cannot list subscriptions. Made before the list below it, so Tab
// reaches it first.
QWidget *WebhooksPlace::buildAddRow()
{
    auto *addRow = new QWidget(this);
    auto *addLayout = new QHBoxLayout(addRow);
    addLayout->setContentsMargins(0, 0, 0, 0);
    m_addId = new QLineEdit(addRow);
    m_addId->setObjectName(QStringLiteral("addWebhookId"));
    m_addId->setPlaceholderText(tr("Subscription ID, such as whsub_…"));
    m_addId->setAccessibleName(tr("Subscription ID to add"));
    m_addId->setToolTip(tr("The interface cannot list subscriptions: add the ones you work with by their ID."));
    m_add = new QPushButton(tr("&Add by ID"), addRow);
    m_add->setObjectName(QStringLiteral("addWebhookButton"));
    addLayout->addWidget(m_addId, 1);
    addLayout->addWidget(m_add);
    m_addStatus = new QLabel(this);
    m_addStatus->setObjectName(QStringLiteral("addWebhookStatus"));
    m_addStatus->setWordWrap(true);
    m_addStatus->setVisible(false);
    connect(m_add, &QPushButton::clicked, this, &WebhooksPlace::addById);
    connect(m_addId, &QLineEdit::returnPressed, this, &WebhooksPlace::addById);
    connect(m_known, &KnownWebhooks::addFinished, this, [this](const QString &id, bool added, const QString &error) {
        m_add->setEnabled(true);
        m_addStatus->setVisible(true);
        if (!added) {
            m_addStatus->setText(tr("Not added: %1").arg(error));
            return;
        }
        m_addStatus->setText(tr("Added %1.").arg(id));
        m_addId->clear();
        showSubscription(id);
    });
    return addRow;
}

void WebhooksPlace::buildList()
{
    m_list = new QTreeView(this);
    m_list->setObjectName(QStringLiteral("webhookList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setModel(m_known);
    m_list->setAccessibleName(tr("Webhook subscriptions"));
    m_list->header()->setStretchLastSection(true);
    m_list->header()->resizeSection(KnownWebhooks::UrlColumn, 280);
    m_list->header()->resizeSection(KnownWebhooks::ActiveColumn, 70);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &WebhooksPlace::onSelectionChanged);
}

// Under the list: Remove and Refresh.
QWidget *WebhooksPlace::buildListButtons()
{
    auto *buttons = new QWidget(this);
    auto *buttonLayout = new QHBoxLayout(buttons);
    buttonLayout->setContentsMargins(0, 0, 0, 0);
    m_remove = new QPushButton(tr("Re&move from list…"), buttons);
    m_remove->setObjectName(QStringLiteral("removeWebhookButton"));
    m_remove->setToolTip(tr("Take the subscription off this list. It is not deleted from the service."));
    m_refresh = new QPushButton(tr("Re&fresh"), buttons);
    m_refresh->setObjectName(QStringLiteral("refreshWebhooksButton"));
    m_refresh->setToolTip(tr("Read every subscription of the list again (F5)"));
    buttonLayout->addWidget(m_remove);
    buttonLayout->addStretch(1);
    buttonLayout->addWidget(m_refresh);
    connect(m_remove, &QPushButton::clicked, this, &WebhooksPlace::askToRemove);
    connect(m_refresh, &QPushButton::clicked, this, &WebhooksPlace::reload);
    return buttons;
}

// The tabs of the subscription shown (its editor, the inbox), under the bar that says it is gone.
QWidget *WebhooksPlace::buildDetail(Models::Connection *connection)
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("webhookTabs"));
    m_editorView = new WebhookEditorView(m_editor, m_tabs);
    m_tabs->addTab(m_editorView, tr("&Subscription"));
    m_inboxView = new WebhookInboxView(connection->webhookInbox(), m_tabs);
    m_tabs->addTab(m_inboxView, tr("&Inbox: events on this computer"));
    connect(m_inboxView, &WebhookInboxView::openRequested, this, &Place::navigationRequested);

    makeUpdateNotice(connection);
    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 8, 0, 0);
    detailLayout->addWidget(m_goneBar);
    detailLayout->addWidget(m_updateNotice);
    detailLayout->addWidget(m_tabs, 1);
    return detail;
}

// The list's state, the service's answers, the connection, and the secrets taken off with a subscription.
void WebhooksPlace::followList(Models::Connection *connection)
{
    listState()->setRowModel(m_known);
    connect(listState(), &ListStateWidget::retryRequested, this, &WebhooksPlace::reload);
    connect(m_known, &KnownWebhooks::stateChanged, this, [this](Models::LoadState state) {
        listState()->setErrorMessage(tr("Could not read the subscriptions"), m_known->refreshError());
        listState()->setLoadState(state);
        updateListTexts();
    });
    // What the service says now replaces the editor's copy unless the user is changing it.
    connect(m_known, &KnownWebhooks::subscriptionChanged, this, [this](const QString &id) {
        if (id == m_shown)
            updateGoneBar();
        if (id == m_shown && !m_editor->isDirty() && !m_editor->isBusy()
            && m_editor->saveState() != Models::WebhookEditor::SaveState::Conflict)
            loadInEditor(id);
    });
    connect(m_known, &QAbstractItemModel::modelReset, this, [this] { loadInEditor(QString()); });
    connect(connection, &Models::Connection::connectedChanged, this, &WebhooksPlace::onConnectedChanged);
    connect(m_editor, &Models::WebhookEditor::changed, this, [this] {
        m_remove->setEnabled(!m_shown.isEmpty());
    });
    // A subscription taken off the list (Remove, Forget) takes its signing secret with it: say how
    // that went, a keychain that did not delete it included.
    connect(connection->webhookInbox(), &Models::WebhookInbox::secretForgotten, this,
            [this](const QString &id, bool ok, const QString &message) {
                m_addStatus->setVisible(true);
                m_addStatus->setText(ok ? tr("Removed %1 from this list; its signing secret is no longer kept.").arg(id)
                                        : tr("Removed %1 from this list, but its signing secret could not be deleted "
                                             "from the keychain: %2").arg(id, message));
            });
}

WebhooksPlace::~WebhooksPlace() = default;

QString WebhooksPlace::displayTitle()
{
    return tr("Webhooks");
}

QString WebhooksPlace::placeId() const
{
    return Models::PlaceId::webhooks;
}

QString WebhooksPlace::title() const
{
    return displayTitle();
}

void WebhooksPlace::onConnectedChanged(bool connected)
{
    Net::ApiClient *client = connected ? connection()->client() : nullptr;
    m_editor->setClient(client);
    m_add->setEnabled(connected);
    m_refresh->setEnabled(connected);
    updateStrandedBar();
    m_refreshedOnce = false;
    listState()->setLoadState(connected ? m_known->state() : Models::LoadState::Idle);
    if (connected && isVisible()) {
        m_refreshedOnce = true;
        m_known->refresh();
    }
    updateListTexts();
}

void WebhooksPlace::showEvent(QShowEvent *event)
{
    ListDetailPlace::showEvent(event);
    // Read when first seen, not at every connection: the other places need not wait for it.
    if (!m_refreshedOnce && connection()->isConnected()) {
        m_refreshedOnce = true;
        m_known->refresh();
    }
}

void WebhooksPlace::reload()
{
    if (connection()->isConnected())
        m_known->refresh();
}

void WebhooksPlace::openItem(const QString &item)
{
    showSubscription(item);
}

QString WebhooksPlace::currentItem() const
{
    return m_shown;
}

void WebhooksPlace::focusSearch()
{
    m_addId->setFocus(Qt::ShortcutFocusReason);
}

QString WebhooksPlace::unsavedChanges() const
{
    if (!m_editor->isDirty())
        return {};
    return tr("The subscription %1 has changes that are not saved.").arg(m_editor->subscriptionId());
}

void WebhooksPlace::discardUnsavedChanges()
{
    m_editor->revert();
}

QMessageBox *WebhooksPlace::openQuestion() const
{
    return m_question;
}

void WebhooksPlace::updateListTexts()
{
    if (showNotConnected())
        return;
    listState()->setEmptyText(tr("No subscriptions on this list"),
                              tr("The interface cannot list webhook subscriptions. Add the ones you work with by their "
                                 "ID above; they are kept for this profile."));
}

void WebhooksPlace::addById()
{
    m_addStatus->setVisible(true);
    m_addStatus->setText(tr("Reading %1…").arg(m_addId->text().trimmed()));
    if (m_known->add(m_addId->text()))
        m_add->setEnabled(false);
}

void WebhooksPlace::onSelectionChanged()
{
    if (m_selecting)
        return;
    const QString id = m_list->currentIndex().data(Models::IdRole).toString();
    if (id != m_shown)
        showSubscription(id);
}

void WebhooksPlace::selectRow(const QString &subscriptionId)
{
    m_selecting = true;
    const int row = m_known->rowOf(subscriptionId);
    if (row < 0)
        m_list->selectionModel()->clearCurrentIndex();
    else
        m_list->setCurrentIndex(m_known->index(row, 0));
    m_selecting = false;
}

void WebhooksPlace::showSubscription(const QString &subscriptionId)
{
    if (subscriptionId == m_shown) {
        selectRow(subscriptionId);
        return;
    }
    if (!m_editor->isDirty() && !m_editor->isBusy()) {
        loadInEditor(subscriptionId);
        return;
    }
    // Unsaved changes: the selection stays until the user has answered.
    selectRow(m_shown);
    if (m_question)
        m_question->close();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved changes"),
                                tr("The subscription %1 has changes that are not saved.").arg(m_shown),
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("unsavedWebhookQuestion"));
    box->setInformativeText(tr("Save them before opening another subscription?"));
    box->setDefaultButton(QMessageBox::Save);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, subscriptionId] {
        const QMessageBox::StandardButton answer = box->standardButton(box->clickedButton());
        m_question = nullptr;
        if (answer == QMessageBox::Discard) {
            loadInEditor(subscriptionId);
        } else if (answer == QMessageBox::Save && m_editor->save()) {
            // Opened once saved; a conflict or a failure keeps the user here with their changes.
            auto *once = new QObject(this);
            connect(m_editor, &Models::WebhookEditor::saveStateChanged, once,
                    [this, once, subscriptionId](Models::WebhookEditor::SaveState state) {
                        if (state == Models::WebhookEditor::SaveState::Saved)
                            loadInEditor(subscriptionId);
                        if (state != Models::WebhookEditor::SaveState::Checking && state != Models::WebhookEditor::SaveState::Saving)
                            once->deleteLater();
                    });
        }
    });
    m_question = box;
    box->open();
}

void WebhooksPlace::makeUpdateNotice(Models::Connection *connection)
{
    auto *unsettled = new Models::UnsettledWrite(*connection->storeLink(), *connection->journalActions(), Models::WriteKind::UpdateWebhookSubscription, this);
    m_updateNotice = new UnsettledWriteNotice(unsettled, this);
    m_updateNotice->setObjectName(QStringLiteral("webhookUpdateNotice"));
    connect(m_updateNotice, &UnsettledWriteNotice::openRequested, this, &Place::navigationRequested);
    // Saved on a Retry: the subscriptions are read again, so the editor shows what the service has.
    connect(unsettled, &Models::UnsettledWrite::finished, this, [this](qint64, bool ok) {
        if (ok)
            reload();
    });
}

void WebhooksPlace::loadInEditor(const QString &subscriptionId)
{
    const bool changed = subscriptionId != m_shown;
    m_shown = subscriptionId;
    if (const auto subscription = m_known->find(subscriptionId)) {
        m_editor->load(*subscription);
    } else {
        m_editor->clear(); // not read yet: shown once the list has read it
        const QString problem = m_known->problem(subscriptionId);
        m_editorView->setEmptyText(subscriptionId.isEmpty() ? QString()
                                   : !problem.isEmpty()      ? tr("%1 could not be read: %2").arg(subscriptionId, problem)
                                   : connection()->isConnected() ? tr("Reading %1…").arg(subscriptionId)
                                                                 : tr("%1 is read once connected.").arg(subscriptionId));
    }
    selectRow(subscriptionId);
    m_inboxView->setSubscription(subscriptionId);
    m_updateNotice->write()->setTargetId(subscriptionId);
    m_remove->setEnabled(!m_shown.isEmpty());
    updateGoneBar();
    if (changed)
        emit currentItemChanged(m_shown);
}

void WebhooksPlace::askToRemove()
{
    const QString id = m_shown;
    if (id.isEmpty())
        return;
    if (m_question)
        m_question->close();
    const auto subscription = m_known->find(id);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Remove from this list"),
                                tr("Remove %1 from this list?").arg(subscription ? subscription->url : id),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("removeWebhookQuestion"));
    box->setInformativeText(subscription && !subscription->active
                                ? tr("The subscription is not deleted from the service: it stays there, turned off. "
                                     "You can add it again with its ID, %1. Its signing secret, if you gave one, is "
                                     "forgotten.").arg(id)
                                : tr("The subscription is not deleted from the service: the service keeps sending it "
                                     "events. You can add it again with its ID, %1. Its signing secret, if you gave "
                                     "one, is forgotten.").arg(id));
    QPushButton *remove = box->addButton(tr("Remove from list"), QMessageBox::AcceptRole);
    remove->setObjectName(QStringLiteral("confirmRemoveWebhook"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    connect(box, &QMessageBox::finished, this, [this, box, remove, id] {
        m_question = nullptr;
        if (box->clickedButton() != remove)
            return;
        if (id == m_shown)
            loadInEditor(QString());
        m_known->remove(id); // its signing secret goes from the keychain too (Models::WebhookInbox)
    });
    m_question = box;
    box->open();
}

} // namespace Audience::Ui
