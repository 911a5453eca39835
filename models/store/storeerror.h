#pragma once

#include <QCoreApplication>
#include <QSqlError>
#include <QString>

namespace Audience::Models {

// Why the profile's store refused a statement, read from SQLite's result code in one place, so
// every place that tells the user says the same words for the same cause (DESIGN: "a store that is
// locked, full, read-only or damaged is said in words where the user acted").
struct StoreError
{
    Q_DECLARE_TR_FUNCTIONS(StoreError)
public:
    enum class Kind { None, Busy, Full, ReadOnly, Damaged, Other };

    Kind kind = Kind::None;
    QString detail;     // the driver's own text, for logs
    QSqlError sqlError; // as SQLite gave it (its code tells more when a store cannot be opened)

    bool isNone() const { return kind == Kind::None; }
    // From QSqlError::nativeErrorCode() (SQLite's primary or extended code: 5 BUSY, 6 LOCKED,
    // 8 READONLY, 10 IOERR, 11 CORRUPT, 13 FULL, 26 NOTADB).
    static StoreError fromSqlError(const QSqlError &error);
    // A refusal without a statement failing (a transaction undone because what it was to change is
    // not there): said as the store "could not be written".
    static StoreError refused(const QString &detail);
    static Kind kindOfCode(int sqliteCode);

    // The cause as a clause: "the disk holding the profile is full" (for None, the store "could
    // not be written": a refusal is always said).
    QString cause() const;
    // For a write the journal refused: "Not sent: the disk holding the profile is full."
    QString notSentText() const;
    // For a write the service answered whose outcome the store refused to record (kept and
    // recorded later, UnrecordedOutcomes), after "Sent." or "Published.": "The profile's disk is
    // full, so this console has not recorded it yet."
    QString notRecordedText() const;
};

} // namespace Audience::Models
