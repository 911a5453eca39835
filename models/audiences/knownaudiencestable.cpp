#include "models/audiences/knownaudiencestable.h"

#include "models/store/profilestore.h"
#include "net/jsonreader.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Audience::Models::KnownAudiencesTable {

Q_LOGGING_CATEGORY(lcKnownAudiencesTable, "audience.models.known")

QList<Net::AudienceRecord> load(ProfileStore &store)
{
    QList<Net::AudienceRecord> audiences;
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("SELECT audience_id, record FROM known_audiences"))) {
        qCWarning(lcKnownAudiencesTable) << "cannot read the known audiences:" << query.lastError().text();
        return audiences;
    }
    while (query.next()) {
        // Through net/'s decoder, so a stored audience is held to the same rules as one from the
        // service; one that fails is left out (and kept in the store), not the others with it.
        Net::AudienceRecord audience;
        if (const auto error = Net::decodeJson(query.value(1).toString().toUtf8(), audience)) {
            qCWarning(lcKnownAudiencesTable) << "skipping stored audience" << query.value(0).toString() << ":" << error->toString();
            continue;
        }
        audiences.append(std::move(audience));
    }
    return audiences;
}

bool upsert(ProfileStore &store, const Net::AudienceRecord &audience)
{
    if (audience.audienceId.isEmpty() || !store.isOpen())
        return false;
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("INSERT INTO known_audiences (audience_id, page_id, record, updated_at) VALUES (?, ?, ?, ?)"
                                 " ON CONFLICT(audience_id) DO UPDATE SET page_id = excluded.page_id, record = excluded.record,"
                                 " updated_at = excluded.updated_at"));
    query.addBindValue(audience.audienceId);
    query.addBindValue(audience.pageId.isNull() ? QStringLiteral("") : audience.pageId); // NOT NULL
    query.addBindValue(QString::fromUtf8(QJsonDocument(Net::toJsonObject(audience)).toJson(QJsonDocument::Compact)));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (query.exec())
        return true;
    qCWarning(lcKnownAudiencesTable) << "cannot keep audience" << audience.audienceId << ":" << query.lastError().text();
    return false;
}

bool upsertAt(const QString &storePath, const Net::AudienceRecord &audience)
{
    if (storePath.isEmpty())
        return false;
    ProfileStore other;
    // Another profile's store, in passing: a damaged one is set aside, in words, only by the console that opens it.
    return other.open(storePath, ProfileStore::Unusable::LeaveAsItIs) && upsert(other, audience);
}

} // namespace Audience::Models::KnownAudiencesTable
