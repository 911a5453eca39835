#pragma once

// A connection's hub over a profile whose journal an earlier run left behind: the tests of what
// the console does with writes not confirmed (adoption into their areas, Retry, Discard, the
// places' notices) start from it. The service is a FakeClient answering the first page list empty,
// so the store opens as in the console (after the first rows).
#include "../net/fakeclient.h"
#include "models/shell/connection.h"
#include "models/store/journalentry.h"
#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

namespace Audience::Testing {

// A list page with no items, as the spec's list operations answer.
inline QJsonObject emptyListPage()
{
    return {{QStringLiteral("items"), QJsonArray()}, {QStringLiteral("hasMore"), false},
            {QStringLiteral("nextCursor"), QJsonValue::Null}, {QStringLiteral("totalCount"), 0}};
}

// Journals a write as a run that then died would have left it: pending, in another run; with its
// request when `method` is given (an entry whose console died before making it has none).
inline qint64 leftByAnEarlierRun(const QString &folder, const Models::JournalNote &note, const QString &key,
                                 const QByteArray &method = {}, const QString &path = {}, const QByteArray &body = {})
{
    Models::ProfileDatabase earlier;
    if (!earlier.open(Models::ProfileDatabase::pathInFolder(folder)))
        return 0;
    Models::WriteJournal journal(earlier);
    const qint64 id = journal.recordIntent(note, key).value_or(0);
    if (!method.isEmpty())
        journal.recordRequest(id, method, path, body);
    return id;
}

struct JournalHub
{
    FakeClient api;
    Models::Connection connection{&api.client};

    explicit JournalHub(const QString &folder)
    {
        api.network.route("GET", QStringLiteral("/v0/pages"), FakeResponse::json(200, emptyListPage()));
        connection.setProfileFolder(folder);
        connection.setConnected(true);
    }
    bool waitForStore() { return QTest::qWaitFor([this] { return connection.journal() != nullptr; }, 5000); }
    Models::JournalEntry::Outcome outcome(qint64 id) const { return connection.journal()->entry(id)->outcome; }
};

} // namespace Audience::Testing
