#include "models/shell/waitingwrites.h"

#include "models/common/writetracker.h"
#include "models/shell/reachwords.h"

namespace Audience::Models {

namespace {

bool waitsForTheService(const WriteTracker &tracker, const QString &item)
{
    if (tracker.state(item) != WriteTracker::State::Failed || tracker.isRefusedByStore(item) || tracker.isNotConfirmed(item))
        return false;
    const Net::ApiError error = tracker.error(item);
    return ReachWords::isUnreachable(error) || error.kind == Net::ApiError::Kind::Server;
}

} // namespace

WaitingWrites::WaitingWrites(QObject *parent)
    : QObject(parent)
{
}

void WaitingWrites::setTrackers(const QList<WriteTracker *> &trackers)
{
    for (const QPointer<WriteTracker> &tracker : std::as_const(m_trackers)) {
        if (tracker)
            disconnect(tracker, nullptr, this, nullptr);
    }
    m_trackers.clear();
    for (WriteTracker *tracker : trackers) {
        m_trackers.append(tracker);
        connect(tracker, &WriteTracker::stateChanged, this, &WaitingWrites::recount);
    }
    recount();
}

int WaitingWrites::count() const
{
    return m_count;
}

int WaitingWrites::sendAll()
{
    int sent = 0;
    // Collected first: a retry changes the states being walked.
    QList<std::pair<WriteTracker *, QString>> waiting;
    forEachWaiting([&waiting](WriteTracker &tracker, const QString &item) { waiting.append({&tracker, item}); });
    for (const auto &[tracker, item] : std::as_const(waiting))
        sent += tracker->retry(item) ? 1 : 0;
    recount();
    return sent;
}

void WaitingWrites::forEachWaiting(const std::function<void(WriteTracker &, const QString &)> &visit) const
{
    for (const QPointer<WriteTracker> &tracker : std::as_const(m_trackers)) {
        if (!tracker)
            continue;
        for (const QString &item : tracker->items()) {
            if (waitsForTheService(*tracker, item))
                visit(*tracker, item);
        }
    }
}

void WaitingWrites::recount()
{
    int count = 0;
    forEachWaiting([&count](WriteTracker &, const QString &) { ++count; });
    if (count == m_count)
        return;
    m_count = count;
    emit countChanged(count);
}

} // namespace Audience::Models
