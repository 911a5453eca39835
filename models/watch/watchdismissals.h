#pragma once

#include "models/store/storeerror.h"
#include "models/store/storeresult.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>

#include <utility>

namespace Audience::Models {

class ProfileDatabase;

// The publish watch's dismissals as the profile's store keeps them (table watch_dismissals), and
// those it refused (full, locked, read-only, damaged): a refused dismissal (or the Undo of one) is
// honoured in this run, said in words (problem(): "This dismissal is not kept yet: …"), and written
// again every retryIntervalMs until the store takes it, and once more when the store closes. What
// the store still refuses then is lost with the run, and the next start shows the alert again, as
// the words said it might.
class WatchDismissals : public QObject
{
    Q_OBJECT
public:
    static constexpr int retryIntervalMs = 1000;

    explicit WatchDismissals(QObject *parent = nullptr);

    // The profile's store (not owned), or null when it is about to close: a last try first.
    void setStore(ProfileDatabase *store);

    // The (version, finding) pairs dismissed now: those kept in the store, with this run's
    // refused dismissals added and its refused Undos taken out.
    QList<std::pair<QString, QString>> dismissed() const;
    // Keeps a dismissal; false when the store refused it (kept here and tried again).
    bool dismiss(const QString &versionId, const QString &finding, const QString &audienceId, const QDateTime &at);
    // Takes a dismissal back; false when the store refused to forget it (tried again).
    bool undismiss(const QString &versionId, const QString &finding);

    // How many dismissals and Undos wait for the store, and why, in words (empty when none).
    int waitingCount() const { return int(m_waiting.size()); }
    QString problem() const;
    // Writes what waits now, in order; stops at the first refusal (the timer's and the tests' way).
    void keepNow();

signals:
    void problemChanged(const QString &problem);

private:
    struct Waiting
    {
        QString versionId;
        QString finding;
        QString audienceId;
        QDateTime at;
        bool dismissed = true; // false: an Undo, the row to be deleted
    };
    StoreResult<void> write(const Waiting &change);
    // Replaces any change of the same (version, finding) by `change`, kept until the store takes it.
    void wait(const Waiting &change);
    void tellIfChanged();

    QPointer<ProfileDatabase> m_store;
    QList<Waiting> m_waiting;
    StoreError m_why;
    QString m_said; // the problem last told
    QTimer m_retry;
};

} // namespace Audience::Models
