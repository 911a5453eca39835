#pragma once

// Shared bits of the net/ tests (the client is FakeClient): fixtures from tests/data/corpus and a
// wait for replies.
#include "fakeclient.h"

#include "net/apiclient.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace Audience::Testing {

// The hand-written answer of one type, "page-list.json" for PageList: kept once, as the seed
// tests/data/corpus/page-list/fixture.json of that type's decoder fuzzer.
inline QByteArray fixture(const QString &name)
{
    const QString type = name.endsWith(QLatin1StringView(".json")) ? name.chopped(5) : name;
    QFile file(QStringLiteral(AUDIENCE_TEST_DATA_DIR "/corpus/") + type + QStringLiteral("/fixture.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

// Waits for a reply to finish; returns false on timeout. The reply deletes itself later, so read
// it right after this returns (before the event loop runs again).
inline bool waitFor(Net::ApiReply *reply, int timeoutMs = 10000)
{
    if (reply->isFinished())
        return true;
    QSignalSpy spy(reply, &Net::ApiReply::finished);
    return spy.wait(timeoutMs);
}

} // namespace Audience::Testing
