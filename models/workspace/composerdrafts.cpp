#include "models/workspace/composerdrafts.h"

#include "models/store/profiledatabase.h"

#include <QLoggingCategory>
#include <QTimer>

namespace Audience::Models {

Q_LOGGING_CATEGORY(lcComposerDrafts, "audience.models.drafts")

ComposerDrafts::ComposerDrafts(QObject *parent)
    : QObject(parent)
    , m_saveTimer(new QTimer(this))
{
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(saveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &ComposerDrafts::flush);
}

ComposerDrafts::~ComposerDrafts()
{
    flush();
}

void ComposerDrafts::setStore(ProfileDatabase *store)
{
    if (store == m_store)
        return;
    flush();
    m_store = store;
    if (!m_store) {
        m_texts.clear();
        m_dirty.clear();
        setProblem({});
        return;
    }
    load();
    flush(); // what was typed before the store came goes in now
    emit loaded();
}

void ComposerDrafts::setText(const QString &audienceId, const QString &text)
{
    if (audienceId.isEmpty() || m_texts.value(audienceId) == text)
        return;
    if (text.isEmpty())
        m_texts.remove(audienceId);
    else
        m_texts.insert(audienceId, text);
    m_dirty.insert(audienceId);
    if (m_store)
        m_saveTimer->start(saveDelayMs); // restarted by every key: a burst is one write
}

void ComposerDrafts::flush()
{
    m_saveTimer->stop();
    if (!m_store)
        return;
    if (m_dirty.isEmpty()) { // everything typed is in the store (a send may have taken it)
        setProblem({});
        return;
    }
    const QSet<QString> dirty = std::exchange(m_dirty, {});
    const StoreResult<void> written = m_store->inTransaction([&]() -> StoreResult<void> {
        for (const QString &audienceId : dirty) {
            if (StoreResult<void> kept = m_store->keepComposerDraft(audienceId, m_texts.value(audienceId)); !kept)
                return kept;
        }
        return {};
    });
    if (written) {
        setProblem({});
        return;
    }
    m_dirty.unite(dirty);
    // Tried again soon, whether or not the user types: the text must reach the store.
    m_saveTimer->start(retryDelayMs);
    setProblem(tr("This draft is not kept yet: %1. It stays here while the console runs, and is kept as soon as "
                  "the store can be written again.").arg(written.error().cause()));
}

void ComposerDrafts::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged(m_problem);
}

StoreResult<void> ComposerDrafts::takeForSend(const QString &audienceId)
{
    m_texts.remove(audienceId);
    m_dirty.remove(audienceId);
    if (!m_store)
        return {};
    return m_store->keepComposerDraft(audienceId, QString());
}

void ComposerDrafts::load()
{
    const StoreResult<QHash<QString, QString>> stored = m_store->composerDrafts();
    if (!stored) {
        qCWarning(lcComposerDrafts) << "cannot read the drafts";
        return;
    }
    for (auto it = stored->cbegin(); it != stored->cend(); ++it) {
        if (!m_dirty.contains(it.key()) && !it.value().isEmpty())
            m_texts.insert(it.key(), it.value());
    }
}

} // namespace Audience::Models
