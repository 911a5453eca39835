#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

namespace Audience::Models {

class WriteTracker;

// The writes that failed because the service could not be reached (or failed itself): each stays
// journaled and Failed with Retry in its own place; when the connection comes back, the window's
// bar offers to send them all ("Send the 2 waiting writes"). Nothing is sent by itself: the user
// may have changed their mind meanwhile.
class WaitingWrites : public QObject
{
    Q_OBJECT
public:
    explicit WaitingWrites(QObject *parent = nullptr);

    // The trackers to look at (not owned; they must outlive this object).
    void setTrackers(const QList<WriteTracker *> &trackers);
    // How many writes wait: Failed with an error that says the service was not reached, timed
    // out, or failed (5xx).
    int count() const;
    // Sends each again, with its own key; returns how many were sent.
    int sendAll();

signals:
    void countChanged(int count);

private:
    void recount();
    void forEachWaiting(const std::function<void(WriteTracker &, const QString &)> &visit) const;

    QList<QPointer<WriteTracker>> m_trackers;
    int m_count = 0;
};

} // namespace Audience::Models
