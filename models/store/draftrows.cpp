// The unsent text of each audience's composer (table composer_drafts), as StoreConnection's typed
// functions.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

StoreResult<QHash<QString, QString>> StoreConnection::composerDrafts()
{
    StoreQuery query = statement(Statement::DraftsAll, "SELECT audience_id, text FROM composer_drafts");
    if (StoreResult<void> ran = query.exec(); !ran)
        return ran.error();
    QHash<QString, QString> drafts;
    while (query.next())
        drafts.insert(query.value(0).toString(), query.value(1).toString());
    return drafts;
}

StoreResult<void> StoreConnection::keepComposerDraft(const QString &audienceId, const QString &text)
{
    noteWrite();
    if (text.isEmpty()) {
        StoreQuery forget = statement(Statement::DraftDelete, "DELETE FROM composer_drafts WHERE audience_id = :audience_id");
        return forget.bindText(":audience_id", audienceId).exec();
    }
    StoreQuery keep = statement(Statement::DraftUpsert,
                                "INSERT INTO composer_drafts (audience_id, text, updated_at) VALUES (:audience_id, :text, :updated_at)"
                                " ON CONFLICT(audience_id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at");
    keep.bindText(":audience_id", audienceId).bind(":text", text);
    keep.bind(":updated_at", QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    return keep.exec();
}

} // namespace Audience::Models
