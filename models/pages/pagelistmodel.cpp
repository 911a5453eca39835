#include "models/pages/pagelistmodel.h"

#include "models/common/datetimeformat.h"
#include "models/audiences/knownaudiences.h"
#include "models/common/modelroles.h"
#include "net/apiclient.h"

#include <QLocale>
#include <QSet>

#include <utility>

namespace Audience::Models {

PageListModel::PageListModel(Net::ApiClient *client, QObject *parent)
    : PagedListModel(client, parent)
{
}

PageListModel::~PageListModel() = default;

int PageListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const Net::Page &PageListModel::pageAt(int row) const
{
    return m_rows.at(row).page;
}

int PageListModel::rowOf(const QString &pageId) const
{
    return m_rowOfPage.value(pageId, -1);
}

QVariant PageListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const Net::Page &page = row.page;
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == UpdatedColumn)
            return DateTimeFormat::full(page.updatedAt);
        if (index.column() == NameColumn)
            return page.pageId;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == AudiencesColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case SortRole:
        return sortData(row, index.column());
    case ObjectRole:
        return QVariant::fromValue(page);
    case IdRole:
        return page.pageId;
    case StatusRole:
        return page.status;
    case TypeRole:
        return page.pageType;
    case SearchTextRole:
        return QString(page.name + QLatin1Char(' ') + page.title);
    default:
        return {};
    }
}

QVariant PageListModel::displayData(const Row &row, int column) const
{
    const Net::Page &page = row.page;
    switch (column) {
    case NameColumn:
        return page.name;
    case TitleColumn:
        return page.title;
    case TypeColumn:
        return typeLabel(page.pageType);
    case StatusColumn:
        return statusLabel(page.status);
    case AudiencesColumn:
        return QLocale().toString(page.audiencesCount);
    case UpdatedColumn:
        return row.updatedAt.isValid() ? DateTimeFormat::compact(row.updatedAt) : page.updatedAt;
    default:
        return {};
    }
}

QVariant PageListModel::sortData(const Row &row, int column) const
{
    switch (column) {
    case AudiencesColumn:
        return row.page.audiencesCount;
    case UpdatedColumn:
        return row.updatedAt;
    default:
        return displayData(row, column);
    }
}

QVariant PageListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return PagedListModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole && section == AudiencesColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case TitleColumn:
        return tr("Title");
    case TypeColumn:
        return tr("Type");
    case StatusColumn:
        return tr("Status");
    case AudiencesColumn:
        return tr("Audiences");
    case UpdatedColumn:
        return tr("Updated");
    default:
        return {};
    }
}

QHash<int, QByteArray> PageListModel::roleNames() const
{
    QHash<int, QByteArray> names = PagedListModel::roleNames();
    names.insert(ObjectRole, "object");
    names.insert(SortRole, "sortValue");
    names.insert(IdRole, "pageId");
    names.insert(StatusRole, "status");
    names.insert(TypeRole, "pageType");
    names.insert(SearchTextRole, "searchText");
    return names;
}

void PageListModel::fetchPage(const QString &pageId)
{
    if (pageId.isEmpty() || !client())
        return;
    // The newest question wins: an older refresh of the same page is no longer interesting.
    if (Net::ApiReply *older = m_refreshes.take(pageId))
        older->abort();
    auto *reply = client()->pages().get(pageId, this);
    m_refreshes.insert(pageId, reply);
    const quint64 asked = generation();
    connect(reply, &Net::ApiReply::finished, this, [this, reply, pageId, asked] {
        if (m_refreshes.value(pageId) == reply)
            m_refreshes.remove(pageId);
        else
            return; // replaced by a newer refresh, or dropped by a reset
        if (asked != generation())
            return;
        if (reply->isError()) {
            emit fetchFailed(pageId, reply->error());
            return;
        }
        const Net::Page page = reply->value(); // the reply goes when this lambda returns
        if (const int row = rowOf(pageId); row >= 0) {
            m_rows[row] = makeRow(page);
            notifyRowChanged(row);
        }
        emit pageFetched(page);
    });
}

void PageListModel::setKnownAudiences(KnownAudiences *known)
{
    if (m_known == known)
        return;
    if (m_known)
        disconnect(m_known, nullptr, this, nullptr);
    m_known = known;
    if (m_known)
        connect(m_known, &KnownAudiences::changed, this,
                [this](const QString &, const QString &pageId) {
                    if (rowOf(pageId) >= 0) // a page not loaded has no count to bring up to date
                        fetchPage(pageId);
                });
}

QString PageListModel::typeLabel(const QString &pageType)
{
    switch (Net::pageTypeFromString(pageType)) {
    case Net::PageType::Inbound:
        return tr("Inbound");
    case Net::PageType::Outbound:
        return tr("Outbound");
    case Net::PageType::CallFollowup:
        return tr("Call follow-up");
    case Net::PageType::SalesDeck:
        return tr("Sales deck");
    case Net::PageType::Custom:
        return tr("Custom");
    case Net::PageType::Unknown:
        break;
    }
    return pageType;
}

QString PageListModel::statusLabel(const QString &status)
{
    switch (Net::pageStatusFromString(status)) {
    case Net::PageStatus::Archived:
        return tr("Archived");
    case Net::PageStatus::Draft:
        return tr("Draft");
    case Net::PageStatus::Published:
        return tr("Published");
    case Net::PageStatus::Unknown:
        break;
    }
    return status;
}

QStringList PageListModel::knownTypes()
{
    return {QStringLiteral("inbound"), QStringLiteral("outbound"), QStringLiteral("call_followup"),
            QStringLiteral("sales_deck"), QStringLiteral("custom")};
}

QStringList PageListModel::knownStatuses()
{
    return {QStringLiteral("archived"), QStringLiteral("draft"), QStringLiteral("published")};
}

Net::ApiReply *PageListModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    return client.pages().list({.cursor = cursor, .limit = limit}, this);
}

PagedListModel::PageOutcome PageListModel::stagePage(Net::ApiReply *reply)
{
    const Net::PageList &list = static_cast<Net::Reply<Net::PageList> *>(reply)->value();
    m_staged.reserve(list.items.size());
    QSet<QString> staged;
    for (const Net::Page &page : list.items) {
        // Keyset cursors do not repeat rows, but a server might; one row per page keeps rowOf() and
        // the view honest.
        if (m_rowOfPage.contains(page.pageId) || staged.contains(page.pageId))
            continue;
        staged.insert(page.pageId);
        m_staged.append(makeRow(page));
    }
    return envelopeOutcome(list, m_staged.size());
}

void PageListModel::commitStagedRows()
{
    // No reserve() here: growing to the exact size on every page would copy all rows every time.
    for (Row &row : m_staged) {
        m_rowOfPage.insert(row.page.pageId, int(m_rows.size()));
        m_rows.append(std::move(row));
    }
    m_staged.clear();
}

void PageListModel::discardStagedRows()
{
    m_staged.clear();
}

void PageListModel::clearRows()
{
    // Taken out first: an aborted reply may report back while we are still in this loop.
    const auto refreshes = std::exchange(m_refreshes, {});
    for (const QPointer<Net::ApiReply> &refresh : refreshes) {
        if (refresh)
            refresh->abort();
    }
    m_rows.clear();
    m_rowOfPage.clear();
}

int PageListModel::loadedRowCount() const
{
    return int(m_rows.size());
}

PageListModel::Row PageListModel::makeRow(Net::Page page)
{
    Row row;
    row.updatedAt = DateTimeFormat::parse(page.updatedAt);
    row.page = std::move(page);
    return row;
}

} // namespace Audience::Models
