#include "models/webhooks/knownwebhooks.h"

#include "models/store/keptlist.h"
#include "models/store/profiledatabase.h"

#include "models/common/modelroles.h"
#include "models/webhooks/webhookevents.h"
#include "net/apiclient.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace Audience::Models {

KnownWebhooks::KnownWebhooks(QObject *parent)
    : QAbstractTableModel(parent)
{
}

KnownWebhooks::~KnownWebhooks() = default;

void KnownWebhooks::setClient(Net::ApiClient *client)
{
    if (client == m_client)
        return;
    ++m_generation; // answers to the old client are not read
    ++m_clientGeneration;
    m_client = client;
    m_reading = 0;
    m_addState = LoadState::Idle;
    setState(LoadState::Idle);
}

QStringList KnownWebhooks::keptIds(const QString &profileFolder)
{
    QStringList ids;
    const QString storePath = ProfileDatabase::pathInFolder(profileFolder);
    // A passing look, not a whole store: the profile is not open (it is being removed), and a
    // damaged store is set aside, in words, only by the console that opens it.
    StoreConnection store(QStringLiteral("known-webhooks"));
    if (store.openExisting(storePath, StoreConnection::Waits::GuiThread)) {
        for (const KeptList::Item &item : KeptList(store, listName()).read())
            ids.append(item.id);
    }
    const QString legacy = QDir(profileFolder).filePath(KnownWebhooksFile::fileName());
    for (const KnownWebhook &webhook : KnownWebhooksFile(legacy).load().value_or(QList<KnownWebhook>())) {
        if (!ids.contains(webhook.subscriptionId))
            ids.append(webhook.subscriptionId);
    }
    return ids;
}

void KnownWebhooks::setStorePath(const QString &path)
{
    if (path == m_storePath)
        return;
    m_storePath = path;
    // Another profile's list: what was shown was the last one's.
    beginResetModel();
    m_rows.clear();
    m_problems.clear();
    m_gone.clear();
    endResetModel();
}

void KnownWebhooks::setStore(ProfileDatabase *store)
{
    if (store == m_store)
        return;
    m_store = store;
    if (!m_store)
        return; // the list stays as it is while not connected (the inbox and the place still name it)
    setStorePath(m_store->path());
    // What the store keeps (or a new list's seeds) joins what this session has already: rows added
    // or read before it opened stay as they are (an editor showing one is not disturbed), and the
    // rows it brings are appended, then read like the rest of the list.
    bool brought = false;
    for (const KnownWebhook &webhook : keptOrSeeded(m_newListSeeds)) {
        if (contains(webhook.subscriptionId))
            continue;
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
        m_rows.append(webhook);
        endInsertRows();
        brought = true;
    }
    save();
    if (brought)
        refresh();
}

QList<KnownWebhook> KnownWebhooks::keptOrSeeded(const QStringList &seedIds) const
{
    QList<KnownWebhook> webhooks;
    const KeptList list(*m_store, listName());
    if (!list.exists()) {
        for (const QString &id : seedIds)
            webhooks.append({id, std::nullopt, {}});
        return webhooks;
    }
    for (const KeptList::Item &item : list.read()) {
        if (const std::optional<KnownWebhook> webhook = KnownWebhooksFile::fromJson(item.entry))
            webhooks.append(*webhook);
    }
    return webhooks;
}

bool KnownWebhooks::add(const QString &typed)
{
    const QString subscriptionId = typed.trimmed();
    QString problem;
    if (subscriptionId.isEmpty())
        problem = tr("Type or paste a subscription ID.");
    else if (subscriptionId.contains(QRegularExpression(QStringLiteral("[\\s/?#]"))))
        problem = tr("A subscription ID has no spaces, slashes, '?' or '#': check what was pasted.");
    else if (!m_client)
        problem = tr("Not connected.");
    if (!problem.isEmpty()) {
        m_addState = LoadState::Error;
        m_addError = problem;
        emit addFinished(subscriptionId, false, problem);
        return false;
    }
    m_addState = LoadState::Loading;
    m_addError.clear();
    const quint64 generation = m_clientGeneration; // a refresh meanwhile does not drop this answer
    m_client->webhooks().get(subscriptionId, this)->then(
        this,
        [this, generation, subscriptionId](const Net::WebhookSubscription &subscription) {
            if (generation != m_clientGeneration)
                return;
            m_addState = LoadState::Complete;
            remember(subscription);
            emit addFinished(subscription.subscriptionId.isEmpty() ? subscriptionId : subscription.subscriptionId, true, {});
        },
        [this, generation, subscriptionId](const Net::ApiError &error) {
            if (generation != m_clientGeneration)
                return;
            m_addState = LoadState::Error;
            m_addError = error.kind == Net::ApiError::Kind::NotFound
                             ? tr("The service knows no subscription with the ID %1. Check the ID: it starts with "
                                  "whsub_ and is case-sensitive.").arg(subscriptionId)
                             : error.toString();
            emit addFinished(subscriptionId, false, m_addError);
        });
    return true;
}

void KnownWebhooks::remove(const QString &subscriptionId)
{
    const int row = rowOf(subscriptionId);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    m_problems.remove(subscriptionId);
    m_gone.remove(subscriptionId);
    endRemoveRows();
    save();
    emit removed(subscriptionId);
}

void KnownWebhooks::refresh()
{
    if (!m_client)
        return;
    ++m_generation;
    m_reading = 0;
    m_failedReads = 0;
    m_refreshError.clear();
    if (m_rows.isEmpty()) {
        setState(LoadState::Complete);
        return;
    }
    setState(LoadState::Loading);
    const QList<KnownWebhook> rows = m_rows;
    for (const KnownWebhook &webhook : rows)
        readOne(webhook.subscriptionId);
}

void KnownWebhooks::readOne(const QString &subscriptionId)
{
    ++m_reading;
    const quint64 generation = m_generation;
    m_client->webhooks().get(subscriptionId, this)->then(
        this,
        [this, generation](const Net::WebhookSubscription &subscription) {
            if (generation != m_generation)
                return;
            m_problems.remove(subscription.subscriptionId);
            remember(subscription);
            finishOne();
        },
        [this, generation, subscriptionId](const Net::ApiError &error) {
            if (generation != m_generation)
                return;
            ++m_failedReads;
            m_refreshError = error.toString();
            // Kept on the list either way: the user decides whether to remove (forget) it.
            if (error.kind == Net::ApiError::Kind::NotFound) {
                noteGone(subscriptionId);
            } else {
                setProblem(subscriptionId, error.toString());
            }
            finishOne();
        });
}

void KnownWebhooks::finishOne()
{
    if (--m_reading > 0)
        return;
    // An error only when nothing could be read: one stale ID is shown on its own row.
    setState(m_failedReads > 0 && m_failedReads == m_rows.size() ? LoadState::Error : LoadState::Complete);
}

void KnownWebhooks::noteGone(const QString &subscriptionId)
{
    const int row = rowOf(subscriptionId);
    if (row < 0)
        return;
    m_gone.insert(subscriptionId);
    setProblem(subscriptionId, tr("The service no longer knows this subscription."));
}

void KnownWebhooks::setProblem(const QString &subscriptionId, const QString &problem)
{
    m_problems.insert(subscriptionId, problem);
    const int row = rowOf(subscriptionId);
    if (row >= 0)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit subscriptionChanged(subscriptionId);
}

void KnownWebhooks::remember(const Net::WebhookSubscription &subscription)
{
    if (subscription.subscriptionId.isEmpty())
        return;
    m_gone.remove(subscription.subscriptionId); // the service just sent it
    const int row = rowOf(subscription.subscriptionId);
    if (row >= 0) {
        m_rows[row].subscription = subscription;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
        m_rows.append({subscription.subscriptionId, subscription, {}});
        endInsertRows();
    }
    save();
    emit subscriptionChanged(subscription.subscriptionId);
}

void KnownWebhooks::setUrlBeforeInbox(const QString &subscriptionId, const QString &url)
{
    const int row = rowOf(subscriptionId);
    if (row < 0 || m_rows.at(row).urlBeforeInbox == url)
        return;
    m_rows[row].urlBeforeInbox = url;
    save();
}

QString KnownWebhooks::urlBeforeInbox(const QString &subscriptionId) const
{
    const int row = rowOf(subscriptionId);
    return row < 0 ? QString() : m_rows.at(row).urlBeforeInbox;
}

int KnownWebhooks::rowOf(const QString &subscriptionId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).subscriptionId == subscriptionId)
            return row;
    }
    return -1;
}

std::optional<Net::WebhookSubscription> KnownWebhooks::find(const QString &subscriptionId) const
{
    const int row = rowOf(subscriptionId);
    return row < 0 ? std::nullopt : m_rows.at(row).subscription;
}

int KnownWebhooks::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KnownWebhooks::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KnownWebhooks::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const KnownWebhook &webhook = m_rows.at(index.row());
    if (role == IdRole)
        return webhook.subscriptionId;
    if (role == ObjectRole)
        return webhook.subscription ? QVariant::fromValue(*webhook.subscription) : QVariant();
    const QString problem = m_problems.value(webhook.subscriptionId);
    if (role == Qt::ToolTipRole) {
        QString tip = webhook.subscriptionId;
        if (!problem.isEmpty())
            tip += u'\n' + problem;
        return tip;
    }
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    if (!webhook.subscription) {
        if (index.column() == UrlColumn)
            return problem.isEmpty() ? tr("%1 (not read yet)").arg(webhook.subscriptionId)
                                     : tr("%1 (%2)").arg(webhook.subscriptionId, problem);
        return {};
    }
    const Net::WebhookSubscription &s = *webhook.subscription;
    switch (index.column()) {
    case UrlColumn:
        return problem.isEmpty() ? s.url : tr("%1 (%2)").arg(s.url, problem);
    case ActiveColumn:
        // In words, not by colour alone.
        return s.active ? tr("Active") : tr("Off");
    case EventsColumn:
        return WebhookEvents::summary(s.events);
    default:
        return {};
    }
}

QVariant KnownWebhooks::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case UrlColumn:
        return tr("URL");
    case ActiveColumn:
        return tr("State");
    case EventsColumn:
        return tr("Events");
    default:
        return {};
    }
}

void KnownWebhooks::save() const
{
    if (!m_store)
        return;
    QList<KeptList::Item> items;
    for (const KnownWebhook &webhook : m_rows)
        items.append({webhook.subscriptionId, KnownWebhooksFile::toJson(webhook)});
    KeptList(*m_store, listName()).write(items);
}

void KnownWebhooks::setState(LoadState state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

} // namespace Audience::Models
