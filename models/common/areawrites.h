#pragma once

#include "models/common/writekinds.h"
#include "models/store/journalentry.h"

#include <QString>

#include <array>
#include <functional>

class QObject;

namespace Audience::Models {

// What an area does with its own writes that an earlier run left not confirmed, or that failed
// (the write table's RetryWay::ThroughArea rows): it takes the journal entry in, so its place shows
// it with Retry; it retries or forgets it when Activity or the bar says so; and, for a row that
// canCheck, it asks the service whether it happened. `item` is the write's item in the area's
// WriteTracker (AreaWriteHandlers::itemOf).
struct AreaWriteHandler
{
    // The answer of a check: whether it happened, and the finding in words.
    using CheckAnswer = std::function<void(bool happened, const QString &finding)>;

    std::function<bool(const JournalEntry &entry)> adopt;
    std::function<bool(const QString &item)> retry;
    std::function<void(const QString &item)> discard;
    // Answers once through `answer`, while `context` lives; false when nothing was asked. Empty for
    // an area whose rows cannot be checked.
    std::function<bool(const QString &item, QObject *context, CheckAnswer answer)> check;

    bool isComplete() const { return adopt && retry && discard; }

    // The handler of an area object with adopt(entry), retry(item) and discard(item) (no check).
    template<typename Area>
    static AreaWriteHandler of(Area &area)
    {
        return {[&area](const JournalEntry &entry) { return area.adopt(entry); },
                [&area](const QString &item) { return area.retry(item); },
                [&area](const QString &item) { area.discard(item); },
                {}};
    }
};

// The connection's registry of the areas that take back their writes, one handler per value of
// AreaHandler: the write table says which handler a kind of write has, this says who it is.
// Filled by the hub (Models::Connection) that owns the areas; read by it (adoption) and by
// JournalActions (Retry, Check, Discard). No operation name is compared outside the table.
class AreaWriteHandlers
{
public:
    void set(AreaHandler which, AreaWriteHandler handler);
    // The handler registered for `which`; null for None or one not registered.
    const AreaWriteHandler *handler(AreaHandler which) const;
    // The handler of an entry's row; null for a write no area takes back (sent again as
    // recorded) and for an operation this console does not know.
    const AreaWriteHandler *handlerOf(const JournalEntry &entry) const;

    // The item of an entry in its area's WriteTracker (its row's AreaItem), or "journal:<id>" for
    // a write sent again as recorded.
    static QString itemOf(const JournalEntry &entry);

private:
    std::array<AreaWriteHandler, areaHandlerCount> m_handlers;
};

} // namespace Audience::Models
