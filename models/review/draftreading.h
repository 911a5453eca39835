#pragma once

#include "models/workspace/netchanges.h"
#include "models/workspace/publishchecks.h"
#include "net/conversationtypes.h"

#include <QList>

namespace Audience::Models {

// What goes live with a draft and what the checks before publishing say of it, read from its
// audience's conversation: NetChanges::compute over the context and the pending changes, then
// PublishChecks::run over those rows, exactly as the publish confirmation reads them. Review's
// rows and a release's confirmation read a draft this way, so no two places count differently.
struct DraftReading
{
    QList<FieldNetChange> rows; // every field (those without steps are live as the context shows)
    QList<PublishChecks::Finding> findings;
    int changing = 0; // fields that end up different
    int errors = 0;
    int warnings = 0;

    static DraftReading of(const Net::ConversationContext &context, const QList<Net::Change> &pendingChanges);
    static DraftReading of(const Net::Conversation &conversation);

    bool blocksPublishing() const { return errors > 0; }
    bool hasPendingChanges() const;
    // The meta title after publishing (the value the checks looked at), empty when there is none.
    QString titleAfter() const;
};

} // namespace Audience::Models
