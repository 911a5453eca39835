#include "models/activity/journalexporter.h"

#include "models/store/profiledatabase.h"
#include "models/store/writejournal.h"

#include <QSaveFile>
#include <QSqlError>
#include <QThread>

namespace Audience::Models {

namespace {

struct Outcome
{
    bool ok = false;
    qint64 count = 0;
    QString error;
};

// On the export's thread: its own connection (made as every connection to the store is, waiting
// as a worker does), the file, then the connection closed in the same thread that made it.
Outcome exportOnThisThread(const QString &storePath, const JournalExport::Context &context, JournalExport::Format format,
                           const QString &path, const std::atomic<bool> &cancel)
{
    Outcome outcome;
    StoreConnection store(QStringLiteral("journal-export"));
    QSaveFile file(path);
    if (const StoreResult<void> opened = store.openConnection(storePath, StoreConnection::Waits::Worker); !opened) {
        outcome.error = JournalExport::tr("The profile's store cannot be read: %1").arg(opened.error().detail);
    } else if (!file.open(QIODevice::WriteOnly)) {
        outcome.error = JournalExport::tr("%1 cannot be written: %2").arg(path, file.errorString());
    } else {
        outcome.count = JournalExport::write(store, context, format, file, &outcome.error, &cancel);
        outcome.ok = outcome.count >= 0 && file.commit();
        if (outcome.count >= 0 && !outcome.ok)
            outcome.error = JournalExport::tr("%1 cannot be written: %2").arg(path, file.errorString());
    }
    return outcome;
}

} // namespace

JournalExporter::JournalExporter(QObject *parent)
    : QObject(parent)
{
}

JournalExporter::~JournalExporter()
{
    m_cancel = true;
    if (m_thread)
        m_thread->wait();
}

bool JournalExporter::start(const WriteJournal &journal, const JournalFilter &filter, JournalExport::Format format,
                            const QString &path)
{
    const QString storePath = journal.store().path();
    if (m_thread || !journal.store().isOpen() || storePath.isEmpty() || storePath == QLatin1StringView(":memory:"))
        return false;
    m_cancel = false;
    JournalExport::Context context{filter, journal.liveRuns()};
    context.textIndex = journal.store().hasTextIndex() ? JournalFilter::TextIndex::Available : JournalFilter::TextIndex::Missing;
    m_thread.reset(QThread::create([this, storePath, context, format, path] {
        const Outcome outcome = exportOnThisThread(storePath, context, format, path, m_cancel);
        // Back on the owner's thread (dropped if the exporter is gone by then).
        QMetaObject::invokeMethod(this, [this, outcome, path] { onDone(outcome.ok, outcome.count, path, outcome.error); },
                                  Qt::QueuedConnection);
    }));
    m_thread->setObjectName(QStringLiteral("journal-export"));
    m_thread->start(QThread::LowPriority);
    return true;
}

void JournalExporter::onDone(bool ok, qint64 count, const QString &path, const QString &error)
{
    if (m_thread) {
        m_thread->wait();
        m_thread.reset();
    }
    emit finished(ok, ok ? count : 0, path, error);
}

} // namespace Audience::Models
