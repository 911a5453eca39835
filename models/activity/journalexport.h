#pragma once

#include "models/activity/journalfilter.h"
#include "models/store/storeconnection.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>

#include <atomic>

class QIODevice;

namespace Audience::Models {

// The Activity place's exports of the entries a filter keeps, newest first, every one of them (not
// only the rows a view has read):
//   - CSV (RFC 4180 through CsvWriter::field): '#' lines saying what the file is, then a header of
//     every column the journal has, as stored, with the outcome as the place shows it ("status":
//     done, failed, notConfirmed, inProgress, discarded) and the entry in words ("what");
//   - JSON Lines: one object per line with every column, the body sent and the answer as JSON
//     (as text when it is not JSON), "status" and "what" as in the CSV.
// It only needs a connection to the store, so it can run on a thread of its own (JournalExporter).
class JournalExport
{
    Q_DECLARE_TR_FUNCTIONS(Audience::Models::JournalExport)
public:
    enum class Format { Csv, JsonLines };

    struct Context
    {
        JournalFilter filter;
        LiveRuns live; // the consoles open on the profile: tell "not confirmed" from "in progress"
        QDateTime exportedAt = QDateTime::currentDateTimeUtc();
        JournalFilter::TextIndex textIndex = JournalFilter::TextIndex::Available; // the store's (hasTextIndex())
    };

    // Writes the entries to `out` (open for writing). Returns how many, or -1 with the reason in
    // `error` (a statement failed, the device refused, or `cancel` became true).
    static qint64 write(StoreConnection &store, const Context &context, Format format, QIODevice &out, QString *error,
                        const std::atomic<bool> *cancel = nullptr);

    // One row of the journal (its `columns`, as stored) as the JSON Lines export writes it.
    static QJsonObject toJson(const QStringList &columns, const StoreConnection::JournalRow &row, const LiveRuns &live);
};

} // namespace Audience::Models
