// The unsent text of each audience's composer (table composer_drafts), as StoreConnection's typed
// functions.
#include "models/store/storeconnection.h"

#include <QDateTime>

namespace Audience::Models {

std::optional<QHash<QString, QString>> StoreConnection::composerDrafts()
{
    StoreQuery query = statement(Statement::DraftsAll);
    if (!query.exec())
        return std::nullopt;
    QHash<QString, QString> drafts;
    while (query.next())
        drafts.insert(query.value(0).toString(), query.value(1).toString());
    return drafts;
}

bool StoreConnection::keepComposerDraft(const QString &audienceId, const QString &text)
{
    StoreQuery query = statement(text.isEmpty() ? Statement::DraftDelete : Statement::DraftUpsert);
    query.bindText(audienceId);
    if (!text.isEmpty())
        query.bind(text).bind(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    noteWrite();
    return query.exec();
}

} // namespace Audience::Models
