#pragma once

// What a console holds for one profile, for tests of the store's failures: the store in a
// throwaway folder, its journal, the composer's drafts and the message outbox on a fake service
// (tests/net/fakeclient.h). The test routes the service's answers.
#include "../net/fakeclient.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"
#include "models/workspace/composerdrafts.h"
#include "models/workspace/conversationmodel.h"
#include "models/workspace/messageoutbox.h"

#include <QTemporaryDir>

#include <memory>

namespace Audience::Testing {

struct StoreProfile
{
    QTemporaryDir dir;
    QString path = Models::ProfileDatabase::pathInFolder(dir.path());
    Models::ProfileDatabase store;
    std::unique_ptr<Models::WriteJournal> journal;
    Models::ComposerDrafts drafts;
    FakeClient api;
    Models::MessageOutbox outbox;

    bool open()
    {
        if (!store.open(path))
            return false;
        journal = std::make_unique<Models::WriteJournal>(store);
        drafts.setStore(&store);
        outbox.setClient(&api.client);
        outbox.setDrafts(&drafts);
        outbox.tracker()->setJournal(journal.get());
        return true;
    }
    // The user typed `text` in the audience's composer, kept in the store.
    void type(const QString &audienceId, const QString &text)
    {
        drafts.setText(audienceId, text);
        drafts.flush();
    }
    // What the conversation says under the audience's newest message from this console.
    QString conversationSays(const QString &audienceId) const
    {
        const QList<Models::MessageOutbox::Outgoing> messages = outbox.outgoing(audienceId);
        if (messages.isEmpty())
            return {};
        return Models::ConversationModel::outgoingStateText(messages.last());
    }
    // Closes the profile (its journal and store) and opens it again as the next start would: how
    // many writes that start calls "not confirmed" (-1 when the store does not open).
    int notConfirmedAtNextStart()
    {
        outbox.tracker()->setJournal(nullptr);
        drafts.setStore(nullptr);
        journal.reset();
        store.close();
        Models::ProfileDatabase next;
        if (!next.open(path))
            return -1;
        return int(Models::WriteJournal(next).notConfirmed().size());
    }
};

} // namespace Audience::Testing
