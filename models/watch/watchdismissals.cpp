#include "models/watch/watchdismissals.h"

#include "models/store/profiledatabase.h"

#include <QLoggingCategory>

namespace Audience::Models {

Q_DECLARE_LOGGING_CATEGORY(lcPublishWatch)

WatchDismissals::WatchDismissals(QObject *parent)
    : QObject(parent)
{
    m_retry.setInterval(retryIntervalMs);
    connect(&m_retry, &QTimer::timeout, this, &WatchDismissals::keepNow);
}

void WatchDismissals::setStore(ProfileDatabase *store)
{
    if (store == m_store)
        return;
    keepNow(); // a last try in the store that closes
    if (!m_waiting.isEmpty())
        qCWarning(lcPublishWatch) << m_waiting.size() << "watch dismissal(s) lost: the store refused them to the end";
    m_store = store;
    m_waiting.clear();
    m_retry.stop();
    tellIfChanged();
}

QList<std::pair<QString, QString>> WatchDismissals::dismissed() const
{
    QList<std::pair<QString, QString>> pairs =
        m_store ? m_store->watchDismissals().value_or(QList<std::pair<QString, QString>>()) : QList<std::pair<QString, QString>>();
    for (const Waiting &change : m_waiting) {
        const std::pair<QString, QString> pair{change.versionId, change.finding};
        pairs.removeAll(pair);
        if (change.dismissed)
            pairs.append(pair);
    }
    return pairs;
}

bool WatchDismissals::dismiss(const QString &versionId, const QString &finding, const QString &audienceId, const QDateTime &at)
{
    wait({versionId, finding, audienceId, at, true});
    keepNow();
    return m_waiting.isEmpty();
}

bool WatchDismissals::undismiss(const QString &versionId, const QString &finding)
{
    wait({versionId, finding, {}, {}, false});
    keepNow();
    return m_waiting.isEmpty();
}

QString WatchDismissals::problem() const
{
    if (m_waiting.isEmpty())
        return {};
    return tr("%n dismissal(s) not kept yet: %1. Tried again until the store takes it; if the console closes "
              "before, the alert shows again at the next start.",
              nullptr, waitingCount())
        .arg(m_why.cause());
}

void WatchDismissals::keepNow()
{
    if (!m_store)
        return;
    qsizetype written = 0;
    for (; written < m_waiting.size(); ++written) {
        const StoreResult<void> kept = write(m_waiting.at(written));
        if (!kept.ok()) {
            m_why = kept.error();
            break;
        }
    }
    m_waiting.remove(0, written);
    if (m_waiting.isEmpty())
        m_retry.stop();
    else if (!m_retry.isActive())
        m_retry.start();
    tellIfChanged();
}

StoreResult<void> WatchDismissals::write(const Waiting &change)
{
    return change.dismissed ? m_store->dismissWatchAlert(change.versionId, change.finding, change.audienceId, change.at)
                            : m_store->undismissWatchAlert(change.versionId, change.finding);
}

void WatchDismissals::wait(const Waiting &change)
{
    m_waiting.removeIf([&change](const Waiting &old) { return old.versionId == change.versionId && old.finding == change.finding; });
    m_waiting.append(change);
}

void WatchDismissals::tellIfChanged()
{
    const QString now = problem();
    if (now != m_said)
        emit problemChanged(m_said = now);
}

} // namespace Audience::Models
