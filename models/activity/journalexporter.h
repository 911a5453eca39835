#pragma once

#include "models/activity/journalexport.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace Audience::Models {

class WriteJournal;

// Runs a JournalExport on a thread of its own, so exporting 100 000 entries never stalls the
// window: the thread opens its own connection to the profile's store (a Qt Sql connection belongs
// to the thread that made it; WAL lets it read while the console writes) and writes the file
// through QSaveFile, so a failed or stopped export leaves no half file behind. One at a time.
class JournalExporter : public QObject
{
    Q_OBJECT
public:
    explicit JournalExporter(QObject *parent = nullptr);
    // Stops an export still running and waits for its thread.
    ~JournalExporter() override;

    // Starts writing what `filter` keeps of `journal` to `path`. False (nothing started) while an
    // export runs or when the journal's store is not a file.
    bool start(const WriteJournal &journal, const JournalFilter &filter, JournalExport::Format format, const QString &path);
    bool isRunning() const { return m_thread != nullptr; }

signals:
    // `count` entries were written to `path`; or not (`ok` false), with the reason in words.
    void finished(bool ok, qint64 count, const QString &path, const QString &error);

private:
    void onDone(bool ok, qint64 count, const QString &path, const QString &error);

    std::unique_ptr<QThread> m_thread;
    std::atomic<bool> m_cancel{false};
};

} // namespace Audience::Models
