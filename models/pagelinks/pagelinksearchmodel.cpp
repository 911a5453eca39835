#include "models/pagelinks/pagelinksearchmodel.h"

#include "models/common/datetimeformat.h"
#include "models/common/modelroles.h"
#include "net/apiclient.h"
#include "net/pagelinksapi.h"

namespace Audience::Models {

PageLinkSearchModel::PageLinkSearchModel(Net::ApiClient *client, QObject *parent)
    : ItemPagedListModel(client, parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(0);
    connect(&m_debounce, &QTimer::timeout, this, &PageLinkSearchModel::reload);
}

PageLinkSearchModel::~PageLinkSearchModel() = default;

QStringList PageLinkSearchModel::knownTargetTypes()
{
    return {QStringLiteral("audience"), QStringLiteral("page"), QStringLiteral("page_routing")};
}

QString PageLinkSearchModel::targetTypeLabel(const QString &targetType)
{
    if (targetType == u"audience")
        return tr("Audience");
    if (targetType == u"page")
        return tr("Page");
    if (targetType == u"page_routing")
        return tr("Page routing");
    if (targetType.isEmpty())
        return tr("(no target type)");
    return targetType; // liberal in what we accept: shown as it came
}

void PageLinkSearchModel::setFilter(const PageLinkFilter &filter)
{
    PageLinkFilter trimmed = filter;
    trimmed.query = filter.query.trimmed();
    trimmed.tenantDomainId = filter.tenantDomainId.trimmed();
    if (trimmed == m_filter)
        return;
    m_filter = trimmed;
    emit filterChanged(m_filter);
    if (m_debounce.interval() > 0)
        m_debounce.start();
    else
        reload();
}

void PageLinkSearchModel::setDebounceMs(int ms)
{
    m_debounce.setInterval(qMax(0, ms));
}

int PageLinkSearchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PageLinkSearchModel::targetText(const Net::PageLink &link) const
{
    const QString type = link.target.value().targetType.value();
    const QString audience = link.target.value().audienceId.value();
    if (!link.target.hasValue())
        return tr("(no target)");
    if (const QString name = m_names.nameOf(audience); !name.isEmpty())
        return tr("%1: %2").arg(targetTypeLabel(type), name);
    if (!audience.isEmpty())
        return tr("%1 %2").arg(targetTypeLabel(type), audience);
    return targetTypeLabel(type);
}

QVariant PageLinkSearchModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Net::PageLink &link = m_rows.at(index.row());
    const bool deleted = !link.deletedAt.value().isEmpty();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case PathColumn: return link.path.value();
        case TargetColumn: return targetText(link);
        case DomainColumn: return link.tenantDomainId.value();
        case CreatedColumn: return DateTimeFormat::display(link.createdAt.value());
        case UpdatedColumn: return DateTimeFormat::display(link.updatedAt.value());
        case StateColumn:
            return deleted ? tr("Deleted %1").arg(DateTimeFormat::display(link.deletedAt.value())) : tr("Active");
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case CreatedColumn: return DateTimeFormat::full(link.createdAt.value());
        case UpdatedColumn: return DateTimeFormat::full(link.updatedAt.value());
        case StateColumn: return deleted ? DateTimeFormat::full(link.deletedAt.value()) : QVariant();
        case TargetColumn: {
            const QString audience = link.target.value().audienceId.value();
            if (audience.isEmpty())
                return {};
            const QString name = m_names.nameOf(audience);
            return name.isEmpty() ? tr("Opens the audience %1").arg(audience) : tr("Opens the audience %1 (%2)").arg(name, audience);
        }
        }
        return {};
    case SortRole:
        switch (index.column()) {
        case CreatedColumn: return DateTimeFormat::parse(link.createdAt.value());
        case UpdatedColumn: return DateTimeFormat::parse(link.updatedAt.value());
        case StateColumn: return deleted;
        default: return data(index, Qt::DisplayRole);
        }
    case ObjectRole: return QVariant::fromValue(link);
    case IdRole: return link.pageLinkId.value();
    case TypeRole: return link.target.value().targetType.value();
    case StatusRole: return deleted ? QStringLiteral("deleted") : QStringLiteral("active");
    case TargetAudienceRole:
        return link.target.value().targetType.value() == u"audience" || !link.target.value().audienceId.value().isEmpty()
            ? link.target.value().audienceId.value()
            : QString();
    case TargetPageRole: return m_filter.pageId;
    case DeletedRole: return deleted;
    case TargetAudienceNameRole: return m_names.nameOf(link.target.value().audienceId.value());
    }
    return {};
}

QVariant PageLinkSearchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return PagedListModel::headerData(section, orientation, role);
    switch (section) {
    case PathColumn: return tr("Path");
    case TargetColumn: return tr("Target");
    case DomainColumn: return tr("Domain");
    case CreatedColumn: return tr("Created");
    case UpdatedColumn: return tr("Updated");
    case StateColumn: return tr("State");
    }
    return {};
}

const Net::PageLink &PageLinkSearchModel::linkAt(int row) const
{
    return m_rows.at(row);
}

int PageLinkSearchModel::rowOf(const QString &pageLinkId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).pageLinkId.value() == pageLinkId)
            return row;
    }
    return -1;
}

Net::ApiReply *PageLinkSearchModel::requestPage(Net::ApiClient &client, const QString &cursor, int limit)
{
    m_debounce.stop();
    Net::PageLinkQuery query;
    query.cursor = cursor;
    query.limit = limit;
    query.pageId = m_filter.pageId;
    query.query = m_filter.query;
    query.targetType = m_filter.targetType;
    query.tenantDomainId = m_filter.tenantDomainId;
    return client.pageLinks().search(query, this);
}

PagedListModel::PageOutcome PageLinkSearchModel::stagePage(Net::ApiReply *reply)
{
    bool newDomain = false;
    const PageOutcome outcome = stageEnvelope(static_cast<Net::Reply<Net::PageLinkList> *>(reply)->value(),
                                              [this, &newDomain](const Net::PageLink &link) {
                                                  const QString domain = link.tenantDomainId.value();
                                                  if (!domain.isEmpty() && !m_domains.contains(domain)) {
                                                      m_domains.append(domain);
                                                      newDomain = true;
                                                  }
                                                  return true;
                                              });
    if (newDomain)
        emit domainsChanged();
    return outcome;
}





} // namespace Audience::Models
