#include "models/review/scanmemory.h"

#include "models/store/keptlist.h"
#include "net/jsonreader.h"
#include "net/loosefields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcScanMemory, "audience.models.review.scan")

namespace {

using Net::LooseFields::insert;
using L1 = QLatin1StringView;

const QString lastScanId = QStringLiteral("last");

QJsonObject contextJson(const Net::ConversationContext &context)
{
    QJsonObject object;
    insert(object, L1("audienceId"), context.audienceId);
    insert(object, L1("pageId"), context.pageId);
    insert(object, L1("currentSupplementaryContext"), context.currentSupplementaryContext);
    insert(object, L1("currentMetaTitle"), context.currentMetaTitle);
    insert(object, L1("currentMetaDescription"), context.currentMetaDescription);
    insert(object, L1("currentMetaKeywords"), context.currentMetaKeywords);
    insert(object, L1("pageContext"), context.pageContext);
    return object;
}

QJsonObject changeJson(const Net::Change &change)
{
    QJsonObject object;
    insert(object, L1("changeId"), change.changeId);
    insert(object, L1("field"), change.field);
    insert(object, L1("previousValue"), change.previousValue);
    insert(object, L1("newValue"), change.newValue);
    insert(object, L1("status"), change.status);
    return object;
}

} // namespace

QString ScanMemory::findingsListName()
{
    return QStringLiteral("review_scan_findings");
}

QString ScanMemory::scansListName()
{
    return QStringLiteral("review_scans");
}

QJsonObject ScanMemory::toJson(const Finding &finding)
{
    // The conversation as the service sends it (so it is read back by the same decoder), without
    // its messages.
    QJsonObject conversation;
    if (finding.conversation.context.hasValue())
        conversation.insert(QStringLiteral("context"), contextJson(finding.conversation.context.value()));
    QJsonArray pending;
    for (const Net::Change &change : finding.conversation.pendingChanges.value())
        pending.append(changeJson(change));
    conversation.insert(QStringLiteral("pendingChanges"), pending);
    return {{QStringLiteral("pageId"), finding.pageId},
            {QStringLiteral("audienceId"), finding.audienceId},
            {QStringLiteral("name"), finding.name},
            {QStringLiteral("conversation"), conversation}};
}

std::optional<ScanMemory::Finding> ScanMemory::fromJson(const QJsonObject &entry)
{
    Finding finding;
    finding.pageId = entry.value(QStringLiteral("pageId")).toString();
    finding.audienceId = entry.value(QStringLiteral("audienceId")).toString();
    finding.name = entry.value(QStringLiteral("name")).toString();
    const QByteArray conversation = QJsonDocument(entry.value(QStringLiteral("conversation")).toObject()).toJson(QJsonDocument::Compact);
    if (const auto error = Net::decodeJson(conversation, finding.conversation)) {
        qCWarning(lcScanMemory) << "skipping a kept finding of" << finding.audienceId << ":" << error->toString();
        return std::nullopt;
    }
    if (finding.pageId.isEmpty() || finding.audienceId.isEmpty())
        return std::nullopt;
    return finding;
}

std::optional<ScanMemory::Kept> ScanMemory::read(StoreConnection &store)
{
    const KeptList scans(store, scansListName());
    if (!scans.exists())
        return std::nullopt;
    Kept kept;
    for (const KeptList::Item &item : scans.read()) {
        if (item.id != lastScanId)
            continue;
        kept.scannedAt = QDateTime::fromString(item.entry.value(QStringLiteral("scannedAt")).toString(), Qt::ISODateWithMs);
        kept.pages = item.entry.value(QStringLiteral("pages")).toInt();
        kept.conversations = item.entry.value(QStringLiteral("conversations")).toInt();
    }
    for (const KeptList::Item &item : KeptList(store, findingsListName()).read()) {
        if (const std::optional<Finding> finding = fromJson(item.entry))
            kept.findings.append(*finding);
    }
    return kept;
}

bool ScanMemory::write(StoreConnection &store, const Kept &kept)
{
    QList<KeptList::Item> items;
    items.reserve(kept.findings.size());
    for (const Finding &finding : kept.findings)
        items.append({finding.audienceId, toJson(finding)});
    bool written = KeptList(store, findingsListName()).write(items).ok();
    if (kept.scannedAt.isValid()) {
        const QJsonObject last{{QStringLiteral("scannedAt"), kept.scannedAt.toUTC().toString(Qt::ISODateWithMs)},
                               {QStringLiteral("pages"), kept.pages},
                               {QStringLiteral("conversations"), kept.conversations}};
        written = KeptList(store, scansListName()).write({{lastScanId, last}}) && written;
    } else if (!KeptList(store, scansListName()).exists()) {
        // Pages were scanned, no whole scan ended: the list is marked kept, so the next start
        // shows the findings (and scans again), with no age.
        written = KeptList(store, scansListName()).write({}) && written;
    }
    return written;
}

} // namespace Audience::Models
